import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Chip } from './Chip';
import { fieldControl, FieldLabel, FieldWrapper } from './fieldStyles';
import { ChevronDownIcon } from './icons';
import type { SelectOption } from './Select';

const Anchor = styled.div`
  position: relative;
`;

const Trigger = styled.button<{ $invalid?: boolean }>`
  ${fieldControl}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 0 10px 0 12px;
  text-align: left;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Popover = styled.div`
  position: absolute;
  z-index: 1200;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 280px;
  overflow: auto;
  padding: 6px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 6px 8px;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  &:hover,
  &:focus-within {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  input {
    accent-color: ${(p) => p.theme.color.primary};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export interface MultiSelectProps {
  label: string;
  options: SelectOption[];
  value: string[];
  onChange(value: string[]): void;
  placeholder?: string;
  /** Chips shown for the chosen values before '+N more' (the spec's filter chips show 2). */
  maxChips?: number;
}

/**
 * Several values from a list: a button opens checkboxes (Escape or a click outside closes, focus
 * returns to the button); the chosen values show as removable chips, at most `maxChips`, then '+N more'.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder = 'Any',
  maxChips = 2,
}: MultiSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!anchor.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const toggle = (v: string) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    }
  };
  const summary = value.length === 0 ? placeholder : `${value.length} selected`;
  const shown = value.slice(0, maxChips);
  return (
    <FieldWrapper>
      <FieldLabel id={`${id}-label`} as="span">
        {label}
      </FieldLabel>
      <Anchor ref={anchor} onKeyDown={onKeyDown}>
        <Trigger
          ref={trigger}
          type="button"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={`${id}-options`}
          aria-labelledby={`${id}-label ${id}-summary`}
          onClick={() => setOpen((o) => !o)}
        >
          <span id={`${id}-summary`}>{summary}</span>
          <ChevronDownIcon size={16} />
        </Trigger>
        {open ? (
          <Popover id={`${id}-options`} role="group" aria-labelledby={`${id}-label`}>
            {options.map((o) => (
              <Option key={o.value}>
                <input type="checkbox" checked={value.includes(o.value)} onChange={() => toggle(o.value)} />
                {o.label}
              </Option>
            ))}
          </Popover>
        ) : null}
      </Anchor>
      {value.length ? (
        <Chips aria-label={`Selected ${label}`} role="list">
          {shown.map((v) => (
            <span role="listitem" key={v}>
              <Chip size="small" tone="primary" label={labelOf(v)} onDelete={() => toggle(v)} />
            </span>
          ))}
          {value.length > shown.length ? (
            <span role="listitem">
              <Chip
                size="small"
                label={`+${value.length - shown.length} more`}
                title={value.slice(maxChips).map(labelOf).join(', ')}
              />
            </span>
          ) : null}
        </Chips>
      ) : null}
    </FieldWrapper>
  );
}
