/**
 * What the learned verdict layer (verdict-model.ts) reads about one mentioned entity: the rules'
 * verdict, where the entity stands in the answer's structure (line kinds, list head, rank, its
 * list's intro and its section's heading, how many entities the answer names, whether one the rules
 * warn about comes first), and the words around it. Tracked
 * names are masked ("eeent" for the entity itself, "ooother" for any other tracked entity), so
 * what is learned is how answers talk about an option, not which brands the corpus happened to name.
 *
 * The same function feeds training (packages/engine/eval/train-verdicts.mjs) and analysis, so the
 * two cannot drift apart. Features are plain strings; a feature is present or absent (binary).
 */
import type { Occurrence } from './matcher';
import { extendId, featureId } from './learned-weights';
import { spanIndexAt, type Line, type Span } from './structure';
import type { EntityVerdict } from './verdict';

const SELF = 'eeent';
const OTHER = 'ooother';
/** Words of Latin-script languages; runs of Japanese script become character bigrams. */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+|[\p{L}\p{N}]+/gu;
const JAPANESE_START = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function wordsOf(text: string, out: string[]): void {
  WORD.lastIndex = 0;
  const lower = text.toLowerCase();
  for (let m = WORD.exec(lower); m; m = WORD.exec(lower)) {
    const w = m[0];
    if (JAPANESE_START.test(w[0] as string)) {
      if (w.length === 1) out.push(w);
      for (let i = 1; i < w.length; i += 1) out.push(w.slice(i - 1, i + 1));
    } else out.push(w);
  }
}

export interface VerdictInput {
  text: string;
  language: string;
  lines: Line[];
  sentences: Span[];
  /** Every tracked occurrence, sorted by start. */
  occurrences: Occurrence[];
  /** The rules' verdict per entity. */
  verdicts: EntityVerdict[];
  /** Entity indexes by first mention. */
  order: number[];
}

/**
 * One entity's features, kept as texts (training and the API read them) or as ids (analysis: the
 * model looks features up by id, so no feature text is built; learned-weights.ts extendId).
 */
interface FeatureSet<T> {
  /** The feature prefix + value, or prefix + value + "_" + next. */
  add(prefix: string, value: string, next?: string): void;
  list(): T[];
}

class FeatureTexts implements FeatureSet<string> {
  private readonly set = new Set<string>();
  add(prefix: string, value: string, next?: string): void {
    this.set.add(next === undefined ? prefix + value : `${prefix}${value}_${next}`);
  }
  list(): string[] {
    return [...this.set];
  }
}

const prefixIds = new Map<string, number>();
class FeatureIds implements FeatureSet<number> {
  private readonly set = new Set<number>();
  add(prefix: string, value: string, next?: string): void {
    let id = prefixIds.get(prefix);
    if (id === undefined) prefixIds.set(prefix, (id = featureId(prefix)));
    id = extendId(id, value);
    if (next !== undefined) id = extendId(extendId(id, '_'), next);
    this.set.add(id);
  }
  list(): number[] {
    return [...this.set];
  }
}

/** Features per entity as texts (null for an entity not mentioned): for training and the API. */
export function verdictFeatures(input: VerdictInput): (string[] | null)[] {
  return featuresOf(input, () => new FeatureTexts());
}

/** Features per entity as ids (null for an entity not mentioned): what the model reads. */
export function verdictFeatureIds(input: VerdictInput): (number[] | null)[] {
  return featuresOf(input, () => new FeatureIds());
}

