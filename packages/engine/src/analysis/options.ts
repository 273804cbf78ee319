/**
 * Where an answer's layout makes an entity one of the suggested options (rule 10), apart from list
 * items and table rows: option headings, comparison columns, paragraphs under a heading, and the
 * labels that open items and paragraphs (a need, an imperative, points about an entity, a date).
 */
import { offersOptions } from './lexicon';
import type { Occurrence } from './matcher';
import type { Line } from './structure';

/**
 * Options written as headings ("### 1. **Aoba** — 初心者に一番おすすめ", "## 2. Acme Pro: for teams"):
 * headings that open with a name, numbered or with a dash or colon after the name (and a model
 * name), two or more in one answer, and paragraphs opening with a bold name and a verb (two or more
 * entities). ("## Acme の特徴", "## Acme vs Globex" are not.)
 */
/** An intro or heading presenting options: "Estas son algunas de las clínicas mejor valoradas:". */
const ANNOUNCING =
  /(?:^|[^\p{L}])(?:best|top|recommended|favou?rite|here\s+are|these\s+are|mejor(?:es)?|recomendad\p{L}*|estas\s+son|aquí\s+tienes|meilleur\p{L}*|recommandé\p{L}*|voici|beste[nr]?|empfohlen\p{L}*|empfehlenswert\p{L}*|hier\s+sind|infrage|in\s+frage)(?![\p{L}])|おすすめ|以下/iu;

/**
 * An intro's last sentence presenting what follows ("Here are a few options.", "…, aber hier ein
 * Überblick über Optionen, die …", "…, tienes varias alternativas razonables.", "…候補をいくつか挙げて
 * みます。").
 */
