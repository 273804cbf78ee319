/** Text structure used by the analyzer: sentences, clauses, list items and hidden URL spans. */

export interface Span {
  start: number;
  end: number;
}

/**
 * Sentence spans: a sentence ends at . ! or ? followed by whitespace, or at a line break. "acme.com"
 * and "3.5" do not end a sentence.
 */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const boundary = /[.!?]+(?=\s|$)|\n+/g;
  let start = 0;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const end = m[0].startsWith('\n') ? m.index : m.index + m[0].length;
    if (end > start) spans.push({ start, end });
    start = m.index + m[0].length;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** Index of the span containing `index` (binary search over sorted, disjoint spans), or -1. */
export function spanIndexAt(spans: Span[], index: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const span = spans[mid] as Span;
    if (index < span.start) hi = mid - 1;
    else if (index >= span.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

const CONTRAST = /;|,?\s+(?:but|however|whereas|although|though|while|yet|except that)\s+/gi;
const LEADING_CONTRAST = /^\W*(?:unlike|compared (?:to|with)|while|whereas|although|though|despite)\b[^,]*,/i;

/**
 * Clause spans of a sentence (offsets within it): split at ";" and before contrastive conjunctions
 * ("A is great, but B is slow"), and after a leading contrast ("Unlike A, B is reliable").
 */
export function clauseSpans(sentence: string): Span[] {
  const cuts = new Set<number>([0, sentence.length]);
  const lead = LEADING_CONTRAST.exec(sentence);
  if (lead) cuts.add(lead[0].length);
  CONTRAST.lastIndex = 0;
  for (let m = CONTRAST.exec(sentence); m; m = CONTRAST.exec(sentence)) if (m.index > 0) cuts.add(m.index);
  const sorted = [...cuts].sort((a, b) => a - b);
  const spans: Span[] = [];
  for (let i = 0; i < sorted.length - 1; i += 1)
    spans.push({ start: sorted[i] as number, end: sorted[i + 1] as number });
  return spans;
}

const LIST_ITEM = /^[ \t]*(?:[-*•]|\d{1,2}[.)])\s+/;

/** The line containing `index` when it is a list item ("- x", "* x", "1. x"), else undefined. */
export function listItemAround(text: string, index: number): (Span & { numbered: boolean }) | undefined {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const newline = text.indexOf('\n', index);
  const end = newline === -1 ? text.length : newline;
  const marker = LIST_ITEM.exec(text.slice(start, Math.min(end, start + 8)));
  if (!marker) return undefined;
  return { start, end, numbered: /\d/.test(marker[0]) };
}

/** True when `index` starts the heading of a list item ("1. **Acme**: ...", "- Acme - ..."). */
export function isListHeading(text: string, item: Span, index: number): boolean {
  const before = text.slice(item.start, index);
  return LIST_ITEM.test(before) && /^[ \t]*(?:[-*•]|\d{1,2}[.)])\s+(?:\*\*|__)?$/.test(before);
}

/**
 * Spans hidden from mention matching: markdown link targets "](https://...)" and the path of bare
 * URLs (the host stays visible, so "https://acme.com" still mentions acme.com).
 */
export function hiddenSpans(text: string): Span[] {
  if (!text.includes('://')) return [];
  const spans: Span[] = [];
  const pattern = /\]\([^)\s]*\)|https?:\/\/[^\s/)\]>"']+([^\s)\]>"']*)/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0].startsWith(']')) spans.push({ start: m.index, end: m.index + m[0].length });
    else if (m[1]) spans.push({ start: m.index + m[0].length - m[1].length, end: m.index + m[0].length });
  }
  return spans;
}
