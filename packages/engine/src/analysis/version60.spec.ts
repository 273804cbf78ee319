/**
 * Analyzer version 60: an answer announcing a summary of the options' strengths and weaknesses
 * ("Aquí tienes un resumen de sus puntos fuertes y débiles:") compares without a winner, and the items
 * under a heading naming a period of a history ("Subscriptions (mid-2010s onward)") are events, not
 * options. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 60 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(60);
});

it('reads sections after "un resumen de sus puntos fuertes y débiles:" as a comparison with no winner', () => {
  const text =
    'Keynova, Pianello y Tonwerk son tres apps de intercambio de ropa muy usadas, pero funcionan de forma distinta. Aquí tienes un resumen de sus puntos fuertes y débiles:\n\n### Keynova\nFunciona con puntos.\n* **Pros:** no hace falta encontrar a alguien que quiera lo que ofreces.\n* **Contras:** los puntos caducan a los 12 meses.\n\n### Pianello\nSe basa en el intercambio directo.\n* **Pros:** mucha oferta de ropa de mujer.\n* **Contras:** cerrar un intercambio puede llevar días.\n\n### Tonwerk\nCombina intercambio y venta.\n* **Pros:** interfaz muy sencilla.\n* **Contras:** cobra una comisión del 8 % en las ventas.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  expect(Object.values(rulesIn(text, KEYNOVA)).map((v) => v?.sentiment)).toEqual([
    'neutral',
    'neutral',
    'neutral',
  ]);
});

it('reads items under "**Subscriptions (mid-2010s onward)**" as events of a history', () => {
  const text =
    'Pattern subscriptions grew out of the shift from printed patterns to PDFs.\n\n**Printed patterns (1860s–2000s)**\nCompanies sold single printed patterns through fabric stores.\n\n**Subscriptions (mid-2010s onward)**\n* Keynova introduced one of the first credit-based memberships.\n* Pianello, launched in 2019, popularised the multi-designer model.\n* Tonwerk introduced keep-forever credits in 2021.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('still reads a list under a heading with a year of its own ("Best apps (2025)") as options', () => {
  const text = 'Here are the ones I would pick.\n\n**Best apps (2025)**\n* Keynova\n* Pianello';
  expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
});