const ANNOUNCING_SENTENCE =
  /(?:^|[.!?。]\s*)(?:here\s+are|voici|hier\s+sind|estas\s+son|aquí\s+tienes)[^.!?\n]*\.\s*$|(?:^|[^\p{L}])(?:here['’]s\s+an?|hier\s+(?:ist\s+)?eine?|voici\s+une?|aquí\s+tienes\s+una?)\s+(?:overview|rundown|list|selection|Überblick|Übersicht|Auswahl|Liste|aperçu|sélection|liste|resumen|lista|selección)\s+(?:of|über|von|des|de)\s[^.!?\n]*\.\s*$|(?:^|[^\p{L}])(?:tienes|hay|there\s+are|you\s+have|il\s+existe|vous\s+avez|es\s+gibt|du\s+hast|Sie\s+haben)\s+(?:varias|algunas|several|a\s+few|some|plusieurs|quelques|einige|mehrere)\s+(?:\p{L}+\s+)?(?:alternativas|opciones|alternatives|options|Alternativen|Optionen)[^.!?\n]*\.\s*$|(?:候補|選択肢|乗り換え先|おすすめ)[^。\n]*(?:挙げ|紹介)[^。\n]*。\s*$/iu;
/**
 * A sentence introducing options, wherever it stands in the intro ("代表的なものを紹介します。",
 * "候補をいくつか挙げてみます。"): what follows are options even where the choice depends on the reader.
 */
const INTRODUCES_OPTIONS = /(?:候補|選択肢|乗り換え先|おすすめ|代表的な)[^。\n]*(?:挙げ|紹介)[^。\n]*。/u;

export function optionHeadings(
  text: string,
  lines: Line[],
  occurrences: Occurrence[],
): { brand: number; line: Line }[] {
  const heads: { brand: number; line: Line }[] = [];
  let next = 0;
  // Whether the last intro announced options ("tienes varias alternativas:"): bare names as the
  // headings after it are those options.
  let announced = false;
  let announcedBySentence = false;
  let introducedOptions = false;
  let dependsOnReader: boolean | undefined;
  const depends = () => (dependsOnReader ??= dependsOnTheReader(text));
  for (const line of lines) {
    while (next < occurrences.length && (occurrences[next] as Occurrence).start < line.start) next += 1;
    const o = occurrences[next];
    if (line.kind === 'text') {
      const intro = text.slice(line.start, line.end);
      // (An intro's sentence announcing options holds for all the sections after it, the prose in
      // them included: "…候補をいくつか挙げてみます。" / "**ケイリー**" … / "**カンタン会計**" ….)
      announcedBySentence ||= ANNOUNCING_SENTENCE.test(intro);
      introducedOptions ||= INTRODUCES_OPTIONS.test(intro);
      // (A colon intro's announcement holds over the paragraphs under the headings it announces:
      // "Hier einige Optionen:" / "**Spritztour**" / "Der Anbieter …" / "**Stadtflitzer**".)
      if (announcedBySentence || introducedOptions || /[:：]\s*$/.test(intro))
        announced =
          announcedBySentence ||
          introducedOptions ||
          (/[:：]\s*$/.test(intro) && (offersOptions(intro) || ANNOUNCING.test(intro)));
    }
    if (!o || o.start >= line.end) {
      // ("## Clínicas dentales recomendadas en Valencia" over "### Sonríe Dental", "### OdontoPlus".)
      // (Or "## 代替候補", "## Alternatives": options to come.)
      if (line.kind === 'heading') {
        const heading = text.slice(line.bodyStart, line.end);
        announced = ANNOUNCING.test(heading) || offersOptions(heading);
      }
      continue;
    }
    if (line.kind === 'text') {
      // A paragraph opening with a bold name and a verb ("**Reifenwerk** bietet ...", "**Aoba**は", a
      // reading in brackets inside the bold: "**針音（ハリオト）**は") or a sentence ("**Lumo Card.** Sin
      // cuota …", "**VetMarina (Playa de San Juan).** Probablemente …", "**Quesos Niebla** (Llanes).
      // Quesería …");
      // with a dash or colon after the name it is read as an item (BOLD_LEAD). (Not where the choice
      // depends on the reader.)
      if (
        !depends() &&
        !opensOnBoth(text) &&
        BOLD_NAME_PARAGRAPH.test(text.slice(line.start, o.start)) &&
        /^(?:(?:[ \t]*[(（][^)）\n]{1,40}[)）])?\.\*\*\s+\p{Lu}|(?:[ \t]*[(（][^)）\n]{1,40}[)）])?\*\*(?:[ \t]*[(（][^)）\n]{1,40}[)）])?(?:\s+\p{L}|,\s|\.\s+\p{Lu}|[はが](?!\p{Script=Hiragana})))/u.test(
          text.slice(o.end, o.end + 48),
        )
      )
        heads.push({ brand: o.brand, line });
      continue;
    }
    if (line.kind !== 'heading') continue;
    const lead = text.slice(line.bodyStart, o.start);
    // (A link's label may carry the name: "### 2. **[GymNova](https://…)** – varias sedes".)
    if (lead.replace(/[*_[\s\p{So}\p{Extended_Pictographic}\uFE0F]|\d{1,2}[.)]/gu, '') !== '') continue;
    // Numbered ("### 1. **Aoba**") or with a blurb ("### Aoba — for beginners"); bare names over
    // sections ("### Escale Cowork" / "### Bureau Nomade") may be a comparison instead.
    const tail = text
      .slice(o.end, line.end)
      .replace(/^\]\([^)\s]*\)/u, '')
      .replace(/[*_]/g, '')
      .trim();
    // (A numbered heading opening with a name is one entry of a ranked list, whatever follows:
    // "**1. Sudhaus Kessler „Erstsud“-Set (ca. 79 €)**".)
    if (
      /\d/.test(lead) ||
      // (In an answer whose choice "depends on" the reader, named sections are a comparison, unless
      // a sentence introduced them as options: "目的に合わせて選べるよう、代表的なものを紹介します。".)
      ((introducedOptions || !depends()) &&
        (announced ? tail === '' || OPTION_HEADING_TAIL.test(tail) : OPTION_HEADING_TAIL.test(tail)))
    )
      heads.push({ brand: o.brand, line });
  }
  return new Set(heads.map((h) => h.brand)).size < 2 ? [] : heads;
}
const BOLD_NAME_PARAGRAPH = /^\s*\*\*$/;
/**
 * An answer opening on the two it compares ("They're both established businesses, but …", "Beide
 * Anbieter …"): its bold-name paragraphs are the two sides of a comparison, not options.
 */
