/**
 * Analyzer version 64: "wo du es abgeschlossen hast" ranks nothing in an overview of terms; "mehr Sauna
 * fürs Geld" picks; what readers look for ("cherchent une solution moins chère") picks nobody; "X reste
 * l'adresse la plus régulière" picks X, but not "l'option la plus proche de X". The answers below are
 * written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 64 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(64);
});

it('reads a cancellation overview opening "…, hängt davon ab, wo du es abgeschlossen hast" as facts', () => {
  const text =
    'Wie du ein Abo kündigst, hängt davon ab, **wo du es abgeschlossen hast** – im App Store oder direkt beim Anbieter.\n\n## Abo direkt beim Anbieter\nBei Web-Abos gelten die AGB des jeweiligen Anbieters:\n\n| App | Kündigung | Erstattung |\n|---|---|---|\n| Keynova Plus | zum Ende des Abrechnungszeitraums | keine |\n| Pianello Pro | monatlich kündbar | keine |\n| Tonwerk Kurse | kein Abo | 14 Tage |';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads "bekommst du bei Keynova vermutlich mehr Sauna fürs Geld" as a pick', () => {
  const text =
    'Wenn das Bad bereits fertig ist und nur die Kabine dazukommt, bekommst du bei Keynova vermutlich mehr Sauna fürs Geld.';
  expect(recommendedIn(text, KEYNOVA)[0]).toBe(true);
});

it('does not pick the app readers leave ("beaucoup de pilotes cherchent une solution moins chère")', () => {
  const text =
    "Keynova reste une bonne application, mais depuis que l'abonnement est devenu obligatoire, beaucoup de pilotes cherchent une solution moins chère.";
  expect(recommendedIn(text, KEYNOVA)[0]).toBe(false);
});

it('reads "Keynova reste l\'adresse la plus régulière" as a pick, not "l\'option la plus proche de Pianello"', () => {
  expect(
    recommendedIn("Pour l'olive et le citron, Keynova reste l'adresse la plus régulière.", KEYNOVA)[0],
  ).toBe(true);
  expect(
    recommendedIn("C'est l'option la plus proche de ce que proposait Pianello à ses débuts.", KEYNOVA)[1],
  ).toBe(false);
});
