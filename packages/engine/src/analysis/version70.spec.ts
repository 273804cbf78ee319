/**
 * Analyzer version 70: "the best source" ranks nothing in a price overview; an opening on how
 * providers handle cancellation and refunds introduces terms; "Which one suits you depends on …" closes
 * a comparison with no winner; a heading of examples (not of options) and "Otros datos útiles" head
 * points; "If I had to keep only one", "Si je ne devais en garder qu'une", "würde ich zu X tendieren",
 * "je pencherais vers X" and "use X.io." pick; "the closest match to what X offers" demotes X; "des
 * applications tournées vers …" is no pick; "どちらを重視するかで評価が分かれる" balances. The answers
 * below are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 70 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(70);
});

it('reads published rates under a price title as facts despite "the best source"', () => {
  const text =
    '## What Piano Restoration Costs in Ohio\n\nCosts depend on the instrument. Cost guides rarely cover pianos, so tuner quotes are the best source.\n\n### Published Rates\n\n* **Keynova** lists tuning visits from $140.\n* **Pianello** quotes restorations at $95 per hour.\n* **Tonwerk** offers fixed-price packages.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads a table opened by how the apps handle cancellation and refunds as terms', () => {
  const text =
    'Here is how the main tuning apps handle subscriptions, cancellation and refunds:\n\n| App | Paid tier | Cancellation |\n|---|---|---|\n| Keynova | Keynova Plus | Anytime in store settings |\n| Pianello | Pianello Pro | Anytime; no partial refunds |\n| Tonwerk | None | — |';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads "Which one suits you depends on …" as a comparison with no winner', () => {
  const text =
    '## Keynova vs. Pianello\n\n### Keynova\n**Pros**\n* Precise tuning.\n\n**Cons**\n* Paid.\n\n### Pianello\n**Pros**\n* Free.\n\n**Cons**\n* Fewer pianos.\n\n### Summary\n* Keynova focuses on **precision**.\n* Pianello focuses on **price**.\n\nWhich one suits you depends on whether you mainly need precision or want to save money.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false, sentiment: 'neutral' },
    Pianello: { recommended: false, sentiment: 'neutral' },
  });
});

it('reads items under "### Quelques exemples" in an explainer as examples, not options', () => {
  const text =
    "L'accordage automatique repose sur l'analyse du spectre du son.\n\n### Les étapes\n1. **Captation** : le micro enregistre la note.\n2. **Analyse** : le logiciel mesure la fréquence.\n\n### Quelques exemples\n* **Keynova** affiche le spectre annoté.\n* **Pianello** applique un filtre très strict.";
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
});

it('keeps items under "Exemples d\'offres à comparer" as options', () => {
  const text =
    "Pour faire accorder un piano à Lyon :\n\n### Exemples d'offres à comparer\n* **Keynova** propose un accordage à domicile.\n* **Pianello** intervient aussi le week-end.";
  expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
});

it('reads items under "Otros datos útiles" as points', () => {
  const text =
    'Los mejores afinadores de Navarra:\n\n1. **Keynova:** referente en pianos de cola.\n2. **Pianello:** buena relación calidad-precio.\n\n**Otros datos útiles:**\n\n* **Tonwerk**, en Estella, se centra en pianos nuevos, por lo que no suele aparecer en los listados de restauración.\n* Los presupuestos suelen incluir un informe previo.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, false]);
});

it('reads "if I had to keep only one" and its translations as picks', () => {
  for (const text of [
    'If I had to keep only one for beginners, it would be **Keynova**. Pianello suits experts.',
    "Si je ne devais en garder qu'une pour débuter, ce serait **Keynova**. Pianello vise les experts.",
    'Wenn ich nur eine behalten müsste, wäre es **Keynova**. Pianello ist für Profis.',
    'Si solo pudiera quedarme con una, sería **Keynova**. Pianello es para expertos.',
  ])
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, false, null]);
});

it('reads "würde ich zu X tendieren" and "je pencherais vers X" as picks', () => {
  expect(
    recommendedIn(
      'Wenn Ihr Flügel alt ist, würde ich zu Keynova tendieren. Pianello arbeitet moderner.',
      KEYNOVA,
    ),
  ).toEqual([true, false, null]);
  expect(
    recommendedIn('Si vous êtes pressé, je pencherais vers Keynova. Pianello est plus lent.', KEYNOVA),
  ).toEqual([true, false, null]);
});

it('reads "use X.io." after a condition as a pick of the name with a dot', () => {
  const context = { ...KEYNOVA, brand: { name: 'Keynova.io', aliases: [], domains: [] } };
  expect(
    recommendedIn(
      '**If you want something free, use Keynova.io.**\nIt builds a timeline.\n\n**If you want a journal, try Pianello.**',
      context,
    ),
  ).toEqual([true, true, null]);
});

it('does not pick the one "the closest match" is compared to', () => {
  expect(
    rulesIn(
      'For a new piano within two years, Pianello is probably the closest match to what Keynova offers.',
      KEYNOVA,
    ).Keynova?.recommended,
  ).toBe(false);
});

it('does not read "des applications tournées vers …" as a pick', () => {
  expect(
    recommendedIn(
      "Keynova est très complète. D'autres applications, comme Pianello, sont davantage tournées vers la tenue d'un carnet.",
      KEYNOVA,
    )[1],
  ).toBe(false);
});

it('reads "どちらを重視するかで評価が分かれると思います" as no verdict', () => {
  const text =
    'Keynova は調律記録アプリです。毎年同じピアノでKeynovaの調律日を記録する、といった継続観察にも向いています。\n\n- 入力が速いです。\n- 無料で使えます。\n\n入力の速さを重視する人には使いやすい一方、共有機能を求める人には物足りない部分もあるアプリです。どちらを重視するかで評価が分かれると思います。';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});
