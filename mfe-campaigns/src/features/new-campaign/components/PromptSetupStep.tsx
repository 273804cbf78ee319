import {
  promptLimitMessage,
  type PromptImportResponse,
  type PromptMethod,
  type PromptPreviewResponse,
} from '@lantern/contracts';
import { ConfirmDialog } from '@lantern/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Wizard } from '../hooks/useWizard';
import { activePrompts, methodText, promptCountText, type PromptItem } from '../wizard';
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
  aiAvailable,
}: {
  wizard: Wizard;
  calls: PromptCalls;
  limit: number | null | undefined;
  onLimit(limit: number | null): void;
  aiAvailable: boolean | undefined;
}) {
  const { values, errors, update, setPrompts } = wizard;
  const method = values.promptMethod;
  const items = activePrompts(values);
  const setItems = (list: PromptItem[] | ((current: PromptItem[]) => PromptItem[])) =>
    setPrompts(method, list);
  const over = typeof limit === 'number' && items.length > limit;
  // Switching away from a method that has prompts asks first: only one method's prompts are used.
  const [switchTo, setSwitchTo] = useState<PromptMethod | null>(null);
  const choose = (m: PromptMethod) =>
    items.length > 0 && m !== method ? setSwitchTo(m) : update('promptMethod', m);
  // After prompts are added, the focus moves to the list (it may only now appear).
  const listRef = useRef<HTMLDivElement>(null);
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList) listRef.current?.focus();
  }, [focusList]);
  const addItems = (list: PromptItem[] | ((current: PromptItem[]) => PromptItem[])) => {
    setItems(list);
    setFocusList((n) => n + 1);
  };
  // The message of Next, or the limit as soon as the list goes over it.
  const message = errors.prompts ?? (over ? promptLimitMessage(limit) : undefined);
  return (
    <Stack>
      <MethodChoice value={method} onChange={choose} aiAvailable={aiAvailable} />
      <ConfirmDialog
        open={switchTo !== null}
        title={switchTo ? `Switch to ${methodText(switchTo, aiAvailable).title}?` : ''}
        message={`The ${items.length} prompt${items.length === 1 ? '' : 's'} of ${methodText(method, aiAvailable).title} will not be used (switching back brings them back).`}
        confirmLabel="Switch method"
        onConfirm={() => {
          if (switchTo) update('promptMethod', switchTo);
          setSwitchTo(null);
        }}
        onCancel={() => setSwitchTo(null)}
      />
      {method === 'GENERATE_AI' ? (
        <GeneratePanel
          values={values}
          generate={calls.generate}
          generating={calls.generating}
          onGenerated={addItems}
          onLimit={onLimit}
          limit={limit}
        />
      ) : method === 'MANUAL_ADD' ? (
        <ManualPanel items={items} onChange={addItems} />
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
        <div ref={listRef} tabIndex={-1} role="group" aria-label={`Prompts: ${items.length}`}>
          <PromptList items={items} onChange={setItems} label="Prompts" />
        </div>
      ) : (
        <Hint>No prompts yet.</Hint>
      )}
    </Stack>
  );
}
