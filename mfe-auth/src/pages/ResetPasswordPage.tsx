import {
  ERRORS,
  SUCCESS,
  validateResetPassword,
  type FieldErrors,
  type ResetValues,
} from '@lantern/contracts';
import { auth } from '@lantern/session';
import { Button, CheckIcon, TextField } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InvalidLink } from '../components/InvalidLink';
import { AuthLayout, Footnote, Form, FormError } from '../AuthLayout';
import { resetPasswordErrorMessage } from '../signInFlow';

/** /reset-password?token=...&email=...: sets a new password with the emailed link. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  if (!token || !email) {
    return (
      <InvalidLink
        title="Invalid Reset Link"
        message="This password reset link is invalid or has expired. Please request a new password reset."
        link={{ to: '/forgot-password', label: 'Request a new reset link' }}
      />
    );
  }
  return <ResetForm token={token} email={email} />;
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const [values, setValues] = useState<ResetValues>({ email, password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: auth.resetPassword,
    onError: (err) => setFormError(resetPasswordErrorMessage(err)),
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout
        title={SUCCESS.passwordReset}
        subtitle="Your password has been changed. Sign in with your new password."
        icon={{ tone: 'success', node: <CheckIcon size={24} /> }}
      >
        <Button type="button" $block onClick={() => navigate('/login')}>
          Sign In
        </Button>
      </AuthLayout>
    );
  }

  const update = (field: 'password' | 'confirmPassword', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.keys(errors).length) setErrors(validateResetPassword(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) {
      reset.mutate({ token, new_password: values.password, email: values.email.trim() });
    }
  };

  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your account.">
      <Form onSubmit={submit} noValidate aria-label="Reset password">
        {formError && (
          <FormError role="alert">
            {formError}
            {formError === ERRORS.resetInvalidToken ? (
              <>
                {' '}
                <Link to="/forgot-password">Request a new link</Link>
              </>
            ) : null}
          </FormError>
        )}
        <TextField label="Email" type="email" value={values.email} readOnly error={errors.email} />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.confirmPassword}
          onChange={(e) => update('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" $block disabled={reset.isPending}>
          {reset.isPending ? 'Resetting password...' : 'Reset Password'}
        </Button>
      </Form>
      <Footnote>
        <Link to="/login">Back to Sign In</Link>
      </Footnote>
    </AuthLayout>
  );
}
