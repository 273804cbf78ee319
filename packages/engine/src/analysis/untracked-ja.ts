/**
 * Untracked brands written in kanji and kana (rule 13), which the capitalised-run scan cannot see:
 * a company introduced by its kind ("文具大手の東洋ステーショナリー"), quoted names of shops and apps
 * ("チェーン「ワンコ堂」", "「ブックウォーク」や「まんがポート」"), a company glossed with its seat
 * ("ミライギフト（東京都港区）"), and the other entries of a list, numbered headings or table column
 * whose entries are tracked brands ("### 3. 将棋ウォーズ（対局アプリ）", "| 対局 | 将棋倶楽部24 |").
 */
import { EVERYDAY_KATAKANA, isKatakanaWord } from './ja-words';
import { isAbbreviation, isKnownBrand } from './known-brands';
import { isDictionaryWord } from './word-lists';
import type { Line } from './structure';
import { PLACES, UNITS } from './words';

export interface JapaneseName {
  start: number;
  name: string;
}

type Occ = { start: number; end: number };

/** Letters a Japanese company name is written in (no hiragana: that is where the sentence goes on). */
const NAME_CHARS = '[\\p{Script=Han}\\p{Script=Katakana}ー・\\p{Script=Latin}\\p{N}&]';
/** A company's kind before の ("酒類卸の", "大手旅行会社の", "農業機械メーカーの"). */
const KIND_THEN_NAME = new RegExp(
  `(?:メーカー|会社|企業|大手|卸|商社|チェーン|ベンダー|事業者|スタートアップ|運営元)の(${NAME_CHARS}{2,20})(?=[とがのはをにでもや、。（(]|$)`,
  'gu',
);
/** A quoted name after the kind of business it is ("チェーン「ワンコ堂」", "アプリ「X」"). */
const KIND_THEN_QUOTE = new RegExp(
  `(?:チェーン|メーカー|会社|ブランド|ストア|ショップ|アプリ|サイト)「(\\p{Script=Hiragana}{0,4}${NAME_CHARS}{1,20})」`,
  'gu',
);
/** Two or more quoted names in an enumeration ("「ブックウォーク」や「まんがポート」など"). */
const QUOTED_ENUMERATION = new RegExp(
  `「(\\p{Script=Hiragana}{0,4}${NAME_CHARS}{1,20})」(?=(?:や|と|、|・)「)|(?<=」(?:や|と|、|・))「(\\p{Script=Hiragana}{0,4}${NAME_CHARS}{1,20})」`,
  'gu',
);
/** A company glossed with its seat ("ミライギフト（東京都港区）が"). */
const SEATED = new RegExp(
  `(${NAME_CHARS}{2,20})[（(][^）)\\n]{0,10}(?:都|道|府|県|市|区|町)[^）)\\n]{0,10}[）)](?:が|は|の|と)`,
  'gu',
);
/** A katakana or Latin name (a kanji tail allowed: "EPARK歯科"), not starting inside a word. */
const KANA_NAME = `(?<![\\p{Script=Katakana}ー\\p{Script=Latin}])[\\p{Script=Katakana}\\p{Script=Latin}][\\p{Script=Katakana}ー・\\p{Script=Latin}\\p{N}!&]{1,15}\\p{Script=Han}{0,2}`;
/**
 * Names enumerated before a kind of business or what sites carry ("ガリバーやネクステージなどの全国チェーン",
 * "カーセンサーやグーネットの掲載情報", "EPARK歯科やGoogleマップのレビュー").
 */
const NAMES_THEN_KIND = new RegExp(
  `(${KANA_NAME})(?:や|と|、)(?=${KANA_NAME}(?:など)?の(?:全国チェーン|チェーン|大手|サイト|アプリ|掲載|口コミ|レビュー|評価|情報))|(?<=(?:や|と|、))(${KANA_NAME})(?=(?:など)?の(?:全国チェーン|チェーン|大手|サイト|アプリ|掲載|口コミ|レビュー|評価|情報))`,
  'gu',
);
/** A site a listing appears on ("カーセンサーにも掲載されています"). */
const LISTED_ON = new RegExp(`(${KANA_NAME})(?:にも|に)掲載`, 'gu');
/** Kanji endings that make a kanji-only run a company ("北陸アグロ工業", "大和酒販"). */
const COMPANY_END =
  /(?:工房|商会|本舗|書房|出版|工業|商事|産業|製作所|電機|電気|化学|食品|物産|建設|運輸|銀行|証券|グループ|堂|屋|舎|社)$/u;

