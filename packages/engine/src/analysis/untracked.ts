/**
 * Untracked brands (analysis rule 13): the other company, product, service or website names in the
 * text, in order of first appearance, spelled as first written, de-duplicated case-insensitively.
 * Candidates come from where answers put names (list item heads, first table cells, bold) and from
 * capitalised runs in prose; section headings, places, standards, generic acronyms, common words and
 * anything overlapping a tracked mention are dropped; so is a name in prose that the generated word
 * lists know as an everyday word (a place, a German noun, a dictionary word), unless the text calls it
 * a brand ("Marken wie Passier") or lists it in a table cell. German capitalises every noun, so there a
 * single capitalised word in prose needs name-like context (no article, a verb after it, an
 * enumeration with tracked brands, an institution word: "der Stiftung Warentest").
 * A product name is reported as its company ("Mossback Bog" -> "Mossback") when its first word
 * recurs with other model names, when a model word or number follows it ("Vantor X2", "Peakline
 * Ultra"), or when it sits in a list whose other entries are tracked brands' product names.
 * Japanese answers: Latin names, and katakana names where a name stands (a list item head, 「」, an
 * enumeration with a tracked brand, 社).
 * These rules are the first reader: untrackedCandidates also returns the names they drop, and for
 * answer-length texts outside Japanese the learned layer (untracked-model.ts) decides among all.
 */
import { isPersonName } from './given-names';
import { namedAsBrands, tableCellNames } from './named-brands';
import { findJapaneseNames, isGenericTail, isKatakanaName } from './untracked-ja';
import { ENUMERATION_LINKS, enumerationHead, placeBefore, wordsBefore } from './untracked-places';
import { COMMON_WORDS } from './common-words';
import type { AnswerLanguage } from './language';
import { isPointsHeading, SECTION_WORDS } from './lexicon';
import {
  isAbbreviation,
  isKnownBrand,
  knownJapaneseNamesIn,
  knownNamesOutsideRunsIn,
  knownNamesInRun,
} from './known-brands';
import type { Occurrence, Website } from './matcher';
import { spanIndexAt, type Line } from './structure';
import { isDictionaryWord, isGermanCompound, isGermanNoun, isPlaceName } from './word-lists';
import {
  AREA_WORDS,
  BRAND_VERB,
  DEMONYMS,
  DETERMINERS,
  FUNCTION_WORDS,
  GENERIC_ACRONYMS,
  LANDMARK_WORDS,
  MEASURE,
  MONTHS_AND_DAYS,
  NOT_NAMES,
  OTHER_COMPANY_WORDS,
  PLACES,
  STANDARDS,
  UNITS,
} from './words';

interface Candidate {
  start: number;
  name: string;
  /** Index of the list item or table row it heads, or -1 for prose. */
  line: number;
  /** Called a brand by the text ("Marken wie Passier"): no everyday-word test. */
  named?: boolean;
  source: UntrackedSource;
}

/** Where a candidate name was found. */
export type UntrackedSource =
  'head' | 'prose' | 'katakana' | 'japanese' | 'named' | 'cell' | 'site' | 'known';

/** A name the rules looked at: kept (an untracked brand by the rules) or dropped. */
export interface UntrackedCandidate {
  name: string;
  start: number;
  source: UntrackedSource;
  kept: boolean;
}

const L = '\\p{Script=Latin}';
const TOKEN = `(?:\\p{Lu}[${L}\\p{N}&+'-]*(?:\\.(?:com|io|ai|co|net|org|app|dev|[a-z]{2})(?![${L}]))?|\\p{Ll}+\\p{Lu}[${L}\\p{N}]*|\\p{N}+${L}[${L}\\p{N}]*)`;
const RUN = new RegExp(
  `(?:^|[^${L}\\p{N}.@/-])(${TOKEN}(?:[ \\t]+(?:${TOKEN}|&[ \\t]+${TOKEN}|\\p{N}{1,4}(?![\\p{L}\\p{N}]|[.,]\\p{N})))*)`,
  'gu',
);
/** A capitalised article right before a name ("Si Le Boat", "on The Knot"). */
const ARTICLE_IN_NAME: Partial<Record<AnswerLanguage, RegExp>> = {
  fr: /(?<![^ \t])(Le|La|Les)[ \t]+$/u,
  en: /(?<![^ \t])(The)[ \t]+$/u,
};
const ABSTRACT_NOUN =
  /^\p{Lu}\p{Ll}{3,}(?:ity|ness|ment|ship|ance|ence|ing|tion|sion|ism|ité|ización|ación|ung|heit|keit)$/u;
