import { COUNTRIES, flagEmoji } from '@lantern/contracts';
import { Select } from '@lantern/ui';

/**
 * The country list of the signup and accept-invite forms: every ISO country with its flag, labelled
 * 'Country' (typing a name jumps to it). With a placeholder the list starts empty, so 'Country is
 * required' can apply.
 */
export function CountrySelect({
  value,
  onChange,
  error,
  placeholder,
}: {
  value: string;
  onChange(code: string): void;
  error?: string;
  placeholder?: string;
}) {
  return (
    <Select
      label="Country"
      value={value}
      autoComplete="country"
      onChange={(e) => onChange(e.target.value)}
      error={error}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {COUNTRIES.map((c) => (
        <option key={c.code} value={c.code}>
          {flagEmoji(c.code)} {c.label}
        </option>
      ))}
    </Select>
  );
}
