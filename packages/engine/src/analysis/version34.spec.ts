/**
 * Analyzer version 34: another business said to be unrelated to a thing ("hat mit dem Studio nichts zu
 * tun", "is unrelated to the studio") or called an unrelated shop, and lists under a heading of fees or
 * limits. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { countIn, entityIn, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 34 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(34);
});

it.each([
  ['Note that Lumo Graphics on Main Street is unrelated to the studio.', 0],
  ['Übrigens: Das Café Lumo am Augustinerplatz hat mit dem Studio nichts zu tun.', 0],
  ['When searching for Lumo, results may also show Lumo Graphics, an unrelated sign-printing shop.', 1],
])('counts in "%s" only the tracked Lumo', (text, want) => {
  expect(countIn(text, 'Lumo')).toBe(want);
});

it('reads a list under a heading of fees as facts, not options', () => {
  const text =
    'Las comisiones suelen situarse entre el 3 % y el 20 %.\n\n**Comisiones habituales por plataforma:**\n* **Harbor:** aplica un 8 % al propietario por reserva confirmada.\n* **Lumo:** cobra una cuota anual fija al propietario.';
  expectBalanced(text, ['Harbor', 'Lumo']);
  expect(entityIn(text, 'Harbor')?.mentioned).toBe(true);
});
