/**
 * Text clean-up before matching (analysis rules 2): full-width Latin letters and digits fold to
 * ASCII, typographic apostrophes become ', zero-width characters and soft hyphens are removed, and a
 * hyphen at a line wrap inside a word is removed. Offsets of the cleaned text map back to the
 * original so spans highlight the answer as the user sees it.
 */

export interface NormalizedText {
  text: string;
  /** Original offset of each cleaned offset (length text.length + 1); undefined when unchanged. */
  toOriginal?: Int32Array;
}

const NEEDS_WORK = /[\uFF01-\uFF5E\u2018\u2019\u02BC\u200B-\u200D\u2060\uFEFF\u00AD]|-\r?\n|[\u0300-\u036f]/;
const DROPPED = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;

export function normalizeText(input: string): NormalizedText {
  const source = /[\u0300-\u036f]/.test(input) ? input.normalize('NFC') : input;
  if (!NEEDS_WORK.test(source)) return { text: source };
  let out = '';
  const map: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i] as string;
    const code = ch.charCodeAt(0);
    if (DROPPED.test(ch)) continue;
    if (ch === '-' && /[\p{L}\p{N}]/u.test(source[i - 1] ?? '')) {
      const wrap = /^-\r?\n[ \t]*(?=[\p{L}\p{N}])/u.exec(source.slice(i, i + 8));
      if (wrap) {
        i += wrap[0].length - 1;
        continue;
      }
    }
    map.push(i);
    if (code >= 0xff01 && code <= 0xff5e) out += String.fromCharCode(code - 0xfee0);
    else if (ch === '\u2018' || ch === '\u2019' || ch === '\u02BC') out += "'";
    else out += ch;
  }
  map.push(source.length);
  return { text: out, toOriginal: Int32Array.from(map) };
}

/** The original offset of a cleaned offset. */
export function originalOffset(n: NormalizedText, index: number): number {
  return n.toOriginal ? (n.toOriginal[index] ?? index) : index;
}
