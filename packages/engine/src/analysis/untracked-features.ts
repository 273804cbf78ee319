/**
 * What the learned untracked-brand layer (untracked-model.ts) reads about one candidate name
 * (untracked.ts untrackedCandidates): whether the rules keep it and where it was found, its shape,
 * what the word lists know of it, the words and characters around it, its line and the line that
 * introduces it. Features are strings; the model looks them up by id (learned-weights.ts).
 */
import { isPersonName } from './given-names';
import { isKnownBrand } from './known-brands';
import type { AnswerLanguage } from './language';
import type { Occurrence } from './matcher';
import { spanIndexAt, type Line } from './structure';
import { everydayName, type UntrackedCandidate } from './untracked';
import { isDictionaryWord, isGermanNoun, isPlaceName } from './word-lists';

/** A name's shape: runs of upper-case (A) and lower-case letters (a), digits (9), other characters as is. */
function shapeOf(name: string): string {
  let out = '';
  let last = '';
  for (const ch of name) {
    const c =
      ch >= '0' && ch <= '9' ? '9' : ch !== ch.toLowerCase() ? 'A' : ch !== ch.toUpperCase() ? 'a' : ch;
    if (c !== last) out += c;
    last = c;
  }
  return out.slice(0, 12);
}

export interface UntrackedContext {
  text: string;
  language: AnswerLanguage;
  lines: Line[];
  occurrences: Occurrence[];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const isWordChar = (ch: string | undefined) =>
  ch !== undefined &&
  ((ch >= 'a' && ch <= 'z') ||
    (ch >= 'A' && ch <= 'Z') ||
    (ch >= '0' && ch <= '9') ||
    (ch > '\x7f' && LETTER_OR_DIGIT.test(ch)));

/** Lower-case words (runs of letters and digits) of text[from, to), by a scan (no regex per span). */
function wordsIn(text: string, from: number, to: number): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = from; i <= to; i += 1) {
    const word = i < to && isWordChar(text[i]);
    if (word && start === -1) start = i;
    else if (!word && start !== -1) {
      words.push(text.slice(start, i).toLowerCase());
      start = -1;
    }
  }
  return words;
}

/** Whether the text also writes the word in lower case, as a word of its own ("summit" for "Summit"). */
function writtenLowerCase(text: string, lower: string): boolean {
  for (let at = text.indexOf(lower); at !== -1; at = text.indexOf(lower, at + 1))
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + lower.length])) return true;
  return false;
}

/** Separators of an enumeration of names ("Audi, Skoda und Seat", "ドコモ・au"). */
const ENUMERATION_GAP = /^[ \t]*(?:[,;/、・]|\b(?:and|or|und|oder|et|ou|y|o)\b)[ \t]*$/iu;

/** The features of each candidate of an answer (candidates sorted by position). */
export function untrackedFeatureSets(
  ctx: UntrackedContext,
  candidates: readonly UntrackedCandidate[],
): string[][] {
  return candidates.map((c, i) => {
    const out = untrackedFeatures(ctx, c);
    const lower = c.name.toLowerCase();
    if (!c.name.includes(' ') && c.name !== lower && writtenLowerCase(ctx.text, lower))
      out.push('LOWER_ELSEWHERE');
    // Written over another candidate ("Fournil" kept, "Fournil Pro" dropped): the longer or shorter one.
    for (const o of candidates)
      if (o !== c && o.start < c.start + c.name.length && c.start < o.start + o.name.length)
        out.push(`OVER|${c.name.length > o.name.length ? 'longer' : 'shorter'}|${c.kept ? 'K' : 'D'}`);
    // Enumerated with another candidate, kept by the rules or not.
    for (const j of [i - 1, i + 1]) {
      const other = candidates[j];
      if (!other) continue;
      const [a, b] = j < i ? [other, c] : [c, other];
      const gap = ctx.text.slice(a.start + a.name.length, b.start).replace(/\*\*/g, '');
      if (ENUMERATION_GAP.test(gap))
        out.push(`ENUM|${other.kept ? 'K' : 'D'}`, `ENUM|${other.kept ? 'K' : 'D'}|${c.kept ? 'K' : 'D'}`);
    }
    return out;
  });
}

