/**
 * Names the answer itself calls brands or lists as such (analysis rule 13): the names after "brands
 * like", "marques comme", "Marken wie", "marcas como" ("Marken wie Passier oder Stübben"), and the
 * names listed in a table cell ("| Phonak, Oticon, Widex |"). Their own words may look like common
 * words or places; what the text says about them decides.
 */
import type { Line } from './structure';

export interface NamedBrand {
  start: number;
  name: string;
}

/** "brands such as", "marques comme", "Marken wie etwa", "marcas como", "brands: ". */
const BRANDS_INTRO =
  /(?<![\p{L}])(?:brands?|makers?|manufacturers?|labels?|marques?|fabricants?|Marken|Marke|Hersteller\p{L}*|Labels|marcas?|fabricantes?)(?:[ \t]+\p{Ll}[\p{L}-]*){0,2}[ \t]*(?:such[ \t]+as|like|including|e\.g\.|comme|tel(?:le)?s?[ \t]+que|notamment|wie(?:[ \t]+etwa)?|z\.[ \t]*B\.|etwa|como|incluyendo|:)[ \t]*/giu;
/** One name: up to three capitalised words (with digits, "&", apostrophes), maybe in bold. */
const NAME_WORD = "\\p{Lu}(?:[\\p{L}\\p{N}&'’+-]|\\.(?=\\p{L}))*";
const NAME = new RegExp(
  `^(?:\\*\\*)?(${NAME_WORD}(?:[ \\t]+(?:&[ \\t]+)?${NAME_WORD}){0,2})(?:\\*\\*)?`,
  'u',
);
/** Between names: a comma, a slash or a conjunction of the five languages. */
const SEPARATOR =
  /^[ \t]*(?:,|\/)[ \t]*(?:(?:and|or|et|ou|und|oder|y|o|e)[ \t]+)?|^[ \t]+(?:and|or|et|ou|und|oder|y|o|e)[ \t]+/u;

/** The names in a run of names separated by commas and conjunctions, from `at` on. */
function namesFrom(text: string, at: number, max: number): NamedBrand[] {
  const out: NamedBrand[] = [];
  let i = at;
  while (out.length < max) {
    const m = NAME.exec(text.slice(i, i + 80));
    if (!m) break;
    const name = (m[1] as string).replace(/[’']+$/u, '');
    out.push({ start: i + m[0].indexOf(name), name });
    i += m[0].length;
    const sep = SEPARATOR.exec(text.slice(i, i + 12));
    if (!sep) break;
    i += sep[0].length;
  }
  return out;
}

/** Names right after an introduction that calls them brands or makers. */
export function namedAsBrands(text: string): NamedBrand[] {
  if (!MAY_NAME_BRANDS.test(text)) return [];
  const out: NamedBrand[] = [];
  BRANDS_INTRO.lastIndex = 0;
  for (let m = BRANDS_INTRO.exec(text); m; m = BRANDS_INTRO.exec(text))
    out.push(...namesFrom(text, m.index + m[0].length, 8));
  return out;
}
/** A literal pre-check, either case: "rand" (brand), "aker" (maker), "abel", "arque", "arke", "arca", … */
const MAY_NAME_BRANDS = /rand|aker|anufactur|abel|arque|abricant|arke|ersteller|arca/;

/**
 * Names listed in table cells after the first ("| Clearwave | … | Phonak, Oticon, Widex |"), per cell:
 * two or more names and nothing else.
 */
export function tableCellNames(text: string, lines: Line[]): NamedBrand[][] {
  const out: NamedBrand[][] = [];
  for (const line of lines) {
    if (line.kind !== 'row' || line.tableHeader) continue;
    let cellStart = line.headEnd + 1;
    while (cellStart < line.end) {
      let cellEnd = text.indexOf('|', cellStart);
      if (cellEnd === -1 || cellEnd > line.end) cellEnd = line.end;
      const raw = text.slice(cellStart, cellEnd);
      const lead = raw.length - raw.trimStart().length;
      const names = namesFrom(text, cellStart + lead, 12);
      const last = names[names.length - 1];
      if (
        names.length >= 2 &&
        last !== undefined &&
        text.slice(last.start + last.name.length, cellEnd).replace(/[*\s]/g, '') === ''
      )
        out.push(names);
      cellStart = cellEnd + 1;
    }
  }
  return out;
}
