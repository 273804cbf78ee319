/** Language of an answer (en, de, fr, es, ja) from its script and its most frequent function words. */

export type AnswerLanguage = 'en' | 'de' | 'fr' | 'es' | 'ja';
export const ANSWER_LANGUAGES: readonly AnswerLanguage[] = ['en', 'de', 'fr', 'es', 'ja'];

const KANA = /[\u3040-\u30ff]/g;
const STOPWORDS: Record<Exclude<AnswerLanguage, 'ja'>, Set<string>> = {
  en: new Set('the and is are for with you your of to it this that if or but which than best'.split(' ')),
  de: new Set(
    'der die das und ist sind für mit sie ein eine nicht auch von zu den dem wenn oder aber'.split(' '),
  ),
  fr: new Set(
    'le la les et est sont pour avec vous un une des du de pas plus si ou mais que qui au aux sur ce'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las y es son para con un una del de si o pero que más muy tu por su sus lo al como'.split(' '),
  ),
};

/** Word -> bit set of the languages whose function word it is ('la', 'que' vote for fr and es). */
const LANGUAGE_OF = new Map<string, number>();
const LATIN_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
LATIN_LANGUAGES.forEach((lang, i) => {
  for (const w of STOPWORDS[lang]) LANGUAGE_OF.set(w, (LANGUAGE_OF.get(w) ?? 0) | (1 << i));
});

const MAX_FUNCTION_WORD = Math.max(...[...LANGUAGE_OF.keys()].map((w) => w.length));
/** A letter: ASCII by code, anything else by regex (surrogate pairs read as letters when they are). */
function isLetter(code: number, text: string, i: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  // A low surrogate after a high one belongs to the code point starting one unit before.
  const high = i > 0 ? text.charCodeAt(i - 1) : 0;
  const at = code >= 0xdc00 && code <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? i - 1 : i;
  return LETTER.test(String.fromCodePoint(text.codePointAt(at) as number));
}
const LETTER = /^\p{L}$/u;

/**
 * Each run of letters (as /\p{L}+/gu finds them) of at most `max` code units, by a char-code scan:
 * longer runs are not even sliced, since no function word is that long.
 */
export function forEachShortWord(text: string, max: number, visit: (word: string) => void): void {
  let start = -1;
  for (let i = 0; i <= text.length; i += 1) {
    if (i < text.length && isLetter(text.charCodeAt(i), text, i)) {
      if (start === -1) start = i;
      continue;
    }
    if (start !== -1 && i - start <= max) visit(text.slice(start, i));
    start = -1;
  }
}

/** Detected from the first 400 characters (enough for a stable vote, cheap for long answers). */
export function detectLanguage(text: string): AnswerLanguage {
  const sample = text.length > 400 ? text.slice(0, 400) : text;
  const kana = sample.match(KANA)?.length ?? 0;
  if (kana >= 3) return 'ja';
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  forEachShortWord(sample.toLowerCase(), MAX_FUNCTION_WORD, (w) => {
    const langs = LANGUAGE_OF.get(w);
    if (langs === undefined) return;
    if (langs & 1) counts[0] += 1;
    if (langs & 2) counts[1] += 1;
    if (langs & 4) counts[2] += 1;
    if (langs & 8) counts[3] += 1;
  });
  if (/[äöüß]/i.test(sample)) counts[1] = (counts[1] ?? 0) + 2;
  if (/[èêàçœ]|\b(?:d|l|qu|n)'/i.test(sample)) counts[2] = (counts[2] ?? 0) + 2;
  // Spanish writes á í ó ú (French does not) and ñ ¿ ¡.
  if (/[ñ¿¡áíóú]/i.test(sample)) counts[3] = (counts[3] ?? 0) + 2;
  let best = 0;
  for (let i = 1; i < 4; i += 1) if ((counts[i] ?? 0) > (counts[best] ?? 0)) best = i;
  return LATIN_LANGUAGES[best] ?? 'en';
}
