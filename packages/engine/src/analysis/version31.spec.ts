/**
 * Analyzer version 31: another business said to be another company, German words after "Ihrer" and
 * "anderes", enumerated picks ("La primera es …"). The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 31 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(31);
});

it.each([
  ['Isarklang', 'Hinweis: Die Musikschule Isarklang in Pasing ist ein anderes Unternehmen.', 0],
  ['Klangbild', 'Wenn Sie das Klangbild Ihrer Geräte als dumpf empfinden, lassen Sie nachmessen.', 0],
])('counts %s only as the brand in "%s"', (name, text, want) => {
  expect(countIn(text, name, harborAnd(name))).toBe(want);
});

it('reads "La primera es X … La segunda es Y" after announcing options as picks', () => {
  const text =
    'En cuanto a alternativas, hay dos que encajan bien. La primera es Lumo, en Ruzafa: es un taller pequeño. La segunda es Harbor, en Catarroja.';
  expect(entityIn(text, 'Lumo')?.recommended).toBe(true);
  expect(entityIn(text, 'Harbor')?.recommended).toBe(true);
});
