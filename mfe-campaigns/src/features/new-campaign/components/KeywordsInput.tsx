import { CAMPAIGN_LIMITS, parseKeywords } from '@lantern/contracts';
import { Chip } from '@lantern/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { FieldError, Hint } from './styles';

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  min-height: 42px;
  padding: 6px 10px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
  background: ${(p) => p.theme.color.surface};
  &:focus-within {
    border-color: ${(p) => p.theme.color.primary};
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.primarySoft};
  }
  input {
    flex: 1;
    min-width: 120px;
    border: 0;
    outline: none;
    background: transparent;
    color: ${(p) => p.theme.color.text};
    font: inherit;
  }
`;
const Label = styled.label`
  font-weight: 600;
  font-size: ${(p) => p.theme.font.size.sm};
`;
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

/**
 * Keywords as chips: Enter or a comma adds what was typed (pasting 'a, b' adds both), Backspace in the
 * empty input removes the last one, each chip has its own remove button.
 */
export function KeywordsInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange(keywords: string[]): void;
  error?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = value.length >= CAMPAIGN_LIMITS.keywordsMax;
  const commit = (text: string) => {
    if (!text.trim()) return;
    onChange(parseKeywords([...value, ...text.split(/[,\n]/)]).slice(0, CAMPAIGN_LIMITS.keywordsMax));
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <Wrapper>
      <Label htmlFor={id}>Keywords</Label>
      <Box $invalid={Boolean(error)}>
        {value.map((k) => (
          <Chip key={k} label={k} tone="primary" onDelete={() => onChange(value.filter((x) => x !== k))} />
        ))}
        <input
          id={id}
          value={draft}
          maxLength={CAMPAIGN_LIMITS.keywordMax}
          disabled={full}
          placeholder={value.length === 0 ? 'e.g. crm software, sales pipeline' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : `${id}-hint`}
          onChange={(e) => (e.target.value.includes(',') ? commit(e.target.value) : setDraft(e.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => commit(draft)}
        />
      </Box>
      {error ? (
        <FieldError id={`${id}-message`} role="alert">
          {error}
        </FieldError>
      ) : (
        <Hint id={`${id}-hint`}>
          Press Enter or type a comma to add a keyword ({value.length} of {CAMPAIGN_LIMITS.keywordsMax}).
        </Hint>
      )}
    </Wrapper>
  );
}
