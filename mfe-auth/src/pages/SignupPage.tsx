import {
  DEFAULT_SIGNUP_COUNTRY,
  validateSignup,
  type FieldErrors,
  type SignupValues,
} from '@lantern/contracts';
import { auth } from '@lantern/session';
import { Button, TextField } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { NameFields } from '../components/NameFields';
import { AuthLayout, Footnote, Form, FormError } from '../AuthLayout';
import { CompanyAutocomplete } from '../components/CompanyAutocomplete';
import { CountryCombobox } from '../components/CountryCombobox';
import { signupErrorMessage, useCompleteSignIn } from '../signInFlow';

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  country: DEFAULT_SIGNUP_COUNTRY,
  password: '',
};

export default function SignupPage() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignupValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const complete = useCompleteSignIn();
  const signup = useMutation({
    mutationFn: auth.signup,
    onSuccess: async (res) => setFormError(await complete(res)),
    onError: (err) => setFormError(signupErrorMessage(err)),
  });

  const update = (field: keyof SignupValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors(validateSignup(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    signup.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      country: values.country,
      password: values.password,
      ...(values.companyName?.trim() ? { companyName: values.companyName.trim() } : {}),
    });
  };

  return (
    <AuthLayout title="Create your account" subtitle="Start tracking your brand in AI answer engines">
      <Form onSubmit={submit} noValidate aria-label="Create account">
        {formError && <FormError role="alert">{formError}</FormError>}
        <NameFields values={values} errors={errors} onChange={update} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={errors.email}
        />
        <CompanyAutocomplete
          value={values.companyName ?? ''}
          onChange={(name) => update('companyName', name)}
          error={errors.companyName}
        />
        <CountryCombobox
          value={values.country}
          onChange={(code) => update('country', code)}
          error={errors.country}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          revealable
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={errors.password}
        />
        <Button type="submit" $block disabled={signup.isPending}>
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
      <Footnote>
        Already have an account? <Link to="/login">Sign in</Link>
      </Footnote>
    </AuthLayout>
  );
}
