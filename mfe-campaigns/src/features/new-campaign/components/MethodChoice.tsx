import { PROMPT_METHODS, type PromptMethod } from '@lantern/contracts';
import styled from 'styled-components';
import { PROMPT_METHOD_TEXT } from '../wizard';
import { Fieldset } from './styles';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 10px;
`;
const Card = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 14px 16px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.color.primary};
  }
  &:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.primarySoft};
    box-shadow: inset 0 0 0 1px ${(p) => p.theme.color.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.color.primary};
  }
  input:focus-visible {
    outline: none;
  }
  span {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
`;

/** The three ways to get prompts, as radio cards (arrow keys move between them). */
export function MethodChoice({
  value,
  onChange,
}: {
  value: PromptMethod;
  onChange(method: PromptMethod): void;
}) {
  return (
    <Fieldset>
      <legend>Prompt creation method</legend>
      <Cards>
        {PROMPT_METHODS.map((m) => (
          <Card key={m}>
            <input
              type="radio"
              name="prompt-method"
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
            />
            <span>
              <strong>{PROMPT_METHOD_TEXT[m].title}</strong>
              <small>{PROMPT_METHOD_TEXT[m].description}</small>
            </span>
          </Card>
        ))}
      </Cards>
    </Fieldset>
  );
}