/** The features of a name alone, per language and rules' decision (names recur from answer to answer). */
function nameFeatures(name: string, language: AnswerLanguage, kept: 'K' | 'D'): readonly string[] {
  const key = `${language}${kept}${name}`;
  let features = nameFeatureCache.get(key);
  if (!features) {
    // (Emptied rather than grown without bound.)
    if (nameFeatureCache.size >= 20_000) nameFeatureCache.clear();
    features = readName(name, language, kept);
    nameFeatureCache.set(key, features);
  }
  return features;
}
const nameFeatureCache = new Map<string, readonly string[]>();

function readName(name: string, language: AnswerLanguage, kept: 'K' | 'D'): string[] {
  const L = `|L=${language}`;
  const shape = shapeOf(name);
  const words = name.split(/\s+/);
  const lower = name.toLowerCase();
  const out = [
    'bias',
    `R=${kept}`,
    `R=${kept}${L}`,
    `SH=${shape}|${kept}`,
    `SH=${shape}${L}`,
    `W=${Math.min(words.length, 4)}|${kept}`,
    `N=${lower}`,
    `FW=${(words[0] as string).toLowerCase()}`,
    `LW=${(words[words.length - 1] as string).toLowerCase()}`,
  ];
  if (words.length === 1 && name.length > 3) out.push(`SUF=${lower.slice(-3)}${L}`);
  if (name.length <= 3) out.push(`SHORT${L}`);
  if (/\.[a-z]{2,}$/.test(lower)) out.push('DOMAIN');
  // What the word lists say.
  if (isKnownBrand(name)) out.push('KNOWN');
  if (isPlaceName(name)) out.push(`PLACE${L}`);
  if (isPersonName(name)) out.push(`PERSON|${kept}`);
  if (everydayName(name, language)) out.push(`EVERYDAY${L}`);
  if (words.length === 1 && isDictionaryWord(name, language)) out.push(`DICT${L}`);
  if (language === 'de' && words.every((w) => isGermanNoun(w))) out.push(`GNOUN|${kept}`);
  return out;
}

function untrackedFeatures(ctx: UntrackedContext, c: UntrackedCandidate): string[] {
  const { text, language, lines, occurrences } = ctx;
  const kept = c.kept ? 'K' : 'D';
  const out = [
    ...nameFeatures(c.name, language, kept),
    `SRC=${c.source}|${kept}`,
    `SRC=${c.source}|L=${language}`,
  ];
  // How often the name is written as here (LOWER_ELSEWHERE, above: as a lower-case word).
  let count = 0;
  for (let at = text.indexOf(c.name); at !== -1 && count < 3; at = text.indexOf(c.name, at + 1)) count += 1;
  out.push(`CNT=${count}`);
  // Around it.
  const from = Math.max(0, c.start - 40);
  const end = c.start + c.name.length;
  const before = text.slice(from, c.start);
  const after = text.slice(end, end + 40);
  const prev = wordsIn(text, from + before.lastIndexOf('\n') + 1, c.start);
  const next = wordsIn(text, end, end + (after.includes('\n') ? after.indexOf('\n') : after.length));
  out.push(`P1=${prev.at(-1) ?? '^'}`, `P2=${prev.slice(-2).join(' ')}`, `X1=${next[0] ?? '$'}`);
  out.push(`X2=${next.slice(0, 2).join(' ')}`);
  out.push(`PB=${before.slice(-2)}`, `PA=${after.slice(0, 2)}`);
  if (/(?:^|[.!?。]\s+|\n\s*(?:[-*•]|\d+\.)?\s*(?:\*\*)?)$/u.test(before)) out.push(`SS|${kept}`);
  if (/\*\*\s*$/.test(before) || /^\s*\*\*/.test(after)) out.push('BOLD');
  // Its line, and the line that introduces it.
  const index = spanIndexAt(lines, c.start);
  const line = lines[index];
  if (line) {
    const inHead = c.start < line.headEnd && line.kind !== 'text';
    out.push(`LK=${line.kind}${inHead ? '-head' : ''}|${kept}`);
    const intro = line.context >= 0 ? lines[line.context] : undefined;
    if (intro) for (const w of new Set(wordsIn(text, intro.bodyStart, intro.end))) out.push(`I:${w}`);
    const near = occurrences.some((o) => o.start >= line.start && o.start < line.end);
    if (near) out.push(`TRACKED_IN_LINE|${kept}`);
  }
  return out;
}
