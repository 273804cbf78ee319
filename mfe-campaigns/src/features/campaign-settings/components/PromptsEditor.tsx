import type { PromptImportResponse } from '@lantern/contracts';
import styled from 'styled-components';
import { ImportPanel } from '../../new-campaign/components/ImportPanel';
import { ManualPanel } from '../../new-campaign/components/ManualPanel';
import { PromptList } from '../../new-campaign/components/PromptList';
import { FieldError, Hint, Stack } from '../../new-campaign/components/styles';
import { promptCountText, type PromptItem } from '../../new-campaign/wizard';

const Adders = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * The campaign's active prompts: edit one in place, remove one (the server archives it, its past
 * answers stay in the analytics), add typed ones or import a file. Locked while a run is active.
 */
export function PromptsEditor({
  items,
  onChange,
  limit,
  error,
  disabled,
  upload,
  importing,
}: {
  items: PromptItem[];
  onChange(change: (current: PromptItem[]) => PromptItem[]): void;
  limit: number | null | undefined;
  error?: string;
  disabled: boolean;
  upload(file: { filename: string; content: string; existing: string[] }): Promise<PromptImportResponse>;
  importing: boolean;
}) {
  return (
    <Stack>
      <Hint role="status">
        {promptCountText(items.length, limit)}. Removing a prompt archives it: its past answers stay in the
        analytics.
      </Hint>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <PromptList
        items={items}
        readOnly={disabled}
        onChange={(next) => onChange(() => next)}
        label="Campaign prompts"
      />
      {disabled ? null : (
        <Adders>
          <ManualPanel items={items} onChange={(next) => onChange(() => next)} />
          <ImportPanel
            items={items}
            onChange={onChange}
            upload={upload}
            importing={importing}
            onLimit={() => {}}
          />
        </Adders>
      )}
    </Stack>
  );
}
