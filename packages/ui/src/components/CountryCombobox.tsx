import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Combobox } from './Combobox';
import { SearchIcon } from './icons';

export interface CountryOption {
  code: string;
  label: string;
}

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

/**
 * A searchable country list with flags (the apps pass the search and how a flag looks). Before
 * anything is typed it lists the chosen country first, then `search('')`; typing replaces the shown
 * country. `onClear` makes the field optional: leaving it emptied clears the choice.
 */
export function CountryCombobox({
  label,
  selected,
  fallbackText = '',
  search,
  renderFlag,
  onSelect,
  onClear,
  onBlur,
  placeholder,
  error,
}: {
  label: string;
  selected: CountryOption | undefined;
  /** Shown when the value matches no country. */
  fallbackText?: string;
  search(term: string): CountryOption[];
  renderFlag(code: string): ReactNode;
  onSelect(country: CountryOption): void;
  onClear?(): void;
  onBlur?(): void;
  placeholder?: string;
  error?: string;
}) {
  // What the user is typing; null while the field shows the chosen country.
  const [query, setQuery] = useState<string | null>(null);
  const options = useMemo(() => {
    if (query?.trim()) return search(query);
    const first = search('');
    return selected && !first.some((c) => c.code === selected.code)
      ? [selected, ...first.slice(0, first.length - 1)]
      : first;
  }, [query, selected, search]);

  return (
    <Combobox<CountryOption>
      label={label}
      listLabel="Countries"
      placeholder={placeholder}
      inputValue={query ?? selected?.label ?? fallbackText}
      onInputChange={setQuery}
      options={options}
      getOptionKey={(c) => c.code}
      isOptionSelected={(c) => c.code === selected?.code}
      renderOption={(c) => (
        <>
          {renderFlag(c.code)}
          <Name>{c.label}</Name>
          <Code aria-hidden="true">{c.code}</Code>
        </>
      )}
      onSelect={(c) => {
        setQuery(null);
        onSelect(c);
      }}
      onClose={() => {
        // Leaving without a choice shows the chosen country again; an emptied optional field empties.
        if (query !== null && !query.trim() && onClear) onClear();
        setQuery(null);
      }}
      onBlur={onBlur}
      // Typing replaces the shown country instead of appending to its name (a click would undo a
      // selection made on focus, hence both).
      onFocus={(e) => e.currentTarget.select()}
      onClick={(e) => e.currentTarget.select()}
      startAdornment={
        selected && query === null ? (
          renderFlag(selected.code)
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
