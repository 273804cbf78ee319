/**
 * Analyzer version 92: "Here is a balanced look at the three apps", "Ob sie sich lohnt, hängt davon ab",
 * "Ob die Stärken oder die Schwächen überwiegen, …" close a review with no verdict; "**Where to cancel**"
 * ranks nothing, "fast immer" and "almost always" open an overview of terms; "je ne la recommanderais
 * plus", "no la recomendaría" and "… but it has real drawbacks for a corporate booking:" warn;
 * "**Conseils pour protéger vos données**" heads steps, not options;
 * "Chez **X**, vous pouvez …" under a need heading is the option for it. The answers below are written
 * for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 92 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(92);
});

it('reads "Here is a balanced look at the three apps" as a review with no verdict', () => {
  const text =
    'Here is a balanced look at the three apps.\n\n## Keynova\n**Pros**\n* Real-time labelling while you record.\n\n**Cons**\n* Offline packs cost extra.\n\n## Pianello\n**Pros**\n* Free, with no account required.\n\n**Cons**\n* Only identifies short clips.\n\n## Tonwerk\n**Pros**\n* Combines photo and sound ID.\n\n**Cons**\n* Some users find the interface cluttered.\n\n## Things to consider\n| Factor | Keynova | Pianello | Tonwerk |\n|---|---|---|---|\n| Offline use | Paid | No | Paid |\n| Photo ID | No | No | Yes |';
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ['Keynova', 'Pianello', 'Tonwerk'])
    expect(rules[name]).toMatchObject({ recommended: false });
});

it('reads "Ob sie sich lohnt, hängt davon ab" and "Ob die Stärken oder die Schwächen überwiegen" as no verdict', () => {
  const text =
    'Keynova ist eine kleine App, die vor allem darauf ausgelegt ist, dass du Vogelstimmen selbst lernst. Ob sie sich lohnt, hängt davon ab, was du erwartest.\n\n**Vorteile**\n- Sehr aufgeräumte Oberfläche.\n\n**Nachteile**\n- Singen mehrere Vögel gleichzeitig, zeigt Keynova oft nur die lauteste Art an. Zum Vergleich: Pianello zeigt mehrere Kandidaten.\n\nOb die Stärken oder die Schwächen für dich überwiegen, hängt also davon ab, wie du lernst.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads an overview of cancellation terms with "**Where to cancel**" as facts', () => {
  const text =
    "Cancelling an app subscription is usually done through the store where you subscribed. Refunds depend on the store's rules.\n\n**Where to cancel**\n* **Google Play:** Open Payments & subscriptions.\n\n**Policies of common apps**\n* **Keynova:** Renews yearly; the current year is not refunded.\n* **Pianello:** Offers a 14-day full refund on web purchases.";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads an opening on subscriptions that "fast immer" run through the stores as one on terms', () => {
  const text =
    'Bei Vogel-Apps laufen Abos fast immer über Apple oder Google. Das ist wichtig für Kündigung und Erstattung.\n\n## Testphasen im Überblick\n| App | Testphase |\n|---|---|\n| Keynova Premium | 7 Tage |\n| Pianello Jahresabo | 14 Tage |';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "je ne la recommanderais plus" and "no la recomendaría" as warnings', () => {
  const fr = 'Keynova partage désormais votre position par défaut ; je ne la recommanderais plus.';
  expect(rulesIn(fr, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
  const es = 'Keynova comparte ahora tu ubicación por defecto; no la recomendaría.';
  expect(rulesIn(es, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
});

it('reads "… but it has real drawbacks for a corporate booking:" as a warning over points', () => {
  const text =
    "Keynova is a drop-in pour bar. That works well for couples who wander in, but it has real drawbacks for a corporate booking:\n\n- **No private bookings.** Keynova doesn't take reservations for groups.\n- **Capacity.** The bar seats about 12 at once.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
});

it('reads items under "**Conseils pour protéger vos données**" as steps, not options', () => {
  const text =
    "Pianello est la meilleure alternative.\n\n**Conseils pour protéger vos données**\n- Limitez l'accès à la position.\n- Avant de résilier, exportez votre carnet : Keynova permet un export CSV.";
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "Chez **X**, vous pouvez …" under a need heading as the option for it', () => {
  const text =
    "Plusieurs ciriers lyonnais répondent à ce besoin :\n\n### Si vous voulez la personnaliser\nChez **Keynova**, vous pouvez composer la bougie en boutique : choix de la cire et d'un parfum doux.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});
