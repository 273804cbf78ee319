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
 * A German compound of listed nouns ("Kreditkarte", "Tagespass", "Maschinenbau", "Samenfachgeschäft"):
 * nouns of three letters or more, each but the last with an optional linking "s", "es", "n" or "en";
 * `parts` of them at most. Any case.
 */
export function isGermanCompound(word: string, parts = 2): boolean {
  const lower = word.toLowerCase();
  for (let cut = 3; cut <= lower.length - 3; cut += 1) {
    const head = lower.slice(cut);
    // (Three parts at most: "Samenfachgeschäft".)
    if (!germanNoun(head) && !(parts > 2 && isGermanCompound(head, parts - 1))) continue;
    const first = lower.slice(0, cut);
    if (germanNoun(first)) return true;
    for (const link of LINKS) {
      if (first.length - link.length >= 3 && first.endsWith(link) && germanNoun(first.slice(0, -link.length)))
        return true;
    }
  }
  return false;
}
const LINKS = ['s', 'es', 'n', 'en'];

function englishInflection(lower: string, stem: (word: string) => boolean): boolean {
  for (const ending of ['ing', 'er']) {
    if (!lower.endsWith(ending) || lower.length - ending.length < 3) continue;
    const base = lower.slice(0, -ending.length);
    // "booking" -> "book", "shopping" -> "shop", "pricing" -> "price"
    if (stem(base) || stem(`${base}e`) || (base.at(-1) === base.at(-2) && stem(base.slice(0, -1))))
      return true;
  }
  // "pricier" -> "pricey" / "pricy"
  if (lower.endsWith('ier')) return stem(`${lower.slice(0, -3)}y`) || stem(`${lower.slice(0, -3)}ey`);
  return false;
}

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
  // "Booking", "Cheaper", "Pricier": English -ing forms and comparatives of listed stems.
  if (language === 'en') return englishInflection(lower, stem);
  return language === 'fr' && lower.endsWith('x') && stem(lower.slice(0, -1));
}

/** A German word ending in a listed noun of four letters or more ("Weitblick", "Rückenwind"). Any case. */
export function endsInGermanNoun(word: string): boolean {
  const lower = word.toLowerCase();
  for (let cut = 2; cut <= lower.length - 4; cut += 1) if (germanNoun(lower.slice(cut))) return true;
  return false;
}
