/**
 * Analyzer version 30: more notes on other businesses, places after "la plaza", English no-winner
 * wordings. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { countIn, harborAnd, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 30 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(30);
});

it.each([
  [
    'Sobremesa',
    '**Sobremesa** es una app de reservas. No debe confundirse con Sobremesa Radio, un podcast.',
    1,
  ],
  ['Riegel', 'Und falls Sie auf „Riegel Sicherheitstechnik“ stoßen: Das ist ein anderer Betrieb.', 0],
  ['Arriaga', 'Hay varias consultas en los alrededores de la plaza Arriaga.', 0],
])('counts %s only as the brand in "%s"', (name, text, want) => {
  expect(countIn(text, name, harborAnd(name))).toBe(want);
});

it.each([
  ['Both practices are well established, and neither is a clear-cut winner for a family.'],
  ['There is no objectively "better" choice here.'],
])('reads a comparison closed with "%s" as having no winner', (closing) => {
  const text = `| Feature | Harbor | Quill |\n|---|---|---|\n| Hours | 7–4 | 7–7 |\n\n${closing}`;
  expectBalanced(text, ['Harbor', 'Quill']);
});
