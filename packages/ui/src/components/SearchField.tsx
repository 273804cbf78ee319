import { forwardRef, type InputHTMLAttributes, useId, useImperativeHandle, useRef } from 'react';
import styled from 'styled-components';
import { fieldControl, FieldRow } from './fieldStyles';
import { CloseIcon, SearchIcon } from './icons';
import { IconButton } from './IconButton';
import { VisuallyHidden } from './VisuallyHidden';

const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldControl}
  padding: 0 40px 0 38px;
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const Magnifier = styled.span`
  position: absolute;
  left: 12px;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  color: ${(p) => p.theme.color.textMuted};
  pointer-events: none;
`;

const Clear = styled.span`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
`;

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange'
> {
  /** Read by screen readers only; the placeholder shows on screen. */
  label: string;
  value: string;
  onChange(value: string): void;
  clearLabel?: string;
}

/** A search box with a magnifier and a clear button. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, value, onChange, clearLabel = 'Clear search', ...rest },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  return (
    <FieldRow role="search">
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Magnifier>
        <SearchIcon size={16} />
      </Magnifier>
      <Input
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
      {value ? (
        <Clear>
          <IconButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <CloseIcon size={16} />
          </IconButton>
        </Clear>
      ) : null}
    </FieldRow>
  );
});
