/**
 * Analyzer version 71: an opening on terms set by each provider opens an overview of them; "si vous
 * aimiez les rappels de X" and "if you liked X" demote X; "Tiempos de referencia" heads reference
 * figures; "referencia para …" (the go-to name for something) is praise, not a reference point; "X
 * avoids the … habit" is no warning. The answers below are written for these tests, not taken from
 * the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 71 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(71);
});

it('reads warranties opened by "la politique propre à chaque atelier" as facts', () => {
  const text =
    "Les conditions de garantie des accordeurs de Lyon suivent d'abord le droit français, puis la politique propre à chaque atelier.\n\n**Garanties légales**\n* **Garantie légale de conformité** : 2 ans à compter de la livraison.\n\n**Garantie sur les accords et révisions**\nUn accord n'est pas une vente de bien : la plupart des ateliers accordent donc leur propre garantie commerciale.\n* **Keynova** : 12 mois sur les réglages.\n* **Pianello** : 24 mois sur les pièces remplacées.\n* **Tonwerk** : 6 mois, hors déménagement.";
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('does not pick the app whose features the reader liked', () => {
  expect(
    rulesIn(
      "**Keynova** est une bonne option si vous aimiez les rappels adaptatifs de Pianello : l'appli ajuste tout.",
      KEYNOVA,
    ).Pianello?.recommended,
  ).toBe(false);
});

it('reads items under "Tiempos de referencia" as facts', () => {
  const text =
    'Aprender a afinar lleva tiempo.\n\n**Tiempos de referencia**\n* Con el método clásico, la mayoría tarda un año.\n* Keynova informa de que sus alumnos tardan unos seis meses.\n* Pianello calcula unas 100 horas.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
});

it('keeps "referencia para …" in an option as praise', () => {
  const text =
    '**Talleres de Córdoba**\n* **Keynova:** referencia para la afinación tradicional en San Basilio.\n* **Pianello:** taller familiar en la Judería.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
});

it('does not read "avoids the … habit" as a warning about the entity', () => {
  const text =
    "## Keynova vs. Pianello\n\n| | Keynova | Pianello |\n|---|---|---|\n| Method | Ear training | Gamified lessons |\n| Price | Free basics | $29/year |\n\n**Where Keynova is stronger**\nKeynova's lessons never show you the notes, so you learn by ear. That is slower at the start but avoids the \"lookup table\" habit that makes many learners stall around 10 wpm.\n\n**My suggestion**\n- If you're disciplined, go with Keynova.\n- If you've given up before, start with Pianello.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});
