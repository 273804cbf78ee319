import {
  COUNTRIES,
  DEFAULT_SIGNUP_COUNTRY,
  flagEmoji,
  validateSignup,
  type FieldErrors,
  type SignupValues,
} from '@lantern/contracts';
import { auth } from '@lantern/session';
import { Button, TextField } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Footnote, Form, FormError, Row } from '../AuthLayout';
import { signupErrorMessage, useCompleteSignIn } from '../signInFlow';

const Select = styled.select`
  min-height: 42px;
  padding: 0 10px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font: inherit;
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-weight: 600;
  }
  .error {
    color: ${(p) => p.theme.color.danger};
    font-size: 12px;
  }
`;

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
  const countryId = useId();
  const complete = useCompleteSignIn();
  const signup = useMutation({
    mutationFn: auth.signup,
    onSuccess: (res) => setFormError(complete(res)),
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
        <Row>
          <TextField
            label="First Name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => update('firstName', e.target.value)}
            error={errors.firstName}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => update('lastName', e.target.value)}
            error={errors.lastName}
          />
        </Row>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Company Name (optional)"
          autoComplete="organization"
          value={values.companyName}
          onChange={(e) => update('companyName', e.target.value)}
        />
        <Field>
          <label htmlFor={countryId}>Country</label>
          <Select
            id={countryId}
            value={values.country}
            autoComplete="country"
            onChange={(e) => update('country', e.target.value)}
            aria-invalid={errors.country ? true : undefined}
          >
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {flagEmoji(c.code)} {c.label}
              </option>
            ))}
          </Select>
          {errors.country && (
            <div className="error" role="alert">
              {errors.country}
            </div>
          )}
        </Field>
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
