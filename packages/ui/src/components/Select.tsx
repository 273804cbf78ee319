import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldMessage, fieldControl, FieldWrapper } from './fieldStyles';
import { visuallyHidden } from './VisuallyHidden';

const Control = styled.select<{ $invalid: boolean }>`
  ${fieldControl}
  padding: 0 8px 0 12px;
  cursor: pointer;
`;

const Label = styled(FieldLabel)<{ $hidden: boolean }>`
  ${(p) => (p.$hidden ? visuallyHidden : '')}
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Keeps the label for screen readers only (a filter bar). */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  /** The choices; or pass <option> children. */
  options?: SelectOption[];
}

/** A labelled native select that looks like TextField. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hideLabel = false, error, hint, options, children, ...rest },
  ref,
) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <FieldWrapper>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
      </Label>
      <Control
        ref={ref}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...rest}
      >
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </Control>
      {error ? (
        <FieldMessage id={messageId} role="alert">
          {error}
        </FieldMessage>
      ) : (
        hint
      )}
    </FieldWrapper>
  );
});
