/**
 * Analyzer version 102: a summary of what each option is geared to ("En resumen, X está más orientada a
 * estudiar y Y a jugar") is no verdict for the first name. The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 102 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(102);
});

it('reads a summary of what each option is geared to as no pick', () => {
  for (const text of [
    'En resumen, Keynova está más orientada a estudiar y Pianello a jugar.',
    'In short, Keynova is more geared toward study and Pianello toward play.',
    "En résumé, Keynova est plutôt orientée vers l'étude et Pianello vers le jeu.",
  ])
    expect(rulesIn(text, KEYNOVA)).toMatchObject({
      Keynova: { recommended: false },
      Pianello: { recommended: false },
    });
  expect(rulesIn('En resumen, Keynova es la mejor opción para empezar.', KEYNOVA).Keynova).toMatchObject({
    recommended: true,
  });
});
