/**
 * Analyzer version 20: avoided actions done with an entity, names joined after a condition, reference
 * tables in French, more no-winner wordings, names after "à". The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { entityIn, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

const trio: AnalysisContext = {
  brand: { name: 'Ohm', aliases: [], domains: [] },
  competitors: [
    { name: 'Lotus', aliases: [], domains: [] },
    { name: 'Respire', aliases: [], domains: [] },
  ],
};
const entity = (text: string, name: string) => entityIn(text, name, trio);

it('is version 20 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(20);
});

it.each([
  ['Au vu des plaintes, mieux vaut éviter de se réabonner à Lotus, même en promotion.'],
  ['I would avoid signing up with Lotus again.'],
])('reads an avoided action done with an entity as a warning about it: %s', (text) => {
  expect(entity(text, 'Lotus')).toMatchObject({ count: 1, recommended: false, sentiment: 'negative' });
});

it('still reads an avoided thing as no warning ("Ohm évite les mauvaises surprises")', () => {
  expect(entity('Ohm évite les mauvaises surprises sur la facture.', 'Ohm')?.sentiment).not.toBe('negative');
});

it('reads names joined after a condition as its picks', () => {
  const text = 'Si vous cherchez une autre application, Respire et Ohm permettent de résilier en un clic.';
  expect(entity(text, 'Respire')?.recommended).toBe(true);
  expect(entity(text, 'Ohm')?.recommended).toBe(true);
});

it('reads the rows of a table "pour situer ce prix" as reference points', () => {
  const text = [
    'Pour situer ce prix, voici les tarifs de quelques applications :',
    '',
    '| Application | Prix annuel |',
    '|---|---|',
    '| Lotus | 39,99 € |',
    '| Respire | 59,99 € |',
  ].join('\n');
  expect(entity(text, 'Lotus')?.recommended).toBe(false);
});

it.each([
  ['Honestly, neither is the obvious pick.'],
  ['Ninguna es objetivamente mejor: las dos tienen valoraciones casi idénticas.'],
  ["Aucune des deux ne surpasse clairement l'autre."],
])('reads a two-column comparison closed with "%s" as having no winner', (closing) => {
  const text = `| | Ohm | Respire |\n|---|---|---|\n| Prix | 5 € | 6 € |\n\n${closing}`;
  expectBalanced(text, ['Ohm', 'Respire'], trio);
});
