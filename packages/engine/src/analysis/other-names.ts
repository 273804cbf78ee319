/**
 * Another business or a place written around a tracked name: cues that the name is part of another
 * company's ("not to be confused with", "unrelated to", "ist ein anderes Unternehmen", "とは無関係"),
 * notes under a confusion heading, appositions calling a longer name a company, well-known names
 * around it ("Guardian Life") and places joined to places ("Larkspur or Castle Rock"). Used by the
 * matcher (matcher.ts) on each match.
 */
import { isKnownBrand } from './known-brands';
import type { AnswerLanguage } from './language';
import { spanIndexAt, type Line } from './structure';
import { isPlaceName } from './word-lists';
import { DETERMINERS, GENERIC_ACRONYMS } from './words';

/** A literal pre-check for CONFUSED_WITH_BEFORE. */
export const MAY_CONFUSE =
  /verwechs|eigenständig|unabhängig|ist\s+kein|namens(?:gleich|ähnlich)|homonym|confus|mix|confondre|confundir|unrelated|affiliated|connected|ander|different|separate|autre|otra|nothing\s+to\s+do|nichts|lien|rien\s+à\s+voir|rapport|nada\s+que\s+ver|relación|無関係|関係|別の|運営(?:会社|元)(?:も|が|は)別|別(?:経営|会社|法人)|名前(?:が|の)(?:よく)?似/i;
/**
 * "unrelated to", "hat nichts … zu tun mit", "n'a aucun lien avec", "no tiene nada que ver con", "Rien à
 * voir, au passage, avec".
 */
const UNRELATED = String.raw`(?:unrelated\s+to|not\s+affiliated\s+with|(?:isn['’]t|is\s+not|aren['’]t|not)\s+(?:connected|related|linked)\s+(?:to|with)|(?:has|have)\s+nothing\s+to\s+do\s+with|no\s+(?:connection|relation|affiliation)\s+(?:to|with)|hat\s+nichts\s+mit|nichts\s+zu\s+tun\s+mit|n['’](?:y\s+)?a\s+(?:aucun\s+lien|rien\s+à\s+voir|aucun\s+rapport)\s+avec|rien\s+à\s+voir(?:\s*,[^,.!?\n]{1,30},)?\s+avec|(?<![\p{L}])nada\s+que\s+ver(?:\s*,[^,.!?\n]{1,30},)?\s+con|(?<![\p{L}])nothing\s+to\s+do(?:\s*,[^,.!?\n]{1,30},)?\s+with|sans\s+(?:aucun\s+)?(?:lien|rapport)\s+avec|no\s+tiene\s+(?:nada\s+que\s+ver|(?:ninguna\s+)?relación)\s+con|sin\s+relación\s+con)`;
/** A cue that the name after it is another business, earlier in the same sentence. */
export const CONFUSED_WITH_BEFORE = new RegExp(
  String.raw`(?:nicht\s+(?:zu\s+)?verwechseln|Verwechslungsgefahr|not\s+to\s+be\s+confused|confuse[sd]?\s+(?:it\s+|them\s+)?with|(?:don['’]t|do\s+not)\s+(?:confuse|mix\s+(?:\p{L}+\s+){0,2}?up)|(?:avoid|éviter)\s+(?:\p{L}+\s+){0,2}confusion|ne\s+(?:pas\s+)?(?:l[ae]s?\s+|l['’])?confond\p{L}*|no\s+(?:\p{L}+\s+){0,2}confund\p{L}*|evitar\s+confusiones|attention\s+aux\s+(?:confusions|homonymes)|${UNRELATED})[^.!?\n]*$`,
  'iu',
);
/**
 * The cue after another business's name, before the tracked one it is not ("Brisa Coworking … no tiene
 * nada que ver con Brisa English"; "「ツバサ銀行」はツバサモバイルとは無関係"), up to that name.
 */
const UNRELATED_THEN_NAME = new RegExp(
  String.raw`^[^.!?\n]*?${UNRELATED}\s+(?:l['’]|(?:the|la|le|el|der|die|das|dem)\s+)?(?:\p{Ll}+\s+){0,2}$`,
  'iu',
);
const UNRELATED_JA_AFTER = /^とは(?:無関係|関係(?:が|の)?(?:ない|無い|ありません)|別)/u;
/**
 * After a longer name, what says it is another business: "ist ein anderes / eigenständiges /
 * unabhängiges …", ", ein eigenständiges Dentallabor", "ist kein Fotostudio", "hat mit dem Studio nichts zu tun", "is unrelated to the
 * studio", "is a different company", "est une autre entreprise", "es otra empresa".
 */
