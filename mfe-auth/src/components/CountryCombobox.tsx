import { countryByCode, searchCountries } from '@lantern/contracts';
import { CountryCombobox as CountryField, CountryFlag } from '@lantern/ui';
import { usePublicConfig } from '@lantern/session';

/**
 * The country field of the signup and accept-invite forms, labelled 'Country': a searchable list with
 * flags. Typing matches a name or a code (at most 30 results); the field shows the chosen country with
 * its flag. With a placeholder it may start empty, so 'Country is required' can apply.
 */
export function CountryCombobox({
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
  const { flagUrlTemplate } = usePublicConfig();
  return (
    <CountryField
      label="Country"
      selected={countryByCode(value)}
      search={searchCountries}
      renderFlag={(code) => <CountryFlag key={code} code={code} template={flagUrlTemplate} />}
      onSelect={(c) => onChange(c.code)}
      {...(placeholder !== undefined ? { placeholder, onClear: () => onChange('') } : {})}
      error={error}
    />
  );
}
