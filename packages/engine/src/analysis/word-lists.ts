/**
 * Lookups in the generated word lists (scripts/word-lists.mjs): populated places, German nouns and
 * the English, French and Spanish dictionaries' stems.
 */
import { GERMAN_NOUNS } from './de-noun-list';
import { EN_WORDS } from './en-word-list';
import { ES_WORDS } from './es-word-list';
import { FR_WORDS } from './fr-word-list';
import type { AnswerLanguage } from './language';
import { PLACE_NAMES } from './place-list';
import { sortedListLookup } from './sorted-list';

const placeName = sortedListLookup(PLACE_NAMES);
const germanNoun = sortedListLookup(GERMAN_NOUNS);
const STEMS: Partial<Record<AnswerLanguage, (lowerCase: string) => boolean>> = {
  en: sortedListLookup(EN_WORDS),
  fr: sortedListLookup(FR_WORDS),
  es: sortedListLookup(ES_WORDS),
};

/** A populated place of the GeoNames gazetteer ("Tarifa", "Market Harborough"), any case. */
export const isPlaceName = (name: string): boolean => placeName(name.toLowerCase());

/** A form of a German noun ("Durchgang", "Verbesserungen"), any case. */
export const isGermanNoun = (word: string): boolean => germanNoun(word.toLowerCase());

/**
 * An everyday word of an English, French or Spanish answer ("Escape", "Tarifs", "Retrasos"): a
 * dictionary stem, or one with a plural ending removed ("-s", "-es", Spanish "-iones", French "-aux",
 * "-x").
 */
export function isDictionaryWord(word: string, language: AnswerLanguage): boolean {
  const stem = STEMS[language];
  if (!stem) return false;
  const lower = word.toLowerCase();
  if (stem(lower)) return true;
  if (lower.endsWith('s') && stem(lower.slice(0, -1))) return true;
  if (lower.endsWith('es') && stem(lower.slice(0, -2))) return true;
  // "devoluciones" -> "devolución", "chevaux" -> "cheval".
  if (language === 'es' && lower.endsWith('iones')) return stem(`${lower.slice(0, -5)}ión`);
  if (language === 'fr' && lower.endsWith('aux') && stem(`${lower.slice(0, -3)}al`)) return true;
  return language === 'fr' && lower.endsWith('x') && stem(lower.slice(0, -1));
}