const OTHER_OPERATOR = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${UNRELATED}\s+(?:(?:the|this|our|la|le|el)\s+|l['’])\p{Ll}+|(?:hat|haben)\s+mit\s+(?:dem|der|den|diesem|dieser)\s+\p{L}+\s+nichts\s+zu\s+tun|mit\s+(?:dem|der|den|diesem|dieser)\s+\p{L}+\s+nichts\s+zu\s+tun\s+(?:hat|haben)|ein\s+anderes\s+Unternehmen|eine\s+andere\s+Firma|ist\s+eine?\s+(?:eigenständige[rs]?|unabhängige[rs]?)|ist\s+kein(?:e|en)?\s+\p{Lu}\p{Ll}+|a\s+(?:different|separate)\s+(?:company|business|firm)|une\s+autre\s+(?:entreprise|société)|otra\s+empresa|una\s+empresa\s+distinta)(?![\p{L}])|,\s*eine?\s+(?:eigenständige[rs]?|unabhängige[rs]?)(?![\p{L}])`,
  'iu',
);
/** "名前が似ている", "名前の似た": a note on a similar name before a quoted other one. */
const SIMILAR_NAME_JA = /名前(?:が|の)(?:よく)?似/u;
/**
 * "別の事業者が運営", "別の会社", "運営会社も別" after a name, or "「つばさ動物病院」は名前が同じですが" right
 * after it: another operator's business.
 */
const OTHER_OPERATOR_JA =
  /別の(?:事業者|会社|運営会社|経営|法人|組織|団体|事務所|企業)|運営(?:会社|元)(?:も|が|は)別|別(?:経営|会社|法人)|」は名前(?:が|は)同じ|^[\p{Script=Han}\p{Script=Katakana}ー]+」という(?:別の)?[\p{Script=Han}\p{Script=Katakana}ー]*(?:会社|企業|店|事業者)/u;
/** A sentence about the name just written: "Das ist …", "This is …", "C'est …", "Se trata de …". */
const ABOUT_IT_NEXT =
  /^[.!?][ \t]+(?:Das\s+ist|Dabei\s+handelt\s+es\s+sich|This\s+is|That\s+is|That['’]s|It\s+is|It['’]s|C['’]est|Il\s+s['’]agit|Se\s+trata|Es\s+una?)\s/u;
/** German with the verb last: "… mit dem Versicherer Speiche hat sie nichts zu tun". */
const UNRELATED_DE_AFTER = /^[ \t]+(?:hat|haben)[ \t]+(?:\p{L}+[ \t]+){0,2}nichts[ \t]+zu[ \t]+tun/u;

/** A place name joined by "or"/"and"/"y"/"ou"/"oder" to another place name ("Larkspur or Castle Rock"). */
export function joinedToPlace(text: string, matched: string, start: number, end: number): boolean {
  // (Cheap tests first: a coordinator right after or right before, then the gazetteer.)
  const after = COORDINATOR_AFTER.test(text.slice(end, end + 8));
  const before = !after && COORDINATOR_BEFORE.test(text.slice(Math.max(0, start - 8), start));
  if ((!after && !before) || !isPlaceName(matched)) return false;
  if (after) {
    const next = /^[ \t]+\S+[ \t]+(\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?)/u.exec(text.slice(end, end + 40));
    return !!next && isPlaceName(next[1] as string);
  }
  const lead = text.slice(Math.max(0, start - 40), start).replace(COORDINATOR_BEFORE, '');
  const words = lead.split(/[ \t]+/u).slice(-2);
  return (
    (words.length === 2 && isPlaceName(words.join(' '))) ||
    (/^\p{Lu}\p{Ll}+$/u.test(words.at(-1) ?? '') && isPlaceName(words.at(-1) as string))
  );
}
const COORDINATOR_AFTER = /^[ \t]+(?:or|and|o|y|ou|et|oder|und)[ \t]+\p{Lu}/u;
const COORDINATOR_BEFORE = /[ \t]+(?:or|and|o|y|ou|et|oder|und)[ \t]+$/u;
/**
 * A capitalised word after a name, then an apposition calling it a company ("Azahar Reformas, una
 * empresa de …", "Inkwell Press, the paper planner company", "Signsmith Graphics, an unrelated
 * sign-printing shop").
 */
export const OTHER_COMPANY_APPOSITION =
  /^[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?(?:\*{1,2}|_)?,[ \t]+(?:(?:una?|une|ein(?:e)?|a|an)[ \t]+(?:[\p{L}-]+[ \t]+){0,2}|the[ \t]+(?:[\p{L}-]+[ \t]+){1,2})(?:empresa|compañía|entreprise|société|Unternehmen|Firma|company|firm|business|tienda|store|shop|boutique|magasin|Laden|Geschäft|consultora|consultancy|agencia|agence|agency)(?![\p{L}'’])/u;
/** Headings of a note on similar names ("**Verwechslungsgefahr**", "Similar names", "Homonymes"). */
const CONFUSION_HEADING =
  /^[\s#*_]*(?:Verwechslungsgefahr|Nicht verwechseln|(?:Hinweis\s+zur\s+)?Namens(?:gleichheit|ähnlichkeit)|Similar names|Not to be confused|Homonymes?|Attention aux homonymes|Nombres parecidos|No confundir)[\s*_:：]*$/iu;
/** Whether the text at `at` is in the paragraph right under a confusion heading. */
export function underConfusionHeading(text: string, lines: Line[], at: number): boolean {
  let i = spanIndexAt(lines, at) - 1;
  while (i >= 0 && lines[i]?.kind === 'text') i -= 1;
  while (i >= 0 && lines[i]?.kind === 'blank') i -= 1;
  const line = lines[i];
  return (
    !!line &&
    (line.kind === 'heading' || line.kind === 'text') &&
    CONFUSION_HEADING.test(text.slice(line.start, line.end))
  );
}

/** Whether a name is part of a well-known other name written around it ("Guardian Life", "The Guardian"). */
export function insideKnownName(text: string, matched: string, start: number, end: number): boolean {
  // (Read by characters: this runs for every match.)
  if (text.charCodeAt(end) === 32 && /\p{Lu}/u.test(text.charAt(end + 1))) {
    const after = /^ (\p{Lu}[\p{L}&'’.-]*)/u.exec(text.slice(end, end + 24));
    if (after && isKnownBrand(`${matched} ${after[1] as string}`)) return true;
  }
  if (text.charCodeAt(start - 1) !== 32) return false;
  let from = start - 2;
  while (from >= 0 && from > start - 26 && !/[\s(*"“«]/u.test(text.charAt(from))) from -= 1;
  const word = text.slice(from + 1, start - 1);
  return /^\p{Lu}/u.test(word) && isKnownBrand(`${word} ${matched}`);
}

/**
 * Whether this occurrence is part of a longer name (a capitalised word after it that is not the
 * brand's own or a generic acronym, "Corvana CRM"; in Japanese a word written on to it, "ツバサ銀行")
 * and later in the sentence a cue says it is unrelated to the same tracked entity.
 */
export function unrelatedToTracked(
  text: string,
  brand: number,
  ownWords: ReadonlySet<string> | undefined,
  start: number,
  end: number,
  matches: readonly { term: { brand: number }; start: number; end: number }[],
  language: AnswerLanguage,
): boolean {
  const ja = language === 'ja';
  if (ja) {
    // (A kanji or katakana word written on to it, "ボディラボ整骨院", or Latin words, "CORE FITNESS"; or
    // one before it in quotes after a note on similar names: "名前が似ている「カフェ・ゾンネ」",
    // "名前の似たサービス…「渋谷スマートクリニック」".)
    const before = text.slice(Math.max(0, start - 3), start);
    const quotedAfterWord =
      text.charAt(end) === '」' &&
      /[\p{Script=Han}\p{Script=Katakana}ー]・?$/u.test(before) &&
      SIMILAR_NAME_JA.test(text.slice(Math.max(0, start - 80), start));
    if (quotedAfterWord) return true;
    if (
      !/[\p{Script=Han}\p{Script=Katakana}]/u.test(text.charAt(end)) &&
      !/^ \p{Lu}/u.test(text.slice(end, end + 2))
    )
      return false;
    // "「ボディラボ整骨院」は別の事業者が運営する整骨院で", "「マルヤマ印刷」という印刷会社": said to be another
    // operator's, or another kind of company.
    const sentenceEnd = text.indexOf('。', end);
    if (OTHER_OPERATOR_JA.test(text.slice(end, sentenceEnd === -1 ? end + 80 : sentenceEnd))) return true;
  } else {
    // (Or, in German, a noun before it: "Die Fahrradwerkstatt Speiche", "Zahntechnik Rheindental GmbH".)
    const longer = (match: RegExpExecArray | null) => {
      const word = match?.[1]?.toLowerCase();
      return !!word && !GENERIC_ACRONYMS.has(word) && !ownWords?.has(word) && !DETERMINERS.has(word);
    };
    if (
      !longer(/^(?:\*\*)?[ \t]+(\p{Lu}[\p{L}'’-]*)/u.exec(text.slice(end, end + 30))) &&
      !(
        language === 'de' &&
        longer(/(?:^|[ \t])(\p{Lu}\p{Ll}{3,})[ \t]+$/u.exec(text.slice(Math.max(0, start - 30), start)))
      )
    )
      return false;
  }
  const sentenceEnd = text.slice(end, end + 200).search(/[.!?。\n]/u);
  let limit = end + (sentenceEnd === -1 ? 200 : sentenceEnd);
  // (Or the next sentence, when it says what the longer name is: "… Glanzwerk Autopflege in Offenbach
  // auf. Das ist ein Fahrzeugaufbereiter, der mit dem Reinigungsbetrieb nichts zu tun hat.")
  const next = ja ? null : ABOUT_IT_NEXT.exec(text.slice(limit, limit + 24));
  if (next) {
    const nextEnd = text.slice(limit + next[0].length, limit + 200).search(/[.!?\n]/u);
    limit += next[0].length + (nextEnd === -1 ? 200 : nextEnd);
  }
  // "Die Musikschule Isarklang in Pasing ist ein anderes Unternehmen".
  if (!ja && OTHER_OPERATOR.test(text.slice(end, limit))) return true;
  return matches.some(
    (m) =>
      m.term.brand === brand &&
      m.start > end &&
      m.start < limit &&
      (ja
        ? UNRELATED_JA_AFTER.test(text.slice(m.end, m.end + 8))
        : UNRELATED_THEN_NAME.test(text.slice(end, m.start)) ||
          (language === 'de' && UNRELATED_DE_AFTER.test(text.slice(m.end, m.end + 40)))),
  );
}
