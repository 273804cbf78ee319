import { PROMPT_METHODS, type PromptMethod } from '@lantern/contracts';
import { ChoiceCard, ChoiceGroup } from '@lantern/ui';
import { methodText } from '../wizard';

/** The three ways to get prompts, as radio cards (arrow keys move between them). */
export function MethodChoice({
  value,
  onChange,
  aiAvailable,
}: {
  value: PromptMethod;
  onChange(method: PromptMethod): void;
  /** Whether a language model writes generated prompts (undefined while unknown). */
  aiAvailable: boolean | undefined;
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
          title={methodText(m, aiAvailable).title}
          description={methodText(m, aiAvailable).description}
        />
      ))}
    </ChoiceGroup>
  );
}
