import { CACHE } from '@lantern/api-client';
import {
  COMPANY_LOOKUP_DEBOUNCE_MS,
  COMPANY_LOOKUP_MAX_CHARS,
  COMPANY_LOOKUP_MIN_CHARS,
  logoUrl,
  type CompanySuggestion,
} from '@lantern/contracts';
import { Avatar, Combobox, imageServiceDown, reportImage, useDebouncedValue } from '@lantern/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { companies, usePublicConfig } from '@lantern/session';

const LOGO_SIZE = 28;

const Logo = styled.img`
  display: block;
  width: ${LOGO_SIZE}px;
  height: ${LOGO_SIZE}px;
  object-fit: contain;
  border-radius: ${(p) => p.theme.radius.sm};
  background: #ffffff;
  box-shadow: 0 0 0 1px ${(p) => p.theme.color.border};
  flex-shrink: 0;
`;
const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.3;
`;
const Name = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Domain = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A company's logo from the configured logo service (by domain); its initials without a service, when
 * the image does not load, or once the service looks unreachable. Decorative: the name is next to it.
 */
export function CompanyLogo({ company, template }: { company: CompanySuggestion; template: string | null }) {
  const [failed, setFailed] = useState(false);
  if (template && !failed && !imageServiceDown(template)) {
    return (
      <Logo
        src={logoUrl(template, company.domain)}
        alt=""
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        loading="lazy"
        onLoad={() => reportImage(template, true)}
        onError={() => {
          reportImage(template, false);
          setFailed(true);
        }}
      />
    );
  }
  const [first, second] = company.name.trim().split(/\s+/);
  return <Avatar firstName={first} lastName={second} size={LOGO_SIZE} />;
}

const keyOf = (c: CompanySuggestion) => `${c.name}\u0000${c.domain}`;

/**
 * The optional company name of the signup form: free text, with suggestions (logo, name, domain) for
 * what the user types, from 3 characters, 300 ms after the last key, cached 5 minutes. Picking one
 * fills the name. Without suggestions (none found, no service, a failure) it is a plain text field.
 */
export function CompanyAutocomplete({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const { logoUrlTemplate } = usePublicConfig();
  // Lookups are for what the user types, not for a name just picked from the list.
  const [typing, setTyping] = useState(false);
  const text = value.trim();
  const term = useDebouncedValue(text, COMPANY_LOOKUP_DEBOUNCE_MS);
  const searchable = (t: string) =>
    t.length >= COMPANY_LOOKUP_MIN_CHARS && t.length <= COMPANY_LOOKUP_MAX_CHARS;
  const lookup = useQuery({
    queryKey: ['company-suggestions', term],
    queryFn: ({ signal }) => companies.suggest(term, signal),
    enabled: typing && searchable(term),
    staleTime: CACHE.companyLookupStaleMs,
    // Suggestions are a convenience: a failed lookup is not repeated, the field still works.
    retry: false,
    placeholderData: keepPreviousData,
  });
  const active = typing && searchable(text) && searchable(term);
  const options = active ? (lookup.data ?? []) : [];
  const waiting = typing && searchable(text) && (text !== term || lookup.isFetching);

  return (
    <Combobox<CompanySuggestion>
      label="Company Name (optional)"
      listLabel="Company suggestions"
      inputValue={value}
      onInputChange={(v) => {
        setTyping(true);
        onChange(v);
      }}
      options={options}
      getOptionKey={keyOf}
      renderOption={(c) => (
        <>
          <CompanyLogo key={c.domain} company={c} template={logoUrlTemplate} />
          <Text>
            <Name>{c.name}</Name>
            <Domain>{c.domain}</Domain>
          </Text>
        </>
      )}
      onSelect={(c) => {
        setTyping(false);
        onChange(c.name);
      }}
      loading={waiting && options.length === 0}
      loadingText="Searching..."
      error={error}
      maxHeight={300}
    />
  );
}
