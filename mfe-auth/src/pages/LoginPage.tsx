import { validateLogin, type FieldErrors, type LoginValues } from '@lantern/contracts';
import { auth } from '@lantern/session';
import { Button, TextField } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout, Footnote, Form, FormError } from '../AuthLayout';
import { loginErrorMessage, useCompleteSignIn } from '../signInFlow';

export default function LoginPage() {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const complete = useCompleteSignIn();
  const login = useMutation({
    mutationFn: auth.login,
    onSuccess: async (res) => setFormError(await complete(res)),
    onError: (err) => setFormError(loginErrorMessage(err)),
  });

  const set = (field: keyof LoginValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (errors[field]) setErrors(validateLogin(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0)
      login.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your Lantern account">
      <Form onSubmit={submit} noValidate aria-label="Sign in">
        {formError && <FormError role="alert">{formError}</FormError>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          revealable
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <div style={{ textAlign: 'right' }}>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" $block disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
      <Footnote>
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </Footnote>
    </AuthLayout>
  );
}
