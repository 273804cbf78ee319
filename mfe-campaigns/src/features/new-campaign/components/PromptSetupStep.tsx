import {
  promptLimitMessage,
  type PromptImportResponse,
  type PromptPreviewResponse,
} from '@lantern/contracts';
import styled from 'styled-components';
import type { Wizard } from '../hooks/useWizard';
import { activePrompts, promptCountText, type PromptItem } from '../wizard';
import { GeneratePanel } from './GeneratePanel';
import { ImportPanel } from './ImportPanel';
import { ManualPanel } from './ManualPanel';
import { MethodChoice } from './MethodChoice';
import { PromptList } from './PromptList';
import { FieldError, Hint, Stack } from './styles';

const Count = styled.p<{ $over: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$over ? p.theme.color.danger : p.theme.color.text)};
`;

/** Step 2: how the prompts are made, the list itself and the plan's prompt limit. */
export interface PromptCalls {
  generate(): Promise<PromptPreviewResponse>;
  generating: boolean;
  upload(file: { filename: string; content: string; existing: string[] }): Promise<PromptImportResponse>;
  importing: boolean;
}

export function PromptSetupStep({
  wizard,
  calls,
  limit,
  onLimit,
}: {
  wizard: Wizard;
  calls: PromptCalls;
  limit: number | null | undefined;
  onLimit(limit: number | null): void;
}) {
  const { values, errors, update, setPrompts } = wizard;
  const method = values.promptMethod;
  const items = activePrompts(values);
  const setItems = (list: PromptItem[] | ((current: PromptItem[]) => PromptItem[])) =>
    setPrompts(method, list);
  const over = typeof limit === 'number' && items.length > limit;
  // The message of Next, or the limit as soon as the list goes over it.
  const message = errors.prompts ?? (over ? promptLimitMessage(limit) : undefined);
  return (
    <Stack>
      <MethodChoice value={method} onChange={(m) => update('promptMethod', m)} />
      {method === 'GENERATE_AI' ? (
        <GeneratePanel
          values={values}
          generate={calls.generate}
          generating={calls.generating}
          onGenerated={setItems}
          onLimit={onLimit}
        />
      ) : method === 'MANUAL_ADD' ? (
        <ManualPanel items={items} onChange={setItems} />
      ) : (
        <ImportPanel
          items={items}
          onChange={setItems}
          upload={calls.upload}
          importing={calls.importing}
          onLimit={onLimit}
        />
      )}
      <div>
        <Count $over={over} aria-live="polite">
          {promptCountText(items.length, limit)}
        </Count>
        {limit === null ? <Hint>Your plan has no prompt limit.</Hint> : null}
        {message ? <FieldError role="alert">{message}</FieldError> : null}
      </div>
      {items.length > 0 ? (
        <PromptList items={items} onChange={setItems} label="Prompts" />
      ) : (
        <Hint>No prompts yet.</Hint>
      )}
    </Stack>
  );
}