function featuresOf<T>(input: VerdictInput, newSet: () => FeatureSet<T>): (T[] | null)[] {
  const { text, lines, sentences, occurrences, verdicts, order } = input;
  /** The words of a span with tracked names masked, for the entity `self` (cached per span). */
  const cache = new Map<string, string[]>();
  const masked = (span: Span, self: number): string[] => {
    const key = `${span.start}:${span.end}:${self}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const out: string[] = [];
    cache.set(key, out);
    let at = span.start;
    for (const o of occurrences) {
      if (o.end <= span.start) continue;
      if (o.start >= span.end) break;
      if (o.start > at) wordsOf(text.slice(at, o.start), out);
      out.push(o.brand === self ? SELF : OTHER);
      at = Math.max(at, o.end);
    }
    if (at < span.end) wordsOf(text.slice(at, span.end), out);
    return out;
  };
  const byEntity = verdicts.map((): Occurrence[] => []);
  for (const o of occurrences) byEntity[o.brand]?.push(o);
  /** The heading of each line's section (the nearest heading line above it), or -1. */
  const sectionOf: number[] = [];
  let heading = -1;
  lines.forEach((line, i) => {
    sectionOf.push(heading);
    if (line.kind === 'heading') heading = i;
  });
  return verdicts.map((verdict, self) => {
    const mine = byEntity[self] as Occurrence[];
    if (mine.length === 0) return null;
    const f = newSet();
    f.add('L=', input.language);
    f.add('bias', '');
    f.add('RR=', String(verdict.recommended));
    f.add('RS=', verdict.sentiment);
    f.add('RB=', verdict.basis);
    f.add('RP=', String(Math.min(3, Math.round(verdict.praise))));
    f.add('RC=', String(Math.min(3, Math.round(verdict.criticism))));
    f.add('C=', String(Math.min(mine.length, 3)));
    f.add('R=', String(Math.min(order.indexOf(self) + 1, 4)));
    // How many entities the answer names, and whether one the rules warn about comes first (the
    // entity is then often the alternative offered instead).
    f.add('N=', String(Math.min(order.length, 4)));
    const warnedBefore = order
      .slice(0, order.indexOf(self))
      .some((other) => verdicts[other]?.basis === 'against');
    f.add('AW=', String(warnedBefore));
    const seen = new Set<number>();
    /** Intro and section lines already read for this entity. */
    const read = new Set<number>();
    const readLine = (index: number, prefix: 'I:' | 'H:') => {
      const key = prefix === 'I:' ? index : -index - 1;
      if (read.has(key)) return;
      read.add(key);
      for (const w of masked(lines[index] as Line, self)) f.add(prefix, w);
    };
    for (const o of mine) {
      const lineIndex = spanIndexAt(lines, o.start);
      const line = lines[lineIndex] as Line;
      f.add('K=', line.kind);
      if (line.kind === 'item' || line.kind === 'row') {
        f.add('HEAD=', String(o.start < line.headEnd));
        f.add('OPENS=', String(text.slice(line.bodyStart, o.start).replace(/[*_\s\d.)]/g, '') === ''));
      }
      // The heading or intro line the entity's line belongs to ("Alternatives to …", "À éviter").
      if (line.context >= 0) readLine(line.context, 'I:');
      // The section it is in ("## Seriösere Optionen", "### À éviter"), for prose too.
      const section = sectionOf[lineIndex] as number;
      if (section >= 0) readLine(section, 'H:');
      const s = spanIndexAt(sentences, o.start);
      if (s < 0 || seen.has(s)) continue;
      seen.add(s);
      const sentence = sentences[s] as Span;
      const words = masked(sentence, self);
      for (let i = 0; i < words.length; i += 1) {
        f.add('S:', words[i] as string);
        if (i > 0) f.add('S2:', words[i - 1] as string, words[i]);
      }
      const at = words.indexOf(SELF);
      if (at >= 0) {
        for (let i = Math.max(0, at - 4); i < at; i += 1) f.add('B:', words[i] as string);
        for (let i = at + 1; i < Math.min(words.length, at + 6); i += 1) f.add('A:', words[i] as string);
      }
      // The next sentence of the same line often carries the verdict ("… . I'd skip it.").
      const next = sentences[s + 1];
      if (next && spanIndexAt(lines, next.start) === lineIndex)
        for (const w of masked(next, self)) f.add('N:', w);
      let others = 0;
      for (const x of occurrences) {
        if (x.start >= sentence.end) break;
        if (x.brand !== self && x.start >= sentence.start) others += 1;
      }
      f.add('OTH=', String(Math.min(others, 2)));
    }
    return f.list();
  });
}