const AMOUNT = /\p{N}[\p{N},.]*\s*(?:円|万|億|%|％|ドル|ユーロ|ppi|mm|cm|kg|g|ml|mAh|W)|^(?:年額|月額|約)/u;

/** Heads of loanword compounds that name a kind of offer, not a company ("ライトプラン", "ソロルーム"). */
const GENERIC_HEADS = new Set(
  'プラン ルーム カード コース メニュー ストック ケース パック ボックス セット サービス タイプ モデル サイズ カラー'.split(
    ' ',
  ),
);
/**
 * A name written in katakana only that is no everyday loanword ("ブックウォーク", not "サービス" or
 * "ディスプレイ", IPADIC), nor a kind of thing named by a loanword compound whose head is a generic
 * word ("ライトプラン", "ソロルーム", "メッセージカード": Japanese compounds end in their head).
 */
export function isKatakanaName(raw: string): boolean {
  const name = raw.trim();
  if (!/^[\p{Script=Katakana}ー・]{2,}$/u.test(name) || EVERYDAY_KATAKANA.has(name)) return false;
  if (isKatakanaWord(name)) return isKnownBrand(name);
  for (let i = 2; i <= name.length - 2; i += 1)
    if (GENERIC_HEADS.has(name.slice(i)) && isKatakanaWord(name.slice(0, i))) return isKnownBrand(name);
  return true;
}

/** Everyday words in kanji and kana that look like names ("企業の口コミ"). */
const MIXED_WORDS = new Set(['口コミ', '公式サイト', '公式アプリ', '公式ストア', '通販サイト', '比較サイト']);

/** Whether a run of name letters reads as a brand: katakana, Latin or a digit in it, or a company ending. */
function nameLike(name: string): boolean {
  if (name.length < 2 || name.length > 20 || PLACES.has(name.toLowerCase())) return false;
  if (EVERYDAY_KATAKANA.has(name) || MIXED_WORDS.has(name)) return false;
  // Amounts and sizes ("年額9,800円", "300ppi"), ages, durations and shares ("30代前半", "1時間単位",
  // "50%プラン") are no names.
  if (/^[\p{N}\s]+$/u.test(name) || AMOUNT.test(name)) return false;
  if (/^\p{N}+\p{Script=Han}/u.test(name) || name.includes('%')) return false;
  return /[\p{Script=Katakana}\p{Script=Latin}\p{N}]/u.test(name) || COMPANY_END.test(name);
}

/** Without a bracketed note at the end ("IBJメンバーズ（参考）"). */
const withoutNote = (name: string) => name.replace(/[（(][^）)]*[）)]?\s*$/u, '').trim();

/** A branch written after a chain's name ("湘南美容クリニック 新宿本院", "品川近視クリニック 名古屋院"). */
const BRANCH = /[ \t\u3000]+[\p{Script=Han}\p{Script=Katakana}ー]{1,8}(?:院|店|校|教室)$/u;

/**
 * An entry's name: the head without a bracketed note, a "の…" product tail ("サーモスの保温弁当箱")
 * or a branch.
 */
