/**
 * Analyzer version 59: "Wo man kündigt" heads terms rather than ranks, an imperative of bringing the
 * thing somewhere ("Lleva la guitarra a Acme") picks, examples after "Usad una app como" may follow
 * untracked names, and "Ce que font les applications" heads points. The answers below are written for
 * these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 59 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(59);
});

it('reads cancellation terms under "**Wo man kündigt:**" as facts', () => {
  const text =
    'Abos von Pendler-Apps lassen sich in der Regel jederzeit zum Ende des Abrechnungszeitraums kündigen.\n\n**Wo man kündigt:**\n* **Über den App Store:** in den Kontoeinstellungen von Apple.\n\n**Bedingungen einzelner Anbieter:**\n* **Keynova Pro:** monatlich kündbar.\n* **Pianello:** drei Monate Mindestlaufzeit, danach monatlich kündbar.\n* **Tonwerk:** nur als Jahresabo, Kündigung bis einen Monat vor Ablauf.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads "Lleva la guitarra a **Keynova**" under a need heading as a pick', () => {
  const text =
    '### Si lo principal es arreglar la guitarra\nLleva la guitarra a **Keynova**, en Triana. Tienen taller de luthería propio.';
  expect(recommendedIn(text, KEYNOVA)[0]).toBe(true);
});

it('reads "take it to Keynova" opening its clause as a pick, not "take it to heart"', () => {
  expect(recommendedIn('If the neck is warped, take it to Keynova.', KEYNOVA)[0]).toBe(true);
  expect(recommendedIn('Keynova says to take it to heart.', KEYNOVA)[0]).toBe(false);
});

it('reads "Usad una app como Splitwise, Pianello o Tonwerk" as examples for the reader', () => {
  const text =
    '**Si no queréis hacer las cuentas a mano**\n* Usad una app como Splitwise, Pianello o Tonwerk: calculan los saldos automáticamente.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([null, true, true]);
});

it('reads items under "**Ce que font les applications**" as points', () => {
  const text =
    'Les deux chiffres sont justes.\n\n**Ce que font les applications**\n- Keynova et Pianello affichent par défaut les SA ;\n- Tonwerk affiche les semaines de grossesse.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});
