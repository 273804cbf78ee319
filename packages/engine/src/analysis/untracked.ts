/**
 * Untracked brands (analysis rule 13): the other company, product, service or website names in the
 * text, in order of first appearance, spelled as first written, de-duplicated case-insensitively.
 * Candidates come from where answers put names (list item heads, first table cells, bold) and from
 * capitalised runs in prose; section headings, places, standards, generic acronyms, common words and
 * anything overlapping a tracked mention are dropped. German capitalises every noun, so there a
 * single capitalised word in prose needs name-like context (no article, a verb after it).
 */
import type { AnswerLanguage } from './language';
import { SECTION_WORDS } from './lexicon';
import type { Occurrence } from './matcher';
import { spanIndexAt, type Line } from './structure';
import {
  BRAND_VERB,
  DETERMINERS,
  FUNCTION_WORDS,
  GENERIC_ACRONYMS,
  MONTHS_AND_DAYS,
  NOT_NAMES,
  PLACES,
  STANDARDS,
} from './words';

interface Candidate {
  start: number;
  name: string;
}

const L = '\\p{Script=Latin}';
const TOKEN = `(?:\\p{Lu}[${L}\\p{N}&+'-]*(?:\\.(?:com|io|ai|co|net|org|app|dev)(?![${L}]))?|\\p{Ll}+\\p{Lu}[${L}\\p{N}]*|\\p{N}+${L}[${L}\\p{N}]*)`;
const RUN = new RegExp(
  `(?:^|[^${L}\\p{N}.@/-])(${TOKEN}(?:[ \\t]+(?:${TOKEN}|\\p{N}{1,4}(?![\\p{L}\\p{N}.,])))*)`,
  'gu',
);
const ABSTRACT_NOUN =
  /^\p{Lu}\p{Ll}{3,}(?:ity|ness|ment|ship|ance|ence|ing|tion|sion|ism|ité|ización|ación|ung|heit|keit)$/u;
const GERMAN_NAME_PREPOSITIONS = new Set('auf bei mit von über wie zu als'.split(' '));

function isNameWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (NOT_NAMES.has(lower.split(/['’]/)[0] as string)) return false;
  if (/^\p{Lu}{2,}s$/u.test(word) && GENERIC_ACRONYMS.has(lower.slice(0, -1))) return false;
  return !(
    NOT_NAMES.has(lower) ||
    SECTION_WORDS.has(lower) ||
    PLACES.has(lower) ||
    STANDARDS.has(lower) ||
    GENERIC_ACRONYMS.has(lower) ||
    MONTHS_AND_DAYS.has(lower) ||
    DETERMINERS.has(lower) ||
    FUNCTION_WORDS.has(lower)
  );
}

/** Cleans a candidate: trims openers ("The", "Die"), possessives and trailing numbers. */
function clean(raw: string): string | undefined {
  let words = raw
    .replace(/['’]s$/, '')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 0 && !isNameWord(words[0] as string)) words = words.slice(1);
  // Trailing generic words go ("Acme Teams"), but an acronym that is part of a product name stays
  // ("Zoho CRM").
  while (
    words.length > 0 &&
    !isNameWord(words[words.length - 1] as string) &&
    !(words.length > 1 && GENERIC_ACRONYMS.has((words[words.length - 1] as string).toLowerCase()))
  )
    words = words.slice(0, -1);
  if (words.length === 0 || words.length > 4) return undefined;
  const name = words.join(' ');
  // Abstract nouns used as section headings ("Scalability", "Onboarding", "Management").
  if (words.length === 1 && ABSTRACT_NOUN.test(name)) return undefined;
  if (name.length < 2 || /^[\d\s.,%€$]+$/.test(name)) return undefined;
  if (!/\p{Lu}|\p{N}/u.test(name.charAt(0))) return undefined;
  return name;
}

/**
 * What stands before a run, scanning backwards (an end-anchored regex would be retried at every
 * position): whether the run opens a sentence, a line or a list item, and the word before it.
 */
function lookBack(text: string, start: number, lineStart: number): { sentenceStart: boolean; word: string } {
  let i = start - 1;
  while (i >= lineStart && /[\s*"“«¿¡_]/.test(text[i] as string)) i -= 1;
  if (i < lineStart) return { sentenceStart: true, word: '' };
  const ch = text[i] as string;
  if ('.!?:|'.includes(ch)) return { sentenceStart: true, word: '' };
  if ('-•'.includes(ch) || (ch === ')' && /^\s*\d{1,2}$/.test(text.slice(lineStart, i)))) {
    if (!text.slice(lineStart, i).trim() || /^\s*\d{1,2}$/.test(text.slice(lineStart, i)))
      return { sentenceStart: true, word: '' };
  }
  const end = i + 1;
  while (i >= lineStart && /\p{L}/u.test(text[i] as string)) i -= 1;
  return { sentenceStart: false, word: text.slice(i + 1, end) };
}

export function findUntrackedBrands(
  text: string,
  language: AnswerLanguage,
  lines: Line[],
  occurrences: Occurrence[],
): string[] {
  const candidates: Candidate[] = [];
  const tracked = (start: number, end: number) => occurrences.some((o) => o.start < end && o.end > start);
  // Names in the places answers put them.
  for (const line of lines) {
    if ((line.kind !== 'item' && line.kind !== 'row') || line.tableHeader) continue;
    const head = text
      .slice(line.bodyStart, line.headEnd)
      .replace(/\*\*|__/g, '')
      .trim();
    if (
      head &&
      !tracked(line.bodyStart, line.headEnd) &&
      !/[:：]\s*$/.test(text.slice(line.bodyStart, line.headEnd + 1))
    ) {
      const name = clean(head);
      if (name && name.split(/\s+/).every((w) => /^[\p{Lu}\p{N}]/u.test(w) || /^\p{Ll}+\p{Lu}/u.test(w)))
        candidates.push({ start: line.bodyStart, name });
    }
  }
  // Capitalised runs in prose.
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const run = m[1] as string;
    const start = m.index + m[0].length - run.length;
    const end = start + run.length;
    if (tracked(start, end)) continue;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const before = text.slice(Math.max(lineStart, start - 40), start);
    const line = lines[spanIndexAt(lines, start)];
    if (line?.kind === 'heading') continue;
    if (line?.kind === 'row' || (line?.kind === 'item' && start < line.headEnd)) continue;
    // Cheap exit first: one capitalised word opening a sentence without a brand verb after it.
    if (language !== 'ja' && language !== 'de' && !/\s/.test(run) && !/\p{Ll}\p{Lu}|\p{N}/u.test(run)) {
      const back = lookBack(text, start, lineStart);
      if (
        back.sentenceStart &&
        !BRAND_VERB.test(text.slice(end, end + 16)) &&
        !/^\s*(?:,|and|or|y|o|et|ou)\s/.test(text.slice(end, end + 6))
      )
        continue;
    }
    const name = clean(run);
    if (!name) continue;
    // Leading words clean() dropped ("Auf Trustfeld") stand before the name.
    const dropped = run.slice(0, run.indexOf(name)).trim();
    const words = name.split(/\s+/);
    if (language !== 'ja') {
      const back = lookBack(text, start, lineStart);
      const sentenceStart = !dropped && back.sentenceStart;
      const after = text.slice(end, end + 16);
      const labelled = /^\s*[:：]/.test(after) && sentenceStart;
      if (labelled) continue;
      const prevWord = (dropped ? dropped.split(/\s+/).pop() : back.word)?.toLowerCase() ?? '';
      if (words.length === 1 && !/\p{Ll}\p{Lu}|\p{N}/u.test(name)) {
        const verb = BRAND_VERB.test(after);
        if (language === 'de') {
          // German capitalises nouns: a single word is a name when no article precedes it and a verb
          // follows ("Tallyo wird", ", Corvana ist"), or right after a preposition when it does not
          // look like a German noun ("mit Ledgerly", not "über Preiserhöhungen").
          if (run.trim() !== name && !GERMAN_NAME_PREPOSITIONS.has(prevWord)) continue;
          const bare = /,\s*$/.test(before) || sentenceStart;
          const afterPreposition =
            GERMAN_NAME_PREPOSITIONS.has(prevWord) &&
            !/(?:en|er|e|n|ung|heit|keit|chen|ion|tät|s)$/.test(name);
          if (!((bare && verb) || afterPreposition)) continue;
        } else if (sentenceStart && !verb && !/^\s*(?:,|and|or|y|o|et|ou)\s/.test(after)) continue;
      } else if (language === 'de' && (DETERMINERS.has(prevWord) || sentenceStart)) continue;
    } else if (!/^[\p{Script=Latin}\p{N}\s&+'-]+$/u.test(name)) continue;
    candidates.push({ start, name });
  }
  candidates.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of candidates) {
    const key = c.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c.name);
  }
  return out;
}
