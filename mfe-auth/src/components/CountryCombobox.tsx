import { COUNTRY_SEARCH_LIMIT, countryByCode, searchCountries, type Country } from '@lantern/contracts';
import { Combobox, SearchIcon } from '@lantern/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { usePublicConfig } from '@lantern/session';
import { CountryFlag } from './CountryFlag';

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Code = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
  font-family: ${(p) => p.theme.font.mono};
`;
const Muted = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.color.textMuted};
`;

/** The list before anything is typed: the chosen country first, then the alphabet (30 in all). */
function initialList(selected: Country | undefined): Country[] {
  const first = searchCountries('');
  return selected && !first.some((c) => c.code === selected.code)
    ? [selected, ...first.slice(0, COUNTRY_SEARCH_LIMIT - 1)]
    : first;
}

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
  const selected = countryByCode(value);
  // What the user is typing; null while the field shows the chosen country.
  const [query, setQuery] = useState<string | null>(null);
  const options = useMemo(
    () => (query?.trim() ? searchCountries(query) : initialList(selected)),
    [query, selected],
  );

  return (
    <Combobox<Country>
      label="Country"
      listLabel="Countries"
      placeholder={placeholder}
      inputValue={query ?? selected?.label ?? ''}
      onInputChange={setQuery}
      options={options}
      getOptionKey={(c) => c.code}
      isOptionSelected={(c) => c.code === selected?.code}
      renderOption={(c) => (
        <>
          <CountryFlag key={c.code} code={c.code} template={flagUrlTemplate} />
          <Name>{c.label}</Name>
          <Code aria-hidden="true">{c.code}</Code>
        </>
      )}
      onSelect={(c) => {
        setQuery(null);
        onChange(c.code);
      }}
      onClose={() => {
        // Leaving without a choice shows the chosen country again; an emptied optional field empties.
        if (query !== null && !query.trim() && placeholder !== undefined) onChange('');
        setQuery(null);
      }}
      // Typing replaces the shown country instead of appending to its name (a click would undo a
      // selection made on focus, hence both).
      onFocus={(e) => e.currentTarget.select()}
      onClick={(e) => e.currentTarget.select()}
      startAdornment={
        selected && query === null ? (
          <CountryFlag key={selected.code} code={selected.code} template={flagUrlTemplate} />
        ) : (
          <Muted>
            <SearchIcon size={16} />
          </Muted>
        )
      }
      emptyText="No matching country"
      error={error}
      autoHighlight
      openOnClick
      maxHeight={300}
    />
  );
}
