import styled from 'styled-components';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
  mark {
    border-radius: 3px;
    padding: 0 2px;
    color: inherit;
  }
  mark[data-kind='brand'] {
    background: ${(p) => p.theme.color.primarySoft};
    box-shadow: inset 0 -2px 0 ${(p) => p.theme.color.primary};
  }
  mark[data-kind='competitor'] {
    background: ${(p) => p.theme.color.warningSoft};
    box-shadow: inset 0 -2px 0 ${(p) => p.theme.color.warning};
  }
`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Highlight {
  name: string;
  kind: 'brand' | 'competitor';
}

/** Splits text at whole-word, case-insensitive mentions of the names (longest names first). */
export function splitMentions(
  text: string,
  names: Highlight[],
): Array<{ text: string; kind?: Highlight['kind'] }> {
  const usable = names.filter((n) => n.name.trim()).sort((a, b) => b.name.length - a.name.length);
  if (usable.length === 0) return [{ text }];
  const kinds = new Map(usable.map((n) => [n.name.trim().toLowerCase(), n.kind] as const));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${usable.map((n) => escape(n.name.trim())).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text
    .split(pattern)
    .map((part, i) =>
      i % 2 === 1 ? { text: part, kind: kinds.get(part.toLowerCase()) ?? 'competitor' } : { text: part },
    )
    .filter((p) => p.text !== '');
}

/** An answer's text with the brand and competitor mentions marked. */
export function HighlightedText({ text, names }: { text: string; names: Highlight[] }) {
  return (
    <Text>
      {splitMentions(text, names).map((part, i) =>
        part.kind ? (
          <mark key={i} data-kind={part.kind}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
