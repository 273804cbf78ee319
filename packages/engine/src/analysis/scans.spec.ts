/**
 * The hand-written scans that replaced regexes for speed give the regexes' answers: each is checked
 * against its regex reference on many seeded random strings (astral letters and digits included).
 */
import { detectLanguage, forEachShortWord } from './language';
import { enumerationHead } from './untracked-places';

/** A small seeded generator (mulberry32): the same strings on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function strings(parts: string[], count: number, seed: number): string[] {
  const next = random(seed);
  const out: string[] = [];
  for (let k = 0; k < count; k += 1) {
    let s = '';
    const n = 1 + Math.floor(next() * 30);
    for (let i = 0; i < n; i += 1) s += parts[Math.floor(next() * parts.length)];
    out.push(s);
  }
  return out;
}

const ENUMERATION_BEFORE = /(?:,|[ \t](?:and|or|y|o|et|ou|und|oder|e))[ \t]+$/u;
const CAPITALISED_BEFORE = /(?:^|[^\p{L}\p{N}'’-])(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2})$/u;
function referenceHead(text: string, at: number): number {
  let head = at;
  for (let step = 0; step < 6; step += 1) {
    const window = text.slice(Math.max(0, head - 60), head);
    const link = ENUMERATION_BEFORE.exec(window);
    if (!link) break;
    const name = CAPITALISED_BEFORE.exec(window.slice(0, link.index));
    if (!name) break;
    head = head - (window.length - link.index) - (name[1] as string).length;
  }
  return head;
}

it('finds the head of an enumeration like the regexes do', () => {
  expect(enumerationHead('in Battersea, Wembley and Stratford', 26)).toBe(3);
  const parts = [
    'Acme',
    'Globex',
    ' ',
    '  ',
    '\t',
    ',',
    ' and ',
    ' y ',
    'und',
    ' or ',
    'x',
    'É',
    "O'Neil",
    '-',
    '3',
  ];
  parts.push(
    'in ',
    'Big',
    'Co',
    '(',
    'ß',
    'e',
    ' et ',
    '.',
    'Sant-Pere',
    'ZZ',
    '𝐀',
    '𝒶b',
    '𝟑',
    'A'.repeat(70),
  );
  let checked = 0;
  for (const s of strings(parts, 5_000, 7)) {
    for (const at of [s.length, Math.floor(s.length / 2)]) {
      expect(enumerationHead(s, at)).toBe(referenceHead(s, at));
      checked += 1;
    }
  }
  expect(checked).toBe(10_000);
});

it('splits letter runs like /\\p{L}+/gu does', () => {
  const parts = [
    'the ',
    'der ',
    'la ',
    'que ',
    'é',
    'ñ',
    'ß',
    '𝐀',
    '😀',
    "d'",
    ' ',
    '\n',
    'y ',
    'für ',
    'est ',
  ];
  parts.push(
    'Ä',
    'les ',
    'el ',
    'and ',
    'x',
    '𝒶',
    'and𝐀 ',
    'la😀',
    'LA ',
    'Die ',
    'É',
    'の',
    '\udc00',
    '\ud835',
  );
  for (const s of strings(parts, 5_000, 11)) {
    for (const max of [5, 100]) {
      const words: string[] = [];
      forEachShortWord(s, max, (w) => words.push(w));
      expect(words).toEqual((s.match(/\p{L}+/gu) ?? []).filter((w) => w.length <= max));
    }
  }
  expect(detectLanguage('Die beste Wahl ist für die meisten Teams Acme.')).toBe('de');
});
