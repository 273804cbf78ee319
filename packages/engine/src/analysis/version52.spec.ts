/**
 * Analyzer version 52: names joined by "&", places named "… Field" or "… Airport", a tracked name run
 * together, Spanish plural imperatives of choosing, and "not always" after a French verb of choosing.
 * The answers below are written for these tests, not taken from the eval corpus; the tracked brands
 * are invented.
 */
import { analyzeText } from './text-api';
import { countIn, harborAnd, HARBOR_QUILL_LUMO, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';
import type { AnalysisContext } from './types';

const untracked = (text: string, context: AnalysisContext = HARBOR_QUILL_LUMO) =>
  analyzeText({ text }, context).untrackedBrands;

it('is version 52 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(52);
});

describe('untracked brands', () => {
  it('keeps a name joined by "&" whole', () => {
    expect(
      untracked('Makler wie Engel & Völkers bieten das ebenfalls an, aber Harbor ist günstiger.'),
    ).toContain('Engel & Völkers');
  });

  it('does not list a ballpark or an airport', () => {
    expect(untracked('Harbor has garages two blocks from Wrigley Field, so game days are easy.')).toEqual([]);
    expect(untracked('Harbor also covers lots near Newark Liberty International Airport.')).toEqual([]);
  });

  it('does not list a tracked name run together', () => {
    const context = harborAnd('Hinata Parking');
    expect(untracked('Harbor と比べると、HinataParking の方が駅に近いです。', context)).not.toContain(
      'HinataParking',
    );
  });
});

describe('names', () => {
  it('does not count the second part of a name joined by "&"', () => {
    expect(
      countIn(
        'Les boutiques comme Zadig & Voltaire vendent aussi en ligne.',
        'Voltaire Mobility',
        harborAnd('Voltaire Mobility', ['Voltaire']),
      ),
    ).toBe(0);
  });
});

describe('picks and warnings', () => {
  it('reads "Elegid Acme." as a pick', () => {
    const text =
      '### Si el edificio es antiguo\nElegid **Quill**. Conocen bien las subvenciones, aunque son algo lentos.';
    expect(rulesIn(text).Quill).toEqual({ recommended: true, sentiment: 'positive' });
  });

  it('does not read "vous ne choisissez pas toujours votre interlocuteur" as a warning', () => {
    const text =
      '4. **Quill** – Plateforme qui gère le dossier en ligne. Bon point pour la disponibilité ; en revanche, vous ne choisissez pas toujours votre interlocuteur.';
    expect(rulesIn(text).Quill?.sentiment).not.toBe('negative');
  });
});
