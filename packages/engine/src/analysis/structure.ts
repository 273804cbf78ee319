/**
 * The structure of an answer: lines classified as headings, list items, table rows or prose, and
 * sentences and clauses inside them. The analyzer reads recommendations from this structure (a
 * brand heading a list item or a table row is a suggested option) rather than from words alone.
 */

export interface Span {
  start: number;
  end: number;
}

export type LineKind = 'heading' | 'item' | 'row' | 'text' | 'blank';

export interface Line extends Span {
  kind: LineKind;
  /** Where the content starts (after "- ", "1. ", "| ", "## "). */
  bodyStart: number;
  /** Where the head of an item or the first cell of a row ends. */
  headEnd: number;
  /** Table header row (the row before a |---| separator) or the separator itself. */
  tableHeader: boolean;
  /** Index of the heading or intro line this line belongs to, or -1. */
  context: number;
}

/** A list item's marker: "-", "*", "•", "1." / "1)", or the Japanese "・" (written without a space). */
const ITEM = /^[ \t]*(?:(?:[-*•]|\d{1,2}[.)])[ \t]+|・[ \t]*)/;
const HEADING = /^[ \t]*#{1,6}[ \t]+/;
/** A line in bold alone, with a colon or a short note in brackets after it ("**Acme** (Bielefeld)") and maybe an emoji. */
const BOLD_LINE =
  /^[ \t]*(?:\*\*|__)[^*_\n]+(?:\*\*|__)[ \t]*(?::|[(（][^)）\n]{1,40}[)）])?[ \t]*(?:[\p{So}\p{Extended_Pictographic}\uFE0F]+[ \t]*)?$/u;
/** A line in italics alone ("*Ventajas*"), its words captured. */
const ITALIC_LINE = /^[ \t]*[*_](?![*_\s])([^*_\n]+?)[*_][ \t]*$/u;
// (Also a bold question as the label: "* **Vous jonglez déjà ?** Gatto Academy …".)
const HEAD_END = /\s[–—-]\s|[:：(（|]|\s[–—]|[–—]\s|\*\*\s*[–—:-]|[?？](?=\*\*\s)/;

/**
 * A short line of words with no closing punctuation right before a list, written without markdown:
 * "How individual companies handle it" over its items.
 */
function plainHeading(raw: string, text: string, end: number): boolean {
  // (In italics too: "*Ventajas*" over its points.)
  const italic = ITALIC_LINE.exec(raw);
  if (italic) raw = italic[1] as string;
  if (
    raw.length > 60 ||
    !(
      /^[ \t]*\p{Lu}[^.!?:;。！？：|*#]*[\p{L}\p{N})]$/u.test(raw) ||
      // ("主な選択肢")
      /^[ \t]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2,16}$/u.test(raw)
    )
  )
    return false;
  const next = text.slice(end + 1, end + 4);
  return ITEM.test(next) && !/^\s*\d/.test(next);
}

export function parseLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  let context = -1;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const raw = text.slice(start, end);
    let kind: LineKind = 'text';
    let bodyStart = start;
    let headEnd = end;
    let tableHeader = false;
    if (!raw.trim()) kind = 'blank';
    else if (HEADING.test(raw)) {
      kind = 'heading';
      bodyStart = start + (HEADING.exec(raw)?.[0].length ?? 0);
    } else if (BOLD_LINE.test(raw) || plainHeading(raw, text, end)) kind = 'heading';
    else if (/^\s*\|/.test(raw)) {
      kind = 'row';
      bodyStart = start + raw.indexOf('|') + 1;
      const cellEnd = raw.indexOf('|', bodyStart - start);
      headEnd = cellEnd === -1 ? end : start + cellEnd;
      const next = text.slice(
        end + 1,
        text.indexOf('\n', end + 1) === -1 ? undefined : text.indexOf('\n', end + 1),
      );
      tableHeader = /^\s*\|?\s*:?-{3,}/.test(raw) || /^\s*\|?\s*:?-{3,}/.test(next);
    } else if (ITEM.test(raw)) {
      kind = 'item';
      bodyStart = start + (ITEM.exec(raw)?.[0].length ?? 0);
      const rest = text.slice(bodyStart, end);
      const cut = HEAD_END.exec(rest);
      headEnd = cut ? bodyStart + cut.index : end;
    }
    if (kind === 'heading' || (kind === 'text' && (/[:：]\s*$/.test(raw) || JA_INTRO_END.test(raw))))
      context = lines.length;
    else if (kind === 'text') context = -1;
    lines.push({
      start,
      end,
      kind,
      bodyStart,
      headEnd,
      tableHeader,
      context: kind === 'heading' ? -1 : context,
    });
    if (newline === -1) break;
    start = newline + 1;
  }
  return lines;
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

