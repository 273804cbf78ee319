/**
 * Analyzer version 53: more openings of price and terms overviews ("etwa", "most"), refund terms
 * with no figures, a heading on what the providers' terms provide, "le meilleur moment" as no
 * ranking, and "Unterschiede zwischen den Apps" as a heading of points. The answers below are written
 * for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 53 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(53);
});

describe('overviews suggest nobody', () => {
  it('reads a German price table after "kostet … etwa" as facts', () => {
    const text =
      'Eine Fassadenreinigung kostet in Leipzig derzeit etwa 8 bis 15 € pro Quadratmeter.\n\n## Preisbeispiele Leipziger Anbieter\n\n| Anbieter | 150 m² | Hinweis |\n|---|---|---|\n| Harbor | ca. 1.600 € | inkl. Gerüst |\n| Quill | ab 1.350 € | Vor-Ort-Termin nötig |\n| Lumo | 1.500–2.100 € | Spanne aus Angeboten |';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads terms after "Most … services renew automatically, so the key terms …" as facts', () => {
    const text =
      'Most meal kit services renew automatically every week, so the key terms to check are the skip deadline and how cancellation works.\n\n**Skipping**\n- Harbor sets its cutoff at Wednesday 11:59 p.m.\n- Quill closes orders on Thursdays.\n\n**Cancelling**\n- Lumo also accepts requests by chat.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads refund rules with no figures, after "le meilleur moment", as facts', () => {
    const text =
      "Dans la plupart des écoles de danse, l'inscription est annuelle et le remboursement reste l'exception : il est généralement limité aux cas de force majeure.\n\n**Ce que prévoient les règlements consultés :**\n* **Harbor :** remboursement au prorata des trimestres non commencés.\n* **Quill :** aucun remboursement, mais la place peut être cédée.\n* **Lumo :** résiliable avec un mois de préavis.\n\n**Cours d'essai :** c'est le meilleur moment pour vérifier que le rythme convient.";
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads terms under "### Ce que prévoient les principales plateformes" as facts', () => {
    const text =
      "Les conditions varient d'une plateforme à l'autre : un atelier réservé pour une date précise n'ouvre pas droit à la rétractation.\n\n### Ce que prévoient les principales plateformes\n\n- **Harbor** : annulation gratuite jusqu'à 48 h avant.\n- **Quill** : remboursement intégral jusqu'à 7 jours avant.\n- **Lumo** : pas de remboursement, mais la place peut être transférée.";
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads items under "**Unterschiede zwischen den Apps**" as points', () => {
    const text =
      'Beim Community-Grading bewerten die Nutzer, wie schwer sich ein Boulder angefühlt hat.\n\n**Unterschiede zwischen den Apps**\n- Harbor zeigt den Median aller Stimmen.\n- Bei Quill zählen Stimmen aus dem ersten Versuch stärker.\n- Lumo blendet den Grad erst nach zehn Begehungen ein.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });
});
