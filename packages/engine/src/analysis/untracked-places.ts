/**
 * Places by context for the untracked-brand scan (rule 13): a capitalised name after a preposition of
 * place ("in Battersea, Wembley and Stratford", "dans le Morbihan", "en el Pirineo"), after French
 * "à"/"en", or after a site of a business or a place noun and a preposition ("la sede de Chamberí",
 * "la playa de Somo") is a place, not a brand. Backward word and character scans, by char code where
 * the text is ASCII (these run for every capitalised run of an answer).
 */
import type { AnswerLanguage } from './language';

/** Verbs and nouns of relation before French "à" that introduce a name, not a place ("se connecte à"). */
const RELATION_BEFORE_A = new Set(
  `connecte connectent connecter intègre intégrer intégration intégré grâce face comparé comparée
   comparable abonner abonné abonnée accès synchronise synchroniser relié reliée associé associée
   préférer préfère préférez supérieur supérieure inférieur identique similaire alternative migrer
   passer recours appel appartient appartenant racheté rachetée vendu vendue lié liée`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Sites of a business ("la sede de", "su clínica en", "l'espace de la", "our office in") and places
 * ("la playa de Somo", "le golfe du Morbihan", "les bases de Brest", "the county of Kent").
 */
const SITE_NOUNS = new Set(
  `sede sedes clínica clínicas oficina oficinas tienda tiendas local centro centros espace espaces bureau
   bureaux agence boutique office offices store branch clinic studio campus quartier barrio filiale
   standort niederlassung site sites base bases locations branches stores clinics départements
   départements régions villes provinces comarcas counties regions towns
   playa playas costa isla islas zona ciudad provincia comarca región pueblo sierra valle bahía puerto
   golfe baie île îles côte région ville département presqu'île presqu’île plage plages vallée massif
   city county town island islands coast bay village region borough district
   stadt insel küste bucht landkreis stadtteil bezirk hafen`
    .split(/\s+/)
    .filter(Boolean),
);
const SITE_LINKS = new Set(`de en à in at du del im am of d' d’ des`.split(' '));
const LINK_ARTICLES = new Set(['la', 'le', 'el', 'the', "l'", 'l’']);

/** Up to `n` lower-cased words right before `at`, nearest first ("l'" is a word of its own). */
export function wordsBefore(text: string, at: number, n: number): string[] {
  const words: string[] = [];
  let i = at - 1;
  while (words.length < n) {
    while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i -= 1;
    if (i < 0) break;
    const end = i + 1;
    if (text[i] === "'" || text[i] === '’') i -= 1;
    while (i >= 0 && isLetter(text.charCodeAt(i), text[i] as string)) i -= 1;
    if (i + 1 === end) break;
    words.push(text.slice(i + 1, end).toLowerCase());
  }
  return words;
}

/** A letter, by char code for ASCII (a regex test per character is slow in a backward scan). */
function isLetter(code: number, ch: string): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return /\p{L}/u.test(ch);
}

/**
 * A place follows: French "à" ("à Belleville", not "se connecte à Ledgerly"), French "en" ("en
 * Bourgogne"), or a site of a business and a preposition ("la sede de Chamberí", "su clínica en
 * Palermo", "l'espace de la Croix-Rousse", "our office in Leeds").
 */
