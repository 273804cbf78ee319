/**
 * Analyzer version 78: a verdict whose choice is left to the reader ("…puede ser muy útil o quedarse
 * corta según lo que busques") picks nobody; a measure recommended ("el aumento recomendado", "the
 * recommended dose") is no pick; the column of the entity an answer opens by finding alternatives to
 * is no option; the names in a question weighed ("…かどうかは、…決めるのがよい") are no pick;
 * "今回の候補から外したもの" heads what was left out; "Worth a look if X doesn't fit" offers options.
 * The answers below are written for these tests, not taken from the eval corpus; the tracked brands
 * are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 78 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(78);
});

it('picks nobody in a verdict that leaves the choice to the reader ("según lo que busques")', () => {
  const text =
    'Keynova es una app de pago único centrada en la lectura de partituras.\n\nEn definitiva, Keynova puede ser muy útil o quedarse corta según lo que busques en una app de piano.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not read a recommended measure as a pick', () => {
  const text =
    '### Ventajas\n* **Fichas completas:** cada pieza de Keynova indica el tempo y el aumento recomendado para practicarla.\n* **Sin conexión:** funciona en el tren.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not list the column of the entity the answer finds alternatives to', () => {
  const text =
    'Si vous cherchez une alternative à Keynova, par exemple pour des cours en groupe, deux applications proposent une offre comparable.\n\n## Pour comparer\n\n| Critère | Keynova | Pianello | Tonwerk |\n|---|---|---|---|\n| Cours en groupe | Non | Oui | Oui |\n| Hors ligne | Oui | Non | Oui |';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('does not pick the name in the question a sentence weighs ("かどうかは")', () => {
  const text =
    'Keynovaの注文をキャンセルするかどうかは、キャンセル料の有無をメールで確かめてから決めるのがよいと思います。';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads "今回の候補から外したもの" as what was left out', () => {
  const text =
    '広告の少ないアプリを挙げます。\n\n**Keynova**\n無料版でも広告は小さなバナーだけです。\n\n**今回の候補から外したもの**\n- **Pianello**:買い切りのアプリですが、iOS専用です。';
  expect(rulesIn(text, KEYNOVA).Pianello).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('lists the options under "**Worth a look if Keynova doesn\'t fit**"', () => {
  const text =
    "For most people, **Keynova** is the best piano app right now.\n\n**Worth a look if Keynova doesn't fit**\n- **Pianello** – free, no ads and a very simple interface; great for a quick check.\n- **Tonwerk** – better for sight-reading than for songs.";
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Pianello: { recommended: true, sentiment: 'positive' },
    Tonwerk: { recommended: true },
  });
});
