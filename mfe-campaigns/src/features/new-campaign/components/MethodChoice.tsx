import { PROMPT_METHODS, type PromptMethod } from '@lantern/contracts';
import { ChoiceCard, ChoiceGroup } from '@lantern/ui';
import { PROMPT_METHOD_TEXT } from '../wizard';

/** The three ways to get prompts, as radio cards (arrow keys move between them). */
export function MethodChoice({
  value,
  onChange,
}: {
  value: PromptMethod;
  onChange(method: PromptMethod): void;
}) {
  return (
    <ChoiceGroup legend="Prompt creation method" layout="grid">
      {PROMPT_METHODS.map((m) => (
        <ChoiceCard
          key={m}
          name="prompt-method"
          value={m}
          checked={value === m}
          onChange={() => onChange(m)}
          title={PROMPT_METHOD_TEXT[m].title}
          description={PROMPT_METHOD_TEXT[m].description}
        />
      ))}
    </ChoiceGroup>
  );
}
