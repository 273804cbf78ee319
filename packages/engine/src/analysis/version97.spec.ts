/**
 * Analyzer version 97: a heading after a price table on something else ("## Plataformas entre
 * particulares") no longer turns the table into options; a question naming one entity ("**Is X worth
 * it?**") picks nothing; "Préférez …, par exemple chez X ou Y" picks (not "si vous préférez"); "rule out
 * the toxic species" is no warning; "Forage away from roadsides" is the verb; "### Ergebnisse aus
 * Vergleichstests" heads findings; "Google マップ" is one untracked name. The answers below are written for
 * these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION } from './types';

it('is version 97 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(97);
});

it('keeps a price table a fact overview when a heading after it is about other platforms', () => {
  const text =
    'El precio de alquilar una autocaravana en verano depende sobre todo del tipo de vehículo y del seguro.\n\n## Lo que cuesta en julio\n\n| Empresa | Camper 2 plazas | Fianza |\n|---|---|---|\n| Keynova | 115 €/día | 1.000 € |\n| Pianello | 99 €/día | 800 € |\n| Tonwerk | 125 €/día | 1.500 € |\n\n## Plataformas entre particulares\n\nEn portales como Furgolibre hay autocaravanas de particulares desde 80 €/día.';
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ['Keynova', 'Pianello', 'Tonwerk'])
    expect(rules[name]).toMatchObject({ recommended: false });
});

it('picks no one in a question, and picks the examples of what "Préférez" recommends', () => {
  expect(
    rulesIn('**Is Keynova worth it?** Based on current reviews, probably not.', KEYNOVA).Keynova,
  ).toMatchObject({
    recommended: false,
  });
  const prefer =
    '**Conseils pratiques**\n- Pour ce parcours, évitez les vans anciens.\n- Préférez un fourgon récent loué en agence, par exemple chez Pianello ou Tonwerk, avec assistance incluse.';
  expect(rulesIn(prefer, KEYNOVA)).toMatchObject({
    Pianello: { recommended: true, sentiment: 'positive' },
    Tonwerk: { recommended: true, sentiment: 'positive' },
  });
  const ifYouPrefer = 'Si Keynova est complet ou si vous préférez un autre modèle, voici quelques pistes.';
  expect(rulesIn(ifYouPrefer, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "rule out the toxic species" as an action of its own, not a warning about the app', () => {
  const text =
    "Top pick: Keynova.\n\n- **Lookalike-first design:** before confirming an edible, Keynova's ID flow asks you to rule out the toxic species.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('does not count an English verb opening an item before "away", "only" …', () => {
  const text =
    '**Tips for safe foraging**\n* Forage away from roadsides and areas treated with pesticides.\n* Forage only where the landowner allows it.\n* The Forage app has a seasonal calendar.';
  expect(countIn(text, 'Forage', harborAnd('Forage'))).toBe(1);
});

it('reads the items under a heading of test results as findings, not options', () => {
  const text =
    '### Ergebnisse aus Vergleichstests\n* keynova erkannte 91 % der Arten korrekt.\n* Pianello kam auf 89 %.';
  const context = { ...KEYNOVA, brand: { name: 'keynova', aliases: [], domains: [] } };
  expect(rulesIn(text, context)).toMatchObject({
    keynova: { recommended: false },
    Pianello: { recommended: false },
  });
});

it('reads "Google マップ" with its space as one untracked name', () => {
  const text =
    'ペット可のキャンプ場は、なっぷやGoogle マップの口コミで事前に確認しておきましょう。Keynovaもおすすめです。';
  expect(analyzeText({ text }, KEYNOVA).untrackedBrands).toContain('Google マップ');
});
