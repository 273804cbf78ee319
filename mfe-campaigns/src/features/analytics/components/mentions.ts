// Mentions of the brand and its competitors in an answer's text (AnswerMarkdown marks them).

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
