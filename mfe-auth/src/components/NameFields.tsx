import { TextField } from '@lantern/ui';
import { Row } from '../AuthLayout';

/** First and last name side by side (signup and accepting an invite as a new user). */
export function NameFields({
  values,
  errors,
  onChange,
}: {
  values: { firstName: string; lastName: string };
  errors: { firstName?: string; lastName?: string };
  onChange(field: 'firstName' | 'lastName', value: string): void;
}) {
  return (
    <Row>
      <TextField
        label="First Name"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(e) => onChange('firstName', e.target.value)}
        error={errors.firstName}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        value={values.lastName}
        onChange={(e) => onChange('lastName', e.target.value)}
        error={errors.lastName}
      />
    </Row>
  );
}
