/**
 * Analyzer version 40: acronyms in mixed case, independent businesses, and the "of" part of another
 * French or Spanish name. The answers below are written for these tests, not taken from the eval
 * corpus; the tracked brands are invented.
 */
import { countIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 40 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(40);
});

it.each([
  [
    '- **Lumo (KW):** bietet viele E-Bikes an.\n- Ein Pedelec darf höchstens 0,25 kW Nenndauerleistung haben.',
    1,
  ],
  ['Übrigens: Lumo Hoffmann in Bremen ist ein unabhängiges Fahrradgeschäft.', 0],
  ['Attention à une confusion fréquente : Au Comptoir du Lumo, rue de la Fosse, est un café-pizzeria.', 0],
])('counts in "%s" only the tracked Lumo', (text, want) => {
  expect(countIn(text, 'Lumo', harborAnd('Lumo', ['KW']))).toBe(want);
});

it('still counts a camel-case name written in lower case, unlike a plain capitalised one', () => {
  const context = harborAnd('QuickBooks');
  expect(
    countIn(
      'Many freelancers like quickbooks because the invoices look professional.',
      'QuickBooks',
      context,
    ),
  ).toBe(1);
  expect(countIn('Muchas ofertas de enero se contratan por impulso.', 'Impulso', harborAnd('Impulso'))).toBe(
    0,
  );
});
