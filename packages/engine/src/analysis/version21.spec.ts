/**
 * Analyzer version 21: more no-winner wordings, bold names with a place before their period, and the
 * loser of a settled two-column comparison. The answers below are written for these tests, not taken
 * from the eval corpus; the tracked brands are invented.
 */
import { entityIn, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

const pair: AnalysisContext = {
  brand: { name: 'Harbor', aliases: [], domains: [] },
  competitors: [{ name: 'Quill', aliases: ['Garage Quill'], domains: [] }],
};
const entity = (text: string, name: string) => entityIn(text, name, pair);
const table = '| | Harbor | Quill |\n|---|---|---|\n| Prix | 219 € | 189 € |\n';

it('is version 21 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(21);
});

it.each([
  ["Overall, the sources don't point to a clear winner."],
  ['Eine pauschale Antwort, welche der beiden besser ist, gibt es nicht.'],
  ['Honnêtement, aucun ne se détache nettement.'],
])('reads a comparison closed with "%s" as having no winner', (closing) => {
  const text = `${table}\n${closing}`;
  expectBalanced(text, ['Harbor', 'Quill'], pair);
});

it('reads bold names with a place before their period, after an intro, as options', () => {
  const text = [
    'Estas son alternativas razonables en Alicante:',
    '',
    '**Harbor (Playa de San Juan).** Probablemente es lo más parecido.',
    '',
    '**Quill (Benalúa).** Si vives en el centro, es cómoda.',
  ].join('\n');
  expect(entity(text, 'Harbor')?.recommended).toBe(true);
  expect(entity(text, 'Quill')?.recommended).toBe(true);
});

it("does not suggest a settled comparison's loser through its own paragraph", () => {
  const text = [
    table,
    '**Garage Quill** est moins cher sur le forfait.',
    '',
    '## Verdict',
    '',
    'Pour une voiture sous garantie, **Harbor** est le meilleur choix.',
  ].join('\n');
  expect(entity(text, 'Harbor')?.recommended).toBe(true);
  expect(entity(text, 'Quill')?.recommended).toBe(false);
});
