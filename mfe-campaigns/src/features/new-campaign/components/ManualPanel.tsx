import { Button } from '@lantern/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { mergePrompts, type PromptItem } from '../wizard';
import { Hint, Panel, Row } from './styles';

const Area = styled.textarea`
  width: 100%;
  min-height: 120px;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  resize: vertical;
  &:focus {
    border-color: ${(p) => p.theme.color.primary};
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.primarySoft};
  }
`;
const Label = styled.label`
  font-weight: 600;
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** 'Added 2 prompts. 1 duplicate removed: "best crm".' */
export function addedText(added: number, duplicates: string[]): string {
  const parts = [`Added ${added} prompt${added === 1 ? '' : 's'}.`];
  if (duplicates.length > 0) {
    const n = duplicates.length;
    parts.push(`${n} duplicate${n === 1 ? '' : 's'} removed: ${duplicates.map((d) => `"${d}"`).join(', ')}.`);
  }
  return parts.join(' ');
}

/** MANUAL_ADD: prompts typed or pasted one per line; prompts already in the list are left out. */
export function ManualPanel({
  items,
  onChange,
}: {
  items: PromptItem[];
  onChange(items: PromptItem[]): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const add = () => {
    const merged = mergePrompts(
      items,
      text.split('\n').map((line) => ({ text: line })),
    );
    onChange(merged.prompts);
    setResult(addedText(merged.added, merged.duplicates));
    setText('');
  };
  return (
    <Panel>
      <Label htmlFor={id}>Prompts (one per line)</Label>
      <Area
        id={id}
        value={text}
        placeholder={'What is the best CRM for small teams?\nWhich CRM integrates with Gmail?'}
        onChange={(e) => setText(e.target.value)}
      />
      <Row>
        <Button type="button" $variant="secondary" onClick={add} disabled={!text.trim()}>
          Add prompts
        </Button>
        {result ? <Hint role="status">{result}</Hint> : null}
      </Row>
    </Panel>
  );
}
