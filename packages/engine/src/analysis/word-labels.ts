/**
 * A name that is also a word, used as the word: as a bold label among labels of plain words
 * ("**Format:** DIN A5 ist meist ideal" after "**Gestaltung:** …"), or before a measure ("im Format
 * 89 × 59 mm"). Used by the matcher (matcher.ts) for names the answer also uses as words.
 */
import type { AnswerLanguage } from './language';
import { spanIndexAt, type Line, type Span } from './structure';
import { endsInGermanNoun, isDictionaryWord, isGermanNoun } from './word-lists';
import { FUNCTION_WORDS } from './words';

/**
 * A bold label opening a line or a list item, with a colon or a full stop inside the bold
 * ("**Preis:**", "**Zeitplan.**") or after it ("**Preis** :"): group 2 holds the mark after it.
 */
const LABEL = /^[ \t]*(?:(?:[-*•]|\d{1,2}[.)])[ \t]+)?\*\*([^*\n]{1,48}?)(?:[:.：]\*\*|\*\*([ \t]*[:.：]))/u;
/** A number with a multiplication sign or a unit after it: "89 × 59 mm", "118,9 × 84,1 cm", "A4". */
const MEASURE_AFTER =
  /^[ \t]+(?:\d[\d.,]*[ \t]*(?:[×x][ \t]*\d|mm|cm)|(?:DIN[ \t]+)?[AC]\d(?![\p{L}\p{N}]))/u;

/** Whether the name at start…end is the word before a measure ("im Format 89 × 59 mm"). */
export function beforeMeasure(text: string, end: number): boolean {
  return MEASURE_AFTER.test(text.slice(end, end + 16));
}

/**
 * Whether the name at start…end opens a bold label whose nearest labels in the same section (the one
 * before and the one after, where there are) are plain words: "**Format und Versand.**" among
 * "**Papier und Haptik.**" and "**Zeitplan.**". A label naming a tracked entity is no plain word; a
 * label written another way is of another list ("**Polyglotte** : …" before "**Attention aux
 * arnaques :**").
 */
export function labelAmongWordLabels(
  text: string,
  lines: Line[],
  start: number,
  language: AnswerLanguage,
  tracked: readonly Span[],
): boolean {
  const at = spanIndexAt(lines, start);
  const line = lines[at];
  if (!line) return false;
  const own = LABEL.exec(text.slice(line.start, line.end));
  if (!own || line.start + own[0].indexOf(own[1] as string) !== start) return false;
  let neighbours = 0;
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < lines.length; i += step) {
      const other = lines[i] as Line;
      const raw = text.slice(other.start, other.end);
      if (/^[ \t]*#/.test(raw)) break;
      const label = LABEL.exec(raw);
      if (!label) continue;
      if ((label[2] === undefined) !== (own[2] === undefined)) return false;
      const from = other.start + raw.indexOf(label[1] as string);
      const to = from + (label[1] as string).length;
      if (tracked.some((s) => s.start < to && s.end > from) || !plainWords(label[1] as string, language))
        return false;
      neighbours += 1;
      break;
    }
  }
  return neighbours > 0;
}

/** Suffixes of German abstract nouns the noun list may lack ("Haptik", "Veredelung"). */
const GERMAN_NOUN_SUFFIX = /^\p{Lu}\p{Ll}{2,}(?:ung|heit|keit|ik|tät|ion|schaft|nis)$/u;

/** Whether every word of a label is a dictionary word or a function word of the language. */
function plainWords(label: string, language: AnswerLanguage): boolean {
  const words = label.split(/[\s/&,–-]+/u).filter(Boolean);
  // ("**Sprachwerk Kids:**": a coined compound beside another capitalised word, where German would
  // join nouns into one word, is a name; "**Weitere Optionen:**" is words.)
  if (
    language === 'de' &&
    /^\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)+$/u.test(label.trim()) &&
    words.some((w) => !isGermanNoun(w) && !isDictionaryWord(w, language))
  )
    return false;
  return (
    words.length > 0 &&
    words.every(
      (w) =>
        FUNCTION_WORDS.has(w.toLowerCase()) ||
        isDictionaryWord(w, language) ||
        (language === 'de' && (isGermanNoun(w) || endsInGermanNoun(w) || GERMAN_NOUN_SUFFIX.test(w))),
    )
  );
}
