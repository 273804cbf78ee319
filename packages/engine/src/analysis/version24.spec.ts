/**
 * Analyzer version 24: more cues of another business around a tracked word, places, German words, and
 * more ways of suggesting an option. The answers below are written for these tests, not taken from the
 * eval corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const entity = (text: string, name: string) => entityIn(text, name);
const tracked = harborAnd;

it('is version 24 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(24);
});

describe('mentions', () => {
  it.each([
    [
      'Speiche',
      'Die Fahrradwerkstatt Speiche in Leipzig ist keine Versicherung – mit dem Versicherer Speiche hat sie nichts zu tun.',
      1,
    ],
    ['Nervión', 'Ojo: no confundas Nervión con la Barbería Nervión de Santutxu.', 1],
    ['Nuvia', 'Pour éviter une confusion fréquente : Nuvia Santé, la mutuelle, est une autre entreprise.', 0],
    [
      'Guardian',
      'Check any life insurance you have (for example a policy with Guardian Life or MetLife).',
      0,
    ],
    ['Antigone', "Iris Ophtalmologie, dans le quartier Antigone, n'a rien à voir avec nous.", 0],
    ['Nervión', 'Después puedes dar un paseo por la ribera del Nervión hasta Abandoibarra.', 0],
  ])('does not count %s as the brand in "%s"', (name, text, want) => {
    expect(countIn(text, name, tracked(name))).toBe(want);
  });

  it('reads a German word ending in a noun after an adjective as the word', () => {
    const text = 'Hier braucht es steuerlichen Weitblick. Weitblick ist eine Kanzlei in Bad Cannstatt.';
    expect(countIn(text, 'Weitblick', tracked('Weitblick'))).toBe(1);
  });
});

describe('verdicts', () => {
  it.each([
    ['If you want tracking and invoicing in one place, look at Quill.'],
    ['For a small team that needs shared client reports, Quill is another option.'],
    ['Según las reseñas, las agencias que mejor gestionan este tipo de incidencias son Lumo y Harbor.'],
    ['Yo sí me cambiaría a Lumo en tu caso.'],
    ['Wenn der Betrieb einen größeren Teil ausmacht, ist Quill eine Überlegung wert.'],
    ['Si prefieres moverte a tu aire, te encajará mejor Lumo.'],
  ])('reads "%s" as a pick', (text) => {
    // (Quill is an English word: the Spanish answers name Lumo.)
    const name = text.includes('Lumo') ? 'Lumo' : 'Quill';
    expect(entity(text, name)?.recommended).toBe(true);
  });

  it('does not pick what "look at its …" points to', () => {
    const text = "If it's on your list, look at its admin controls. Quill shows up in some articles.";
    expect(entity(text, 'Quill')?.recommended).toBe(false);
  });

  it('does not suggest the entity a heading offers alternatives to ("## Good Quill alternatives")', () => {
    const text = ['## Good Quill alternatives', '', '### 1. Lumo', 'Best free option.'].join('\n');
    expect(entity(text, 'Quill')?.recommended).toBe(false);
    expect(entity(text, 'Lumo')?.recommended).toBe(true);
  });

  it('reads "there isn\'t a clear winner here" as a comparison with no winner', () => {
    const text = [
      'Harbor is the smaller of the two firms and tries most cases itself.',
      '',
      'Quill operates at a larger scale and is worth a call.',
      '',
      "So there isn't a clear winner here.",
    ].join('\n');
    expectBalanced(text, ['Quill']);
  });
});
