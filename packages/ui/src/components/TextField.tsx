import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.label`
  font-weight: 600;
  font-size: ${(p) => p.theme.font.size.sm};
`;
const InputRow = styled.div`
  position: relative;
  display: flex;
`;
const Input = styled.input<{ $invalid: boolean; $withToggle: boolean }>`
  flex: 1;
  min-width: 0;
  width: 100%;
  min-height: 42px;
  padding: 0 ${(p) => (p.$withToggle ? '64px' : '12px')} 0 12px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  &:focus {
    border-color: ${(p) => p.theme.color.primary};
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.primarySoft};
  }
`;
const Message = styled.div`
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.xs};
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