function opensOnBoth(text: string): boolean {
  const first = /^\s*([^\n]*)/u.exec(text)?.[1] ?? '';
  return BOTH.test(first);
}
const BOTH = /(?:^|[^\p{L}])(?:both|beide[nrs]?|les\s+deux|ambos|ambas)(?![\p{L}])|どちらも|両方|両社/iu;
/**
 * A comparison table with the entities as its columns ("| Merkmal | Hofwerk | Lactora |"): each
 * entity heading a column (its occurrence in the header row) is one of the options, like an entity
 * heading a row.
 */
export function optionColumns(text: string, lines: Line[], occurrences: Occurrence[]): Occurrence[] {
  // "Welcher Anbieter besser passt, hängt davon ab, …", "Le choix dépend surtout de …": a side-by-side
  // comparison with no verdict.
  // (So is one whose choice "comes down to" the reader: "which one fits better mostly comes down to
  // where you live"; an intro saying so may still head sections of picks per need.)
  if (dependsOnTheReader(text) || (MAY_COME_DOWN.test(text) && COMES_DOWN_TO.test(text))) return [];
  const columns: Occurrence[] = [];
  let next = 0;
  for (const line of lines) {
    while (next < occurrences.length && (occurrences[next] as Occurrence).start < line.start) next += 1;
    if (line.kind !== 'row' || !line.tableHeader) continue;
    const inLine: Occurrence[] = [];
    for (let i = next; i < occurrences.length && (occurrences[i] as Occurrence).start < line.end; i += 1)
      inLine.push(occurrences[i] as Occurrence);
    if (inLine.length < 2) continue;
    // Every name fills a cell of its own, after the first cell.
    const whole = inLine.filter(
      (o) =>
        o.start > line.headEnd &&
        /^[\s*_]*\|/u.test(text.slice(o.end, line.end) + '|') &&
        /\|[\s*_]*$/u.test(text.slice(line.start, o.start)),
    );
    if (whole.length !== inLine.length || new Set(whole.map((o) => o.brand)).size < 2) continue;
    columns.push(...whole);
  }
  return columns;
}

const MAY_COME_DOWN = /comes\s+down/i;
const COMES_DOWN_TO =
  /(?:choice|decision|which\s+one(?:\s+\p{L}+){0,3}|choosing\s+between\s[^.!?\n]{1,60}?|(?:it|that|this)(?:\s+really)?)\s+(?:\p{L}+ly\s+)?comes\s+down\s+to/iu;

/** A column header naming the pick ("Recommended", "Our pick", "Opción recomendada", "Empfehlung", "おすすめ"). */
const PICK_COLUMN =
  /recommend|our\s+pick|top\s+pick|best\s+(?:pick|choice|option|bet)|empfehl|recommand|recomend|おすすめ|お勧め|推奨/iu;
const SEPARATOR_ROW = /^\s*\|?\s*:?-{3,}/;

/**
 * The names in a table column whose header names the pick ("| Necesidad | Opción recomendada |" …
 * "| Urgencias | Mercado24 |"): each is the option suggested for its row.
 */
export function pickColumnNames(text: string, lines: Line[], occurrences: Occurrence[]): Occurrence[] {
  const out: Occurrence[] = [];
  let column = -1;
  for (const line of lines) {
    if (line.kind !== 'row') {
      column = -1;
      continue;
    }
    const row = text.slice(line.bodyStart, line.end);
    if (line.tableHeader) {
      if (!SEPARATOR_ROW.test(text.slice(line.start, line.end)))
        column = row.split('|').findIndex((cell, i) => i > 0 && PICK_COLUMN.test(cell));
      continue;
    }
    if (column < 1) continue;
    for (const o of occurrences) {
      if (o.start < line.bodyStart || o.start >= line.end) continue;
      if (text.slice(line.bodyStart, o.start).split('|').length - 1 === column) out.push(o);
    }
  }
  return out;
}