/**
 * Sentence spans inside lines: a sentence ends at . ! ? followed by a space (Latin) or at 。！？
 * (Japanese), and always at a line end. "acme.com" and "3.5" do not end a sentence.
 */
export function sentenceSpans(text: string, lines: Line[]): Span[] {
  const spans: Span[] = [];
  // (Citation markers, bold and closing quotes may follow the stop: "… du contrat.[1] Entre …",
  // "**Verdict.** Acme …".)
  const boundary = /[.!?]+(?:\[\d+\]|\*\*|["”»])*(?=\s|$)|[。！？]+/g;
  for (const line of lines) {
    if (line.kind === 'blank') continue;
    let start = line.start;
    // A list marker ("2. ") is not a sentence end: scan from the item's content.
    const from = line.kind === 'item' ? line.bodyStart : line.start;
    const body = text.slice(from, line.end);
    boundary.lastIndex = 0;
    for (let m = boundary.exec(body); m; m = boundary.exec(body)) {
      const end = from + m.index + m[0].length;
      if (end > start) spans.push({ start, end });
      start = end;
    }
    if (start < line.end && text.slice(start, line.end).trim()) spans.push({ start, end: line.end });
  }
  return spans;
}

const CONTRAST =
  /;|[,，、]?\s*(?:but|however|whereas|although|though|while|yet|aber|jedoch|während|doch|mais|alors que|tandis que|cependant|pero|mientras que|aunque|sin embargo)\s|[,，]\s*(?:so|donc|así\s+que|daher|deshalb)\s|一方[、，]?|が、|けど、|ですが、/giu;

/**
 * Clause spans of a sentence: cut at ";" and before contrastive conjunctions in all languages, and
 * before a consequence after a comma (", so …", ", donc …": "…, so for traditional scripts Acme is the
 * stronger choice" picks only the names after it).
 */
export function clauseSpans(text: string, sentence: Span): Span[] {
  const body = text.slice(sentence.start, sentence.end);
  const cuts = [0];
  CONTRAST.lastIndex = 0;
  for (let m = CONTRAST.exec(body); m; m = CONTRAST.exec(body)) if (m.index > 0) cuts.push(m.index);
  cuts.push(body.length);
  const spans: Span[] = [];
  for (let i = 0; i < cuts.length - 1; i += 1) {
    const a = cuts[i] as number;
    const b = cuts[i + 1] as number;
    if (b > a) spans.push({ start: sentence.start + a, end: sentence.start + b });
  }
  return spans;
}

/**
 * Spans hidden from mention matching: markdown link targets "](https://...)". Citation markers
 * ("[1]") hold no names, so they need no hiding.
 */
export function hiddenSpans(text: string): Span[] {
  if (!text.includes('](')) return [];
  const spans: Span[] = [];
  const pattern = /\]\([^)\s]*\)/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text))
    spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

/** A Japanese intro ends in a sentence, not a colon ("…を挙げます。", "次のとおりです。"). */
const JA_INTRO_END =
  /(?:挙げ|紹介し|まとめ|整理し)(?:ます|ました)。\s*$|(?:次|以下)の(?:とおり|通り)です。\s*$|(?:次|以下)のように[^。\n]{1,20}(?:ます|ました)。\s*$/u;