function entryName(raw: string): string {
  return withoutNote(raw.replace(/[*_`]/g, '').replace(/^\s*\d{1,2}[.)．]\s*/u, ''))
    .replace(/の[\s\S]*$/u, '')
    .replace(BRANCH, '')
    .trim();
}

const ENTRY_SEPARATORS = /\s*[/／]\s*|・(?!\p{Script=Katakana})|(?<!\p{Script=Katakana})・/u;
const NAME_LIST_SEPARATORS = /\s*[/／、，]\s*|・(?!\p{Script=Katakana})|(?<!\p{Script=Katakana})・/u;

/**
 * The names of an entry, where it gives two ("ピッコマ / LINEマンガ", "SBI証券・楽天証券", "DMM英会話、レアジョブ
 * 英会話"), each with where it starts.
 */
function namesOf(raw: string, name: string, start: number): JapaneseName[] {
  const at = start + raw.indexOf(name);
  const out: JapaneseName[] = [];
  let offset = 0;
  // (・ inside katakana is part of a name: "ギュット・クルーム".)
  // (At 、 only an entry of names: "家族カードを…場合は、本会員カード" is a sentence.)
  const separators = /\p{Script=Hiragana}/u.test(name) ? ENTRY_SEPARATORS : NAME_LIST_SEPARATORS;
  for (const part of name.split(separators)) {
    offset = name.indexOf(part, offset);
    out.push({ start: at + offset, name: part });
    offset += part.length;
  }
  return out;
}

/** The sentence-level patterns, over the whole text. */
function inProse(text: string, found: JapaneseName[]): void {
  for (const pattern of [
    KIND_THEN_NAME,
    KIND_THEN_QUOTE,
    QUOTED_ENUMERATION,
    SEATED,
    NAMES_THEN_KIND,
    LISTED_ON,
  ]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const name = (m[1] ?? m[2]) as string;
      const start = m.index + m[0].indexOf(name);
      if (nameLike(name) && (pattern !== SEATED || /\p{Script=Katakana}|\p{Script=Latin}/u.test(name)))
        found.push({ start, name });
    }
  }
}

/**
 * Entries of a list (same intro), of numbered headings, or of a table column, where another entry is
 * a tracked entity: the others are options of the same kind, so brands too.
 */
function inOptionLists(text: string, lines: Line[], occurrences: Occ[], found: JapaneseName[]): void {
  const opens = (from: number, to: number) =>
    occurrences.some(
      (o) =>
        o.start >= from && o.start < to && text.slice(from, o.start).replace(/[\s*_\d.)．#]/gu, '') === '',
    );
  // Groups: list items by intro line, numbered headings together.
  const groups = new Map<string, Line[]>();
  let list = 0;
  for (const line of lines) {
    let key: string | undefined;
    // One list: items in a row (blank lines between allowed).
    if (line.kind === 'item') key = `item:${list}`;
    else if (line.kind !== 'blank') list += 1;
    if (
      line.kind === 'heading' &&
      /^\s*\d{1,2}[.)．]/u.test(text.slice(line.bodyStart, line.end).replace(/[*_]/g, ''))
    )
      key = 'numbered';
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const headEnd = (l: Line) => (l.kind === 'heading' ? l.end : l.headEnd);
    if (!group.some((l) => opens(l.bodyStart, headEnd(l)))) continue;
    for (const line of group) {
      const end = headEnd(line);
      if (occurrences.some((o) => o.start < end && o.end > line.bodyStart)) continue;
      const raw = text.slice(line.bodyStart, end);
      for (const n of namesOf(raw, entryName(raw), line.bodyStart))
        if (nameLike(n.name) && !/\p{Script=Hiragana}/u.test(n.name)) found.push(n);
    }
  }
  // Table columns holding a tracked entity in some row.
  let table: Line[] = [];
  const flush = () => {
    const body = table.filter((l) => !l.tableHeader);
    const cells = body.map((l) => cellsOf(text, l));
    const columns = new Set<number>();
    for (const row of cells)
      row.forEach((cell, i) => {
        if (opens(cell.start, cell.end)) columns.add(i);
      });
    for (const row of cells)
      for (const i of columns) {
        const cell = row[i];
        if (!cell || occurrences.some((o) => o.start < cell.end && o.end > cell.start)) continue;
        const raw = text.slice(cell.start, cell.end);
        for (const n of namesOf(raw, withoutNote(raw.replace(/[*_]/g, '').trim()), cell.start))
          if (nameLike(n.name) && !/\p{Script=Hiragana}/u.test(n.name)) found.push(n);
      }
    table = [];
  };
  for (const line of lines) {
    if (line.kind === 'row') table.push(line);
    else if (table.length > 0) flush();
  }
  if (table.length > 0) flush();
}

function cellsOf(text: string, line: Line): { start: number; end: number }[] {
  const cells: { start: number; end: number }[] = [];
  let from = line.bodyStart;
  while (from < line.end) {
    const bar = text.indexOf('|', from);
    const end = bar === -1 || bar > line.end ? line.end : bar;
    cells.push({ start: from, end });
    from = end + 1;
  }
  return cells;
}

/**
 * A run of name letters (hiragana and punctuation end it); a space may join a katakana or Latin word
 * on ("マネーフォワード クラウド", "Google マップ"), since Japanese puts no space between words, and ・
 * joins katakana ("ギュット・クルーム") but separates other names ("SBI証券・楽天証券").
 */
const RUN_CHARS = '[\\p{Script=Han}\\p{Script=Katakana}ー\\p{Script=Latin}\\p{N}&!+@]';
const NAME_RUN = new RegExp(
  `${RUN_CHARS}+(?:(?:・(?=\\p{Script=Katakana})(?<=\\p{Script=Katakana}・)|[ \\u3000](?=[\\p{Script=Katakana}\\p{Script=Latin}]))${RUN_CHARS}+)*`,
  'gu',
);
/** What separates the names of an enumeration ("AやB", "A、B", "A／B", "doda や マイナビ"). */
const ENUMERATION_SEPARATOR = /^[ \u3000]?(?:や|、|，|と|・|\/|／)[ \u3000]?$/u;
/** What a brand's name is followed by without being part of it ("PayPayユーザー", "JALマイル"). */
const GENERIC_TAIL =
  /(?:ユーザー|ユーザ|アカウント|アプリ|会員|マイル|ポイント|デビット|決済|払い|公式|各社|提携|経由|連携|対応)$/u;

/** Whether katakana written onto a Latin name is a generic tail, not part of the name ("PayPayユーザー"). */
export const isGenericTail = (kana: string) => GENERIC_TAIL.test(kana) && kana.length <= 5;

/** A name as an enumeration or a Latin word holds it: without a generic tail. */
function withoutTail(name: string): string {
  const bare = name.replace(GENERIC_TAIL, '');
  return bare.length >= 2 ? bare : name;
}

/** Countries and regions written in katakana, which enumerations of origins hold ("アメリカ・イギリス出身"). */
const KATAKANA_PLACES = new Set(
  'アメリカ イギリス カナダ オーストラリア フランス ドイツ イタリア スペイン アジア ヨーロッパ ハワイ'.split(
    ' ',
  ),
);

/** Katakana made of two or more loanwords ("セカンドベビーカー", "アルミフレーム"): a thing, not a name. */
function isLoanwordCompound(kana: string): boolean {
  for (let i = 2; i <= kana.length - 2; i += 1)
    if (isKatakanaWord(kana.slice(0, i))) {
      const rest = kana.slice(i);
      if (isKatakanaWord(rest) || isLoanwordCompound(rest)) return true;
    }
  return false;
}

/** A katakana name an enumeration may hold (known names aside): no everyday loanword, compound of them, or country. */
function katakanaEntry(kana: string): boolean {
  return (
    isKatakanaName(kana) && !isLoanwordCompound(kana) && !KATAKANA_PLACES.has(kana.replace(/出身$/u, ''))
  );
}

/**
 * Whether an entry of an enumeration is a brand's name: a well-known name, katakana that is no
 * everyday loanword (nor a compound of them), Latin letters (no abbreviation of a term, no English
 * word), or kanji with a company ending or a well-known name in it ("福岡銀行", "楽天ペイ").
 */
function enumeratedName(name: string): boolean {
  if (isKnownBrand(name)) return true;
  // A name of several words is a brand's when its first word is ("マネーフォワード クラウド").
  const words = name.split(/[ \u3000]+/u);
  if (words.length > 1) return enumeratedName(words[0] as string);
  if (!nameLike(name) || isAbbreviation(name)) return false;
  if (/^[\p{Script=Katakana}ー・]+$/u.test(name)) return katakanaEntry(name);
  const han = name.match(/\p{Script=Han}+/gu);
  if (han) return COMPANY_END.test(name) || han.some(startsWithKnown);
  const latin = /^[\p{Script=Latin}\p{N}&!+@]+/u.exec(name)?.[0];
  if (!latin) return false;
  return (
    isKnownBrand(latin) ||
    (/\p{Script=Latin}{3}/u.test(latin) &&
      !isAbbreviation(latin) &&
      !isDictionaryWord(latin.toLowerCase(), 'en'))
  );
}

/** Whether kanji start with a well-known name ("楽天西友", "三井住友"). */
function startsWithKnown(han: string): boolean {
  for (let i = 2; i <= han.length; i += 1) if (isKnownBrand(han.slice(0, i))) return true;
  return false;
}

/**
 * Names enumerated in prose ("アキュビューやメニコンなど", "ahamoやLINEMO", "福岡銀行や西日本シティ銀行など"):
 * two or more names joined by や、と・／, every entry a name (one that is not, "センサーやモーター",
 * "アメリカ・イギリス", "レトロ柄・レース着物", says the enumeration is of things).
 */
function inEnumerations(text: string, found: JapaneseName[]): void {
  const runs: Occ[] = [];
  NAME_RUN.lastIndex = 0;
  for (let m = NAME_RUN.exec(text); m; m = NAME_RUN.exec(text))
    runs.push({ start: m.index, end: m.index + m[0].length });
  let from = 0;
  for (let i = 1; i <= runs.length; i += 1) {
    const prev = runs[i - 1] as Occ;
    const next = runs[i];
    if (next && ENUMERATION_SEPARATOR.test(text.slice(prev.end, next.start))) continue;
    const names = runs
      .slice(from, i)
      .map((r) => ({ start: r.start, name: withoutTail(text.slice(r.start, r.end)) }));
    from = i;
    // "freeeやマネーフォワード クラウドと連携": と also joins what a thing goes with.
    for (let last = names.at(-1); names.length > 2 && last; last = names.at(-1)) {
      if (!/と[ \u3000]?$/u.test(text.slice(Math.max(0, last.start - 2), last.start))) break;
      if (enumeratedName(last.name)) break;
      names.pop();
    }
    if (names.length > 1 && names.every((n) => enumeratedName(n.name))) found.push(...names);
  }
}

/** Words written in lower-case Latin letters in Japanese text that are no names, besides units. */
const LOWER_CASE_WORDS = new Set('kb vs etc px kcal mins min sec ha'.split(' '));
/**
 * A word of lower-case Latin letters, with a kanji or katakana tail ("freee会計"); not in a URL, its
 * path or query ("?utm_source=openai").
 */
const LOWER_CASE_NAME =
  /(?<![\p{Script=Latin}\p{N}.@/:_=?&#%-])\p{Ll}[\p{Ll}\p{N}]+(?![\p{Script=Latin}\p{N}.@/:_=?&#%-])[\p{Script=Han}\p{Script=Katakana}ー]*/gu;

/**
 * Names written in lower-case Latin letters ("freee", "povo", "ebookjapan"): Japanese text has no
 * lower-case words but units and the odd English word, so a lower-case word is a name.
 */
function inLowerCase(text: string, found: JapaneseName[]): void {
  LOWER_CASE_NAME.lastIndex = 0;
  for (let m = LOWER_CASE_NAME.exec(text); m; m = LOWER_CASE_NAME.exec(text)) {
    const word = /^[\p{Ll}\p{N}]+/u.exec(m[0])?.[0] ?? '';
    if (UNITS.has(word) || LOWER_CASE_WORDS.has(word) || (word.length > 2 && isDictionaryWord(word, 'en')))
      continue;
    // ("au PAY", "au PAY ふるさと納税": a known name going on in capitals.)
    const known = /^[ \t]?\p{Lu}+/u.exec(text.slice(m.index + word.length))?.[0];
    const name = known && isKnownBrand(word + known) ? word + known : withoutTail(m[0]);
    found.push({ start: m.index, name });
  }
}

/** Untracked brand names written in Japanese script, with where they start (not tracked ones). */
export function findJapaneseNames(text: string, lines: Line[], occurrences: Occ[]): JapaneseName[] {
  const found: JapaneseName[] = [];
  inProse(text, found);
  inOptionLists(text, lines, occurrences, found);
  inEnumerations(text, found);
  inLowerCase(text, found);
  return found.filter((n) => !occurrences.some((o) => o.start < n.start + n.name.length && o.end > n.start));
}
