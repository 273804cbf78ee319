/**
 * Analyzer version 95: "les retours sur X", "retours d'expérience", "retours des clients" are feedback,
 * not returns: an answer opening on them is no overview of terms, and the options it then suggests are
 * options. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 95 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(95);
});

it('reads an opening on "les retours sur X" as feedback, and the shops suggested after it as options', () => {
  const text =
    "Les retours sur **Keynova** sont mitigés. Keynova regroupe les produits de plusieurs ateliers mais ne les expédie pas lui-même : chaque producteur prépare son colis.\n\n**Ce qui revient dans les avis**\n- Des colis arrivés fondus.\n- Des frais de port qui s'additionnent pour chaque atelier.\n\n**Verdict :** mieux vaut éviter Keynova en été. Commandez plutôt directement auprès des ateliers :\n\n- **Pianello** expédie en colis réfrigéré, avec un suivi précis.\n- **Tonwerk** propose un envoi express en 24 h.";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toEqual({ recommended: false, sentiment: 'negative' });
  expect(rules.Pianello).toMatchObject({ recommended: true });
  expect(rules.Tonwerk).toMatchObject({ recommended: true });
});
