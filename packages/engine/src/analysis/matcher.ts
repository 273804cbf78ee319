import type { Brand } from '../types';
import { isEverydayKatakana, isJapaneseWord, isKatakanaWord } from './ja-words';
import { isPersonName } from './given-names';
import { isKnownBrand } from './known-brands';
import { endsInGermanNoun, isDictionaryWord, isGermanCompound, isGermanNoun } from './word-lists';
import { COMMON_WORDS } from './common-words';
import type { AnswerLanguage } from './language';
import { hiddenSpans, spanIndexAt, type Line, type Span } from './structure';
import { hostOf, knownRegistrableDomain, registrableDomain } from './urls';
import { beforeMeasure, labelAmongWordLabels } from './word-labels';
import {
  CONFUSED_WITH_BEFORE,
  insideKnownName,
  joinedToPlace,
  MAY_CONFUSE,
  OTHER_COMPANY_APPOSITION,
  underConfusionHeading,
  unrelatedToTracked,
} from './other-names';
import {
  BEFORE_NAME,
  BRAND_VERB,
  CONNECTIVES,
  DETERMINERS,
  FUNCTION_WORDS,
  isArticle,
  NOT_NAMES,
  OF_WORDS,
  OTHER_COMPANY_WORDS,
  PRODUCT_NOUNS,
  VERB_BEFORE_NAME,
  VERB_OR_ADVERB_FORM,
} from './words';

export type MatchVia = 'name' | 'alias' | 'domain';

export interface TrackedBrand {
  brand: Brand;
  role: 'brand' | 'competitor';
  /** Treat the name as a common word (needs brand evidence). Default: detected from word lists. */
  commonWord?: boolean;
}

export interface Occurrence {
  /** Index into the tracked brands. */
  brand: number;
  start: number;
  end: number;
  text: string;
  via: MatchVia;
}

/** A host written in the text that no tracked entity owns. */
export interface Website {
  start: number;
  name: string;
}

/** How much context a term needs before an occurrence counts (analysis rule 7). */
type Ambiguity = 'none' | 'common' | 'function' | 'kanji' | 'mimetic' | 'kana';

interface Term {
  brand: number;
  via: MatchVia;
  ambiguity: Ambiguity;
  /** The brand writes its name in lower case ("bolt"): case says nothing then. */
  lowerStyled: boolean;
  /** The name as configured. */
  spelling: string;
  /** A Latin one-word name written with a capital: the answer may show it to be an everyday word. */
  wordLike: boolean;
  /** Two kanji (刃心, 王手): an ordinary noun when a verb or adjective form stands right before. */
  twoKanji: boolean;
  /** "Cabas Fermier" for "Le Cabas Fermier": only after a contracted article ("du", "au", "des", "aux"). */
  contracted?: boolean;
}

/** Conjunctions: "leicht und wendig" is the word even though "und" may stand before names too. */
const CONJUNCTIONS = new Set(['and', 'or', 'und', 'oder', 'et', 'ou', 'y', 'o', 'e']);
const INFLECTION = /^(?:en|n|e|es)(?![\p{L}\p{N}_@-]|\.\p{L})/u;

/** A Latin one-word name written with a capital: the only kind the answer can show to be a word. */
const mayBeWord = (term: string) => /^\p{Script=Latin}{3,}$/u.test(term) && term !== term.toLowerCase();

/**
 * Whether the answer also uses a name as an everyday word: written in lower case outside a domain
 * ("a shared keyring", "le déclic", "una brisa marina", "leicht und wendig") or inflected ("kleine
 * Mahlzeiten"). The answer itself then shows the name is a word, so its capitalised occurrences are
 * judged like a common word's (rule 7). A lower-case occurrence right after a preposition or a verb
 * of choosing ("moved to acme") is the brand written carelessly, not evidence. Lower-case matches come
 * from the name regex itself; only German inflections need their own (substring) scan.
 */
function writtenAsWord(text: string, start: number, end: number, language: AnswerLanguage): boolean {
  if (inAddress(text, start, end)) return false;
  // (German writes names capitalised: "wer es farbenfroh mag" is the word after any word.)
  if (language === 'de') return true;
  const prev = wordBefore(text, start).word.toLowerCase();
  // ("trabajo de compás", "the sound of thock": after "of/de" a lower-case name is the word.)
  return !BEFORE_NAME.has(prev) || CONJUNCTIONS.has(prev) || OF_WORDS.has(prev);
}

/**
 * Part of a domain, e-mail address, path or (unless hyphens are left out) hyphenated word ("acme.com",
 * "sales@acme", "acme-style").
 */
function inAddress(text: string, start: number, end: number, hyphens = true): boolean {
  const before = text.charCodeAt(start - 1);
  if (before === 46 || before === 47 || before === 64 || (hyphens && before === 45)) return true;
  const after = text.charCodeAt(end);
  return (
    (hyphens && after === 45) ||
    after === 47 ||
    after === 64 ||
    (after === 46 && wordish(text.charCodeAt(end + 1)))
  );
}