export function placeBefore(text: string, at: number, language: AnswerLanguage): boolean {
  // The first of an enumeration ("in Battersea, Wembley and Stratford") decides for all.
  const head = enumerationHead(text, at);
  const [w0 = '', w1 = '', w2 = '', w3 = ''] = wordsBefore(text, head, 4);
  if (w0 === 'à') return !RELATION_BEFORE_A.has(w1);
  if (w0 === 'en' && language === 'fr') return true;
  // "in Cornwall", "near Temple Meads", "in Hamburg", "dans le Morbihan", "près de Brest", "cerca de Jaén".
  if (PLACE_PREPOSITIONS[language]?.has(w0)) return true;
  if (
    language === 'fr' &&
    (LINK_ARTICLES.has(w0) || w0 === 'les'
      ? w1 === 'dans' || w1 === 'vers'
      : (w0 === 'de' || w0 === "d'" || w0 === 'd’') && (w1 === 'près' || w1 === 'autour'))
  )
    return true;
  if (language === 'es' && w0 === 'de' && w1 === 'cerca') return true;
  // "le causse Méjean", "les gorges de la Jonte", "el barrio de Triana", "the village of Bibury",
  // "im Stadtteil Linden": a kind of place names the place after it.
  const kinds = PLACE_KINDS[language];
  if (kinds) {
    const of = w0 === 'de' || w0 === 'du' || w0 === 'des' || w0 === "d'" || w0 === 'd’' || w0 === 'of';
    if (
      kinds.has(w0) ||
      (of && kinds.has(w1)) ||
      ((w0 === 'la' || w0 === 'los' || w0 === 'las') && w1 === 'de' && kinds.has(w2))
    )
      return true;
  }
  // "en el Pirineo", "en la Sierra": a name with an article after "en" is a place (stores go bare).
  if (language === 'es' && (w0 === 'el' || w0 === 'los' || w0 === 'las') && w1 === 'en') return true;
  if (SITE_LINKS.has(w0)) return SITE_NOUNS.has(w1);
  if (LINK_ARTICLES.has(w0))
    return (
      (SITE_LINKS.has(w1) && SITE_NOUNS.has(w2)) || SITE_NOUNS.has(w1) || (w1 === 'de' && SITE_NOUNS.has(w3))
    );
  return false;
}
/** Kinds of place written before a place's name (lower case). */
const PLACE_KINDS: Partial<Record<AnswerLanguage, Set<string>>> = {
  en: new Set(
    'village town hamlet suburb district neighbourhood neighborhood borough county island isle'.split(' '),
  ),
  de: new Set('stadtteil ortsteil dorf gemeinde landkreis bezirk viertel insel'.split(' ')),
  fr: new Set(
    'gorges causse col lac vallée île îles pointe cap baie plateau massif quartier village commune étang presqu’île'.split(
      ' ',
    ),
  ),
  es: new Set(
    'sierra valle barrio playa puerto lago isla islas cabo pico pueblo municipio comarca'.split(' '),
  ),
};
/** Prepositions of place whose object is a place, not a company (a known brand is read apart). */
const PLACE_PREPOSITIONS: Partial<Record<AnswerLanguage, Set<string>>> = {
  en: new Set(['in', 'near', 'around', 'across', 'outside']),
  de: new Set(['in', 'nahe', 'nach']),
};
export const ENUMERATION_LINKS = new Set(['and', 'or', 'y', 'o', 'et', 'ou', 'und', 'oder', 'e']);
/**
 * Where an enumeration of capitalised names that `at` continues starts ("in A, B and C" -> A): back
 * over a link (a comma, or a conjunction after a space or a tab, then spaces or tabs) and one to
 * three capitalised words, while there are some, within 60 characters per step.
 */
export function enumerationHead(text: string, at: number): number {
  let head = at;
  for (let step = 0; step < 6; step += 1) {
    const floor = Math.max(0, head - 60);
    let i = head - 1;
    while (i >= floor && (text[i] === ' ' || text[i] === '\t')) i -= 1;
    if (i === head - 1 || i < floor) break;
    if (text[i] === ',') i -= 1;
    else {
      let j = i;
      while (j >= floor && text.charCodeAt(j) >= 97 && text.charCodeAt(j) <= 122) j -= 1;
      if (j < floor || !ENUMERATION_LINKS.has(text.slice(j + 1, i + 1))) break;
      if (text[j] !== ' ' && text[j] !== '\t') break;
      i = j - 1;
    }
    // One to three capitalised words ending at i, separated by spaces or tabs; the leftmost one must
    // start the window or follow a character that is not a letter, digit, apostrophe or hyphen.
    let start = -1;
    for (let words = 0; words < 3; words += 1) {
      let k = i;
      while (k >= floor) {
        const code = text.charCodeAt(k);
        // ASCII by code (letters, ' and -), other characters (surrogate pairs whole) by regex.
        if (code < 128) {
          if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 39 || code === 45) k -= 1;
          else break;
          continue;
        }
        const n = charBefore(text, k, floor);
        if (!NAME_TAIL.test(text.slice(k - n + 1, k + 1))) break;
        k -= n;
      }
      if (k === i || !UPPER_START.test(text.slice(k + 1, k + 3))) break;
      const n = charBefore(text, k, floor);
      if (n > 0 && DIGIT.test(text.slice(k - n + 1, k + 1))) break;
      start = k + 1;
      let gap = k;
      while (gap >= floor && (text[gap] === ' ' || text[gap] === '\t')) gap -= 1;
      if (gap === k || gap < floor) break;
      i = gap;
    }
    if (start === -1) break;
    head = start;
  }
  return head;
}
const NAME_TAIL = /^[\p{L}'’-]$/u;
const UPPER_START = /^\p{Lu}/u;
const DIGIT = /^\p{N}$/u;
/** Code units of the character ending at `k` (2 for a surrogate pair), 0 before `floor`. */
function charBefore(text: string, k: number, floor: number): number {
  if (k < floor) return 0;
  const code = text.charCodeAt(k);
  if (code >= 0xdc00 && code <= 0xdfff && k - 1 >= floor) {
    const high = text.charCodeAt(k - 1);
    if (high >= 0xd800 && high <= 0xdbff) return 2;
  }
  return 1;
}
