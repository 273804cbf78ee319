import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import {
  FieldLabel as Label,
  FieldMessage as Message,
  FieldRow as InputRow,
  fieldControl,
  FieldWrapper as Wrapper,
} from './fieldStyles';

const Input = styled.input<{ $invalid: boolean; $withToggle: boolean }>`
  ${fieldControl}
  padding: 0 ${(p) => (p.$withToggle ? '64px' : '12px')} 0 12px;
`;
const Toggle = styled.button`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  padding: 6px 8px;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** For passwords: a show/hide toggle. */
  revealable?: boolean;
}

/** A labelled input with its validation message wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, revealable, type = 'text', ...rest },
  ref,
) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const messageId = `${id}-message`;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input
          ref={ref}
          id={id}
          type={revealable && revealed ? 'text' : type}
          $invalid={Boolean(error)}
          $withToggle={Boolean(revealable)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          {...rest}
        />
        {revealable ? (
          <Toggle
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
          >
            {revealed ? 'Hide' : 'Show'}
          </Toggle>
        ) : null}
      </InputRow>
      {error ? (
        <Message id={messageId} role="alert">
          {error}
        </Message>
      ) : (
        hint
      )}
    </Wrapper>
  );
});