/** Endings of German nouns and their inflections ("-en", "-ung", "-heit"); "-on" is not one (Decathlon). */
const GERMAN_NOUN_ENDING = /(?:en|er|e|(?<![oa])n|ung|heit|keit|chen|ion|tät|s)$/;
/** Endings of German adjectives and adverbs (and comparatives): "praktisch", "gleichzeitig", "schwächer". */
const GERMAN_ADJECTIVE_ENDING = /\p{Ll}(?:isch|ig|lich|bar|sam|haft|weise|er|iert)$/u;
const GERMAN_NAME_PREPOSITIONS = new Set('auf bei mit von über wie zu als laut gemäß dank'.split(' '));
/** Words that make a capitalised run an organisation's name, after an article too ("der Stiftung Warentest"). */
const INSTITUTION_WORDS = new Set(
  `stiftung institut verband verlag magazin zeitschrift gruppe akademie agentur verbraucherzentrale
   foundation institute association magazine journal times review guide lab labs group club
   fondation institut association magazine revue guide groupe
   fundación instituto asociación revista guía grupo`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that follow a company's name in a model name ("Peakline Ultra", "Zentrix Pro 3"). */
const MODEL_WORDS = new Set(
  'pro max plus ultra mini lite air neo se xl xs gt gtx evo elite edition premium trail sport'.split(' '),
);
/** German compounds ending like everyday nouns ("Datenschutz", "Kundenservice") are not names. */
const GERMAN_NOUN_TAIL =
  /(?:ung|heit|keit|schaft|tät|ion|chen|ismus|schutz|dienst|service|preis|preise|kosten|leistung|qualität|funktion|funktionen|angebot|tarif|zugang|verbindung|gerät|geräte|risiko|gebühr|gebühren|stelle|stellen|person|personen|wagen|luft|heim|kasko|feind|feinde|platz|zeit|nacht|verdacht|wunsch|beratung|zahl|stunden|stoff|fall|frage|fragen|termin|termine|vertrag|versicherung|kunde|kunden|nutzer|mieter|halter|technik|steiger|regler|spielzeug|bahnen|holz|meter|alarm|zeug|material|anlage|anlagen|pflege)$/;
/** "Sora Bank" next to a tracked "Sora Wallet" is another company, not a model of it. */
const OTHER_COMPANY = new RegExp(`^\\S+\\s+(?:${OTHER_COMPANY_WORDS})$`, 'u');
/** "laut Bank", "the Insurance": a kind of company alone is the common noun. */
const COMPANY_KIND = new RegExp(`^(?:${OTHER_COMPANY_WORDS})$`, 'iu');
/**
 * Model and rating codes ("SC-900", "BX18", "IPX4", "IP57"): models, not companies. A letter and one
 * digit is a code after an article ("la G1") and may be a name otherwise ("on G2").
 */
const MODEL_CODE = /^(?:\p{Lu}{2,4}-?\p{N}+|\p{Lu}-?\p{N}{2,})[\p{Lu}\p{N}]*$/u;
const SHORT_CODE = /^\p{Lu}\p{N}$/u;
/** A plan or tier name ("the £9 Solo plan", "la suscripción Premium", "le forfait Duo"). */
const PLAN_AFTER = /^[ \t]+(?:plan|plans|tier|package|bundle|subscription|tarif|paket|abo)(?![\p{L}])/iu;
/** Up to three lower-case words (an article, a role, an adjective) between "by" and the names. */
const ROLE_WORDS = `(?:\\s+(?:l['’])?[\\p{Ll}'’]+){0,3}\\s*`;
const FOUNDED_BY = new RegExp(
  `(?:founded|established|started|created|launched)(?:\\s+in\\s+\\d{4})?\\s+by${ROLE_WORDS}$|` +
    `(?:fondée?s?|créée?s?|lancée?s?)(?:\\s+en\\s+\\d{4})?(?:\\s+à\\s+\\p{L}+)?\\s+par${ROLE_WORDS}$|` +
    `(?:fundad[oa]s?|cread[oa]s?)(?:\\s+en\\s+\\d{4})?(?:\\s+en\\s+[\\p{L} ()]+?)?\\s+por${ROLE_WORDS}$`,
  'iu',
);
const MAY_BE_FOUNDED = /found|establish|start|creat|launch|fond|créé|lancé|fundad|cread/i;
/** A comma (then spaces) right before `at`. */
function linkedByComma(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i -= 1;
  return text[i] === ',';
}
/** Names of the people who founded something, written before or (German) around the names. */
function foundedBy(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 60);
  // Only a name continuing an enumeration ("…, Acme" / "… and Acme") can have its head further back.
  const head =
    ENUMERATION_LINKS.has(wordsBefore(text, start, 1)[0] ?? '') || linkedByComma(text, start)
      ? enumerationHead(text, start)
      : start;
  const before = text.slice(Math.max(0, head - 60), head);
  if (MAY_BE_FOUNDED.test(before) && FOUNDED_BY.test(before)) return true;
  // "die 2016 von Jana Röder und Tobias Kaminski gegründet wurde"
  return (
    /(?:^|\s)von\s*$/u.test(before) && /^[\p{L}\s,]{0,40}?\s(?:gegründet|ins\s+Leben\s+gerufen)/u.test(after)
  );
}
/** A company's legal form ending a name ("Ember Hearth Co", "Kestrel Optics GmbH"). */
const LEGAL_FORM_END = /\s(?:Co\.?|Ltd\.?|Inc\.?|GmbH|AG|KG|SA|SL|SAS|SARL|plc|LLC)$/u;
const COUNTRY_PHRASES = new Set([
  ...[
    'united states',
    'united kingdom',
    'united arab emirates',
    'new zealand',
    'south africa',
    'saudi arabia',
  ],
  ...['costa rica', 'puerto rico', 'hong kong', 'sri lanka', 'south korea', 'north america', 'latin america'],
  ...['estados unidos', 'reino unido', 'nueva zelanda', 'vereinigte staaten', 'vereinigtes königreich'],
  ...['royaume-uni', 'états-unis', 'etats-unis', 'nouvelle-zélande', 'emiratos árabes unidos'],
]);
const ROYAL_TITLES = new Set('king queen prince princess könig königin prinz roi reine rey reina'.split(' '));
const COMPASS = new Set('eastern western northern southern central north south east west'.split(' '));
/** First-column headers of tables that list items or criteria, not companies. */
const ITEM_COLUMNS = new Set(
  `posten position kostenpunkt leistung merkmal kriterium item items cost concept criterion criteria
   feature aspect poste critère critères concepto criterio aspecto característica 項目 費用`.split(/\s+/),
);
const HONORIFIC_BEFORE = /(?:^|[^\p{L}])(?:M\.|Mme|Mlle|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Sr\.|Sra\.)\s+$/u;
/** Whether `start` sits inside a quotation opened earlier on its line (within 60 characters). */
function insideQuotes(text: string, start: number, lineStart: number): boolean {
  for (let i = start - 1; i >= Math.max(lineStart, start - 60); i -= 1) {
    const ch = text[i] as string;
    if (ch === '»' || ch === '”') return false;
    if (ch === '«' || ch === '“' || ch === '„') return true;
    if (ch === '"') {
      // An ASCII quote opens one when an even number of them stand before it on the line.
      const before = text.slice(lineStart, i);
      return (before.match(/"/g)?.length ?? 0) % 2 === 0;
    }
  }
  return false;
}
/** A tracked entity named earlier in the same sentence (within 120 characters) as a quoted name. */
function quotedAfterTracked(text: string, start: number, occurrences: Occurrence[]): boolean {
  for (const o of occurrences) {
    if (o.end > start) break;
    if (start - o.end <= 120 && !/[.!?\n]/.test(text.slice(o.end, start - 2))) return true;
  }
  return false;
}
/** A person's role before a name ("co-founder Priya Natarajan", "Gründerin Anna Berg"). */
const ROLE_BEFORE = new Set(
  `founder co-founder cofounder ceo cto cfo manager director chef owner head president chair
   gründer gründerin mitgründer geschäftsführer geschäftsführerin inhaber inhaberin leiter leiterin
   fondateur fondatrice cofondateur directeur directrice gérant gérante patron
   fundador fundadora cofundador director directora gerente dueño dueña
   son daughter brother sister wife husband sohn tochter bruder schwester fils fille frère sœur
   hijo hija hermano hermana mr mrs ms dr herr herrn frau m mme`
    .split(/\s+/)
    .filter(Boolean),
);
const QUOTE_BEFORE = /["“«„][ \t\u00a0\u202f]*$/u;
const QUOTE_NEAR = /["“«„]/;
/** After a quoted name: the closing quote and a kind of plan or feature ('"Pro Setup" service'). */
const PLAN_AFTER_QUOTE =
  /^[ \t\u00a0\u202f]*["”»“][ \t]+(?:plan|tier|service|feature|option|package|subscription|bundle)(?![\p{L}])/iu;
const PLAN_BEFORE = new Set(
  `plan tier suscripción tarifa abonnement formule offre forfait tarif paket abo línea gama gamme
   range line series serie série linie reihe colección collection sección section rubrique módulo
   module service servicio feature función fonction funktion option opción programa programme`
    .split(/\s+/)
    .filter(Boolean),
);
/** Prepositions before a site's name ("on G2", "sur Trustpilot", "auf Idealo"). */
const SITE_PREPOSITIONS = new Set('on sur auf en at via bei'.split(' '));
const LABEL_WITH_NOTE = /^\s*[(（][^)）\n]{1,40}[)）]\s*(?:\*\*|__)?\s*[:：]/u;
/** German possessives and numerals before a noun ("euer Arbeitgeber", "fünf Jahren Garantie"). */
const GERMAN_NOUN_OPENERS = new Set(
  `euer eure euren eurem eurer mein meine meinen meinem meiner dein deine deinen sein seine seinen seinem
   ihren ihrem unseren unserem zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig
   hundert tausend einige mehrere viele wenige etliche zahlreiche`
    .split(/\s+/)
    .filter(Boolean),
);
const KATAKANA_RUN = /[\p{Script=Katakana}ー・]{2,}/gu;
/** What may separate two names of an enumeration ("Acme, Globex und Schildwerk", "Acme、ツバキ"). */
const ENUMERATION_GAP =
  /^[ \t*_]*(?:[,、]|[,、]?[ \t]*(?:and|or|und|oder|et|ou|y|o|e)|と|や|、?および)?[ \t*_]*$/u;

/** Every word that is not a name on its own (one lookup instead of eight). */
const NON_NAME_WORDS = new Set([
  ...NOT_NAMES,
  ...SECTION_WORDS,
  ...PLACES,
  ...STANDARDS,
  ...GENERIC_ACRONYMS,
  ...MONTHS_AND_DAYS,
  ...DETERMINERS,
  ...FUNCTION_WORDS,
]);

function isNameWord(word: string): boolean {
  let lower = word.toLowerCase();
  // "South-East", "Nord-Ost": a compound of words that are not names is not one either.
  if (lower.includes('-') && lower.split('-').every((part) => NON_NAME_WORDS.has(part))) return false;
  if (lower.includes("'") || lower.includes('’')) {
    lower = lower.replace(/['’]s$/, '');
    if (NOT_NAMES.has(lower.split(/['’]/)[0] as string)) return false;
  }
  if (/^\p{Lu}{2,}s$/u.test(word) && GENERIC_ACRONYMS.has(lower.slice(0, -1))) return false;
  return !NON_NAME_WORDS.has(lower) && !MEASURE.test(lower);
}

/** A law's title up to here: a law word and no sentence end since ("Ley General ... Usuarios"). */
const MAY_NAME_LAW =
  /Ley|Decreto|Código|Loi|Code|Décret|Gesetz|Verordnung|Act|Directiv|Reglamento|Règlement|Regulation/;
const LAW_TITLE =
  /(?:^|[^\p{L}])(?:Ley|Leyes|Real\s+Decreto|Código|Loi|Code|Décret|Gesetz\p{L}*|Verordnung|Act|Directive|Directiva|Reglamento|Règlement|Regulation)\s[^.!?\n]*$/u;

/** What answers label points with ("- **Support**: look for live chat"): alone, never a name. */
const FEATURE_LABELS = new Set(
  `support security integrations integration setup onboarding performance reliability usability value
   service delivery shipping returns warranty quality design comfort durability privacy speed coverage
   battery sound price cost costs ease customization automation reporting analytics
   integrationen lieferung versand garantie qualität datenschutz kundenservice
   intégrations livraison garantie qualité assistance
   integraciones soporte envío garantía calidad servicio`
    .split(/\s+/)
    .filter(Boolean),
);

const FINANCIAL_KIND = /^(?:銀行|証券|生命|損保)/u;
/** Words before a German compound that make it a name: a source, a shop, an example of a kind. */
const COMPOUND_NAME_BEFORE = new Set(
  'bei beim wie via forum portal blog plattform website webseite podcast newsletter kanal'.split(' '),
);

/** Kinds of site named before a site's name ("Forum Bastlerecke", "Portal Finanztip"). */
const SITE_KINDS = new Set(
  'forum portal blog plattform platform website webseite podcast newsletter subreddit kanal channel'.split(
    ' ',
  ),
);

/** Cleans a candidate: trims openers ("The", "Die"), possessives and trailing numbers. */
function clean(raw: string): string | undefined {
  const bare = raw.replace(/['’]s$/, '');
  // (Most runs are one word: no split needed.)
  let words = /\s/.test(bare) ? bare.split(/\s+/).filter(Boolean) : bare ? [bare] : [];
  // (Its last word as written, before generic words are trimmed: "Oxford Canal", "St Wilfrid's Church".)
  const lastWord = words.length > 1 ? (words[words.length - 1] as string).replace(/['’]s$/, '') : '';
  // "Scrum-native", "Apple-style": a lower-case tail joined by a hyphen is not part of the name.
  if (raw.includes('-')) words = words.map((w) => (/^\p{Lu}/u.test(w) ? w.replace(/-\p{Ll}+$/u, '') : w));
  // "New York", "Nueva York": a place word after "New" takes it along ("New Balance" stays a name).
  for (let i = 0; i + 1 < words.length; i += 1) {
    if (
      /^(?:new|nueva|nuevo)$/i.test(words[i] as string) &&
      PLACES.has((words[i + 1] as string).toLowerCase())
    )
      words = [...words.slice(0, i), ...words.slice(i + 2)];
  }
  // "a 1970s Steinway", "die 1990er Bosch": a decade or a number before the name is not part of it.
  while (words.length > 1 && /^\p{N}+(?:s|er|['’]s)?$/u.test(words[0] as string)) words = words.slice(1);
  // "L'interface", "D'abord": an elided article before a lower-case noun is not a name.
  // (Nor is an elided pronoun before a verb: "J'ai", "C'est", "N'hésitez".)
  if (/^(?:[LlDdQqJjCcNnSsMmTt]u?|[Jj]usqu)['’]\p{Ll}/u.test(words[0] ?? '')) words = words.slice(1);
  while (words.length > 0 && !isNameWord(words[0] as string)) words = words.slice(1);
  // "dem Forum Bastlerecke", "the blog Trailnotes": the kind of site goes, its name stays.
  if (words.length > 1 && SITE_KINDS.has((words[0] as string).toLowerCase())) words = words.slice(1);
  // Trailing generic words go ("Acme Teams"), but an acronym that is part of a product name stays
  // ("Zoho CRM").
  while (
    words.length > 0 &&
    !isNameWord(words[words.length - 1] as string) &&
    !(words.length > 1 && GENERIC_ACRONYMS.has((words[words.length - 1] as string).toLowerCase()))
  )
    words = words.slice(0, -1);
  if (words.length === 0 || words.length > 4) return undefined;
  // A landmark ("the Oxford Canal", "St Wilfrid's Church"), not a company.
  if (lastWord && LANDMARK_WORDS.has(lastWord.toLowerCase())) return undefined;
  // Countries named in several words ("the United States", "Estados Unidos").
  if (words.length > 1 && COUNTRY_PHRASES.has(words.join(' ').toLowerCase())) return undefined;
  // "Eastern European", "Series B" (a funding round).
  const first = (words[0] as string).toLowerCase();
  if (
    (DEMONYMS.has(first) || COMPASS.has(first)) &&
    words.every((w) => DEMONYMS.has(w.toLowerCase()) || COMPASS.has(w.toLowerCase()))
  )
    return undefined;
  if (first === 'series' && /^Series [A-H]$/u.test(words.join(' '))) return undefined;
  // "King Edward VII", "Reine Mathilde", "Edward VII": royalty and regnal numbers name people.
  if (ROYAL_TITLES.has(first) && words.length > 1) return undefined;
  if (words.length === 2 && /^[IVX]{1,4}$/u.test(words[1] as string) && isPersonName(words[0] as string))
    return undefined;
  const name = words.join(' ');
  // "Stahl- und Aluminiumeisen": the first part of a compound; "XIXe" (siècle): a century.
  if (name.endsWith('-') || /^[IVXL]+(?:e|er|ème)$/u.test(name)) return undefined;
  // "Saint-Émilion", "San-Sebastián", "Sankt-Moritz": hyphenated saints' names are places.
  if (/^(?:Saint|Sainte|San|Santa|Sankt|St)-\p{Lu}/u.test(name)) return undefined;
  if (words.length === 1) {
    const lower = name.toLowerCase();
    // A model word, code or kind of company alone ("Pro", "K1", "Bank"), or an English demonym
    // ("an Australian insurer") is not a company's name.
    if (
      MODEL_WORDS.has(lower) ||
      DEMONYMS.has(lower) ||
      FEATURE_LABELS.has(lower) ||
      COMPANY_KIND.test(name) ||
      MODEL_CODE.test(name)
    )
      return undefined;
  } else if (AREA_WORDS.has((words[0] as string).toLowerCase())) return undefined;
  // Abstract nouns used as section headings ("Scalability", "Onboarding", "Management").
  if (words.length === 1 && ABSTRACT_NOUN.test(name)) return undefined;
  if (name.length < 2 || /^[\d\s.,%€$]+$/.test(name)) return undefined;
  // "iOS", "eBay": a lower-case start is a name only when a capital follows within the word.
  if (
    !/\p{Lu}|\p{N}/u.test(name.charAt(0)) &&
    !(/^\p{Ll}{1,3}\p{Lu}\p{L}/u.test(name) && !UNITS.has(name.toLowerCase()))
  )
    return undefined;
  return name;
}

/** Space, "*", quotes, "¿", "¡", "_", symbols and emoji before a run: ASCII by code, the rest by regex. */
function openerChar(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128)
    return (
      code === 32 ||
      code === 9 ||
      code === 10 ||
      code === 13 ||
      code === 11 ||
      code === 12 ||
      code === 42 ||
      code === 34 ||
      code === 95
    );
  return OPENER.test(text[i] as string);
}
const OPENER = /[\s*"“«¿¡_\p{So}\p{Extended_Pictographic}\uFE0F]/u;

/**
 * Whether a span overlaps a tracked occurrence: a binary search over the occurrences' ends when they
 * do not overlap each other (the matcher's never do), else a plain scan.
 */
function overlapTest(occurrences: Occurrence[]): (start: number, end: number) => boolean {
  for (let i = 1; i < occurrences.length; i += 1)
    if ((occurrences[i] as Occurrence).start < (occurrences[i - 1] as Occurrence).end)
      return (start, end) => occurrences.some((o) => o.start < end && o.end > start);
  return (start, end) => {
    let lo = 0;
    let hi = occurrences.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((occurrences[mid] as Occurrence).end > start) hi = mid;
      else lo = mid + 1;
    }
    return lo < occurrences.length && (occurrences[lo] as Occurrence).start < end;
  };
}

/**
 * What stands before a run, scanning backwards (an end-anchored regex would be retried at every
 * position): whether the run opens a sentence, a line or a list item, and the word before it.
 */
function lookBack(text: string, start: number, lineStart: number): { sentenceStart: boolean; word: string } {
  let i = start - 1;
  // Emoji and symbols open a point like a bullet ("- ✅ Clases en directo", "❌ Pocas rutinas").
  while (i >= lineStart && openerChar(text, i)) i -= 1;
  if (i < lineStart) return { sentenceStart: true, word: '' };
  const ch = text[i] as string;
  // A dash after an item's head opens its description like a sentence ("**Acme** – Ideal si ...").
  if ('.!?:|–—'.includes(ch)) return { sentenceStart: true, word: '' };
  if ('-•'.includes(ch) || (ch === ')' && /^\s*\d{1,2}$/.test(text.slice(lineStart, i)))) {
    if (!text.slice(lineStart, i).trim() || /^\s*\d{1,2}$/.test(text.slice(lineStart, i)))
      return { sentenceStart: true, word: '' };
  }
  const end = i + 1;
  while (i >= lineStart && /\p{L}/u.test(text[i] as string)) i -= 1;
  return { sentenceStart: false, word: text.slice(i + 1, end) };
}

/**
 * What follows opens an enumeration of names ("Acme, Globex", "Acme and Globex"): a conjunction needs a
 * capitalised word after it, a comma any word but a plain lower-case one ("Timelines, workload view").
 */
function enumerates(after: string): boolean {
  const m = /^\s*(,|and|or|y|o|et|ou)\s+(\S+)/u.exec(after);
  if (!m) return false;
  const next = m[2] as string;
  if (/^[\p{Lu}\p{N}]/u.test(next))
    return !/^(?:I|I['’]\p{L}+|Je|Ich|Yo)$/u.test(next.replace(/[,.;:]$/, ''));
  const word = next.replace(/[^\p{L}']/gu, '').toLowerCase();
  return m[1] === ',' && (DETERMINERS.has(word) || FUNCTION_WORDS.has(word));
}

/** Sentence-initial French imperatives and conditionals ("Pensez aussi", "Préférez"): not names. */
const FRENCH_VERB_FORM = /^\p{L}{2,}(?:ez|issez|rais|rait)$/iu;

/** What the matcher knows beyond the occurrences. */
export interface UntrackedHints {
  /**
   * Whether a name is a tracked name or alias: such a word is the entity or, where the matcher judged
   * it a common word (rule 7), the word; not an untracked brand either way.
   */
  isTracked?: (name: string) => boolean;
  /** Hosts written in the text that no tracked entity owns. */
  websites?: Website[];
}

/**
 * Every name the rules looked at, in order of position: the ones they keep (the untracked brands,
 * de-duplicated) and the list item heads and capitalised prose runs they drop (for the learned layer).
 */
export function untrackedCandidates(
  text: string,
  language: AnswerLanguage,
  lines: Line[],
  occurrences: Occurrence[],
  hints: UntrackedHints = {},
): UntrackedCandidate[] {
  const isTracked = hints.isTracked ?? (() => false);
  const candidates: Candidate[] = [];
  // (Item heads and prose runs looked at, before the rules drop some.)
  const considered: { start: number; raw: string; source: UntrackedSource }[] = [];
  // (Heads and runs are cleaned for the rules and again for the names they drop: once each.)
  const cleaned = new Map<string, string | undefined>();
  const cleanOnce = (raw: string) => {
    if (cleaned.has(raw)) return cleaned.get(raw);
    const name = clean(raw);
    cleaned.set(raw, name);
    return name;
  };
  const tracked = overlapTest(occurrences);
  // Names in the places answers put them.
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as Line;
    if ((line.kind !== 'item' && line.kind !== 'row') || line.tableHeader) continue;
    // A table whose header names tracked entities has attributes in its first column ("| Battery |").
    if (line.kind === 'row' && attributeRows(text, lines, index, occurrences)) continue;
    // Points under a "Pros" / "Stärken" / "Points forts" heading are not names.
    const intro = line.context >= 0 ? lines[line.context] : undefined;
    if (intro && isPointsHeading(text.slice(intro.bodyStart, intro.end))) continue;
    const head = text
      .slice(line.bodyStart, line.headEnd)
      .replace(/\*\*|__/g, '')
      .trim();
    if (head && !tracked(line.bodyStart, line.headEnd))
      considered.push({ start: line.bodyStart, raw: head, source: 'head' });
    if (
      head &&
      !tracked(line.bodyStart, line.headEnd) &&
      !/[:：]\s*$/.test(text.slice(line.bodyStart, line.headEnd + 1)) &&
      // "**Kastenwagen (2 Personen):**", "**Sync (4 €/Monat):**": a label with a note in brackets.
      !LABEL_WITH_NOTE.test(text.slice(line.headEnd, line.end))
    ) {
      if (language === 'ja' && isKatakanaName(head)) {
        candidates.push({ start: line.bodyStart, name: head, line: index, source: 'katakana' });
        continue;
      }
      const name = cleanOnce(head);
      if (name && isAbbreviation(name)) continue;
      // A name is written in Latin letters (or katakana, above): not "2人暮らし（近距離）".
      if (name && /[\p{Script=Han}\p{Script=Hiragana}]/u.test(name)) continue;
      if (name && name.split(/\s+/).every((w) => /^[\p{Lu}\p{N}]/u.test(w) || /^\p{Ll}+\p{Lu}/u.test(w)))
        candidates.push({ start: line.bodyStart, name, line: index, source: 'head' });
    }
  }
  // Capitalised runs in prose (and in item heads that are phrases, read once per line).
  const phraseHeads = new Map<Line, boolean>();
  const isPhraseHead = (line: Line) => {
    let phrase = phraseHeads.get(line);
    if (phrase === undefined) {
      phrase = phraseHead(text, line);
      phraseHeads.set(line, phrase);
    }
    return phrase;
  };
  const knownNames: { start: number; name: string }[] = [];
  const hasQuotes = QUOTE_NEAR.test(text);
  // Founders need a founding word somewhere in the answer (most answers have none).
  const mayNameFounders = MAY_BE_FOUNDED.test(text) || text.includes('gegründet') || text.includes('Leben');
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    const run = m[1] as string;
    const start = m.index + m[0].length - run.length;
    const end = start + run.length;
    if (tracked(start, end)) continue;
    considered.push({ start, raw: run, source: 'prose' });
    // "Google-Bewertungen": a capitalised word joined to a common noun by a hyphen may be a name.
    const hyphen = run.indexOf('-');
    if (hyphen > 1 && !/\s/.test(run.slice(0, hyphen)))
      considered.push({ start, raw: run.slice(0, hyphen), source: 'prose' });
    knownNamesInRun(text, run, start, knownNames);
    const line = lines[spanIndexAt(lines, start)];
    if (line?.kind === 'heading') continue;
    if (line?.kind === 'row' || (line?.kind === 'item' && start < line.headEnd && !isPhraseHead(line)))
      continue;
    // (Lines are the text split at "\n": the line's start is where the last newline ends.)
    const lineStart = line ? line.start : text.lastIndexOf('\n', start - 1) + 1;
    const before = text.slice(Math.max(lineStart, start - 40), start);
    // Cheap exit first: one capitalised word opening a sentence without a brand verb after it.
    let back: { sentenceStart: boolean; word: string } | undefined;
    if (language !== 'ja' && language !== 'de' && !/\s/.test(run) && !/\p{Ll}\p{Lu}|\p{N}/u.test(run)) {
      back = lookBack(text, start, lineStart);
      if (back.sentenceStart && language === 'fr' && FRENCH_VERB_FORM.test(run.replace(/-\p{Ll}+$/u, '')))
        continue;
      // "Honestly, ...": an English adverb opening a sentence.
      if (back.sentenceStart && language === 'en' && /^\p{Lu}\p{Ll}+ly$/u.test(run) && text[end] === ',')
        continue;
      if (
        back.sentenceStart &&
        !brandVerbAfter(text.slice(end, end + 16), language) &&
        !enumerates(text.slice(end, end + 24))
      )
        continue;
    }
    let name = cleanOnce(run);
    if (!name || isAbbreviation(name)) continue;
    // "chez Le Boat", "sur Le Petit Ballon": a capitalised article inside a sentence belongs to the name.
    const article = ARTICLE_IN_NAME[language]?.exec(run.slice(0, run.indexOf(name)));
    if (article) {
      back ??= lookBack(text, start, lineStart);
      if (article.index > 0 || !back.sentenceStart) name = `${article[1]} ${name}`;
    }
    // Founders ("founded in 2009 by Martin and Gwen Pryce", "von Jana Röder gegründet").
    if (
      /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2}$/u.test(name) &&
      mayNameFounders &&
      foundedBy(text, start, end)
    )
      continue;
    // A person named by role ("co-founder Priya Natarajan", "the general manager is Tom Ebbe", "Herrn
    // Krüger", "leur fils Thomas Morel").
    if (/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2}$/u.test(name)) {
      const [r0 = '', r1 = '', r2 = ''] = wordsBefore(text, start, 3);
      if (
        ROLE_BEFORE.has(r0) ||
        ((r0 === 'is' || r0 === 'ist' || r0 === 'est' || r0 === 'es') &&
          (ROLE_BEFORE.has(r1) || ROLE_BEFORE.has(r2)))
      )
        continue;
    }
    // A place (after "à", "en" or a site and a preposition), or in brackets right after a tracked name
    // ("Escale Cowork (Part-Dieu)").
    if (placeBefore(text, start + run.indexOf(name), language) || qualifiesTracked(text, start, occurrences))
      continue;
    // The words of a law's title ("la Ley General para la Defensa de los Consumidores y Usuarios").
    const lawWindow = text.slice(Math.max(lineStart, start - 80), start + run.length);
    if (MAY_NAME_LAW.test(lawWindow) && LAW_TITLE.test(lawWindow)) continue;
    // "Rohfutter (BARF)": an abbreviation defined in brackets after a word.
    if (/^\p{Lu}{2,}$/u.test(name) && text[start - 1] === '(' && text[end] === ')') continue;
    // A plan or tier ("the Solo plan", "la suscripción Premium").
    // A quoted name in a sentence about a tracked entity is one of its products or rooms ("Keymaster's
    // "Ward 13"", "Néroli & Fils a arrêté « Cour d'Orangers »"), rule 13.
    if (hasQuotes && insideQuotes(text, start, lineStart) && quotedAfterTracked(text, start, occurrences))
      continue;
    // A person after an honorific ("M. Lefort", "Dr. Hale", "Mme Roux").
    if (HONORIFIC_BEFORE.test(text.slice(Math.max(lineStart, start - 5), start))) continue;
    // (A quoted name may be several words: 'the "Pro Setup" service', "l'offre « Pass Saison »".)
    const quoted = QUOTE_NEAR.test(text.slice(Math.max(0, start - 3), start))
      ? QUOTE_BEFORE.exec(text.slice(Math.max(0, start - 3), start))
      : null;
    if (
      (!name.includes(' ') || quoted) &&
      ((quoted && PLAN_AFTER_QUOTE.test(text.slice(end, end + 20))) ||
        (!name.includes(' ') && PLAN_AFTER.test(text.slice(end, end + 16))) ||
        PLAN_BEFORE.has(wordsBefore(text, quoted ? start - quoted[0].length : start, 1)[0] ?? ''))
    )
      continue;
    // A number with a unit ("50K", "4K", "5G") is not a name.
    if (/^\p{N}+\p{L}{1,2}$/u.test(name)) continue;
    // Leading words clean() dropped ("Auf Trustfeld") stand before the name.
    const dropped = run.slice(0, run.indexOf(name)).trim();
    const words = name.split(/\s+/);
    if (language !== 'ja') {
      back ??= lookBack(text, start, lineStart);
      const sentenceStart = !dropped && back.sentenceStart;
      const after = text.slice(end, end + 16);
      const labelled = /^\s*[:：]/.test(after) && sentenceStart;
      if (labelled) continue;
      const prevWord = (dropped ? dropped.split(/\s+/).pop() : back.word)?.toLowerCase() ?? '';
      // A letter and a digit is a site only after "on", "sur", "auf" ("On G2"), else a code ("la G1",
      // "vitamina B3", "niveaux A1").
      if (SHORT_CODE.test(name) && !SITE_PREPOSITIONS.has(prevWord)) continue;
      // "Incluye TAC 3D": a sentence-initial word before generic acronyms is a word of the sentence.
      if (
        sentenceStart &&
        words.length >= 2 &&
        words.slice(1).every((w) => GENERIC_ACRONYMS.has(w.toLowerCase()) || /^\p{N}/u.test(w)) &&
        !brandVerbAfter(after, language)
      )
        continue;
      const nameStart = start + run.indexOf(name);
      if (words.length === 1 && !/\p{Ll}\p{Lu}|\p{N}/u.test(name)) {
        const verb = brandVerbAfter(after, language);
        // "Café de la Plage", "Summit of the season": a common word heading a phrase, or its tail.
        if (
          ofPhraseAround(text, nameStart, nameStart + name.length, prevWord) &&
          !isEnumerated(text, before, prevWord, nameStart, name, occurrences, candidates)
        )
          continue;
        if (language === 'de' && (/^\p{Lu}{4,}$|\.[a-z]{2,}$/u.test(name) || SITE_KINDS.has(prevWord))) {
          // German never writes a noun in capitals or as a domain: "an DATEV", "bei Werkzeugtest.ch".
        } else if (language === 'de') {
          // German capitalises nouns: a single word is a name when no article precedes it and a verb
          // follows ("Tallyo wird", ", Corvana ist"), or right after a preposition when it does not
          // look like a German noun ("mit Ledgerly", not "über Preiserhöhungen").
          // An enumeration with tracked brands ("Acme, Globex und Schildwerk") is name-like too.
          if (run.trim() !== name && !GERMAN_NAME_PREPOSITIONS.has(prevWord)) continue;
          if (GERMAN_NOUN_TAIL.test(name.toLowerCase())) continue;
          // An inflected adjective before it ("die größte Reichweite") or a preposition after it
          // ("mit Sitz in") makes it a noun of the sentence.
          if (/^\p{Ll}+(?:e|en|er|es|em)$/u.test(prevWord) && !NON_NAME_WORDS.has(prevWord)) continue;
          // ... unless a preposition before it (not "mit": "mit Wohnsitz in") makes it a long,
          // un-German-looking name ("auf Trustpilot von", "von Finanztest mit").
          const nameAfterPreposition =
            GERMAN_NAME_PREPOSITIONS.has(prevWord) &&
            prevWord !== 'mit' &&
            name.length >= 7 &&
            !GERMAN_NOUN_ENDING.test(name);
          if (
            !nameAfterPreposition &&
            /^[ \t]+(?:in|im|von|vom|aus|für|zu|zum|zur|mit|bei|auf|an|am|nach)[ \t]/u.test(after)
          )
            continue;
          // "Praktisch ist ...", "Schwächer ist ...", "Gleichzeitig ist ...": an adjective or adverb
          // opening a sentence before its verb.
          if (sentenceStart && GERMAN_ADJECTIVE_ENDING.test(name)) continue;
          const bare = /,\s*$/.test(before) || sentenceStart;
          const afterPreposition = GERMAN_NAME_PREPOSITIONS.has(prevWord) && !GERMAN_NOUN_ENDING.test(name);
          if (!(
            (bare && verb) ||
            afterPreposition ||
            isEnumerated(text, before, prevWord, nameStart, name, occurrences, candidates)
          ))
            continue;
        } else if (
          sentenceStart &&
          !verb &&
          !enumerates(text.slice(end, end + 24)) &&
          !isEnumerated(text, before, prevWord, nameStart, name, occurrences, candidates)
        )
          continue;
        // After an article mid-sentence an everyday word is the common noun ("the Summit"), rule 7.
        else if (
          !sentenceStart &&
          DETERMINERS.has(prevWord) &&
          COMMON_WORDS.has(name.toLowerCase()) &&
          !verb &&
          !isEnumerated(text, before, prevWord, nameStart, name, occurrences, candidates)
        )
          continue;
      } else if (
        language === 'de' &&
        (DETERMINERS.has(prevWord) ||
          sentenceStart ||
          GERMAN_NOUN_OPENERS.has(prevWord) ||
          /\p{N}[ \t]*$/u.test(before) ||
          (/^\p{Ll}+(?:e|en|er|es|em)$/u.test(prevWord) && !NON_NAME_WORDS.has(prevWord))) &&
        !words.some((w) => INSTITUTION_WORDS.has(w.toLowerCase())) &&
        // A capitalised adjective opens a proper name ("die Deutsche Telekom"): German writes
        // adjectives in lower case otherwise.
        !/^\p{Lu}\p{Ll}+(?:sche|ische|liche|ale)$/u.test(words[0] as string)
      )
        continue;
    } else if (!/^[\p{Script=Latin}\p{N}\s&+'-]+$/u.test(name)) continue;
    // "Googleマップ", "Google マップ": a katakana word written onto a Latin name, or after one space, is
    // part of it (not onto "HEPA").
    const kana =
      language === 'ja' && !/^\p{Lu}+$/u.test(name)
        ? /^[ \u3000]?([\p{Script=Katakana}ー]+)/u.exec(text.slice(end))
        : null;
    const joined = kana && !isGenericTail(kana[1] as string) ? name + kana[0] : name;
    candidates.push({ start, name: joined, line: -1, source: 'prose' });
  }
  if (language === 'ja') {
    findKatakanaNames(text, lines, occurrences, candidates, tracked);
    for (const n of findJapaneseNames(text, lines, occurrences)) {
      const end = n.start + n.name.length;
      if (
        tracked(n.start, end) ||
        candidates.some((c) => c.start <= n.start && c.start + c.name.length >= end)
      )
        continue;
      // The whole name replaces a part of it found before ("Google" of "Google マップ").
      for (let i = candidates.length - 1; i >= 0; i -= 1) {
        const c = candidates[i] as Candidate;
        if (c.start >= n.start && c.start + c.name.length <= end) candidates.splice(i, 1);
      }
      candidates.push({ ...n, line: -1, source: 'japanese' });
    }
  }
  for (const n of namedAsBrands(text)) {
    const name = clean(n.name);
    if (name && !tracked(n.start, n.start + n.name.length))
      candidates.push({ start: n.start, name, line: -1, named: true, source: 'named' });
  }
  // (A cell listing everyday words or compounds, "Einsteiger, Alleinreisende", lists no names.)
  for (const cell of tableCellNames(text, lines)) {
    const names = cell.map((n) => ({ start: n.start, name: clean(n.name) ?? '' }));
    if (names.every((n) => n.name && !n.name.includes('-') && !everydayName(n.name, language)))
      for (const n of names)
        if (!isAbbreviation(n.name) && !tracked(n.start, n.start + n.name.length))
          candidates.push({ ...n, line: -1, source: 'cell' });
  }
  for (const site of hints.websites ?? []) candidates.push({ ...site, line: -1, source: 'site' });
  if (language === 'ja') knownNames.push(...knownJapaneseNamesIn(text));
  else knownNames.push(...knownNamesOutsideRunsIn(text));
  for (const known of knownNames) {
    const end = known.start + known.name.length;
    // "Microsoft Teams", "Best Buy": the whole known name, where a generic last word was trimmed.
    const shorter = candidates.find(
      (c) => c.start === known.start && c.name.length < known.name.length && known.name.startsWith(c.name),
    );
    if (shorter) {
      shorter.name = known.name;
      continue;
    }
    if (
      tracked(known.start, end) ||
      // A model of a tracked entity ("Glisso G2"), or inside a name already found.
      occurrences.some(
        (o) =>
          o.end <= known.start && known.start - o.end <= 4 && /^[ \t]+$/.test(text.slice(o.end, known.start)),
      ) ||
      candidates.some((c) => c.start <= known.start && c.start + c.name.length >= end)
    )
      continue;
    candidates.push({ ...known, line: -1, source: 'known' });
  }
  candidates.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const out: UntrackedCandidate[] = [];
  // First words of multi-word names, with the different names starting with each (single-word
  // names count too: "Mossback" and "Mossback Bog").
  let firstWords: Map<string, Set<string>> | undefined;
  if (candidates.some((c) => c.name.includes(' '))) {
    firstWords = new Map();
    for (const c of candidates) {
      const space = c.name.indexOf(' ');
      const first = (space === -1 ? c.name : c.name.slice(0, space)).toLowerCase();
      const names = firstWords.get(first) ?? new Set<string>();
      names.add(c.name.toLowerCase());
      firstWords.set(first, names);
    }
  }
  const lists: ProductLists = { text, lines, occurrences, known: undefined };
  // Models of tracked entities are not untracked brands (rule 13): "the Ridge 5 from Stridex",
  // "Stridex makes the Ridge 5", "Kestrel Fell Lite" next to a tracked "Kestrel Run".
  let trackedFirst: Set<string> | undefined;
  for (const o of occurrences) {
    const space = o.text.indexOf(' ');
    if (space > 0) (trackedFirst ??= new Set()).add(o.text.slice(0, space).toLowerCase());
  }
  const names: string[] = [];
  const models = new Set<string>();
  for (const c of candidates) {
    const name = firstWords && c.name.includes(' ') ? companyOf(c, firstWords, lists) : c.name;
    names.push(name);
    const lower = c.name.toLowerCase();
    const space = lower.indexOf(' ');
    if (
      (space > 0 &&
        trackedFirst?.has(lower.slice(0, space)) &&
        !OTHER_COMPANY.test(c.name) &&
        !LEGAL_FORM_END.test(c.name)) ||
      (occurrences.length > 0 && modelOfTracked(text, c, occurrences))
    ) {
      models.add(lower);
      models.add(name.toLowerCase());
    }
  }
  for (let i = 0; i < candidates.length; i += 1) {
    const name = names[i] as string;
    const key = name.toLowerCase();
    const whole = (candidates[i] as Candidate).name;
    if (seen.has(key) || models.has(key) || models.has(whole.toLowerCase())) continue;
    if (isTracked(name) || isTracked(whole)) continue;
    // (List heads and table cells name options: "**Riverside** – ..." stays.)
    const c = candidates[i] as Candidate;
    const at = text.indexOf(name, c.start);
    if (c.line === -1 && !c.named) {
      if (everydayName(name, language)) continue;
      // "mit Kreditkarte", "laut Preisliste": a compound of two nouns, unless a name's context says
      // otherwise ("bei Zooplanet", "Portale wie Reifenradar").
      if (
        language === 'de' &&
        /^\p{Lu}\p{Ll}+$/u.test(name) &&
        isGermanCompound(name, 3) &&
        !isKnownBrand(name)
      ) {
        const from = Math.max(c.start, at);
        // (Also "Acme, Globex und Schildwerk": enumerated with tracked brands.)
        if (
          !COMPOUND_NAME_BEFORE.has(wordsBefore(text, from, 1)[0] ?? '') &&
          !nextToName(text, from, from + name.length, occurrences, [])
        )
          continue;
      }
    }
    // People are not brands: "Hannah Lowrie", "Jean-Marc", "Rocío" (a company word keeps it: "Oscar Health").
    if (
      isPersonName(name) &&
      !isKnownBrand(name) &&
      !name.split(/\s+/).some((w) => INSTITUTION_WORDS.has(w.toLowerCase()) || COMPANY_KIND.test(w))
    )
      continue;
    // "PayPay銀行", "楽天証券": a financial institution named by its brand and kind is its own company.
    const kind = at === -1 ? null : FINANCIAL_KIND.exec(text.slice(at + name.length, at + name.length + 2));
    const full = kind ? name + kind[0] : name;
    seen.add(full.toLowerCase());
    seen.add(key);
    out.push({ name: full, start: c.start, source: c.source, kept: true });
  }
  // The names the rules dropped (one may overlap a name they keep: "Fournil Pro" where they keep
  // "Fournil"; the learned layer then chooses one).
  for (const c of considered) {
    const name = cleanOnce(c.raw);
    if (!name) continue;
    const key = name.toLowerCase();
    if (seen.has(key) || isTracked(name)) continue;
    seen.add(key);
    out.push({ name, start: c.start + Math.max(0, c.raw.indexOf(name)), source: c.source, kept: false });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * A name found in prose that is an everyday word and no known brand: a populated place of the
 * gazetteer ("Tarifa", "Market Harborough"), a single dictionary word in English, French or Spanish
 * ("Escape", "Tarifs", "Retrasos"), or, in German, nouns only ("pro Durchgang", "Raum Kiel").
 */
export function everydayName(name: string, language: AnswerLanguage): boolean {
  const key = language + name;
  let everyday = everydayNames.get(key);
  if (everyday === undefined) {
    // (Names recur from answer to answer; the cache is emptied rather than grown without bound.)
    if (everydayNames.size >= 20_000) everydayNames.clear();
    everyday = looksUpEveryday(name, language);
    everydayNames.set(key, everyday);
  }
  return everyday;
}
const everydayNames = new Map<string, boolean>();
/** A street ("Lamar Boulevard", "Rue Sainte-Catherine", "Calle de Alcalá", "Karl-Heine-Straße"): a place. */
const STREET =
  /^(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}(?:Boulevard|Blvd|Street|Avenue|Ave|Road|Drive|Lane|Highway|Parkway|Expressway)$|^(?:Rue|Avenue|Boulevard|Calle|Avenida|Paseo|Carrer|Cours|Quai)\s+\S|^\p{Lu}[\p{L}-]*(?:straße|strasse|allee)$/u;

function looksUpEveryday(name: string, language: AnswerLanguage): boolean {
  if (isPlaceName(name) || STREET.test(name)) return !isKnownBrand(name);
  const words = name.split(' ');
  if (language !== 'de')
    return (
      words.length === 1 &&
      /^\p{Lu}\p{Ll}+$/u.test(name) &&
      isDictionaryWord(name, language) &&
      !isKnownBrand(name)
    );
  // German: a noun ("pro Durchgang") or nouns and places only ("Raum Kiel", "Kilo Pilze").
  if (words.some((w) => INSTITUTION_WORDS.has(w.toLowerCase()))) return false;
  const everyday = words.every(
    (w) =>
      (/^\p{Lu}\p{Ll}+$/u.test(w) && isGermanNoun(w)) ||
      /^\p{N}+$/u.test(w) ||
      (words.length > 1 && isPlaceName(w)),
  );
  return everyday && !isKnownBrand(name);
}

const MODEL_OF_AFTER = /^[ \t*_]*(?:from|by|de|von|d'|del|of)[ \t*_]*$/u;
const MODEL_OF_BEFORE =
  /^[ \t*_]*(?:'s|の|makes|sells|offers|launched|released|macht|bietet|propose|lance|ofrece|lanza|fabrica)(?:[ \t]+(?:the|its|a|an|den|die|das|le|la|les|el|los|las|son|sa|su))?[ \t*_]*$/iu;

/**
 * An item whose head is a phrase ("If you're all-in on Apple devices:", "名前が似ているSora Bankとは…"),
 * not a name: names inside it are read like prose.
 */
function phraseHead(text: string, line: Line): boolean {
  const head = text.slice(line.bodyStart, line.headEnd).replace(/[*_]/g, '');
  // Two lower-case words, or hiragana (a Japanese sentence, not a name).
  return (head.match(/(?:^|\s)\p{Ll}/gu)?.length ?? 0) >= 2 || /\p{Script=Hiragana}/u.test(head);
}

/** The name sits right before "from/by <tracked>" or after "<tracked> makes the": a tracked model. */
function modelOfTracked(text: string, c: Candidate, occurrences: Occurrence[]): boolean {
  const at = text.indexOf(c.name, c.start);
  const end = (at === -1 ? c.start : at) + c.name.length;
  for (const o of occurrences) {
    if (o.end < c.start - 24) continue;
    if (o.start >= end && o.start - end <= 10 && MODEL_OF_AFTER.test(text.slice(end, o.start))) return true;
    if (o.end <= c.start && c.start - o.end <= 24 && MODEL_OF_BEFORE.test(text.slice(o.end, c.start)))
      return true;
    if (o.start > end + 10) break;
  }
  return false;
}

/** A verb after a subject name; the Spanish and German preposition "a" is not the French verb. */
function brandVerbAfter(after: string, language: AnswerLanguage): boolean {
  if (!BRAND_VERB.test(after)) return false;
  return language === 'fr' || !/^\s*a(?![\p{L}])/u.test(after);
}

/** In an enumeration with tracked brands, not after a number or an article ("in 60 Ländern, Acme"). */
function isEnumerated(
  text: string,
  before: string,
  prevWord: string,
  start: number,
  name: string,
  occurrences: Occurrence[],
  candidates: Candidate[],
): boolean {
  if (/\p{N}[ \t]*$/u.test(before) || DETERMINERS.has(prevWord)) return false;
  return nextToName(text, start, start + name.length, occurrences, candidates);
}

/** The name is an item of an enumeration next to a tracked mention or an earlier name. */
function nextToName(
  text: string,
  start: number,
  end: number,
  occurrences: Occurrence[],
  candidates: Candidate[],
): boolean {
  const near = (a: number, b: number) => b >= a && b - a <= 8 && ENUMERATION_GAP.test(text.slice(a, b));
  // Occurrences are sorted by start: the last one before the name and the first one after it.
  let lo = 0;
  let hi = occurrences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((occurrences[mid] as Occurrence).start < start) lo = mid + 1;
    else hi = mid;
  }
  const before = occurrences[lo - 1];
  if (before && near(before.end, start)) return true;
  for (let i = lo; i < occurrences.length; i += 1) {
    const o = occurrences[i] as Occurrence;
    if (o.start < end) continue;
    if (near(end, o.start)) return true;
    break;
  }
  const last = candidates[candidates.length - 1];
  return last !== undefined && last.line === -1 && near(last.start + last.name.length, start);
}

/** "Café de la Plage", "Summit of the season": a word before "of/de" or right after "X de la". */
function ofPhraseAround(text: string, start: number, end: number, prevWord: string): boolean {
  if (OF_AFTER.test(text.slice(end, end + 8))) return true;
  if (!OF_BEFORE.has(prevWord) && prevWord !== 'la' && prevWord !== 'the' && text[start - 1] !== "'")
    return false;
  const words = text
    .slice(Math.max(0, start - 30), start)
    .replace(/l'$/, " l'")
    .trim()
    .split(/\s+/);
  let i = words.length - 1;
  if (words[i] === 'la' || words[i] === "l'" || words[i] === 'the') i -= 1;
  return OF_BEFORE.has(words[i] ?? '') && /^\p{Lu}\p{Ll}+$/u.test(words[i - 1] ?? '');
}
const OF_AFTER = /^\s+(?:of|de|del|du|des|della|di)\s/u;
const OF_BEFORE = new Set(['of', 'de', 'del', 'du', 'des']);

/** Katakana names in Japanese prose: in 「」, before 社, or in an enumeration with a tracked brand. */
function findKatakanaNames(
  text: string,
  lines: Line[],
  occurrences: Occurrence[],
  candidates: Candidate[],
  tracked: (start: number, end: number) => boolean,
): void {
  KATAKANA_RUN.lastIndex = 0;
  for (let m = KATAKANA_RUN.exec(text); m; m = KATAKANA_RUN.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const name = m[0].replace(/^・+|・+$/g, '');
    if (!isKatakanaName(name) || tracked(start, end)) continue;
    // "Googleマップ", "HEPAフィルター": katakana joined to a Latin word belongs to that word.
    if (/\p{Script=Latin}/u.test(text.charAt(start - 1))) continue;
    const line = lines[spanIndexAt(lines, start)];
    if (line?.kind === 'heading') continue;
    if (line?.kind === 'row' || (line?.kind === 'item' && start < line.headEnd)) continue;
    const quoted = /[「『]$/.test(text.slice(start - 1, start)) && /^[」』]/.test(text.charAt(end));
    const company = text.startsWith('社', end);
    const prior = candidates.filter((c) => c.start < start);
    if (quoted || company || nextToName(text, start, end, occurrences, prior))
      candidates.push({ start, name, line: -1, source: 'katakana' });
  }
}

/**
 * The company a product name stands for: "Mossback Bog" is Mossback when "Mossback" starts another
 * name too, when a model word or a number follows ("Vantor X2", "Peakline Ultra"), or when the list
 * it heads names tracked brands' products ("Stridex Ridge 5", "Trailwind Apex").
 */
function companyOf(c: Candidate, firstWords: Map<string, Set<string>>, lists: ProductLists): string {
  const words = c.name.split(/\s+/);
  // ("Microsoft 365", "Apple Watch": a well-known product keeps its name.)
  if (words.length < 2 || isKnownBrand(c.name)) return c.name;
  const first = words[0] as string;
  const rest = words.slice(1);
  if (!/^\p{Lu}/u.test(first) || INSTITUTION_WORDS.has(first.toLowerCase())) return c.name;
  if (rest.some((w) => INSTITUTION_WORDS.has(w.toLowerCase()))) return c.name;
  const recurs = (firstWords.get(first.toLowerCase())?.size ?? 0) > 1;
  const model = rest.some((w) => /\p{N}/u.test(w) || MODEL_WORDS.has(w.toLowerCase()));
  if (!(recurs || model || (c.line >= 0 && isProductList(lists, c.line)))) return c.name;
  // A company named with an everyday word keeps its second word ("New Balance 1080", "Blue Peak X1").
  const second = words[1] as string;
  if (
    COMMON_WORDS.has(first.toLowerCase()) &&
    words.length > 2 &&
    !/\p{N}/u.test(second) &&
    !MODEL_WORDS.has(second.toLowerCase())
  )
    return `${first} ${second}`;
  return first;
}

/** The answer's lists, with whether each (by its context line) is a list of products. */
interface ProductLists {
  text: string;
  lines: Line[];
  occurrences: Occurrence[];
  known: Map<number, boolean> | undefined;
}

function isProductList(lists: ProductLists, line: number): boolean {
  const context = (lists.lines[line] as Line).context;
  lists.known ??= new Map();
  let known = lists.known.get(context);
  if (known === undefined) {
    known = productList(line, lists.text, lists.lines, lists.occurrences);
    lists.known.set(context, known);
  }
  return known;
}

/** A list or table whose entries start with a tracked name followed by a model name. */
function productList(index: number, text: string, lines: Line[], occurrences: Occurrence[]): boolean {
  const line = lines[index] as Line;
  let products = 0;
  let next = 0;
  for (const other of lines) {
    while (next < occurrences.length && (occurrences[next] as Occurrence).start < other.bodyStart) next += 1;
    if (other.kind !== line.kind || other.context !== line.context) continue;
    const first = occurrences[next];
    const head = first && first.start < other.headEnd ? first : undefined;
    if (!head || text.slice(other.bodyStart, head.start).replace(/[*_\s]/g, '')) continue;
    const tail = text.slice(head.end, other.headEnd).replace(/[*_]/g, '').trim();
    if (/^[\p{Lu}\p{N}][\p{L}\p{N}-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}-]*)*$/u.test(tail)) products += 1;
  }
  return products > 0;
}

/** The name is in brackets right after a tracked mention: its site or branch ("Acme (Berlin)"). */
function qualifiesTracked(text: string, start: number, occurrences: Occurrence[]): boolean {
  if (text[start - 1] !== '(') return false;
  return occurrences.some(
    (o) => o.end <= start - 1 && start - 1 - o.end <= 3 && /^[ \t*_]*$/.test(text.slice(o.end, start - 1)),
  );
}

/**
 * The table holding row `index` names tracked entities only after the first cell (in its header,
 * "| | Acme | Globex |", or its rows, "| Cleanse | Acme Gel |"): its first column holds attributes.
 */
function attributeRows(text: string, lines: Line[], index: number, occurrences: Occurrence[]): boolean {
  let first = index;
  while (first > 0 && (lines[first - 1] as Line).kind === 'row') first -= 1;
  // A table of cost items or criteria ("| Posten | Kosten |", "| Criterion | … |").
  const header = lines[first] as Line;
  if (header.tableHeader) {
    const cell = text.slice(header.bodyStart, header.headEnd).replace(/[*_]/g, '').trim().toLowerCase();
    if (ITEM_COLUMNS.has(cell)) return true;
  }
  let last = index;
  while (last + 1 < lines.length && (lines[last + 1] as Line).kind === 'row') last += 1;
  let later = false;
  for (let i = first; i <= last; i += 1) {
    const row = lines[i] as Line;
    for (const o of occurrences) {
      if (o.start < row.bodyStart || o.start >= row.end) continue;
      if (o.start < row.headEnd) return false;
      later = true;
    }
  }
  return later;
}
