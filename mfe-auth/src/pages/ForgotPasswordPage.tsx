import { SUCCESS, validateForgotPassword } from '@lantern/contracts';
import { auth } from '@lantern/session';
import { Button, InboxIcon, TextField } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout, Footnote, Form, FormError } from '../AuthLayout';
import { forgotPasswordErrorMessage } from '../signInFlow';

/** /forgot-password: asks for the email and sends a reset link (the answer is the same for any email). */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const navigate = useNavigate();
  const send = useMutation({
    mutationFn: auth.forgotPassword,
    onError: (err) => setFormError(forgotPasswordErrorMessage(err)),
  });

  if (send.isSuccess) {
    return (
      <AuthLayout
        title="Check your email"
        subtitle={SUCCESS.forgotSent}
        icon={{ tone: 'primary', node: <InboxIcon size={24} /> }}
      >
        <Button type="button" $block onClick={() => navigate('/login')}>
          Back to Sign In
        </Button>
      </AuthLayout>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateForgotPassword({ email }).email;
    setError(found);
    setFormError(null);
    if (!found) send.mutate(email.trim());
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to reset your password."
    >
      <Form onSubmit={submit} noValidate aria-label="Forgot password">
        {formError && <FormError role="alert">{formError}</FormError>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(validateForgotPassword({ email: e.target.value }).email);
          }}
          error={error}
        />
        <Button type="submit" $block disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
      <Footnote>
        Remembered it? <Link to="/login">Back to Sign In</Link>
      </Footnote>
    </AuthLayout>
  );
}