const NOUN_BEFORE = /(?:^|[\s(„"])(\p{Lu}\p{Ll}{2,})\s+(?:und|oder|sowie)\s+$/u;
const NOUN_AFTER = /^(?:,\s*|\s+(?:und|oder|sowie)\s+)(\p{Lu}\p{Ll}{2,})(?![\p{L}-])/u;

/**
 * Whether a German noun that is no tracked name is listed with it: before it with und/oder, or after
 * it ("Rechnungen, Vorlauf bei …" is a clause, not a list).
 */
function listedWithNoun(
  text: string,
  start: number,
  end: number,
  names: Occurrence[],
  tracked: (word: string) => boolean,
): boolean {
  if (listedAfterNoun(text, start, names)) return true;
  const after = NOUN_AFTER.exec(text.slice(end, end + 40));
  // (Not another tracked name that is a noun: "Drache und Kranich verfolgen …".)
  const noun = after?.[1];
  return !!noun && !tracked(noun) && (isGermanNoun(noun) || endsInGermanNoun(noun));
}

/** After a German noun that is no tracked name, joined by und/oder ("Grammatik und Wortschatz"). */
function listedAfterNoun(text: string, start: number, names: Occurrence[]): boolean {
  const before = NOUN_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  if (!before || !isGermanNoun(before[1] as string)) return false;
  const at = start - before[0].length + before[0].indexOf(before[1] as string);
  return !names.some((o) => o.start <= at && o.end > at);
}

/** German plural or inflected forms of a name ("kleine Mahlzeiten"), by substring scans. */
function inflectedAsWord(text: string, term: string): boolean {
  const n = term.length;
  for (const form of [`${term}e`, `${term}n`, `${term.toLowerCase()}e`, `${term.toLowerCase()}n`]) {
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
      if (at > 0 && (wordish(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 46)) continue;
      if (INFLECTION.test(text.slice(at + n, at + n + 4))) return true;
    }
  }
  return false;
}

/** A letter, digit, "_", "-", "/" or "@" by char code (ASCII without a regex). */
function wordish(code: number): boolean {
  if (Number.isNaN(code)) return false;
  if (code < 128)
    return (
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      code === 95 ||
      code === 45 ||
      code === 47 ||
      code === 64
    );
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}

/** Up to two capitalised words, then a kind of business ("Piano Movers", "Locksmiths", "Énergies"). */
const BUSINESS_KIND_AFTER =
  /^[ \t]+(?:\p{Lu}[\p{L}'’-]*[ \t]+(?:&[ \t]+)?){0,2}(Movers|Locksmiths?|Plumbing|Plumbers|Roofing|Electric|Electrical|Energ(?:y|ies)|Énergies?|Studios?|Salon|Clinic|Clinique|Klinik|Clínica|Bakery|Kitchen|Restaurant|Bistro|Hotel|Hôtel|Inn|Motel|Hostel|Resort|Group|Partners|Consulting|Travel|Transports?|Logisti[ck]s?|Immobilier|Reisen|Gym|Spa|Agency|Agence|Agencia|Garage|Taller|Werkstatt|Pharmacy|Pharmacie|Farmacia|Apotheke|Landscaping|Cleaning|Catering|Brewery|Winery|Rescue|Shelter|Design|Coworking|Foundation|Stiftung|Fundación|Fondation|Therapy|Dentistry|Dental|Roasters|Reformas|Optics|Optik|Supply|Supplies|Hardware|Society|Bar|Café|Cafe|Coffee|Outfitters|Lines|Repairs?|Services|Healthcare|Hospital|Medical|Games|Verlag|Rösterei|Bäckerei|Brauerei|Metzgerei|Konditorei|Gärtnerei|Druckerei|\p{Lu}\p{Ll}*(?:dienst|kurier|werkstatt|labor|verlag|technik|bedarf|handel|markt|versand|rösterei|bäckerei|brauerei|metzgerei|konditorei|gärtnerei|druckerei))(?![\p{L}])/u;
/** Words that make a name before them another company's ("Sora Bank", "Nova Airlines"). */
const OTHER_COMPANY_AFTER = new RegExp(`^[ \\t]+(?:${OTHER_COMPANY_WORDS})(?![\\p{Script=Latin}])`, 'u');
/** One or two capitalised words and a legal form after a name: another company's name. */
const LEGAL_FORM_AFTER =
  /^[ \t]+(?:\p{Lu}[\p{L}&'’-]*[ \t]+){1,2}(?:Co\.?|Ltd\.?|Inc\.?|GmbH|AG|KG|SA|SL|SAS|SARL|plc|LLC|S\.A\.|S\.L\.)(?![\p{L}])/u;
/** ", piñones y platos": lower-case words enumerated after a name. */
const ENUMERATED_WITH_WORDS =
  /^,[ \t]*\p{Ll}[\p{L}-]*(?:,[ \t]*\p{Ll}[\p{L}-]*)*[ \t]+(?:and|or|und|oder|et|ou|y|o|e)[ \t]+\p{Ll}/u;
/** "& Lace": a name joined by an ampersand to a capitalised word. */
const AMPERSAND_NAME_AFTER = /^[ \t]*&[ \t]*\p{Lu}/u;
const MAY_DEFINE_ACRONYM = /\(\p{Lu}{2,5}\)/u;
/** Up to six lower-case words, then an acronym in brackets ("vins doux naturels (VDN)"). */
const DEFINED_ACRONYM = /((?:\p{Ll}[\p{Ll}'’-]*\s+){2,6})\((\p{Lu}{2,5})\)/gu;
/** A capitalised article written as part of a name ("El Fogón", "Le Robinet", "L'Atelier"). */
const ARTICLE_BEFORE_NAME = /(?:^|[\s(*"“«])(?:El|La|Le|Les|Los|Las)\s+$|(?:^|[\s(*"“«])L['’]$/u;
/** "la Boulangerie Le Mitron", "el Restaurante El Fogón": a kind of business, an article, then its name. */
const KIND_AND_ARTICLE_BEFORE =
  /(?:^|[\s(*"“«])(?:Boulangerie|Pâtisserie|Restaurant|Brasserie|Bistrot|Café|Hôtel|Librairie|Garage|Restaurante|Panadería|Cafetería|Librería|Taller)\s+(?:El|La|Le|Les|Los|Las|L['’])\s*$/u;
/** A kind of business or product right before a name ("la tienda zum", "the app ume", "l'appli algo"). */
const KIND_BEFORE_LOWER_NAME =
  /(?:^|[^\p{L}])(?:app|apps|appli|application|aplicación|shop|store|studio|tienda|taller|atelier|boutique|Laden|Werkstatt|Studio|App|Shop)[ \t]+$/u;
/** "de Mariana", "d'Or", "des Canuts", "del Sur": a name's "of" part. */
const OF_NAME_AFTER = /^[ \t]+(?:de|del|des|du|d['’])[ \t]*\p{Lu}/u;
/** "or", "o", "oder", "ou" … then a capitalised word ("Tempo o Apple Music"). */
const JOINED_CAPITALISED = /^[ \t]+(?:and|or|und|oder|et|ou|y|o)[ \t]+(?:\*\*)?\p{Lu}/u;
/** "and", "et", "y", "und", "or" … and a capitalised word after a name. */
const JOINED_NAME = /^[ \t]+(?:and|or|und|oder|et|ou|y|o|e)[ \t]+(?:\*\*)?(\p{Lu}[\p{L}'’-]*)/u;
/** After a name, lower-case words in an enumeration: ", renoncule et tulipe", ", cables, and". */
const COMMA_LISTED_WORDS = /^,[ \t]+\p{Ll}[\p{L}-]*(?:,|[ \t]+(?:and|or|und|oder|et|ou|y|o|e)[ \t]+\p{Ll})/u;
/** A sentence-initial name coordinated with a lower-case word is that word ("Wendig und leicht ..."). */
const COORDINATED_WORD = /^[ \t]+(?:and|or|und|oder|et|ou|y|o|e)[ \t]+(\p{Ll}[\p{L}-]*)/u;
/** The word after "and", "et", "und", "y" … right after a name, whatever its case ("Triple et oche"). */
const COORDINATED_NAME = /^[ \t]+(?:and|or|und|oder|et|ou|y|o|e)[ \t]+(?:\*\*)?([\p{L}][\p{L}.-]*)/u;

/** Alphabetic scripts written with spaces (Latin, Cyrillic, Greek): letters of one word. */
const LATIN = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}_]';
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const foldAccents = (value: string) => value.normalize('NFD').replace(/\p{M}+/gu, '');
const keyOf = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

/** The script class of a character for boundary purposes (rule 3). */
function scriptOf(ch: string): 'latin' | 'hiragana' | 'katakana' | 'han' | 'other' {
  if (/[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_]/u.test(ch)) return 'latin';
  if (/[\p{Script=Katakana}ー]/u.test(ch)) return 'katakana';
  if (/\p{Script=Hiragana}/u.test(ch)) return 'hiragana';
  if (/\p{Script=Han}/u.test(ch)) return 'han';
  return 'other';
}

const EDGE: Record<string, string> = {
  latin: LATIN,
  katakana: '[\\p{Script=Katakana}ー]',
  hiragana: '\\p{Script=Hiragana}',
  han: '\\p{Script=Han}',
};

/**
 * One alternative of the term regex: the term with flexible whitespace and straight apostrophes
 * (the text is normalized first), and a boundary at each edge that depends on the edge's script.
 * A Latin right edge allows one "s" so the German genitive can be accepted by language later.
 */
function termPattern(term: string): { latinStart: boolean; source: string } {
  const body = escapeRegExp(term.trim()).replace(/\s+/g, '\\s+').replace(/['’]/g, "'");
  const first = scriptOf(term.trim().charAt(0));
  const last = scriptOf(term.trim().slice(-1));
  // Latin-start terms share one consumed boundary in front of the alternation (see the constructor).
  const before = first !== 'latin' && EDGE[first] ? `(?<!${EDGE[first]})` : '';
  const after = last === 'latin' ? `(?=s?(?!${LATIN}))` : EDGE[last] ? `(?!${EDGE[last]})` : '';
  return { latinStart: first === 'latin', source: `${before}${body}${after}` };
}

const TWO_KANJI = /^\p{Script=Han}{2}$/u;
/** What joins two names listed together in Japanese ("松韻と若葉園", "A、B", "AやB", "AまたはB"). */
const JA_LISTED = /^(?:と|や|、|・|および|または|か)$/u;
/**
 * An attributive adjective or plain verb form right before ("急な", "白い", "当たる", "使った"); a
 * suru-verb ("運営する", "提供した") is how answers describe companies, so it does not count.
 */
const ATTRIBUTIVE_BEFORE = /(?:[ないむぶぬ]|同じ|(?<![すし])[るた])$/u;
/** Prepositions naming a business's premises: a lower-case name after them is the business. */
const BUSINESS_BEFORE = new Set(['chez', 'bei']);
/** A move to a product ("moved to acme", "passé à", "cambiado a", "gewechselt zu"). */
const MOVED_TO =
  /(?:moved|moving|move|switched|switching|switch|migrated|migrating|went|passée?s?|passer|cambiad[oa]s?|cambiar|cambié|gewechselt|wechseln|umgestiegen)\s+(?:to|over\s+to|à|a|al|zu|auf)\s+$/iu;
/** A given name and an honorific after a surname: "北野 恵先生", "北野恵さん". */
const GIVEN_NAME_AFTER_JA = /^[ \u3000]?\p{Script=Han}{1,2}(?:氏|さん|先生|様)/u;
/** An honorific after a name: "中村ミナト氏", "森ミナトさん" name a person. */
const HONORIFIC_AFTER = /^(?:氏|さん|先生)/u;

/** A particle making a kana word the subject, topic or owner in its clause, or a list or sentence break. */
const KANA_NAME_AFTER =
  /^(?:は|が|も|の|で(?!き)|なら|と比|とは|より|や|、|。|\s|$|を(?:おすすめ|お勧め|選|推))/u;

/** A Japanese particle right after a name ("AQから", "AQは"). */
const JA_PARTICLE_AFTER = /^(?:は|が|も|の|で|から|と|を|に|へ|より|や)/u;

function ambiguityOf(term: string): Ambiguity {
  const lower = term.toLowerCase();
  // A one- or two-kanji name may be an ordinary word (桜, 波, 王手); a coined two-kanji name (刃心)
  // or a longer one (桜運輸) is a name.
  if (/^\p{Script=Han}{1,2}$/u.test(term))
    return term.length === 1 || isJapaneseWord(term) ? 'kanji' : 'none';
  // So is a kanji word written with okurigana between its kanji (切っ先, 手作り, 書き初め); not a name
  // joined by の (杜の学舎).
  if (/^\p{Script=Han}(?:(?!の)\p{Script=Hiragana}){1,2}\p{Script=Han}{1,2}$/u.test(term)) return 'kanji';
  // A reduplicated katakana word (コロコロ, フワフワ) is also a mimetic word ("コロコロと回る").
  if (/^(\p{Script=Katakana}{2,3})\1$/u.test(term)) return 'mimetic';
  // A katakana loanword (ポケット, ステップ, ヒノキ) or a word in hiragana (しおり, いろどり) is also an
  // ordinary word of the answer ("スマホをポケットから", "いろどり豊かな").
  // (So is a two-katakana name, a word or not: "「タム」は" is the name, "タムの音" may be the drum.)
  if (
    (/^[\p{Script=Katakana}ー]{2,}$/u.test(term) &&
      (isEverydayKatakana(term) || term.length === 2) &&
      !isKnownBrand(term)) ||
    /^[\p{Script=Hiragana}ー]{2,6}$/u.test(term)
  )
    return 'kana';
  if (FUNCTION_WORDS.has(lower) || /^\p{L}{1,2}$/u.test(term)) return 'function';
  const words = lower.split(/\s+/).filter(Boolean);
  if (words.length > 0 && words.every((w) => COMMON_WORDS.has(w))) return 'common';
  return 'none';
}

/**
 * "ブーケやドレスの手配", "結婚式場やブーケ、指輪": a kana word enumerated with an everyday word (a katakana
 * loanword, or a kanji run opening or ending in a two-kanji word; not a tracked name) is one of those
 * things, not the brand.
 */
function listedWithJapaneseWord(
  text: string,
  start: number,
  end: number,
  isTracked: (word: string) => boolean,
): boolean {
  const everyday = (word: string) =>
    !isTracked(word) &&
    (/^\p{Script=Han}/u.test(word)
      ? isJapaneseWord(word.slice(0, 2)) || isJapaneseWord(word.slice(-2))
      : isKatakanaWord(word) && !isKnownBrand(word));
  const after = text.slice(end, end + 16);
  const next = /^[やと]([\p{Script=Katakana}ー]{2,}|\p{Script=Han}{2,})/u.exec(after);
  if (next && everyday(next[1] as string)) return true;
  const prev = /([\p{Script=Katakana}ー]{2,}|\p{Script=Han}{2,})([や、])$/u.exec(
    text.slice(Math.max(0, start - 16), start),
  );
  if (!prev || !everyday(prev[1] as string)) return false;
  // (After 、 only where the enumeration goes on: "式場やブーケ、指輪など", not "…中心、ノエルは".)
  return prev[2] === 'や' || /^(?:[、やと]|など)/u.test(after);
}

/** "柔軟性のバランス", "スマホのポケット": the name right after an everyday word and の. */
function ofEverydayWord(text: string, start: number): boolean {
  const owner = /(?:(\p{Script=Han}{2,})|([\p{Script=Katakana}ー]{2,}))の$/u.exec(
    text.slice(Math.max(0, start - 12), start),
  );
  if (!owner) return false;
  if (owner[2]) return isKatakanaWord(owner[2]);
  const kanji = owner[1] as string;
  return isJapaneseWord(kanji.slice(-2)) || isJapaneseWord(kanji.slice(0, 2));
}

/** "als echter Sparfuchs", "Als Sparfuchs solltet ihr ...": a German noun of role, not the brand. */
function roleNounAfterAls(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  if (/(?:^|[^\p{L}])als\s+\p{Ll}+(?:er|e|es|en)\s+$/iu.test(before)) return true;
  return /(?:^|[.!?:\n]\s*)Als\s+$/u.test(before) && ROLE_CLAUSE_VERB.test(text.slice(end, end + 16));
}
const ROLE_CLAUSE_VERB =
  /^\s+(?:solltet|sollte|solltest|sollten|kann|kannst|könnt|können|musst|müsst|muss|müssen|würde|würdest|würdet|würden|lohnt|bekommt|bekommst|spart|sparst|profitiert|profitierst)\s/u;

/** The elided French preposition right before ("d'"; "l'Atlas" may be the mountains). */
const ELIDED_BEFORE = /(?:^|[^\p{L}])d['’]$/iu;

/**
 * An inflected German adjective (by its suffix: "spürbaren", "politischen"; not "außerdem", "wären"), a
 * participle ("kontrollierten", "ausgebildetes", "ungeschälte", "geschnittene"), a common short adjective
 * ("neues", "weichen") or a quantity word right before a noun ("mehr ", "reichlich ").
 */
const ADJECTIVE_BEFORE_NOUN =
  /(?:^|[^\p{L}])(?:\p{Ll}{2,}(?:bar|lich|isch|ig|sam|haft|voll|los|ell|iv|al|end)(?:en|em|er|es|e)|\p{Ll}{3,}(?:iert|et)(?:em|er|es)|(?:[uU]n)?ge\p{Ll}{2,}(?:t|en)(?:en|em|er|es|e)|(?:ver|zer|ent)\p{Ll}{2,}(?:t|en)(?:en|em|er|es|e)|\p{Ll}{2,}iert(?:en|e)|(?:neu|gut|weich|fest|stark|schwach|hart|leicht|schwer|dicht|klein|groß|gesund|kräftig|sauber|stabil|sanft|sicher)(?:en|em|er|es|e)|mehr|viel|wenig|reichlich|etwas|kein(?:en)?|ander(?:e|en|er|es))[ \t]+$/u;

const GERMAN_CONTRACTIONS = new Set([
  'vom',
  'zum',
  'zur',
  'beim',
  'im',
  'am',
  'ins',
  'durchs',
  'ans',
  'aufs',
  'übers',
  'fürs',
]);
const GENITIVE_AFTER = /^\s+(?:eines|einer|des)\s/u;
const GERMAN_ARTICLES = new Set([
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'eines',
]);
function germanArticleBefore(text: string, start: number, end: number): boolean {
  const before = wordBefore(text, start);
  if (before.separated || !before.word) return false;
  const word = before.word.toLowerCase();
  // ("Die Acme habe ich bewusst nicht aufgenommen": an article opening the sentence may set the
  // name as its topic; not with a genitive after it: "Die Strahlkraft eines günstigen Angebots".)
  const at = text.lastIndexOf(before.word, start - 1);
  // (A contraction opening the sentence before a listed noun is the noun: "Im Klartext: …", "Im Sommer";
  // not "Im Sonnenhof gibt es …".)
  if (GERMAN_CONTRACTIONS.has(word)) return !opensSentence(text, at) || isGermanNoun(text.slice(start, end));
  if (GERMAN_ARTICLES.has(word))
    return !opensSentence(text, at) || GENITIVE_AFTER.test(text.slice(end, end + 8));
  // (Not the pronoun after a verb: "Dann solltet ihr Domlicht anfragen", "könnt ihr Acme".)
  if (word === 'ihr' && PLURAL_VERB_BEFORE_IHR.test(wordBefore(text, at).word)) return false;
  // "an jedem Jahresring", "ihren Heimathafen": a determiner; "ein kleiner Lichtblick", "mit dichtem
  // Astwerk": an inflected adjective after an article or a preposition.
  if (GERMAN_DETERMINER.test(word)) return !opensSentence(text, at);
  // (Not "vor allem Acme", "unter anderem Acme", "mit denen Acme".)
  if (
    !/^\p{Ll}{3,}(?:e|en|em|er|es)$/u.test(before.word) ||
    /^(?:all|ander|denen$|deren$)/u.test(before.word)
  )
    return false;
  const second = wordBefore(text, at);
  if (second.separated || !second.word) return false;
  const w2 = second.word.toLowerCase();
  return (
    GERMAN_ARTICLES.has(w2) ||
    GERMAN_CONTRACTIONS.has(w2) ||
    GERMAN_DETERMINER.test(w2) ||
    GERMAN_PREPOSITIONS.has(w2)
  );
}
/** A verb's second person plural ("solltet", "könnt", "habt", "seid"; not "nicht", "jetzt"). */
const PLURAL_VERB_BEFORE_IHR =
  /^(?!(?:nicht|jetzt|erst|selbst|sonst|meist|bereits|zuletzt|zunächst)$)(?:\p{Ll}+t|seid)$/u;
const GERMAN_DETERMINER =
  /^(?:mein|dein|sein|ihr|unser|euer|eur|jed|dies|jen|manch|welch|kein|solch)(?:e|en|em|er|es)?$/u;
const GERMAN_PREPOSITIONS = new Set(
  'mit von bei unter aus in an auf zu nach über für ohne durch gegen um vor hinter neben zwischen'.split(' '),
);

const ARTICLE_FIRST = /^(?:The|Le|La|Les|El|Los|Las|Der|Die|Das)\s/u;
const CONTRACTED_ARTICLE = /(?:^|[^\p{L}])(?:du|au|des|aux)\s+(?:\*\*)?$/iu;
const PLACE_KIND_BEFORE =
  /(?:^|[^\p{L}])(?:(?:village|town|hamlet|suburb|borough)\s+of|(?:barrio|municipio|pueblo(?:\s+costero)?|localidad|quartier|village|commune|avenida|calle|plaza|paseo|rue|avenue|boulevard|place|estado|provincia|región|région|département|ribera|orilla|rive|río|rivière|fleuve|marché|mercado|jardín|jardin|parque|parc|estación(?:\s+de\s+metro)?|metro|gare|station)\s+(?:de\s+la|de|du|des|del|d')|Stadtteil|Ortsteil|Gemeinde|Dorf|(?:U-|S-)?Bahnhof|Haltestelle|métro|arrêt|(?:U-|S-)Bahn|(?:le|du|au|dans\s+le)\s+quartier|(?:la|el|le)\s+(?:plaza|calle|avenida|paseo|rue|place)|(?:rue|rúa|calle|avenida|avenue|boulevard)|(?:l['’]|la\s+|the\s+)(?:antique|ancient|antigua|ancienne)|das\s+antike|(?:el|del|al|le|du|au)\s+(?:río|fleuve))\s*$/iu;
/** A literal pre-check for PLACE_KIND_BEFORE (end-anchored, so slow to run on every name). */
const MAY_NAME_PLACE_KIND =
  /of\s|de\s|du\s|des\s|del\s|d'|teil|gemeinde|dorf|bahnhof|haltestelle|métro|arrêt|-bahn|quartier|plaza|calle|avenida|avenue|boulevard|paseo|rue|rúa|place|antique|ancient|antigua|ancienne|antike|río|fleuve/i;
const LANDMARK_AFTER =
  /^\s+(?:Canal|Farm|River|Road|Street|Lane|Avenue|Boulevard|Square|Bridge|Highway|Beach|Heights|Platz|Allee|Gasse|Estate|Hall|Park|Kanal|Straße|Canal|Rue|neighbou?rhood|district|Theatre|Theater|Bikeway|Museum|Stadium|Cathedral)(?![\p{L}])/u;
/** Words of an area after a place's name, also after places listed with it ("北浜や本町方面", "天満駅"). */
const JA_PLACE_AFTER =
  /^(?:[やと・]\p{Script=Han}{1,4})*(?:方面|周辺|界隈|付近|近辺|エリア|駅|地区|通り|丁目|の?交差点|の中ほど)/u;
/** An English road after a name ("Shepherd Drive", "Katy Freeway"). */
const ROAD_AFTER_EN = /^\s+(?:Drive|Parkway|Freeway|Expressway)(?![\p{L}])/u;
/** ", NC", ", TX": a US state's postal code after a one-word name makes it a town ("(Hickory, NC)"). */
const US_STATE_AFTER =
  /^,[ \t]*(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])(?![\p{L}])/u;
/** 'Alan "Ollie" Gelfand': a name in quotes between a given name and a surname is a nickname. */
const NICKNAME_QUOTES_BEFORE = /(?:^|[^\p{L}])\p{Lu}\p{Ll}+[ \t]+["“„«][ \t]?$/u;
const NICKNAME_QUOTES_AFTER = /^[ \t]?["”“»][ \t]+\p{Lu}\p{Ll}+/u;
/** "with The", "avec", "con": the other thing the cue compares with (not "ne confondez pas X, …, avec"). */
const WITH_BEFORE =
  /(?:^|[^\p{L}])(?:with|avec|con|mit)[ \t]+(?:(?:the|The|la|le|el|der|die|das|dem|den)[ \t]+|l['’])?(?:\*\*)?$/u;
/** ", the arts center", ", la commune": an apposition saying what the name before it is. */
const APPOSITION_AFTER =
  /^(?:\*\*)?,[ \t]+(?:the|an?|la|le|l['’]|el|une?|der|die|das|ein|eine)(?=[ \t]|(?<=['’]))/u;
/** "Ollie's Surfshop", "Ollie's Bargain Outlet": a name owning a shop is another business. */
const POSSESSIVE_SHOP_AFTER =
  /^['’]s[ \t]+(?:\p{Lu}[\p{L}-]*[ \t]+){0,2}(?=\p{Lu})\p{L}*(?:shop|Shop|Outlet|Store|Bar|Diner|Pub|Grill|Café|Cafe|Bakery|Garage|Salon)(?![\p{L}])/u;
/** An English plural noun ("teams", "users"), not an adjective ("famous", "glass", "this"). */
const PLURAL_NOUN = /^\p{Ll}{2,}[^su]s$/u;
/** An adverb of degree right before a word ("sehr", "besser", "kaum", "very", "très", "muy"). */
const DEGREE_BEFORE =
  /(?:^|[^\p{L}])(?:very|quite|too|barely|sehr|besser|schlechter|kaum|deutlich|très|trop|muy|poco|bastante)\s+$/iu;
/** Kanji or katakana written on to a name, ending in a kind of company ("精工", "商会"; not a legal form: "Acme株式会社" is Acme). */
/**
 * A reading, a Latin spelling or a place in brackets right after a name ("波（Nami）", "凪（なぎ）",
 * "一筆（Ippitsu、月額480円）", "凪（覚王山）"); not an example ("的中（例：4射3中）").
 */
const GLOSS_AFTER =
  /^[（(](?:[\p{Script=Latin}\p{Script=Hiragana}\p{Script=Katakana}]|\p{Script=Han}{1,6}[）)])/u;
const JA_COMPANY_AFTER =
  /^[\p{Script=Han}\p{Script=Katakana}ー]{0,10}?(?:商会|精工|工業|商店|産業|製作所|工務店|商事|物産|電機|興業|運輸|不動産|建設|証券|物流|技研|水産|食品|薬品|製菓|書房|楽器)/u;
const PARTICLE_BEFORE = /(?:^|[^\p{L}])(\p{Lu}\p{Ll}+)\s+(de|du|del|von|van|da|di)\s+$/u;
const NOBLE_TITLE_BEFORE =
  /(?:^|[^\p{L}])(?:Marqu[eé]s|Marquesa|Conde|Condesa|Duque|Duquesa|Marquis|Marquise|Comte|Comtesse|Duc|Duchesse|Graf|Gräfin|Herzog|Herzogin|Fürst|Fürstin|Earl|Duke|Sir)\s+(?:(?:de|von|of|du|del)\s+)?$/iu;
/** German kinds of business that end a compound ("Tierklinik", "Uhland-Apotheke"). */
const GERMAN_KINDS =
  'klinik|praxis|kanzlei|werkstatt|apotheke|bäckerei|metzgerei|gärtnerei|schreinerei|tischlerei|salon|hotel|gasthaus|schule';
const GERMAN_KIND_BEFORE = new RegExp(`(?:^|[^\\p{L}])(\\p{Lu}\\p{Ll}*(?:${GERMAN_KINDS}))[ \\t]+$`, 'u');
/** "-Apotheke", "-Zahnarztpraxis": a hyphenated compound ending in such a kind. */
// (Not a course of the brand's own: "Elbkraft-Rückenschule".)
const GERMAN_KIND_JOINED = new RegExp(
  `^-\\p{Lu}?\\p{Ll}*(?:${GERMAN_KINDS.replace('|schule', '')})(?![\\p{L}])`,
  'iu',
);
const AMPERSAND_NAME_BEFORE = /(?:^|[^\p{L}])\p{Lu}[\p{L}'’-]*[ \t]&[ \t]$/u;
const OF_CAPITALISED_AFTER = /^[ \t]+(?:del|de[ \t]+la|de[ \t]+los|du|des)[ \t]+\p{Lu}/u;
const KIND_NOUN_BEFORE =
  /(?:^|[^\p{L}])(?:l['’]|le[ \t]|la[ \t]|the[ \t]|an?[ \t]|el[ \t]|una?[ \t]|die[ \t]|der[ \t]|das[ \t])(?:atelier|association|boutique|magasin|shop|store|studio|company|firm|agency|tienda|empresa|taller|agencia|Werkstatt|Firma|Laden|Agentur)[ \t]+$/iu;
const PERSON_TITLE_BEFORE =
  /(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Dr|Prof|Mme|Mlle|Sr|Sra|Srta|Dra)\.?[ \t]$|(?:^|[^\p{L}])(?:Herr|Frau|Herrn|Madame|Monsieur|Mademoiselle|Señor|Señora|Doña)[ \t]$/u;
/** A saint's title right before a name: "St. ", "Sankt ", "Saint-", "San ", "Santa ". */
const SAINT_BEFORE = /(?:^|[^\p{L}])(?:St\.?|Sankt|Saint|Sainte|San|Santa|Santo|São)[ \t-]$/u;
/**
 * A kind written before a kanji name in another alias of the brand, in another script or spaced ("旅館 ",
 * "スパ"; not "はんこの" in "はんこの小判").
 */
const KIND_BEFORE_KANJI = /(?:\s|\p{Script=Katakana}|ー|\p{Script=Latin})$/u;
/** A capitalised word right before a name (the last of hyphenated given names: "Jean-Louis "). */
const GIVEN_NAME_BEFORE = /(?:^|[^\p{L}])(\p{Lu}\p{Ll}+) $/u;
/** Given names and a particle before a surname ("Juan Crisóstomo de ", "Ludwig van "): the first given name. */
const GIVEN_NAME_AND_PARTICLE_BEFORE =
  /(?:^|[^\p{L}])(\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+)? (?:de|del|de la|von|van|van der|da|di|du|dos|das) $/u;
const HYPHENED_BEFORE = /(?:^|[^\p{L}-])\p{Lu}\p{Ll}+-$/u;
/** A model word or code right after a name: "Funke Basic", "Schraubwerk S12", "Summit Pro". */
const MODEL_NAME_AFTER =
  /^(?: |の)(?:\p{Lu}{0,3}\p{N}{1,4}\p{Lu}?|Pro|Plus|Max|Mini|Lite|Air|Ultra|Basic|Classic|Sport|City|Duo|Neo|Evo|Elite|Premium|Compact|Go|One)(?![\p{L}\p{N}])/u;

/** A host-like token written in the text ("acme.io/pricing", "https://blog.acme.io"). */
const DOMAIN_TOKEN =
  /(?:^|[^\p{Script=Latin}\p{N}@._-])((?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})(?![\p{Script=Latin}\p{N}-])(?:\/[^\s)\]>"'，。、\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]*)?)/giu;

interface Context {
  text: string;
  language: AnswerLanguage;
  lines: Line[];
  found: Occurrence[];
}

/** The word before `index` on the same line, and whether punctuation separates them. */
function wordBefore(text: string, index: number): { word: string; separated: boolean; lineStart: boolean } {
  let i = index - 1;
  let separated = false;
  while (i >= 0 && /[\s*_"“«¿¡'(]/.test(text[i] as string)) {
    if (text[i] === '\n') return { word: '', separated: true, lineStart: true };
    if (text[i] === '(' || text[i] === '"' || text[i] === '“') separated = true;
    i -= 1;
  }
  if (i < 0) return { word: '', separated: true, lineStart: true };
  if (/[.,;:!?–—|。、：]/.test(text[i] as string))
    return { word: '', separated: true, lineStart: /[.!?:]/.test(text[i] as string) };
  const end = i + 1;
  while (i >= 0 && /[\p{L}\p{N}'-]/u.test(text[i] as string)) i -= 1;
  return { word: text.slice(i + 1, end), separated, lineStart: false };
}

/** An acronym name or alias ("KW", "TEE"). */
const ACRONYM = /^\p{Lu}{2,4}$/u;
/** A capitalised word and "du / des / del" right before: the "of" part of another name ("Comptoir du …"). */
const OF_PART_BEFORE = /(?:^|[\s"“«(*])\p{Lu}\p{Ll}{2,}[ \t]+(?:du|des|del)[ \t]+$/u;
/** A name written only in katakana. */
const KATAKANA_ONLY = /^[\p{Script=Katakana}ー]+$/u;
/** "な" after a word as a na-adjective ("レトロな"), not "なら", "など", "なので", "なん…". */
const NA_ADJECTIVE_AFTER = /^な(?![らのんど])/u;
/** After a quoted term: "」と呼ばれる", "」と表現される", "」という言葉": what something is called. */
const CALLED_AFTER_JA = /^」(?:と(?:呼ばれ|呼ぶ|呼ん|表現され|称され|言われ)|という(?:言葉|表現|呼び名))/u;

/** A parenthetical after a sentence's subject: "Acme, on the other hand, pulls ahead". */
const PARENTHETICAL_AFTER =
  /^,[ \t]+(?:on\s+the\s+other\s+hand|however|though|by\s+contrast|in\s+contrast|meanwhile|for\s+its\s+part|too|in\s+turn),/iu;

/** Whether `index` opens a sentence, a line or a list item (markdown and quotes skipped). */
function opensSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /[ \t*_"“«¿¡(>#]/.test(text[i] as string)) i -= 1;
  if (i < 0 || /[\n.!?:。！？：]/.test(text[i] as string)) return true;
  // A list marker ("- ", "1. ") at the start of its line.
  const lineStart = text.lastIndexOf('\n', i) + 1;
  return /^\s*(?:[-•]|\d{1,2}[.)]?)$/.test(text.slice(lineStart, i + 1));
}

/** After an imperative: how, where or how long to do it ("away from", "only", "across the rink", "for 2 seconds"). */
const IMPERATIVE_ADVERB_AFTER =
  /^[ \t]+(?:away|only|responsibly|carefully|sustainably|safely|sparingly|slowly|near|along|around|across|through|forward|forwards|backward|backwards|for\s+\d)(?![\p{L}])/u;

/** The word after a position on the same line (a heading's name is not read with the next line). */
function wordAfter(text: string, index: number): string {
  return /^[ \t*_]*([\p{L}\p{N}']+)/u.exec(text.slice(index, index + 40))?.[1] ?? '';
}

/** Two capitalised words ("Gobi Travel"). */
const CAPITALISED_WORDS = /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+$/u;
/** The rest of a hyphenated street, square or park name ("-Wilhelm-Straße", "-Platz", "-Park"). */
const STREET_COMPOUND =
  /^(?:-\p{Lu}\p{Ll}*)*-?(?:\p{Lu}\p{Ll}*)?(?:straße|strasse|platz|allee|weg|gasse|ring|ufer|damm|park)(?![\p{L}])/iu;
/** Two lower-case words after a name: it opens a phrase, not a name slot. */
const PHRASE_AFTER = /^[ \t]+\p{Ll}+[ \t]+\p{Ll}/u;
/** The occurrence sits where answers put brands: a list item head, a first table cell, bold. */
function inSlot(ctx: Context, start: number, end: number): boolean {
  const { text, lines } = ctx;
  if (text.slice(end, end + 2) === '**') return true;
  // "**Repaso antes del examen:**", "- Repaso antes del examen": a phrase opening with the word.
  if (PHRASE_AFTER.test(text.slice(end, end + 24))) return false;
  if (text.slice(Math.max(0, start - 2), start) === '**') return true;
  const line = lines[spanIndexAt(lines, start)];
  if (!line) return false;
  // "### 1. 満月 ― 料理重視ならここ", "## Summit: for teams": a heading opening with the name and a break.
  if (line.kind === 'heading')
    return (
      opensHead(text, line, start) && HEADING_NAME_END.test(text.slice(end, Math.min(line.end, end + 3)))
    );
  // (Not after the first sentence of an item with no head mark: "- 家計簿は…重要です。…コツコツと".)
  return (
    (line.kind === 'item' || line.kind === 'row') &&
    start < line.headEnd &&
    !line.tableHeader &&
    (line.kind === 'row' || !text.slice(line.bodyStart, start).includes('。'))
  );
}
/** A hyphen cutting a German word short before a conjunction ("Riemen- und Skullboote"). */
const SUSPENDED_HYPHEN = /^-[ \t]+(?:und|oder|bzw\.|sowie)[ \t]/u;
/** A German instruction's rest up to its colon: "auf Dichtigkeit prüfen:", "regelmäßig ölen:". */
const GERMAN_INSTRUCTION_AFTER = /^[ \t]+[^:\n*]{0,40}?[ \t]\p{Ll}+(?:en|ern|eln):/u;
/** A word, a preposition and the same word ("Schlag für Schlag", "stroke by stroke", "pas à pas"). */
const REPEAT_AFTER = /^[ \t]+(?:für|by|after|à|a|tras|um)[ \t]+([\p{L}-]+)/u;
const REPEAT_BEFORE = /([\p{L}-]+)[ \t]+(?:für|by|after|à|a|tras|um)[ \t]+$/u;
function repeatedAround(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end).toLowerCase();
  const after = REPEAT_AFTER.exec(text.slice(end, end + 40));
  if (after && (after[1] as string).toLowerCase() === word) return true;
  const before = REPEAT_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  return !!before && (before[1] as string).toLowerCase() === word;
}
/** A table header cell opening with the name and going on in lower case ("| Bellows repair |"). */
function columnLabel(text: string, lines: Line[], start: number, end: number): boolean {
  const line = lines[spanIndexAt(lines, start)];
  if (!line || line.kind !== 'row' || !line.tableHeader) return false;
  const cellStart = text.lastIndexOf('|', start - 1);
  if (cellStart < line.start || /[^\s*_]/u.test(text.slice(cellStart + 1, start))) return false;
  return /^[ \t]+\p{Ll}[^|\n]*\|/u.test(text.slice(end, line.end + 1));
}
/** Whether a name opens its line's body or a bold span ("### 凪（…）", "- **凪（…）**"). */
function opensHead(text: string, line: Line | undefined, start: number): boolean {
  return !!line && text.slice(line.bodyStart, start).replace(/[*_\s]|\d{1,2}[.)]/gu, '') === '';
}
const HEADING_NAME_END = /^[*_]*\s*(?:$|[―—–:：(（]|-\s)/u;

/**
 * One precompiled matcher for a set of tracked brands: a single case-insensitive regex over every
 * name and alias (longest first) with script-aware boundaries, plus a scan of host-like tokens for
 * domains. Whether an occurrence of a common word means the brand is decided from its context.
 */
export class BrandMatcher {
  private readonly regex: RegExp | undefined;
  private readonly terms = new Map<string, Term>();
  /** Registrable domain -> tracked brand index. */
  private readonly domains = new Map<string, number>();
  /** Term keys without diacritics, built on first use. */
  private folded: Set<string> | undefined;
  /** Term keys of six letters or more without spaces and punctuation, built on first use. */
  private flatTerms: Set<string> | undefined;
  /** Tracked names and domain labels, letters and digits only ("nimbo", "minatohikkoshi"). */
  private stems: string[] | undefined;

  /** "nimbo-deals.net" next to a tracked Nimbo: a near-miss (rule 5), not another website. */
  private isLookalike(host: string): boolean {
    this.stems ??= [
      ...[...this.terms.keys()].map((k) => k.replace(/[^\p{L}\p{N}]/gu, '')),
      ...[...this.domains.keys()].map((d) => (d.split('.')[0] ?? '').replace(/[^a-z0-9]/g, '')),
    ].filter((stem) => stem.length >= 3);
    const flat = host.replace(/[^a-z0-9]/g, '');
    return this.stems.some((stem) => flat.includes(stem));
  }

  constructor(readonly tracked: TrackedBrand[]) {
    const patterns: { length: number; source: string; latinStart: boolean }[] = [];
    tracked.forEach((t, i) => {
      const add = (raw: string, via: MatchVia, contracted = false) => {
        const term = raw.normalize('NFC').trim().replace(/[’]/g, "'");
        const key = keyOf(term);
        if (key.length < 1 || this.terms.has(key)) return;
        const ambiguity = t.commonWord ? 'common' : ambiguityOf(term);
        this.terms.set(key, {
          brand: i,
          via,
          ambiguity,
          lowerStyled: term === term.toLowerCase(),
          spelling: term,
          wordLike: mayBeWord(term),
          twoKanji: TWO_KANJI.test(term),
          ...(contracted ? { contracted } : {}),
        });
        patterns.push({ length: term.length, ...termPattern(term) });
      };
      const names = [t.brand.name, ...t.brand.aliases];
      add(t.brand.name, 'name');
      for (const alias of t.brand.aliases) add(alias, 'alias');
      // French contracts "de le" and "à le" ("du Cabas Fermier", "au Cep Vivant"): the name without its
      // article, after those.
      names.forEach((name, n) => {
        const bare = /^(?:Le|Les)\s+(\p{Lu}.*)$/u.exec(name.trim());
        if (bare) add(bare[1] as string, n === 0 ? 'name' : 'alias', true);
      });
      for (const domain of t.brand.domains) {
        const d = registrableDomain(domain) ?? hostOf(domain);
        if (d && !this.domains.has(d)) this.domains.set(d, i);
      }
    });
    patterns.sort((a, b) => b.length - a.length);
    // Latin-start terms: one consumed boundary character (or the text start) then the alternation,
    // which V8 runs several times faster than a lookbehind in front of every alternative.
    const latin = patterns.filter((p) => p.latinStart).map((p) => p.source);
    const other = patterns.filter((p) => !p.latinStart).map((p) => p.source);
    const alternatives: string[] = [];
    if (latin.length > 0)
      alternatives.push(
        `(?:^|[^\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{N}_])(${latin.join('|')})`,
      );
    if (other.length > 0) alternatives.push(`(${other.join('|')})`);
    this.regex = alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'giu') : undefined;
  }

  /** Whether `name` (any case or spacing) is a tracked name or alias: never an untracked brand. */
  isTrackedName(name: string): boolean {
    const key = keyOf(name);
    // ("the two Loftwells": a plural of a tracked name.)
    if (this.terms.has(key) || (key.endsWith('s') && this.terms.has(key.slice(0, -1)))) return true;
    // "d'Eclair" for a tracked "Éclair" is a misspelling (rule 5), not another brand either.
    this.folded ??= new Set([...this.terms.keys()].map(foldAccents));
    // eslint-disable-next-line no-control-regex
    if (this.folded.has(/^[\x00-\x7f]*$/.test(key) ? key : foldAccents(key))) return true;
    // "hinataparking", "Hinata-Parking" for a tracked "Hinata Parking": the name run together, a
    // near-miss (rule 5).
    const flat = key.replace(/[^\p{L}\p{N}]/gu, '');
    this.flatTerms ??= new Set(
      [...this.terms.keys()].map((k) => k.replace(/[^\p{L}\p{N}]/gu, '')).filter((k) => k.length >= 6),
    );
    return flat.length >= 6 && this.flatTerms.has(flat);
  }

  /**
   * Every accepted occurrence in text order (`text` normalized by normalizeText). Bare lower-case hosts of no tracked entity
   * ("nimbo-deals.net") go to `websites` when given: untracked websites (rule 13).
   */
  find(text: string, language: AnswerLanguage, lines: Line[], websites?: Website[]): Occurrence[] {
    const found: Occurrence[] = [];
    const masked: Span[] = hiddenSpans(text);
    if (text.includes('.')) {
      DOMAIN_TOKEN.lastIndex = 0;
      for (let m = DOMAIN_TOKEN.exec(text); m; m = DOMAIN_TOKEN.exec(text)) {
        const token = m[1] as string;
        const host = (m[2] as string).toLowerCase();
        const domain = knownRegistrableDomain(host.startsWith('www.') ? host.slice(4) : host);
        if (!domain && !this.terms.has(host)) continue;
        const start = m.index + m[0].length - token.length;
        const end = start + token.length;
        if (masked.some((s) => start >= s.start && start < s.end)) continue;
        masked.push({ start, end });
        const named = this.terms.get(host);
        const brand = domain !== undefined ? this.domains.get(domain) : undefined;
        if (brand !== undefined) found.push({ brand, start, end, text: token, via: 'domain' });
        else if (named) found.push({ brand: named.brand, start, end, text: token, via: named.via });
        else if (websites && token.startsWith(m[2] as string) && m[2] === host && !this.isLookalike(host))
          websites.push({ start, name: host.startsWith('www.') ? host.slice(4) : host });
      }
    }
    if (!this.regex) return found;
    const ctx: Context = { text, language, lines, found };
    const mayConfuse = MAY_CONFUSE.test(text);
    const names: Occurrence[] = [];
    // First pass: every match of a tracked name; lower-case ones show a name used as a word.
    const matches: { term: Term; matched: string; start: number; end: number }[] = [];
    let shownAsWord: Set<Term> | undefined;
    this.regex.lastIndex = 0;
    for (let m = this.regex.exec(text); m; m = this.regex.exec(text)) {
      const matched = (m[1] ?? m[2]) as string;
      const start = m.index + m[0].length - matched.length;
      const end = start + matched.length;
      if (masked.length > 0 && masked.some((s) => start < s.end && end > s.start)) continue;
      const term = this.terms.get(keyOf(matched));
      if (!term) continue;
      matches.push({ term, matched, start, end });
      if (term.wordLike && matched === matched.toLowerCase() && writtenAsWord(text, start, end, language))
        (shownAsWord ??= new Set()).add(term);
    }
    const inflected = new Map<Term, boolean>();
    const lowerWords = new Map<Term, boolean>();
    // "vins doux naturels (VDN)": an acronym the answer defines as a phrase of lower-case words is that
    // phrase wherever it stands.
    const phraseAcronyms = MAY_DEFINE_ACRONYM.test(text) ? this.phraseAcronyms(text) : undefined;
    // A kanji word the answer shows as a name once (in an option's head, quoted, glossed, or listed
    // with another tracked name: "松韻と若葉園") names the brand wherever it stands alone
    // ("「王手」のサービス終了 … 王手に保存していた棋譜").
    let namedKanji: Set<Term> | undefined;
    matches.forEach(({ term, matched, start, end }, i) => {
      if (term.ambiguity !== 'kanji') return;
      // (So does an alias of the brand that writes a kind before it: "**旅館 月影**" names 月影,
      // "スパ日和の混雑" names 日和.)
      if (
        matches.some(
          (m) =>
            m.term.brand === term.brand &&
            m.term !== term &&
            m.term.spelling.endsWith(term.spelling) &&
            KIND_BEFORE_KANJI.test(m.term.spelling.slice(0, -term.spelling.length)),
        )
      ) {
        (namedKanji ??= new Set()).add(term);
        return;
      }
      const listed =
        (i > 0 && JA_LISTED.test(text.slice(matches[i - 1]!.end, start))) ||
        (i + 1 < matches.length && JA_LISTED.test(text.slice(end, matches[i + 1]!.start)));
      // (Or a one-kanji name opening the answer as its topic: "梓は一枚板のテーブルで人気が高く".)
      const opensAnswer =
        term.spelling.length === 1 &&
        /^[\s*_#]*$/u.test(text.slice(0, start)) &&
        /^[はがの]/u.test(text.slice(end, end + 1));
      if (listed || opensAnswer || this.meansBrand(ctx, term, matched, start, end, names))
        (namedKanji ??= new Set()).add(term);
    });
    for (const match of matches) {
      // (term, matched and start move to the brand's shorter name in "la autoescuela Volante" below.)
      let { term, matched, start } = match;
      const { end } = match;
      // The German genitive ("Acmes Preise") is a mention; an English plural is not (rule 4).
      if (
        /^[sS]/.test(text.charAt(end)) &&
        /[\p{Script=Latin}]/u.test(matched.slice(-1)) &&
        language !== 'de'
      )
        continue;
      if (this.partOfOtherName(text, start, language)) continue;
      // "Au Comptoir du Levain": the "of" part of a longer French or Spanish name.
      if (
        (language === 'fr' || language === 'es') &&
        term.wordLike &&
        OF_PART_BEFORE.test(text.slice(Math.max(0, start - 30), start))
      )
        continue;
      // "Gobi travel in July" for the alias "Gobi Travel": a capitalised first word and the rest in
      // lower case is the word and a noun, not the name written with capitals (unless the first word
      // is a name of the brand's as written: "Keyfall boards" for "Keyfall Boards").
      if (
        CAPITALISED_WORDS.test(term.spelling) &&
        /^\p{Lu}\p{Ll}*\s+\p{Ll}+$/u.test(matched) &&
        !this.namesOf(term.brand).includes(matched.slice(0, matched.search(/\s/)))
      )
        continue;
      // "0,25 kW" for the alias "KW": an acronym written in mixed case is another abbreviation (a unit).
      if (ACRONYM.test(term.spelling) && /\p{Ll}/u.test(matched) && /\p{Lu}/u.test(matched)) continue;
      // "大正レトロな柄", "レトロな雰囲気": a katakana name used as a na-adjective is the word (not "なら",
      // "など", "なので").
      if (KATAKANA_ONLY.test(term.spelling) && NA_ADJECTIVE_AFTER.test(text.slice(end, end + 3))) continue;
      // "「ケラマブルー」と呼ばれる海": a quoted name the answer says is what something is called (not a
      // nickname given right after the brand's name: "杜の学舎（地元では「モリガク」と呼ばれる…）").
      if (
        text.charAt(start - 1) === '「' &&
        CALLED_AFTER_JA.test(text.slice(end, end + 8)) &&
        !matches.some((m) => m.term.brand === term.brand && m.end <= start && start - m.end < 16)
      )
        continue;
      // "from Larkspur or Castle Rock": a place name joined to another place.
      if (term.via !== 'domain' && !matched.includes(' ') && joinedToPlace(text, matched, start, end))
        continue;
      // "Guardian Life", "The Guardian": part of a well-known other name.
      if (term.via !== 'domain' && insideKnownName(text, matched, start, end)) continue;
      // "(Hickory, NC)": the town; 'Alan "Ollie" Gelfand': a nickname; "Ollie's Surfshop": another shop.
      if (term.via !== 'domain' && !matched.includes(' ')) {
        if (language === 'en' && US_STATE_AFTER.test(text.slice(end, end + 5))) continue;
        if (
          NICKNAME_QUOTES_BEFORE.test(text.slice(Math.max(0, start - 20), start)) &&
          NICKNAME_QUOTES_AFTER.test(text.slice(end, end + 20))
        )
          continue;
      }
      if (term.via !== 'domain' && POSSESSIVE_SHOP_AFTER.test(text.slice(end, end + 40))) continue;
      if (phraseAcronyms?.has(term)) continue;
      // A name the brand writes with a capital, written in lower case, is the everyday word ("en
      // tandem", "ricos en fibra", "saffron rice", "comment on respire", "por impulso", rule 7; for a
      // plain capitalised name the word lists need not know it, a camel-case one lower-cased is still
      // the name: "hourhive"), unless a verb of choosing, "chez" or a move to it puts the brand there
      // ("prueba fibra", "chez ambrette", "moved to acme").
      if (
        term.wordLike &&
        matched === matched.toLowerCase() &&
        // (A hyphen joins it to a word, "profit-margin reports", not to an address.)
        !inAddress(text, start, end, false) &&
        (/^\p{Lu}\p{Ll}+$/u.test(term.spelling) || isDictionaryWord(matched, language))
      ) {
        const before = wordBefore(text, start).word;
        if (
          !VERB_BEFORE_NAME.test(before) &&
          !BUSINESS_BEFORE.has(before.toLowerCase()) &&
          !MOVED_TO.test(text.slice(Math.max(0, start - 24), start))
        )
          continue;
      }
      // "get to a vet now" for "Vet Now": a name of several words written all in lower case is the
      // phrase (names styled in lower case aside).
      // (An elided article is not the name's first letter: "l'Atelier Visuel" is "L'Atelier Visuel".)
      if (
        !term.lowerStyled &&
        matched.includes(' ') &&
        /^\p{Ll}(?!['’]\p{Lu})/u.test(matched) &&
        /^\p{Lu}/u.test(term.spelling) &&
        // ("optez pour le Cabas Fermier": an article written in lower case inside a sentence.)
        !(ARTICLE_FIRST.test(term.spelling) && /^\p{Ll}+\s+\p{Lu}/u.test(matched))
      ) {
        // ("la autoescuela Volante": the kind in lower case, then the brand's shorter name.)
        const name = /^\p{Ll}+\s+(\p{Lu}.*)$/su.exec(matched)?.[1];
        const shorter = name === undefined ? undefined : this.terms.get(keyOf(name));
        if (!name || !shorter || shorter.brand !== term.brand) continue;
        start = end - name.length;
        matched = name;
        term = shorter;
      }
      if (term.wordLike && roleNounAfterAls(text, start, end)) continue;
      if (term.contracted && !CONTRACTED_ARTICLE.test(text.slice(Math.max(0, start - 5), start))) continue;
      // "the village of Harwood", "el barrio de Triana", "the Bridgewater Canal", "l'antique Massilia": a
      // place, not the brand.
      const before28 = text.slice(Math.max(0, start - 28), start);
      if (MAY_NAME_PLACE_KIND.test(before28) && PLACE_KIND_BEFORE.test(before28)) continue;
      if (
        (LANDMARK_AFTER.test(text.slice(end, end + 12)) ||
          // ("Shepherd Drive", "Katy Freeway"; in English only: "Kilomo Drive" is a French product.)
          (language === 'en' && ROAD_AFTER_EN.test(text.slice(end, end + 12)))) &&
        !term.spelling.includes(' ') &&
        // (Not the brand's own next word: "Hansa Drive" for a brand with the alias "Hansa".)
        !this.ownNextWord(term.brand, text.slice(end, end + 30))
      )
        continue;
      // "株式会社ミナト精工", "中島ペットフード商会": written on to a company's kind, another company's name.
      if (language === 'ja' && JA_COMPANY_AFTER.test(text.slice(end, end + 14))) continue;
      // "mitome-in", "drip-feed": a lower-case name written on to a lower-case word is part of that word.
      if (term.lowerStyled && /^-\p{Ll}+(?![\p{Script=Latin}\p{N}.@/-])/u.test(text.slice(end, end + 24)))
        continue;
      // "サイクル北浜（北浜）": in brackets after a name of its own that ends with it, the place.
      if (
        /[（(]/u.test(text.charAt(start - 1)) &&
        matches.some(
          (m) =>
            m.term.brand === term.brand &&
            m.end === start - 1 &&
            m.matched.endsWith(matched) &&
            m.matched !== matched,
        )
      )
        continue;
      // "長野県の松本にも": a kanji name of the brand's that opens a longer one ("松本弦楽器"), after a
      // prefecture or a city, is the place.
      if (
        language === 'ja' &&
        /^\p{Script=Han}+$/u.test(matched) &&
        /\p{Script=Han}[都道府県市区町村]の$/u.test(text.slice(Math.max(0, start - 3), start)) &&
        this.opensLongerName(term.brand, matched)
      )
        continue;
      // "4分の3拍子", "3拍子": a kanji name right after a numeral is a counter or unit, the word.
      if (
        language === 'ja' &&
        /^\p{Script=Han}+$/u.test(matched) &&
        /\p{N}$/u.test(text.slice(start - 1, start))
      )
        continue;
      // "北浜や本町方面へ", "北浜駅から": a kanji name before a word of area or station is the place.
      if (
        language === 'ja' &&
        /^[\p{Script=Han}\p{Script=Katakana}ー]+$/u.test(matched) &&
        JA_PLACE_AFTER.test(text.slice(end, end + 12))
      )
        continue;
      // "Michel de Montaigne", "Heinrich von Brühl": a person's name with a particle.
      const particle = PARTICLE_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
      if (particle && isPersonName(`${particle[1]} ${particle[2]} ${matched}`)) continue;
      // "Tierklinik Lindner", "Zahnarztpraxis Kuhn", "die Uhland-Apotheke": a German kind of business
      // written before a name of the brand's that does not have it, or joined to it by a hyphen, makes
      // another business; a street or park joined to it is a place.
      if (language === 'de' && term.via !== 'domain') {
        const kind = GERMAN_KIND_BEFORE.exec(text.slice(Math.max(0, start - 30), start))?.[1]?.toLowerCase();
        if (kind && !(this.ownWords ??= this.ownWordsOf())[term.brand]?.has(kind)) continue;
        if (text.charCodeAt(end) === 45 && GERMAN_KIND_JOINED.test(text.slice(end, end + 30))) continue;
        // ("der Hansa-Park", "die Hansa-Allee": a park or a street named after the word.)
        if (text.charCodeAt(end) === 45 && STREET_COMPOUND.test(text.slice(end, end + 40))) continue;
      }
      // "Zadig & Voltaire": the second part of a name joined by "&" to a capitalised word is another
      // business's name (the first part, "Sauber & Söhne", is caught by AMPERSAND_NAME_AFTER below).
      if (
        term.via !== 'domain' &&
        text.charCodeAt(start - 2) === 38 &&
        AMPERSAND_NAME_BEFORE.test(text.slice(Math.max(0, start - 30), start)) &&
        !this.namesOf(term.brand).some((n) => n.includes('&'))
      )
        continue;
      // "Ribera del Duero", "Montesquieu de …": a one-word name before "del"/"de la" and a capitalised word
      // is a longer name (a region, a place), unless the brand's own names go on so.
      if (
        (language === 'es' || language === 'fr') &&
        term.via !== 'domain' &&
        !matched.includes(' ') &&
        OF_CAPITALISED_AFTER.test(text.slice(end, end + 12)) &&
        !this.opensLongerName(term.brand, `${matched} d`)
      )
        continue;
      // "l'atelier Rayon Vert", "the shop Drift Supply": after a lower-case kind of business, a longer
      // name than the brand's own.
      if (
        term.via !== 'domain' &&
        /^[ \t]\p{Lu}/u.test(text.slice(end, end + 2)) &&
        KIND_NOUN_BEFORE.test(text.slice(Math.max(0, start - 16), start)) &&
        !this.ownNextWord(term.brand, text.slice(end, end + 30))
      )
        continue;
      // "ein Labrador wie Kuno": a name styled in lower case, capitalised inside a sentence, is another
      // name (a pet's, a person's).
      if (
        term.lowerStyled &&
        term.via !== 'domain' &&
        /^\p{Lu}\p{Ll}/u.test(matched) &&
        !opensSentence(text, start) &&
        // (Not before a product's name: "Zenta Metal".)
        !/^[ \t]+\p{Lu}/u.test(text.slice(end, end + 2)) &&
        // (Nor at a line's start or right after a list, table, bold or bracket mark.)
        !/(?:^|[-*_#|>•\d.)\]（「([])\s*$/u.test(
          text.slice(Math.max(0, start - 3), start).replace(/^.*\n/su, ''),
        )
      )
        continue;
      // "la paisajista Hortensia Soler": a given name before a surname is a person's.
      if (
        term.via !== 'domain' &&
        !matched.includes(' ') &&
        /^[ \t]\p{Lu}/u.test(text.slice(end, end + 2)) &&
        isPersonName(`${matched} ${wordAfter(text, end)}`) &&
        !this.ownNextWord(term.brand, text.slice(end, end + 30))
      )
        continue;
      // "Jean-Joseph-Louis Graslin", "Claire Morel", "Juan Crisóstomo de Arriaga": a surname after a
      // given name (and a particle) is a person's (not
      // a name the brand's own names hold: "Louis Graslin Toilettage").
      if (
        term.via !== 'domain' &&
        !matched.includes(' ') &&
        /^\p{Lu}/u.test(matched) &&
        text.charAt(start - 1) === ' '
      ) {
        const before = text.slice(Math.max(0, start - 40), start);
        const given = (GIVEN_NAME_BEFORE.exec(before) ?? GIVEN_NAME_AND_PARTICLE_BEFORE.exec(before))?.[1];
        if (
          given &&
          isPersonName(`${given} ${matched}`) &&
          !(this.ownWords ??= this.ownWordsOf())[term.brand]?.has(given.toLowerCase())
        )
          continue;
      }
      // "Ms. Brooks", "Frau Schäfer", "Mme Bellecour": a person addressed by title.
      if (term.via !== 'domain' && PERSON_TITLE_BEFORE.test(text.slice(Math.max(0, start - 10), start)))
        continue;
      // "el Marqués de Larios", "Graf von Brühl": a title of nobility.
      if (NOBLE_TITLE_BEFORE.test(text.slice(Math.max(0, start - 16), start))) continue;
      // "An St. Severin", "la iglesia de San Telmo": a saint's name (a church, a street, a place).
      if (SAINT_BEFORE.test(text.slice(Math.max(0, start - 8), start))) continue;
      // "Ludwig-Huber-Straße", "l'avenue Frédéric-Mistral": the last part of a hyphenated name.
      if (term.via !== 'domain' && HYPHENED_BEFORE.test(text.slice(Math.max(0, start - 20), start))) continue;
      // "書いたお手本をなぞり", "ご家紋": a kanji name after the polite prefix お or ご is that word (not
      // after "なお", "by the way": "なお羅針盤は").
      if (
        language === 'ja' &&
        /^\p{Script=Han}+$/u.test(matched) &&
        /(?:^|[^\p{Script=Han}\p{Script=Katakana}ーな])[おご]$/u.test(
          text.slice(Math.max(0, start - 2), start),
        )
      )
        continue;
      // "税理士の中村ミナト氏": a given name after a kanji surname, with an honorific, is a person.
      if (
        language === 'ja' &&
        /\p{Script=Han}/u.test(text.charAt(start - 1)) &&
        HONORIFIC_AFTER.test(text.slice(end, end + 2))
      )
        continue;
      // "動画を発信しているAOIさん", "シェフの大地さん": a Latin or kanji name with an honorific is a person's.
      if (
        language === 'ja' &&
        /^(?:\p{Script=Latin}+|\p{Script=Han}{1,3})$/u.test(matched) &&
        HONORIFIC_AFTER.test(text.slice(end, end + 2))
      )
        continue;
      // "代表の北野 恵先生": a kanji surname, then a given name with an honorific, is a person.
      if (
        language === 'ja' &&
        /^\p{Script=Han}+$/u.test(matched) &&
        GIVEN_NAME_AFTER_JA.test(text.slice(end, end + 6))
      )
        continue;
      // "der Keimling", "im Hörsaal": a German noun-like name right after an article or a contraction
      // is the noun (a company is named bare, "bei Keimling", or with its kind, "der Versicherer X").
      // (A model or a compound after it names the maker's product: "zum Schraubwerk S12", "Vom Alpwerk-Helm".)
      if (
        language === 'de' &&
        term.wordLike &&
        !term.lowerStyled &&
        // (An acronym is no noun: "mit dem NHZ".)
        !/^\p{Lu}{2,}$/u.test(matched) &&
        germanArticleBefore(text, start, end) &&
        // (Not before a model or a compound, "zum Schraubwerk S12"; a formal "Ihrer" is no model:
        // "das Klangbild Ihrer Geräte".)
        (!/^(?:-|\s+[\p{Lu}\p{N}])/u.test(text.slice(end, end + 2)) ||
          /^\s+Ihr(?:e|er|es|en|em)?(?![\p{L}])/u.test(text.slice(end, end + 8))) &&
        // "zum Rundum greifen" (choosing it); "die Nordkasse" (banks take the article).
        !/^\s+(?:greifen|raten|wechseln)(?![\p{L}])/u.test(text.slice(end, end + 10)) &&
        !/(?:kasse|bank)$/iu.test(term.spelling) &&
        !MODEL_NAME_AFTER.test(text.slice(end, end + 12))
      )
        continue;
      const spaced = text.charCodeAt(end) === 32;
      if (
        spaced &&
        /\p{Lu}/u.test(text.charAt(end + 1)) &&
        (OTHER_COMPANY_AFTER.test(text.slice(end, end + 16)) ||
          // "Ember Hearth Co", "Kestrel Optics GmbH": another company with a legal form.
          LEGAL_FORM_AFTER.test(text.slice(end, end + 40)) ||
          // "Encore Piano Movers", "Bastion Locksmiths", "Nexo Énergies": another kind of business
          // than the brand's own names say (not after a name written in the brand's own lower case:
          // "**tiktak Studio**" is its product).
          (this.otherKindAfter(term.brand, text.slice(end, end + 40)) &&
            !(term.lowerStyled && matched === matched.toLowerCase())) ||
          // "Azahar Reformas, una empresa de reformas": a longer name the answer calls a company;
          // "**Verwechslungsgefahr**" … "der Packesel Lastenradkurier": one under a confusion heading.
          ((OTHER_COMPANY_APPOSITION.test(text.slice(end, end + 60)) ||
            underConfusionHeading(text, lines, start)) &&
            !this.ownNextWord(term.brand, text.slice(end, end + 30))))
      )
        continue;
      // "Nicht zu verwechseln mit Rückenwind Reisen", "… mit dem Yogastudio Balance": after such a cue,
      // the name inside a longer one is the other business. (Not the name alone: "Le Robinet d'Or, à
      // ne pas confondre avec Robinet, …" names the brand as the one not meant.)
      if (
        term.via !== 'domain' &&
        mayConfuse &&
        (/^(?:\*\*)?[ \t]+\p{Lu}/u.test(text.slice(end, end + 4)) ||
          // ("… mit dem Oldtimer-Wagenwerk in Altona": a compound written on to it.)
          /\p{Lu}\p{Ll}+(?:[ \t]+|-)$/u.test(text.slice(Math.max(0, start - 30), start)) ||
          // ("confuse it with The Bascom, the arts center", "aucun lien avec Anse, la commune du
          // Rhône": a shorter name of the brand's that the answer says what it is.)
          (this.opensLongerName(term.brand, matched) &&
            APPOSITION_AFTER.test(text.slice(end, end + 12)) &&
            WITH_BEFORE.test(text.slice(Math.max(0, start - 12), start)))) &&
        // (The cue may open a long sentence: "Nicht zu verwechseln ist der Kursanbieter übrigens mit
        // dem Gitarrenbau Saitenwerk"; or be the heading: "**Hinweis zur Namensgleichheit:**" …
        // "Bewertungen für das Fotostudio Isarkinder in der Au".)
        (CONFUSED_WITH_BEFORE.test(text.slice(Math.max(0, start - 100), start)) ||
          underConfusionHeading(text, lines, start))
      )
        continue;
      // "Brisa Coworking, en Ruzafa, no tiene nada que ver con Brisa English": the name inside a longer
      // one, before a cue that it is not the tracked one named after the cue.
      if (
        mayConfuse &&
        term.via !== 'domain' &&
        unrelatedToTracked(
          text,
          term.brand,
          (this.ownWords ??= this.ownWordsOf())[term.brand],
          start,
          end,
          matches,
          language,
        )
      )
        continue;
      // "Lather & Lace Pet Boutique", "El Fogón de Mariana", "Le Robinet d'Or", "La Tablée des
      // Canuts", "la Boulangerie Le Mitron": a name that is also a word, inside a longer name of
      // another business.
      if (
        term.wordLike &&
        (KIND_AND_ARTICLE_BEFORE.test(text.slice(Math.max(0, start - 16), start)) ||
          ((spaced || text[end] === '&') &&
            (AMPERSAND_NAME_AFTER.test(text.slice(end, end + 6)) ||
              (ARTICLE_BEFORE_NAME.test(text.slice(Math.max(0, start - 5), start)) &&
                OF_NAME_AFTER.test(text.slice(end, end + 8))))))
      )
        continue;
      // "QWERTY以外の配列", "a QWERTY layout": a name styled in lower case that is a word, written in
      // capitals, is the word's acronym-like use (the brand writes "qwerty").
      if (
        term.lowerStyled &&
        matched.length >= 4 &&
        matched !== term.spelling &&
        /^\p{Lu}+$/u.test(matched) &&
        isDictionaryWord(term.spelling, 'en')
      )
        continue;
      let everyday = false;
      if ((term.ambiguity === 'none' || term.ambiguity === 'common') && term.wordLike) {
        everyday = shownAsWord?.has(term) ?? false;
        // A German noun ("Himmelszelt", "Funkenflug") is a word of the language even when the answer
        // only writes it capitalised, as German does ("unter dem echten Himmelszelt").
        if (!everyday && language === 'de' && !term.spelling.includes(' ') && isGermanNoun(term.spelling))
          everyday = true;
        if (!everyday && language === 'de') {
          let shown = inflected.get(term);
          if (shown === undefined) {
            shown = inflectedAsWord(text, term.spelling);
            inflected.set(term, shown);
          }
          everyday = shown;
        }
      }
      // A name the brand writes in lower case that is a word of the answer's language ("pli", "algo",
      // "typo"): judged like a common word there ("sans le moindre pli", "un algo à la fois").
      if (term.lowerStyled && term.ambiguity === 'none' && /^\p{Script=Latin}{3,}$/u.test(term.spelling)) {
        let word = lowerWords.get(term);
        if (word === undefined) {
          word = isDictionaryWord(term.spelling, language);
          lowerWords.set(term, word);
        }
        everyday ||= word;
      }
      // "Notably, most of these apps …": an English adverb opening a sentence before a comma (not
      // before a parenthetical and the verb: "Notably, on the other hand, pulls ahead").
      if (
        language === 'en' &&
        text[end] === ',' &&
        /^\p{L}+ly$/iu.test(term.spelling) &&
        opensSentence(text, start) &&
        !PARENTHETICAL_AFTER.test(text.slice(end, end + 40)) &&
        isDictionaryWord(term.spelling, 'en')
      )
        continue;
      // "- Forage away from roadsides": an English verb opening a sentence, an adverb or a preposition
      // of place after it, is the imperative.
      if (
        language === 'en' &&
        term.wordLike &&
        IMPERATIVE_ADVERB_AFTER.test(text.slice(end, end + 16)) &&
        opensSentence(text, start) &&
        isDictionaryWord(term.spelling, 'en')
      )
        continue;
      // "besser hörbar wird", "very drip": after an adverb of degree, a lower-case name is the word.
      if (
        term.lowerStyled &&
        DEGREE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) &&
        text.slice(start, end) === text.slice(start, end).toLowerCase()
      )
        continue;
      // "Schlag für Schlag", "stroke by stroke", "paso a paso": a word repeated around a preposition.
      if (term.wordLike && repeatedAround(text, start, end)) continue;
      // "Riemen- und Skullboote": a German word cut short before "und"; "Catch-up weeks": an English
      // word hyphenated to a particle ("Acme-style" stays the name).
      if (
        term.wordLike &&
        !term.lowerStyled &&
        text[end] === '-' &&
        ((language === 'de' && SUSPENDED_HYPHEN.test(text.slice(end, end + 8))) ||
          (language === 'en' &&
            /^-(?:up|down|in|out|off|over)(?![\p{L}])/u.test(text.slice(end, end + 6)) &&
            isDictionaryWord(term.spelling, 'en')))
      )
        continue;
      // "| Bellows repair |", "| Balg abdichten |": a column label opening with the word.
      if (term.wordLike && !term.lowerStyled && columnLabel(text, ctx.lines, start, end)) continue;
      // "* Balg auf Dichtigkeit prüfen:": a German checklist item, a noun and its infinitive.
      if (
        language === 'de' &&
        term.wordLike &&
        !term.spelling.includes(' ') &&
        GERMAN_INSTRUCTION_AFTER.test(text.slice(end, end + 50)) &&
        ctx.lines[spanIndexAt(ctx.lines, start)]?.kind === 'item' &&
        opensHead(text, ctx.lines[spanIndexAt(ctx.lines, start)], start) &&
        (isGermanNoun(term.spelling) || endsInGermanNoun(term.spelling))
      )
        continue;
      // "Pivoine, renoncule et tulipe …": opening a sentence, enumerated with lower-case words.
      if (
        everyday &&
        text[end] === ',' &&
        opensSentence(text, start) &&
        COMMA_LISTED_WORDS.test(text.slice(end, end + 40))
      )
        continue;
      if (spaced && (everyday || term.ambiguity === 'none') && opensSentence(text, start)) {
        const coordinated = COORDINATED_WORD.exec(text.slice(end, end + 30));
        if (
          coordinated &&
          !DETERMINERS.has(coordinated[1] as string) &&
          !FUNCTION_WORDS.has(coordinated[1] as string) &&
          // (Not another tracked name written in lower case: "Tabla App y grindo se descargan gratis".)
          !this.terms.has(keyOf(coordinated[1] as string))
        )
          continue;
      }
      // "Grammatik und Wortschatz": a German compound of nouns enumerated after a noun is the word
      // (a name the noun list knows is handled as everyday in meansBrand).
      if (
        language === 'de' &&
        term.wordLike &&
        !everyday &&
        !term.spelling.includes(' ') &&
        listedAfterNoun(text, start, names) &&
        isGermanCompound(term.spelling)
      )
        continue;
      // "in Schwung kommen", "in Schwung zu bringen": a listed German noun after "in" and before a
      // lower-case word is the idiom's noun.
      if (
        language === 'de' &&
        term.wordLike &&
        !term.spelling.includes(' ') &&
        /(?:^|[^\p{L}])in[ \t]+$/u.test(text.slice(Math.max(0, start - 4), start)) &&
        /^[ \t]+(?:zu[ \t]+)?\p{Ll}+(?:en|t)(?![\p{L}])/u.test(text.slice(end, end + 20)) &&
        isGermanNoun(term.spelling)
      )
        continue;
      // "nach Feierabend eine Tasse", "vor Feierabend ruhig": a German noun after "nach" or "vor" with no
      // article, before a lower-case word, is the idiom's (a business is "bei" or "zu" it).
      if (
        language === 'de' &&
        term.wordLike &&
        !term.lowerStyled &&
        /(?:^|[^\p{L}])(?:nach|vor)[ \t]+$/iu.test(text.slice(Math.max(0, start - 5), start)) &&
        /^[ \t]+\p{Ll}/u.test(text.slice(end, end + 2)) &&
        isGermanNoun(term.spelling)
      )
        continue;
      // "spürbaren Rückenwind bekommen", "steuerlichen Weitblick": a German word ending in a noun, right
      // after an inflected adjective or a quantity word, is that word.
      if (
        language === 'de' &&
        term.wordLike &&
        !term.lowerStyled &&
        !term.spelling.includes(' ') &&
        text[end] !== '-' &&
        // (Past a word in brackets: "geschälte oder gekochte (braune) Weide".)
        ADJECTIVE_BEFORE_NOUN.test(
          text.slice(Math.max(0, start - 40), start).replace(/\([\p{L}-]{1,20}\)[ \t]+$/u, ''),
        ) &&
        (isGermanNoun(term.spelling) || endsInGermanNoun(term.spelling))
      )
        continue;
      // "Schlafzimmer-Kommode": the word as the head of a German compound, in an answer that uses it
      // as a word; so is a name that is itself a compound of German words ("ein Klasse-E-Rufzeichen").
      if (
        text[start - 1] === '-' &&
        /\p{L}/u.test(text.charAt(start - 2)) &&
        (everyday ||
          (language === 'de' &&
            term.wordLike &&
            !term.spelling.includes(' ') &&
            isGermanCompound(term.spelling)))
      )
        continue;
      // "im Format 89 × 59 mm"; "**Format:**" among labels of words ("**Gestaltung:**"; not a model of
      // the brand's: "**Filo Pro:**").
      if (
        everyday &&
        (beforeMeasure(text, end) ||
          (labelAmongWordLabels(text, ctx.lines, start, language, matches) &&
            !MODEL_NAME_AFTER.test(text.slice(end, end + 12))))
      )
        continue;
      // "急な雨音に", "当たる雨音が": a two-kanji word after an attributive form is the ordinary noun.
      // (Not the short form of a longer name that is no word: "良い紅龍が" for 台湾ラーメン紅龍.)
      if (
        term.twoKanji &&
        ATTRIBUTIVE_BEFORE.test(text.slice(Math.max(0, start - 2), start)) &&
        !this.shortFormOfName(term)
      )
        continue;
      // A one-kanji name shown as a name ("**雅**が向いています") is read like a kana word elsewhere:
      // a name as a subject, topic or owner ("雅は予約枠が少なく"), not after の or inside a kanji
      // word ("平安の雅を", "優雅な"); a two-kanji one is a name wherever it stands alone.
      const named = namedKanji?.has(term) ?? false;
      if (named && !term.twoKanji && /\p{Script=Han}/u.test(text.charAt(start - 1))) continue;
      // "店の大将が一枚ずつ焼く": the shop's master, the ordinary word, even for a named two-kanji name;
      // "「ラーメン大将」": the end of another name written on to a katakana word; "中庭に面した縁側で":
      // the word, after a verb's clause describing it.
      if (
        named &&
        term.twoKanji &&
        (/(?:店|お店)の$/u.test(text.slice(Math.max(0, start - 3), start)) ||
          /(?:した|する|ている|ていた|った|んだ|いた|れた)$/u.test(
            text.slice(Math.max(0, start - 4), start),
          ) ||
          /[\p{Script=Katakana}ー]/u.test(text.charAt(start - 1)))
      )
        continue;
      // "寺町の商店街", "寺町通り": a two-kanji name that is also a street or district's is the place there.
      if (term.twoKanji && /^の?(?:商店街|通り|界隈|エリア)/u.test(text.slice(end, end + 5))) continue;
      const ambiguity =
        everyday && term.ambiguity === 'none'
          ? 'common'
          : named
            ? term.twoKanji
              ? 'none'
              : 'kana'
            : term.ambiguity;
      if (
        ambiguity !== 'none' &&
        !this.meansBrand(
          ctx,
          { ...term, ambiguity },
          matched,
          start,
          end,
          names,
          everyday,
          ambiguity !== term.ambiguity,
        )
      )
        continue;
      names.push({ brand: term.brand, start, end, text: matched, via: term.via });
    }
    return [...found, ...names].sort((a, b) => a.start - b.start);
  }

  /** The tracked acronyms the text defines as a phrase of lower-case words ("vins doux naturels (VDN)"). */
  private phraseAcronyms(text: string): Set<Term> {
    const out = new Set<Term>();
    for (const m of text.matchAll(DEFINED_ACRONYM)) {
      const acronym = m[2] as string;
      const term = this.terms.get(acronym.toLowerCase());
      if (!term || term.via === 'domain') continue;
      // (Small words inside the phrase may or may not give a letter: "taux annuel effectif global".)
      const words = (m[1] as string).split(/\s+/).filter(Boolean);
      const initials = words.map((w) => w[0]).join('');
      const content = words
        .filter((w) => w.length > 3)
        .map((w) => w[0])
        .join('');
      const want = acronym.toLowerCase();
      if (initials.endsWith(want) || content.endsWith(want)) out.add(term);
    }
    return out;
  }

  /** The words of each tracked brand's names, lower case (for otherKindAfter). */
  private ownWords: Set<string>[] | undefined;

  /** A two-kanji alias that ends the entity's longer name and is no word ("紅龍" of 台湾ラーメン紅龍). */
  private shortFormOfName(term: Term): boolean {
    const name = this.tracked[term.brand]?.brand.name ?? '';
    return name !== term.spelling && name.endsWith(term.spelling) && !isJapaneseWord(term.spelling);
  }

  /** A tracked brand's name and aliases. */
  private namesOf(brand: number): string[] {
    const t = this.tracked[brand];
    return t ? [t.brand.name, ...t.brand.aliases] : [];
  }

  /** Whether a name of the brand's is longer than `opening` and starts with it (case-folded). */
  private opensLongerName(brand: number, opening: string): boolean {
    const folded = opening.toLowerCase();
    return this.namesOf(brand).some((n) => n.length > opening.length && n.toLowerCase().startsWith(folded));
  }

  private ownWordsOf(): Set<string>[] {
    return this.tracked.map(
      (_, brand) => new Set(this.namesOf(brand).flatMap((n) => n.toLowerCase().split(/[\s&-]+/))),
    );
  }

  /** Whether the capitalised word right after a name is one of the brand's own ("Acme Cloud" for "Acme Cloud Suite"). */
  private ownNextWord(brand: number, after: string): boolean {
    const next = /^[ \t]+(\p{Lu}[\p{L}'’-]*)/u.exec(after);
    this.ownWords ??= this.ownWordsOf();
    return !!next && (this.ownWords[brand]?.has((next[1] as string).toLowerCase()) ?? false);
  }

  /** After a name, up to two capitalised words ending in a kind of business the brand's names lack. */
  private otherKindAfter(brand: number, after: string): boolean {
    const kind = BUSINESS_KIND_AFTER.exec(after);
    if (!kind) return false;
    this.ownWords ??= this.ownWordsOf();
    return !this.ownWords[brand]?.has((kind[1] as string).toLowerCase());
  }

  /**
   * "Zed" in "Corvana Zed": a capitalised unknown word right before makes it another company's name.
   * A verb ("Evitaría Acme", "Try Acme", in any of the five languages) does not, nor does a
   * sentence-initial word inflected as a verb or an adverb ("Choisissez Acme", "Honestly Acme").
   */
  private partOfOtherName(text: string, start: number, language: AnswerLanguage): boolean {
    if (text[start - 1] !== ' ') return false;
    const before = wordBefore(text, start);
    if (before.separated || !before.word || !/^\p{Lu}/u.test(before.word)) return false;
    // German apposition: "der Versicherer Alpenrund", "vom Marktplatz Kommode" name the kind, then the
    // name, after an article.
    // So does a noun after a preposition or an adjective: "für Rückrufprobleme Leinenlos", "für
    // nachhaltige Drucksachen Kessler".
    if (language === 'de') {
      const at = text.lastIndexOf(before.word, start - 1);
      const word = wordBefore(text, at).word;
      const article = word.toLowerCase();
      if (DETERMINERS.has(article) || GERMAN_CONTRACTIONS.has(article)) return false;
      if (/^\p{Ll}/u.test(word) && (isGermanNoun(before.word) || endsInGermanNoun(before.word))) return false;
    }
    const lower = before.word.toLowerCase();
    if (NOT_NAMES.has(lower) || BEFORE_NAME.has(lower) || DETERMINERS.has(lower) || FUNCTION_WORDS.has(lower))
      return false;
    if (this.terms.has(lower) || COMMON_WORDS.has(lower)) return false;
    if (!/^\p{Script=Latin}+$/u.test(before.word) || before.word.length <= 2) return false;
    if (VERB_BEFORE_NAME.test(before.word)) return false;
    if (
      VERB_OR_ADVERB_FORM.test(before.word) &&
      opensSentence(text, text.lastIndexOf(before.word, start - 1))
    )
      return false;
    return true;
  }

  /** Rule 7: does this occurrence of a common-word name mean the brand? Decided by context. */
  private meansBrand(
    ctx: Context,
    term: Term,
    matched: string,
    start: number,
    end: number,
    names: Occurrence[],
    everyday = false,
    derived = false,
  ): boolean {
    const { text } = ctx;
    const slot = inSlot(ctx, start, end);
    if (term.ambiguity === 'kanji') {
      // Quoted, or glossed in brackets right after ("波（Nami）").
      // (In a head, a particle after it makes it a word of the phrase: "盃やぐい呑みを用意".)
      // ("「王手をかけられたら" quotes a phrase that opens with the word.)
      // (Not one quoted as an example: "「山田」のような見本".)
      if (/[「『]/.test(text.charAt(start - 1)) && /[」』]/.test(text.charAt(end)))
        return !/^[」』](?:のような|のように|みたいな|などの)/u.test(text.slice(end, end + 6));
      // (A gloss is a reading or a Latin spelling: "的中（例：4射3中）" explains the word.)
      if (/[（(]/.test(text.charAt(start - 1)) || GLOSS_AFTER.test(text.slice(end, end + 32))) return true;
      // (Or picked for a need: "負担を減らしたいなら小春、", "静かさ重視なら凪がおすすめ".)
      if (text.endsWith('なら', start) && /^(?:[、。！]|が|を|も|です|一択)/u.test(text.slice(end, end + 2)))
        return true;
      // (Or alone in a table cell: "| 凪 | 1,100円 |".)
      if (
        /\|[ \t]*$/.test(text.slice(Math.max(0, start - 3), start)) &&
        /^[ \t]*\|/.test(text.slice(end, end + 3))
      )
        return true;
      return slot && !/^\p{Script=Hiragana}/u.test(text.charAt(end));
    }
    // A word in kana names the brand in an option's place, quoted or glossed ("**ツヤ（TSUYA）**",
    // "「しおり」"), or as the subject, topic or owner in a clause ("しおりは", "ツヤなら", "ノエルの");
    // not after a modifier ("次のステップ", "小さなステップ"), before a number ("ステップ1") or as an
    // object or adverb ("ツヤを出す", "マイペースに").
    if (term.ambiguity === 'kana') {
      // (Not a katakana word glossed by Japanese words in running text: "コア（体幹）の使い方" explains
      // the word; an option's head gives its place so: "**凪（覚王山）**", "整体院 凪（覚王山）".)
      if (
        !opensHead(text, ctx.lines[spanIndexAt(ctx.lines, start)], start) &&
        KATAKANA_ONLY.test(term.spelling) &&
        /^[（(][\p{Script=Han}\p{Script=Hiragana}、]+[）)]/u.test(text.slice(end, end + 12))
      )
        return false;
      // "**ペダルの種類**", "ステップの選び方", "リボンの販売": the word's kinds, choice, workings or sale,
      // never a business's.
      if (/^の(?:種類|選び方|違い|仕組み|交換|付け方|販売|長さ)/u.test(text.slice(end, end + 5)))
        return false;
      // ("「ペダルを踏む力…」" quotes a phrase that opens with the word.)
      if (/[「『]/.test(text.charAt(start - 1)) && /^(?:を|に|へ)/u.test(text.charAt(end))) return false;
      if (/[「『]/.test(text.charAt(start - 1)) || /^[」』（(]/u.test(text.charAt(end))) return true;
      // (Or its reading in brackets after a Latin name: "LUMO（ルモ）"; not a gloss of a Japanese word,
      // "体幹（コア）".)
      if (
        /\p{Script=Latin}[（(]$/u.test(text.slice(Math.max(0, start - 2), start)) &&
        /^[）)]/u.test(text.charAt(end))
      )
        return true;
      // (Also in an item's text: "- 特典が、結婚式場やブーケ、指輪など".)
      if (listedWithJapaneseWord(text, start, end, (word) => this.terms.has(word.toLowerCase())))
        return false;
      // A suru-verb ("授業にプラスして", "ステップする") is the word, even at an item's start.
      if (/^(?:する|して|した|され|させ|しま)/u.test(text.slice(end, end + 2))) return false;
      // "[バランス公式サイト](…)": the business's official site, account or app.
      if (text.startsWith('公式', end)) return true;
      // So is one written on to a kanji word ("**コスパ重視なら…**", "ミント系", "リピート率"), not a
      // business's suffix ("ミント店").
      if (/^\p{Script=Han}/u.test(text.charAt(end)) && !/^[店社側様院]/u.test(text.charAt(end))) return false;
      // A number right after it makes it a numbered word, even as an item's head ("**ステップ1：…**");
      // one right before it, a counter ("次の3ステップで").
      if (/^[0-9０-９]/u.test(text.charAt(end)) || /[0-9０-９]/u.test(text.charAt(start - 1))) return false;
      // After an everyday word and の ("柔軟性のバランスを評価") it is the word, also in an item's first
      // sentence (not after a place, "北野のアンクル"; nor bold or opening the item's head).
      if (slot)
        return (
          !ofEverydayWord(text, start) ||
          text.startsWith('**', end) ||
          opensHead(text, ctx.lines[spanIndexAt(ctx.lines, start)], start)
        );
      const before = text.slice(Math.max(0, start - 2), start);
      // (After a place and の, "北堀江のペダルも候補", the business there: a kanji owner that is no word.)
      // (Not a kind of thing: "錫製の盃".)
      const ofPlace =
        /\p{Script=Han}{2}(?<![製用式風型性])の$/u.test(text.slice(Math.max(0, start - 3), start)) &&
        !ofEverydayWord(text, start);
      if ((/の$/u.test(before) && !ofPlace) || ATTRIBUTIVE_BEFORE.test(before)) return false;
      // "電動ロクロで": the head of a compound with an everyday kanji word before it is the word.
      if (/^\p{Script=Han}{2}$/u.test(before) && isJapaneseWord(before)) return false;
      return KANA_NAME_AFTER.test(text.slice(end, end + 6));
    }
    // A mimetic word is an adverb before と/に/して/する ("タイヤがコロコロと回る"), not before と比べ.
    // So it is before a kanji ("毎日コツコツ続けられる", "「コツコツ工房」という会社"), but for a suffix of
    // the name's own ("ペラペラ側", "ペラペラ社").
    if (term.ambiguity === 'mimetic')
      return (
        slot ||
        !/^(?:と(?!比|同|並)|に|して|する|した|な|(?![側社製])\p{Script=Han})/u.test(text.slice(end, end + 2))
      );
    // A model name after it ("vom Funke Basic", "the Summit S12") makes it the maker.
    if (MODEL_NAME_AFTER.test(text.slice(end, end + 12))) return true;
    // "Triple et oche calculent …": capitalised and joined to another tracked name, it is a name too.
    if (/^\p{Lu}/u.test(matched)) {
      const joined = COORDINATED_NAME.exec(text.slice(end, end + 40))?.[1];
      const other = joined ? this.terms.get(keyOf(joined)) : undefined;
      if (other && other.brand !== term.brand) return true;
    }
    // A name styled in lower case, so written where a sentence or a label's text opens ("… 14 jours
    // s'applique. plume accepte", "**Sensors:** drip and …"; a word would take a capital there), before
    // a product's capitalised name ("the drip Sensor", "le module brize Coach") or after a kind of
    // business ("la tienda zum", "la app azor").
    if (
      term.lowerStyled &&
      derived &&
      matched === term.spelling &&
      (opensSentence(text, start) ||
        /^[ \t]+\p{Lu}/u.test(text.slice(end, end + 3)) ||
        KIND_BEFORE_LOWER_NAME.test(text.slice(Math.max(0, start - 16), start)))
    )
      return true;
    if (!term.lowerStyled && matched === matched.toLowerCase()) return false;
    // "**Cadena, piñones y platos:**": a word enumerated with lower-case words is one of them.
    if (slot && term.wordLike && ENUMERATED_WITH_WORDS.test(text.slice(end, end + 40))) return false;
    // (Not a name styled in lower case that is a word: "- Use 2–3 strands of floss" in a list item.)
    if (slot && !(term.lowerStyled && derived)) return true;
    // "l'abonnement d'Oz": capitalised right after an elided "de".
    if (
      /^\p{Lu}/u.test(matched) &&
      (ELIDED_BEFORE.test(text.slice(Math.max(0, start - 3), start)) ||
        // ("L'APT mise sur …": an acronym after "l'".)
        (/^\p{Lu}{2,}$/u.test(matched) &&
          /(?:^|[^\p{L}])[lL]['’]$/u.test(text.slice(Math.max(0, start - 3), start))))
    )
      return true;
    // "for that pattern Anchor's cheaper plan": a capitalised possessive is the name's.
    if (/^\p{Lu}/u.test(matched) && /^['’]s(?![\p{L}])/u.test(text.slice(end, end + 3))) return true;
    const before = wordBefore(text, start);
    const prev = before.word.toLowerCase();
    const next = wordAfter(text, end).toLowerCase();
    if (prev && isArticle(prev, ctx.language))
      // ("the Beacon app", "a Beacon camera": the name, capitalised, before a noun of its products; "die
      // Feierabend-Box": a capitalised compound named after it.)
      // (A name styled in lower case has no capital to show: "the drip Sensor".)
      return (
        (term.lowerStyled || /^\p{Lu}/u.test(matched)) &&
        (PRODUCT_NOUNS.has(next) ||
          (/^-\p{Lu}/u.test(text.slice(end, end + 2)) && !STREET_COMPOUND.test(text.slice(end, end + 40))))
      );
    if (OF_WORDS.has(next)) return false;
    // "I think Studio Sprint is ...": several words capitalised as the name is written name it.
    if (matched.includes(' ') && matched === term.spelling && /^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u.test(matched))
      return true;
    // An adjective right before ("a safe harbor", "einem guten Stern") makes it the common word; for a
    // name only shown to be a word by the answer, the adjective must follow an article ("eine große
    // Mahlzeit", not "je conseillerais Déclic").
    if (
      prev &&
      !before.separated &&
      !BEFORE_NAME.has(prev) &&
      !CONNECTIVES.has(prev) &&
      // (Also after an elided "d'": "je vous conseille d'installer Élan".)
      !VERB_BEFORE_NAME.test(prev.replace(/^(?:d|l|j|qu|n|s)['’]/u, '')) &&
      /^\p{Ll}/u.test(before.word) &&
      (!derived || DETERMINERS.has(wordBefore(text, start - before.word.length - 1).word.toLowerCase())) &&
      // (Not an English plural noun before the name and its verb: "For most teams Harbor is …".)
      !(ctx.language === 'en' && PLURAL_NOUN.test(prev) && BRAND_VERB.test(text.slice(end, end + 16)))
    )
      return false;
    // "Kette, Ritzel und Kettenblatt", "Pfoten und Schnauze", "(Hauptbuch, Kontenrahmen)": listed
    // with everyday German nouns, it is one of them.
    if (
      everyday &&
      ctx.language === 'de' &&
      listedWithNoun(text, start, end, names, (word) => this.terms.has(word.toLowerCase()))
    )
      return false;
    const verb = BRAND_VERB.test(text.slice(end, end + 16));
    if (term.ambiguity === 'function') {
      if (verb && !DETERMINERS.has(next)) return true;
      // "LUMO（ルモ）": a gloss in brackets right after another name of the same entity.
      if (
        /[（(]/u.test(text.charAt(start - 1)) &&
        /[）)]/u.test(text.charAt(end)) &&
        names.concat(ctx.found).some((o) => o.brand === term.brand && o.end === start - 1)
      )
        return true;
      // "AQからの乗り換え", "AQは": a capitalised short name before a Japanese particle is the name.
      if (
        ctx.language === 'ja' &&
        matched === term.spelling &&
        /^\p{Lu}+$/u.test(matched) &&
        JA_PARTICLE_AFTER.test(text.slice(end, end + 2))
      )
        return true;
      // In an enumeration of tracked brands ("Stridex in Oregon, On in Zurich").
      const near = names
        .concat(ctx.found)
        .some((o) => o.brand !== term.brand && o.end <= start && start - o.end < 45);
      return (
        near &&
        /[,、]\s*$|\b(?:and|or|und|oder|et|ou|y|o)\s+$/u.test(text.slice(Math.max(0, start - 6), start))
      );
    }
    if (before.lineStart || (!prev && !derived)) {
      // "Schäfers Team kommt …": a German genitive with no article is a name's (a noun's takes one).
      if (ctx.language === 'de' && /^s[ \t]+\p{Lu}/u.test(text.slice(end, end + 3))) return true;
      // "Tablée et Couvert sont …": joined to another tracked name, it is one too.
      const joined = JOINED_NAME.exec(text.slice(end, end + 60));
      if (joined && this.terms.has((joined[1] as string).toLowerCase())) return true;
      // "Tempo o Apple Music": joined to another capitalised name, it is one of the names.
      if (JOINED_CAPITALISED.test(text.slice(end, end + 12))) return true;
      // Sentence-initial: a following article or preposition reads as prose ("On a budget").
      if (DETERMINERS.has(next) || FUNCTION_WORDS.has(next)) return verb;
      // An answer that uses the name as a word elsewhere: a sentence-initial name before a lower-case
      // word that is not a verb form is the word again ("Sprint planning ..." next to "a sprint").
      const following = wordAfter(text, end);
      // (An English word ending like a verb, "Sprint ships", may be one the verb list lacks; so may a
      // German one in -t, "Horizont setzt …": a common noun would take an article there.)
      if (
        everyday &&
        /^\p{Ll}/u.test(following) &&
        !verb &&
        (ctx.language !== 'en' || !/(?:s|t|ed)$/u.test(following)) &&
        (ctx.language !== 'de' || !/^\p{Ll}{2,}t$/u.test(following))
      )
        return false;
    }
    return true;
  }
}
