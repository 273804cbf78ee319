/**
 * Analyzer version 33: another business in an apposition with "the", an English adverb name opening a
 * sentence, a kind in lower case before the brand's shorter name, German lower-case uses after any
 * word, and a Japanese taste ("Acmeの深煎りが好きな人"). The answers below are written for these tests,
 * not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 33 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(33);
});

it.each([
  [
    '(A quick clarification: Harbor here is the note-taking app, not Inkwell Press, the paper planner company.)',
    'Inkwell',
    harborAnd('Inkwell'),
    0,
  ],
  ['Notably, most of these apps offer a free tier for students.', 'Notably', harborAnd('Notably'), 0],
  [
    'Harbor is cheaper. Notably, on the other hand, pulls ahead on lecture recordings.',
    'Notably',
    harborAnd('Notably'),
    1,
  ],
  [
    'Si te preocupan los nervios, la autoescuela Volante trabaja con grupos pequeños.',
    'Volante',
    harborAnd('Volante', ['Autoescuela Volante']),
    1,
  ],
  [
    '3. **Malerbetrieb Farbenfroh** – Der Name ist Programm: Wer es farbenfroh mag, bekommt hier eine ausführliche Farbberatung.',
    'Farbenfroh',
    harborAnd('Farbenfroh', ['Malerbetrieb Farbenfroh']),
    1,
  ],
])('counts in "%s" the mentions of %s', (text, name, context, want) => {
  expect(countIn(text, name, context)).toBe(want);
});

it('reads "Xの深煎りが好きな人にも" in another option\'s item as a taste, not a pick', () => {
  const text =
    '広島のカフェ:\n\n- **ハトバ**：浅煎りから深煎りまでそろい、ミナモ珈琲の深煎りが好きな人にも向いています。';
  const context = {
    brand: { name: 'ミナモ珈琲', aliases: [], domains: [] },
    competitors: [{ name: 'ハトバ', aliases: [], domains: [] }],
  };
  expect(entityIn(text, 'ミナモ珈琲', context)?.recommended).toBe(false);
  expect(entityIn(text, 'ハトバ', context)?.recommended).toBe(true);
});
