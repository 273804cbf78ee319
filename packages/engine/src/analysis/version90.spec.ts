/**
 * Analyzer version 90: "Eine klare Empfehlung lässt sich daraus nicht ableiten" closes a comparison with
 * no verdict; "**Private lessons via X**" and a name heading under "## Alternatives pour des balustres"
 * present options; a bold question label and the name answering it ("**Vous jonglez déjà ?** X …") is a
 * conditional pick; "Si lo que te gustaba de X eran …" names the one replaced; "**Pour comparer**" heads
 * a reference point; "ne suffit pas", "no basta" pick no one. The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 90 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(90);
});

it('reads "Eine klare Empfehlung lässt sich daraus nicht ableiten" as a comparison with no verdict', () => {
  const text =
    'Beide Apps sind solide, setzen aber unterschiedliche Schwerpunkte. Hier ein Vergleich der wichtigsten Punkte:\n\n**Keynova**\nVorteile: sehr kleinschrittige Lektionen.\n\n**Pianello**\nVorteile: eine deutlich größere Trickbibliothek.\n\nEine klare Empfehlung lässt sich daraus nicht ableiten – beide Apps haben eine kostenlose Probephase.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "**Private lessons via X**" as an option', () => {
  const text =
    'If Tonwerk is full until spring, you still have several ways to get lathe time:\n\n- **Pianello (Stowe)** – Runs one-day bowl classes all winter.\n- **Private lessons via Keynova** – Useful if you need a specific date; quality varies from host to host.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true });
});

it('reads a name heading under "## Alternatives pour des balustres" as an option', () => {
  const text =
    "Si Tonwerk n'accepte plus de commandes, plusieurs ateliers savent tourner des balustres.\n\n## Alternatives pour des balustres\n**Keynova (Lons-le-Saunier)**\n- Équipé d'un tour à copier, l'atelier produit des séries de balustres.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('reads a bold question label and the name answering it as a conditional pick', () => {
  const text =
    '### Verdict\n* **Vous tenez déjà une minute à trois balles ?** Keynova vous fera progresser beaucoup plus vite.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('reads "Si lo que te gustaba de X eran …, Y es la mejor opción" as a pick of Y only', () => {
  const text = 'Si lo que te gustaba de Pianello eran las rachas, Keynova es la mejor opción.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: true });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads the name opening the paragraph under "**Pour comparer**" as a reference point', () => {
  const text =
    "Pianello peut convenir, mais tout dépend de ce que vous attendez de l'appli.\n\n**Pour comparer**\nKeynova, que l'on cite souvent comme référence, est plus détaillée sur la technique mais moins ludique.";
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "ne suffit pas" and "no basta" as no pick', () => {
  const fr =
    "L'abonnement Keynova Famille coûte 6,99 € par mois, et il faut le résilier depuis l'App Store : supprimer l'appli ne suffit pas.";
  expect(rulesIn(fr, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  const es = 'Para cancelar Keynova hay que escribir al soporte: borrar la app no basta.';
  expect(rulesIn(es, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});
