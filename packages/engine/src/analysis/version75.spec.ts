/**
 * Analyzer version 75: "Example prices from … shops" heads prices quoted as examples, not options; "Makers
 * such as X in San Angelo suggest …" is advice X gives, no pick; an article may open an item's body
 * before its option ("**Zum Segeln:** Die **X** …"); "**À noter :**" labels a note, not a need;
 * "Si lo que buscas es …" is the reader's need, and a caveat conceded after a conditional pick ("…,
 * aunque su stock es muy limitado") does not undo it; "one reference that grows with you" is praise.
 * The answers below are written for these tests, not taken from the eval corpus; the tracked brands
 * are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 75 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(75);
});

it('reads a table under "Example prices from Texas shops" as prices, not options', () => {
  const text =
    "A new upright piano from a Texas dealer typically costs $4,000–$9,000 [1].\n\n## Example prices from Texas shops\n\n| Shop | Type | Starting price |\n|---|---|---|\n| Keynova (Fort Worth) | Upright | $4,400 |\n| Pianello (Austin) | Grand | $18,000 |\n| Tonwerk (online) | Digital | $1,295 |\n\nThese are listed starting points taken from the shops' websites; they change often.";
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
    Tonwerk: { recommended: false },
  });
});

it('reads "Makers such as X in San Angelo suggest …" as advice X gives', () => {
  const text =
    'A piano should be tuned regularly.\n\n* **Care:** Keep it away from radiators. Makers such as Pianello in San Angelo suggest tuning it twice a year in a dry climate.';
  expect(rulesIn(text, KEYNOVA).Pianello).toMatchObject({ recommended: false });
});

it("reads the option after an article opening an item's body under a need", () => {
  const text =
    'Je nachdem, wofür du Noten lernen willst, eignen sich unterschiedliche Apps:\n\n* **Zum Üben:** Die **Keynova** ist auf deutsche Prüfungen zugeschnitten und zeigt jede Note als Animation. Für die Nutzung ohne Netz ist **Tonwerk** stark, allerdings nur auf Englisch.\n* **Für Kinder:** **Pianello** erklärt Akkorde.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('does not read a note labelled "**À noter :**" as an option', () => {
  const text =
    "Trois mois, c'est long pour un piano. Si vous ne pouvez pas attendre Keynova, voici d'autres pistes :\n\n- **Pianello** : accordage en deux semaines.\n- **Tonwerk** : location avec option d'achat.\n\n**À noter :** Keynova n'a pas d'autre boutique en ligne officielle que son site.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('keeps a pick for "Si lo que buscas es …" with a caveat conceded after it', () => {
  const text =
    'La opción más sensata es Keynova.\n\nSi lo que buscas es un piano de cola, Pianello vende alguno de ocasión, aunque su stock es muy limitado.';
  expect(rulesIn(text, KEYNOVA).Pianello).toEqual({ recommended: true, sentiment: 'positive' });
});

it('reads "one reference that grows with you" as praise, not a reference point', () => {
  const text =
    'Good piano apps for kids:\n\n1. **Pianello** – The cleanest interface for beginners.\n2. **Keynova** – Best if you want one reference that grows with you: over 200 songs.\n3. **Tonwerk** – Free web version.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});
