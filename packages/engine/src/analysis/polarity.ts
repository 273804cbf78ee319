/**
 * Praise and criticism of a passage in five languages: the English lexicon scorer (with negation and
 * intensifiers) plus word stems for German, French and Spanish and substrings for Japanese. Used only
 * for entities the answer neither suggests nor advises against (analysis rule 11).
 */
import { sentimentSum } from './sentiment';

function stems(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

const POSITIVE_STEMS = stems(`
  hervorragend ausgezeichnet zuverlässig stabil übersichtlich intuitiv großzügig stark gelobt beliebt
  vorbildlich solide praktisch flexibel schnell einfach sicher günstig
  excellent fiable stable puissant généreu soigné souple intuitif salué apprécié superbe pratique solide
  rapide lumineu copieu
  gut gute guten guter bon bonne bons buen buena buenos
  excelente estable potente generoso elogia práctico sólid rápid sencill fresc
`);
const NEGATIVE_STEMS = stems(`
  complain complained complaining errors criticised criticized unjustifiable
  langsam teuer teurer schwach umständlich altmodisch eingeschränkt begrenzt beschwer fehler datenleck schlecht
  probleme unsicher veraltet ausfall
  lent cher chère faible lourd limité panne plainte plaignent erreur médiocre bruyant désagréable
  punaise vieilli difficile
  lento lenta caro flojo pesad limitad caída queja errores deficiente rancio anticuad retraso difícil
`);
// A word negated right after it does not count: "問題ない" (no problem), "遅れもなく", "便利ではない".
// ("問題数", "練習問題", "新しい問題の作成": the questions of a quiz, not problems; "失敗しにくい":
// unlikely to fail, no fault.)
const JA_NOT = '(?!(?:は|も|が|では|じゃ)?(?:ない|なく|無い|無く|ありません|なし))';
const JA_POSITIVE = new RegExp(
  `(?:強い|優れ|優秀|便利|使いやすい|充実|強力|安定|信頼|好評|最高|素晴らしい|直感的|見やすい|豊富|良い|鮮度が高い|シンプル)${JA_NOT}`,
  'gu',
);
const JA_NEGATIVE = new RegExp(
  `(?:障害|遅い|遅め|遅れ|遅く|苦情|不具合|弱い|使いにくい|古い|値上|悪さ|悪い|(?<!練習|確認|演習|過去|新しい|新たな)問題(?!数|集|演習|形式|を解|に答|の作成)|限定的|高め|(?<!失敗|故障|迷子に|退屈)しにく|少ない|漏え|不満|悪化|下が|減り|トラブル|クレーム|ムラ)${JA_NOT}`,
  'gu',
);

/**
 * One pass per polarity over the whole passage: a stem at a word start ("zuverlässig" for
 * "zuverlässige"; short stems only as whole words; `freeOf` excludes words a long stem opens) or a
 * long stem ending a German compound ("Abrechnungsfehler").
 */
function stemRegex(list: string[], plain: string[] = [], freeOf = ''): RegExp {
  const long = [...list, ...plain].filter((w) => w.length >= 5);
  const short = [...list, ...plain].filter((w) => w.length < 5);
  // Only the first list's stems end German compounds: each one costs a try at every word.
  const compound = list.filter((w) => w.length >= 6);
  const starts = [`(?:${long.join('|')})${freeOf}\\p{L}*`];
  if (short.length > 0) starts.push(`(?:${short.join('|')})(?!\\p{L})`);
  const parts = [`(?:^|[^\\p{L}])(?:${starts.join('|')})`];
  if (compound.length > 0) parts.push(`\\p{L}{3,}(?:${compound.join('|')})(?!\\p{L})`);
  return new RegExp(parts.join('|'), 'gu');
}
/** Version 4 stems, matched at word starts only. */
const POSITIVE_WORD_STEMS = stems(`punktet überzeugt valoran valorad encanta positiv`);
const NEGATIVE_WORD_STEMS = stems(`
  bemängel ungenau rückruf kritisier kritisch beklag geklagt klagen klagt mangelhaft beschädigt ausfäll störung
  négati retard manquant insatisf déçu critiqu dégrad détérior
  negativ denuncia critica críticas hundimiento decepcion empeor verschlechter
`);
// ("Sicherheitsübungen", "Sicherung": safety, a noun, not praise.)
const POSITIVE = stemRegex(POSITIVE_STEMS, POSITIVE_WORD_STEMS, '(?!heit|ung)');
// ("fehlerfrei", "störungsfrei", "fehlerlos": free of the fault, praise rather than criticism.)
const NEGATIVE = stemRegex(NEGATIVE_STEMS, NEGATIVE_WORD_STEMS, '(?!\\p{L}*(?:frei|los)(?!\\p{L}))');

const KNOWN_FOR_ALL =
  /(?:best|most|well)[\s-]+known|am bekanntesten|bestens bekannt|(?:surtout|mieux|plus) connue?s?|(?:mejor|más) conocid[oa]s?/giu;
const KNOWN_FOR = new RegExp(KNOWN_FOR_ALL.source, 'iu');

/** "hard to say", "difficile à trancher", "difícil de valorar", "schwer zu beurteilen": no verdict, no criticism. */
const HARD_TO_JUDGE_ALL =
  /(?:hard|harder|difficult)\s+to\s+(?:say|judge|call|rate|assess|pin\s+down)|difficile\s+à\s+(?:trancher|juger|évaluer|dire|classer|départager)|difícil\s+de\s+(?:valorar|juzgar|decir|evaluar)|(?:schwer|schwierig)(?:er)?\s+zu\s+(?:sagen|beurteilen|bewerten|entscheiden)/giu;
const HARD_TO_JUDGE = new RegExp(HARD_TO_JUDGE_ALL.source, 'iu');
/** A literal pre-check (no u flag, no boundaries): most passages hold none of these words. */
const MAY_BE_HARD = /hard|difficult|difficile|difícil|schwer|schwierig/i;
/** "if the price is a problem", "if cost is a concern", "si le prix pose problème". */
const IF_A_PROBLEM_ALL =
  /(?<![\p{L}])(?:if|si)\s+[^,.;:!?\n]{1,40}?\s(?:is|are|becomes?|est|es|pose)\s+(?:a|an|un|una)?\s*(?:problem|concern|issue|problème|problema)(?![\p{L}])/giu;
const IF_A_PROBLEM = new RegExp(IF_A_PROBLEM_ALL.source, 'iu');
const MAY_BE_A_PROBLEM = /problem|concern|issue/i;
/** French "issues de" (coming from: "des données issues de 40 000 vidéos"), not the English "issues". */
const COMING_FROM_FR = /(?<![\p{L}])issues?\s+(?:de|du|des|d['’])(?![\p{L}])/giu;
const NOT_DEAR_CUE = /moins|pas|weniger|nicht|menos|no\s/iu;
const NOT_DEAR =
  /(?:moins|pas)\s+(?:si\s+|très\s+|trop\s+)?ch[eè]re?s?(?![\p{L}])|(?:weniger|nicht)\s+(?:so\s+|sehr\s+|zu\s+)?teuer\p{L}*|(?:menos|no\s+(?:es|son|sale|salen|resulta|resultan)(?:\s+tan|\s+muy)?)\s+car[oa]s?(?![\p{L}])/giu;

/**
 * "trop rapide", "too fast", "demasiado sencillo", "viel zu schnell": too much of a good thing, no
 * praise; "de pratique", "la pratique": the practice, not handy; "stark auf Abzeichen ausgelegt",
 * "stark vom Wetter abhängig": heavily, not strong.
 */
const NOT_PRAISE_CUE = /too|trop|zu\s|demasiad|pratique|stark\s/iu;
const NOT_PRAISE =
  /(?<![\p{L}])(?:too|trop|allzu|viel\s+zu|demasiado|demasiada|demasiados|demasiadas)\s+\p{L}+|(?<![\p{L}])stark\s+(?:auf|von)\s|(?<![\p{L}])(?:de|la|en|une|sa|leur|votre|ta|ma|cette|d['’])\s*pratique(?![\p{L}])/giu;

/** "without", "sans", "ohne", "sin" up to three words before: "sans pénalité pour les erreurs", "ohne Fehler". */
const WITHOUT_BEFORE = /(?:^|[^\p{L}])(?:without|sans|ohne|sin)\s+(?:[\p{L}'’]+\s+){0,3}$/u;
const MAY_BE_WITHOUT = /without|sans|ohne|sin\s/;

/** The criticism words of a lower-cased passage, not counting those it says something is without. */
function faults(lower: string): number {
  const matches = lower.match(NEGATIVE);
  if (!matches) return 0;
  if (!MAY_BE_WITHOUT.test(lower)) return matches.length;
  let count = 0;
  for (const m of lower.matchAll(NEGATIVE)) {
    // (The match may open on the character before the word.)
    const at = m.index + (/^\p{L}/u.test(m[0]) ? 0 : 1);
    if (!WITHOUT_BEFORE.test(lower.slice(Math.max(0, at - 40), at))) count += 1;
  }
  return count;
}

/**
 * A negation right before a praise word ("ne sont pas fiables", "nicht besonders zuverlässig", "no es
 * fiable", "peu fiable"), past one more word ("pas assez", "nicht immer"; not "nicht nur": not only).
 */
const NEGATIONS = 'pas|jamais|guère|peu|nicht|nie|kaum|wenig|keineswegs|no|nunca|poco|not|never|hardly';
const NOT_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${NEGATIONS})\\s+(?:(?!(?:nur|seulement|que|solo|sólo|only|just|merely)\\s)[\\p{L}]+\\s+)?$`,
  'u',
);
/** Whether a passage holds a negation word at all (most hold none of those before a praise word). */
const MAY_NEGATE = new RegExp(`(?:^|[^\\p{L}])(?:${NEGATIONS})\\s`, 'u');

/** The praise words of a lower-cased passage, a negated one counting as criticism (-1). */
function praises(lower: string): number {
  const matches = lower.match(POSITIVE);
  if (!matches) return 0;
  if (!MAY_NEGATE.test(lower)) return matches.length;
  let count = 0;
  for (const m of lower.matchAll(POSITIVE)) {
    const at = m.index + (/^\p{L}/u.test(m[0]) ? 0 : 1);
    count += NOT_BEFORE.test(lower.slice(Math.max(0, at - 30), at)) ? -1 : 1;
  }
  return count;
}

/** A passage with every match of a pattern turned into spaces (offsets kept). */
export const blank = (value: string, pattern: RegExp) => value.replace(pattern, (m) => ' '.repeat(m.length));

/** Signed praise-minus-criticism of a passage (0 = none or balanced). */
export function polarity(raw: string): number {
  let text = raw;
  // "best known for", "am bekanntesten", "surtout connu", "más conocido": a fact, not praise.
  if (
    (raw.includes('known') || raw.includes('bekannt') || raw.includes('connu') || raw.includes('conocid')) &&
    KNOWN_FOR.test(raw)
  )
    text = blank(text, KNOWN_FOR_ALL);
  if (MAY_BE_HARD.test(raw) && HARD_TO_JUDGE.test(text)) text = blank(text, HARD_TO_JUDGE_ALL);
  // "If the price is a problem, …": the reader's situation, no criticism of what follows.
  if (MAY_BE_A_PROBLEM.test(raw)) {
    if (IF_A_PROBLEM.test(text)) text = blank(text, IF_A_PROBLEM_ALL);
    text = blank(text, COMING_FROM_FR);
  }
  // "deux fois moins cher", "weniger teuer", "no es cara": a price compared, not criticism.
  if (NOT_DEAR_CUE.test(raw)) text = blank(text, NOT_DEAR);
  // (Criticism stays: "far too expensive".)
  if (NOT_PRAISE_CUE.test(raw))
    text = text.replace(NOT_PRAISE, (m) =>
      faults(m.toLowerCase()) > 0 || sentimentSum(m) < 0 ? m : ' '.repeat(m.length),
    );
  let sum = sentimentSum(text);
  const lower = text.toLowerCase();
  sum += 1.5 * (praises(lower) - faults(lower));
  if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text))
    sum += 1.5 * ((text.match(JA_POSITIVE)?.length ?? 0) - (text.match(JA_NEGATIVE)?.length ?? 0));
  return sum;
}