const MAY_DEPEND = /d[eé]pend|hängt|次第|によって/i;
/** Whether the answer's choice depends on the reader; the last text's answer is kept (two callers). */
function dependsOnTheReader(text: string): boolean {
  if (text !== lastDepends.text) lastDepends = { text, depends: MAY_DEPEND.test(text) && DEPENDS.test(text) };
  return lastDepends.depends;
}
let lastDepends = { text: '', depends: false };
/** The choice depends on the reader ("it depends on", "hängt davon ab", "dépend de", "depende de", "次第"). */
export const DEPENDS =
  /(?:it|that|this|the\s+(?:choice|decision|answer))\s+(?:really\s+|mostly\s+|largely\s+)?depends\s+on|depends\s+(?:really\s+|mostly\s+|largely\s+)?on\s+(?:your|what\s+you|how\s+you)|depende(?:rá)?\s+(?:sobre\s+todo\s+|mucho\s+|bastante\s+)?de\s+(?:qué|lo\s+que|cómo|tus?)\s|dépend(?:ra)?\s+(?:surtout\s+|beaucoup\s+)?de\s+(?:ce\s+que|votre|vos|ton|tes)\s|(?:choix|décision)\s+(?:\p{L}+\s+){0,2}dépend|tout\s+dépend|(?:elección|decisión)\s+(?:\p{L}+\s+){0,2}depende|todo\s+depende|(?:según|selon|depending\s+on)\s+(?:lo\s+que|ce\s+que|what\s+you|how\s+you)\s|hängt\s+[^.!?\n]{0,60}?\s(?:ab|davon)(?![\p{L}])|(?:によって|次第)/iu;

/** After the name in an option heading: a dash or colon, or a short model name and then one. */
const OPTION_HEADING_TAIL =
  /^(?:[\p{Lu}\p{N}][\p{L}\p{N}+.-]*(?:\s[\p{Lu}\p{N}][\p{L}\p{N}+.-]*){0,2}\s*)?(?:[—–―:：]|-\s|[(（][^)）]{2,40}[)）]\s*$)/u;

/** The lines of the paragraph right under a heading (blank lines before it skipped), as indexes. */
export function paragraphUnder(lines: Line[], heading: number): { from: number; to: number } {
  let from = heading + 1;
  while (lines[from]?.kind === 'blank') from += 1;
  let to = from - 1;
  while (lines[to + 1]?.kind === 'text') to += 1;
  return { from, to };
}

/** A paragraph opening with a bold name and a dash or colon ("**Acme Trail** – Testsieger", "🍫 **Acme** — …"). */
export const BOLD_LEAD = /^\s*(?:[\p{So}\p{Extended_Pictographic}\uFE0F]+\s*)?\*\*[^*\n]{1,90}\*\*\s*[–—:-]/u;
/** A paragraph opening with a bold label that ends in a colon ("**Si vas a estar meses:** ..."). */
export const BOLD_LABEL = /^\s*\*\*[^*\n]{1,90}?[:：]\s*\*\*/u;
/** After a label, nothing but tracked names ("- 一人起業家：Acme"): the label is a need, the name an option. */
export function onlyNames(text: string, from: number, to: number, occs: Occurrence[]): boolean {
  let rest = text.slice(from, to);
  for (const o of occs) if (o.start >= from && o.end <= to) rest = rest.replace(o.text, '');
  return rest.replace(/[\s*_:：、。.,;()（）-]/gu, '') === '';
}
/** An item head that is a phrase: two lower-case words ("Ob du einen Schutzbrief ..."). */
export const PHRASE = /(?:^|\s)\p{Ll}\p{L}*\s+(?:\S+\s+)*?\p{Ll}/u;
/** An item head opening with an imperative ("Rent crates from X", "Kauf bei X", "Prueba X"). */
export const IMPERATIVE_HEAD =
  /^(?:\d{1,2}[.)]\s*)?(?:rent|buy|try|get|use|book|order|hire|choose|pick|join|mieten?|kauf(?:en)?|nimm|probier(?:en)?|buch(?:en)?|bestell(?:en)?|louez|achetez|essayez|prenez|choisissez|réservez|commandez|alquila|compra|prueba|elige|usa|reserva|contrata)\s/iu;
