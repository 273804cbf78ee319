import {
  validateAcceptInviteNewUser,
  type AcceptInviteNewUserValues,
  type FieldErrors,
} from '@lantern/contracts';
import { auth } from '@lantern/session';
import { Button, TextField } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InvalidLink } from '../components/InvalidLink';
import { NameFields } from '../components/NameFields';
import { AuthLayout, Form, FormError, Hint } from '../AuthLayout';
import { CountryCombobox } from '../components/CountryCombobox';
import { acceptInviteErrorMessage, fieldErrorsOf, useCompleteInviteAcceptance } from '../signInFlow';

type Field = keyof AcceptInviteNewUserValues | 'email';
const FIELDS: readonly Field[] = ['email', 'firstName', 'lastName', 'country', 'password'];
const EMPTY: AcceptInviteNewUserValues = { firstName: '', lastName: '', country: '', password: '' };

/**
 * /accept-invite?token=...&email=...&alreadyExists=true|false: an existing user accepts with the
 * email alone; a new user also sets name, country and password.
 */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  if (!token || !email) {
    return (
      <InvalidLink
        title="Invalid Invite Link"
        message="This invite link is invalid or has expired. Please contact the person who invited you."
        link={{ to: '/login', label: 'Go to Sign In' }}
      />
    );
  }
  return <AcceptForm token={token} email={email} newUser={params.get('alreadyExists') !== 'true'} />;
}

function AcceptForm({ token, email, newUser }: { token: string; email: string; newUser: boolean }) {
  const [values, setValues] = useState<AcceptInviteNewUserValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const complete = useCompleteInviteAcceptance();
  const accept = useMutation({
    mutationFn: auth.acceptInvite,
    onSuccess: complete,
    onError: (err) => {
      const fields = fieldErrorsOf(err, FIELDS);
      setErrors(fields);
      // Field messages of a 400 show on their fields; otherwise the catalogue's message.
      setFormError(Object.keys(fields).length ? null : acceptInviteErrorMessage(err));
    },
  });

  const update = (field: keyof AcceptInviteNewUserValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validateAcceptInviteNewUser(next)[field] });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = newUser ? validateAcceptInviteNewUser(values) : {};
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    accept.mutate(
      newUser
        ? {
            token,
            email,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            country: values.country,
            password: values.password,
          }
        : { token, email },
    );
  };

  const busy = accept.isPending || accept.isSuccess;
  const labels = newUser
    ? { idle: 'Create Account', busy: 'Creating Account...' }
    : { idle: 'Accept Invite', busy: 'Accepting Invite...' };
  return (
    <AuthLayout
      title={newUser ? 'Join your team' : 'Accept your invitation'}
      subtitle={
        newUser
          ? 'You have been invited to Lantern. Create your account to join the team.'
          : 'You have been invited to join a team on Lantern.'
      }
    >
      <Form onSubmit={submit} noValidate aria-label="Accept invite">
        {formError && <FormError role="alert">{formError}</FormError>}
        <TextField label="Email" type="email" value={email} readOnly error={errors.email} />
        {newUser ? (
          <>
            <NameFields values={values} errors={errors} onChange={update} />
            <CountryCombobox
              value={values.country}
              onChange={(code) => update('country', code)}
              error={errors.country}
              placeholder="Select your country"
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              revealable
              value={values.password}
              onChange={(e) => update('password', e.target.value)}
              error={errors.password}
              hint={
                <Hint>At least 8 characters, with an uppercase letter, a lowercase letter and a number.</Hint>
              }
            />
          </>
        ) : null}
        <Button type="submit" $block disabled={busy}>
          {accept.isPending ? labels.busy : labels.idle}
        </Button>
      </Form>
    </AuthLayout>
  );
}
