import { Button, CloseIcon, IconButton, TextField } from '@lantern/ui';
import { type KeyboardEvent, useState } from 'react';
import styled from 'styled-components';
import { type PromptItem, promptKey } from '../wizard';

const Group = styled.section`
  h4 {
    margin: 12px 0 6px;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  h4 span {
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 400;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 8px 8px 12px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .text {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .editor {
    flex: 1;
    display: flex;
    align-items: flex-end;
    gap: 8px;
    flex-wrap: wrap;
  }
  .editor > :first-child {
    flex: 1;
    min-width: 200px;
  }
`;

export const PROMPT_EMPTY = 'Prompt must not be empty';
export const PROMPT_DUPLICATE = 'This prompt is already in the list';

/** Prompts in order of first appearance of their topic; prompts without one form one group. */
export function groupByTopic(items: PromptItem[]): Array<{ topic: string | null; items: PromptItem[] }> {
  const groups = new Map<string | null, PromptItem[]>();
  for (const item of items) groups.set(item.topic, [...(groups.get(item.topic) ?? []), item]);
  return [...groups].map(([topic, list]) => ({ topic, items: list }));
}

function PromptLine({
  item,
  readOnly,
  onSave,
  onRemove,
  duplicateOf,
}: {
  item: PromptItem;
  readOnly: boolean;
  onSave(text: string): void;
  onRemove(): void;
  duplicateOf(text: string): boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const text = (draft ?? '').trim().replace(/\s+/g, ' ');
    const problem = !text ? PROMPT_EMPTY : duplicateOf(text) ? PROMPT_DUPLICATE : undefined;
    setError(problem);
    if (problem) return;
    onSave(text);
    setDraft(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(undefined);
  };
  if (draft !== null) {
    const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        save();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        cancel();
      }
    };
    return (
      <li>
        <div className="editor">
          <TextField
            label="Edit prompt"
            value={draft}
            maxLength={1000}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            error={error}
          />
          <Button type="button" $size="sm" onClick={save}>
            Save
          </Button>
          <Button type="button" $size="sm" $variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li>
      <span className="text">{item.text}</span>
      {readOnly ? null : (
        <>
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            aria-label={`Edit prompt "${item.text}"`}
            onClick={() => setDraft(item.text)}
          >
            Edit
          </Button>
          <IconButton size="sm" aria-label={`Remove prompt "${item.text}"`} onClick={onRemove}>
            <CloseIcon size={16} />
          </IconButton>
        </>
      )}
    </li>
  );
}

/** A list of prompts, grouped by topic when they have one; each can be edited or removed. */
export function PromptList({
  items,
  onChange,
  readOnly = false,
  label,
}: {
  items: PromptItem[];
  onChange?(items: PromptItem[]): void;
  readOnly?: boolean;
  /** Names the list for screen readers. */
  label: string;
}) {
  const replace = (key: string, text: string) =>
    onChange?.(items.map((p) => (p.key === key ? { ...p, text } : p)));
  const duplicateOf = (key: string) => (text: string) =>
    items.some((p) => p.key !== key && promptKey(p.text) === promptKey(text));
  const list = (group: PromptItem[], name: string) => (
    <List aria-label={name}>
      {group.map((item) => (
        <PromptLine
          key={item.key}
          item={item}
          readOnly={readOnly}
          onSave={(text) => replace(item.key, text)}
          onRemove={() => onChange?.(items.filter((p) => p.key !== item.key))}
          duplicateOf={duplicateOf(item.key)}
        />
      ))}
    </List>
  );
  const groups = groupByTopic(items);
  if (groups.length === 1 && groups[0]!.topic === null) return list(items, label);
  return (
    <div>
      {groups.map((g) => (
        <Group key={g.topic ?? ''} aria-label={g.topic ?? 'Other prompts'}>
          <h4>
            {g.topic ?? 'Other prompts'} <span>({g.items.length})</span>
          </h4>
          {list(g.items, `${label}: ${g.topic ?? 'Other prompts'}`)}
        </Group>
      ))}
    </div>
  );
}