/** Classes held at or booked through an entity, before its name ("lessons via ", "Kurse bei ", "cours chez "). */
export const CLASSES_AT =
  '(?:lessons|classes|courses|workshops|sessions|kurse|unterricht|cours|stages|ateliers|clases|cursos|talleres)\\s+(?:via|on|at|through|bei|über|auf|chez|sur|en|con|de)\\s';
/** An item head naming such classes ("**Private lessons via X** –", "Kurse bei X"). */
export const CLASSES_AT_HEAD = new RegExp(`^(?:\\d{1,2}[.)]\\s*)?(?:[\\p{L}-]+\\s+){0,2}${CLASSES_AT}`, 'iu');
/** A label of points for or against an entity ("Für X spricht", "Gegen X spricht", "Pros of X"). */
export const POINTS_LABEL =
  /^(?:(?:was\s+)?(?:für|gegen)\s.+\sspricht|(?:pros?|cons?|pluspunkte|minuspunkte|avantages|inconvénients|ventajas|desventajas)\s+(?:of|von|de|du|des|del)\s)/iu;
/** A date or a number as an item's label ("2023年", "1987", "12/2024"). */
export const DATE_LABEL = /^[\p{N}\s./–-]*\p{N}[\p{N}\s./–-]*(?:年|月|日)?[:：]?$/u;
/**
 * A heading that opens with the reader's need ("Si vous voulez un service plus rapide", "予算重視なら");
 * not one asking whom an option suits ("Für wen ist die App gedacht?", "Pour qui ?").
 */
export const NEED_HEADING =
  /^(?:\d{1,2}[.)]\s*)?(?:if|for(?!\s+whom)|when|si|pour(?!\s+qui\s*(?:[?:]|est|sont|c['’]est))|quand|para(?!\s+quién)|cuando|wenn|falls|für(?!\s+wen)|bei)\s|(?:なら|向け|場合は?|には)[:：]?$/iu;
/** A heading asking how to do something ("How do I move my data?", "Comment transférer …"): no need. */
export const HOW_TO_HEADING = /^(?:how|comment|wie|cómo|como)(?![\p{L}])/iu;
/** A head that states a need ("For quiet rooms", "Budget pick", "Si buscas precio", "一人起業家"). */
export const NEED_LABEL =
  /(?:^|[^\p{L}])(?:for|if|best|budget|cheapest|top|want|need|short|little|für|wenn|falls|beste|wenig|pour|si|s['’]ils?|meilleur|peu|besoin|para|mejor|poco|busca\p{L}*)(?![\p{L}])|なら|向け|重視|派|場合|人|者|家|層|世帯|ユーザー|たい|ほしい/iu;
/** A name in the genitive before a noun: "Camperados Kautionsregelung", "Acme's refund policy". */
export const POSSESSIVE_LABEL = /^(?:\p{L}s|\p{L}['’]s?)[*_]*\s+\p{L}|^\p{L}の/u;
/** A one-word label ending in a colon ("Anbieter:", "Suivi :", "Retrait :"). */
export const ATTRIBUTE_HEAD =
  /^(?:\p{Lu}[\p{L}-]*|(?![^:：]*(?:なら|向け|重視|派|場合))[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー・]{1,10})\s*[:：]?$/u;
