/**
 * Analyzer version 79: the columns of a table under an intro of published prices ("estas son las
 * tarifas publicadas por tres talleres:") are no options; "## Preisübersicht" heads prices; "it is not
 * the option I would choose" warns, and a warning after "but" that names nobody new outweighs the
 * praise before it; "**Autres repères :**" heads reference points; "**Not ranked:**" heads what was
 * left out; ", so …" opens a clause of its own. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 79 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(79);
});

it('does not list the columns of a table under an intro of published prices', () => {
  const text =
    'En Valencia, el precio de una clase de piano depende sobre todo del nivel. Como referencia, estas son las tarifas publicadas por tres escuelas de la ciudad:\n\n| Clase | Keynova | Pianello | Tonwerk |\n|---|---|---|---|\n| Individual | 35 € | 40 € | 45 € |\n| En grupo | 20 € | 25 € | 22 € |\n\nConviene pedir siempre el precio por escrito.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('reads the rows under "## Preisübersicht (Stand 2025)" as prices', () => {
  const text =
    'Klavier-Apps unterscheiden sich vor allem im Bezahlmodell.\n\n## Preisübersicht (Stand 2025)\n\n| App | Modell | Preis |\n|---|---|---|\n| Keynova | Abo | 5,99 €/Monat |\n| Pianello | Einmalkauf | 24,99 € |\n| Tonwerk | pro Kurs | 29–79 € |\n\n## Welche Option sich lohnt\n- Wenn du nur ab und zu übst, ist Pianello auf Dauer am günstigsten.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('reads "X works well …, but … it is not the option I would choose" as a warning', () => {
  const text =
    'Keynova works well for routine practice, but for an exam next month it is not the option I would choose.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
});

it('does not list the names under "**Autres repères :**"', () => {
  expect(
    rulesIn(
      "Pour débuter, **Keynova** est l'application la plus souvent citée comme meilleur point de départ.\n\n**Autres repères :**\n* Pianello, lancée en 2016, fonctionne sur tous les appareils.\n* Les cours vidéo complètent une application.",
      KEYNOVA,
    ).Pianello,
  ).toMatchObject({ recommended: false });
});

it('does not list the names under "**Not ranked:**"', () => {
  expect(
    rulesIn(
      '1. **Keynova** – The most complete beginner path.\n2. **Pianello** – Best for a daily habit.\n\n**Not ranked:** Tonwerk is highly rated, but it teaches jazz voicings most beginners should leave for later.',
      KEYNOVA,
    ).Tonwerk,
  ).toMatchObject({ recommended: false });
});

it('picks only the name after ", so …"', () => {
  const text =
    "Pianello and similar apps teach songs by ear, and Pianello's reading module is a short add-on rather than a full course, so for sight-reading Keynova is the stronger choice.";
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: true, sentiment: 'positive' },
    Pianello: { recommended: false },
  });
});
