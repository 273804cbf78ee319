import { COUNTRIES, flagEmoji, searchCountries } from '@lantern/contracts';
import { CountryCombobox } from '@lantern/ui';
import styled from 'styled-components';

const Flag = styled.span`
  display: inline-block;
  width: 22px;
  font-size: 18px;
  line-height: 1;
  text-align: center;
  flex-shrink: 0;
`;

const byLabel = (label: string) =>
  COUNTRIES.find((c) => c.label.toLowerCase() === label.trim().toLowerCase());

/**
 * The campaign's Location: a searchable list of countries with flags; the value is the country's name
 * ('India', the default), as campaigns store it. Typing matches a name or a code, 30 results at most.
 */
export function LocationCombobox({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange(label: string): void;
  onBlur?(): void;
  error?: string;
}) {
  return (
    <CountryCombobox
      label="Location"
      selected={byLabel(value)}
      fallbackText={value}
      search={searchCountries}
      renderFlag={(code) => <Flag aria-hidden="true">{flagEmoji(code)}</Flag>}
      onSelect={(c) => onChange(c.label)}
      {...(onBlur ? { onBlur } : {})}
      error={error}
    />
  );
}
