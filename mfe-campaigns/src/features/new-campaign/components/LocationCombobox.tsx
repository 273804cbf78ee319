import {
  COUNTRIES,
  COUNTRY_SEARCH_LIMIT,
  flagEmoji,
  searchCountries,
  type Country,
} from '@lantern/contracts';
import { Combobox, SearchIcon } from '@lantern/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';

const Flag = styled.span`
  display: inline-block;
  width: 22px;
  font-size: 18px;
  line-height: 1;
  text-align: center;
  flex-shrink: 0;
`;
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
  const selected = byLabel(value);
  // What the user is typing; null while the field shows the chosen country.
  const [query, setQuery] = useState<string | null>(null);
  const options = useMemo(() => {
    if (query?.trim()) return searchCountries(query);
    const first = searchCountries('');
    return selected && !first.some((c) => c.code === selected.code)
      ? [selected, ...first.slice(0, COUNTRY_SEARCH_LIMIT - 1)]
      : first;
  }, [query, selected]);

  return (
    <Combobox<Country>
      label="Location"
      listLabel="Countries"
      inputValue={query ?? selected?.label ?? value}
      onInputChange={setQuery}
      options={options}
      getOptionKey={(c) => c.code}
      isOptionSelected={(c) => c.code === selected?.code}
      renderOption={(c) => (
        <>
          <Flag aria-hidden="true">{flagEmoji(c.code)}</Flag>
          <Name>{c.label}</Name>
          <Code aria-hidden="true">{c.code}</Code>
        </>
      )}
      onSelect={(c) => {
        setQuery(null);
        onChange(c.label);
      }}
      onClose={() => setQuery(null)}
      onBlur={onBlur}
      onFocus={(e) => e.currentTarget.select()}
      onClick={(e) => e.currentTarget.select()}
      startAdornment={
        selected && query === null ? (
          <Flag aria-hidden="true">{flagEmoji(selected.code)}</Flag>
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
