/**
 * Analyzer version 67: a price title keeps a fact overview even over an opening on several providers
 * ("## Stages … : tarifs 2025" over "Plusieurs ateliers … proposent …"); "Ce que gèrent quelques
 * applications connues" and "How … works" / "…の仕組み" head points; "Acme convient si vous …" (and
 * "encaja si", "makes sense if", "passt, wenn") picks the one before the cue, not one in the condition;
 * a condition in bold ("**If you just need a timer,** Acme is …") is one; "probier X" and "nimm X"
 * pick, but not with an object of their own, nor "lass dir … empfehlen"; "lohnt sich … kaum noch"
 * warns; "Si querías X" makes X the one replaced; a name completing a noun after the verb ("No tiene la
 * decoración de X, pero es buena opción") is not praised by the clause after it; "Häufig genannte
 * Nachteile" and "よく挙がるデメリット" head points. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 67 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(67);
});

it('reads a price table under a title about prices as facts, even after "Plusieurs ateliers … proposent"', () => {
  const text =
    "## Cours de piano à Lyon : tarifs 2025\n\nPlusieurs écoles de Lyon proposent des cours d'essai d'une heure.\n\n| École | Formule | Prix |\n|---|---|---|\n| Keynova | Essai | 25 € |\n| Pianello | Trimestre | 240 € |\n| Tonwerk | Stage | 180 € |";
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  // (Without the title about prices, the opening on several schools presents options.)
  expect(recommendedIn(text.replace(' : tarifs 2025', ''), KEYNOVA)).toEqual([true, true, true]);
});

it('reads items under "Ce que gèrent quelques applications connues" and "How … works" as points', () => {
  const gerent =
    'Les applications lisent surtout trois formats.\n\n**Ce que gèrent quelques applications connues**\n* Keynova importe MusicXML et MIDI.\n* Pianello lit le MusicXML mais pas le MIDI.';
  expect(recommendedIn(gerent, KEYNOVA)).toEqual([false, false, null]);
  const works =
    'Most apps follow the same steps.\n\n**How pitch detection works**\n* Keynova samples the microphone every 20 ms.\n* Pianello averages over a whole note.';
  expect(recommendedIn(works, KEYNOVA)).toEqual([false, false, null]);
});

it('reads items under "…の仕組み" and "よく挙がるデメリット" as points', () => {
  const mechanism =
    '音取り機能は主に2つの仕組みで成り立っています。\n\n**1. 楽譜データから音源を作る仕組み**\n* KeynovaやPianelloなどのアプリは、この方式でパート別の音源を作っています。\n* 輪唱では入りの位置が精度を左右します。';
  expect(recommendedIn(mechanism, KEYNOVA)).toEqual([false, false, null]);
  const drawbacks =
    'Keynovaは音程を判定する練習アプリです。\n\n**よく挙がるデメリット**\n- Android版はまだない\n- 楽譜の読み取りは、Pianelloのようなアプリに比べると弱い';
  expect(rulesIn(drawbacks, KEYNOVA).Pianello?.recommended).toBe(false);
});

it('picks the one before "convient si vous …", "encaja si tu …" and "makes sense if you …"', () => {
  expect(
    recommendedIn(
      '**Keynova** est une bonne base. **Pianello** convient si votre chœur veut aussi gérer les présences.',
      KEYNOVA,
    ),
  ).toEqual([false, true, null]);
  expect(recommendedIn('Pianello encaja si tu prioridad es la conversación.', KEYNOVA)).toEqual([
    null,
    true,
    null,
  ]);
  expect(recommendedIn('Tonwerk makes sense if you already own an upright.', KEYNOVA)).toEqual([
    null,
    null,
    true,
  ]);
  // (Not one in the condition, nor a fit with no reader in it, nor a negated one.)
  expect(recommendedIn('Pianello conviendra si vous consultiez Keynova pour votre bébé.', KEYNOVA)).toEqual([
    false,
    true,
    null,
  ]);
  expect(recommendedIn('Pianello convient si le chœur est petit.', KEYNOVA)).toEqual([null, false, null]);
  expect(recommendedIn('Pianello no encaja si buscas algo barato.', KEYNOVA)).toEqual([null, false, null]);
});

it('reads a condition in bold before the name as a conditional pick', () => {
  expect(recommendedIn('**If you just need a timer,** Pianello is free and simple.', KEYNOVA)).toEqual([
    null,
    true,
    null,
  ]);
  expect(recommendedIn('**Pour un petit budget,** Tonwerk propose des cours collectifs.', KEYNOVA)).toEqual([
    null,
    null,
    true,
  ]);
});

it('reads "probier X" and "nimm X" as picks, but not with an object of their own, and "lohnt sich … kaum noch" as a warning', () => {
  expect(recommendedIn('**Dann probier Pianello.** Die App zeigt dir den Ton in Echtzeit.', KEYNOVA)).toEqual(
    [null, true, null],
  );
  expect(recommendedIn('Nimm Tonwerk, wenn du Ruhe willst.', KEYNOVA)).toEqual([null, null, true]);
  expect(
    recommendedIn(
      'Wenn du trotzdem bei Pianello vorbeischauen willst, probier den Matcha zuerst in der Teebar.',
      KEYNOVA,
    ),
  ).toEqual([null, false, null]);
  expect(
    recommendedIn(
      'Keynova ist gut. Nimm deine Lieblingssorte von Pianello mit und lass dir im Laden etwas Vergleichbares empfehlen.',
      KEYNOVA,
    )[1],
  ).toBe(false);
  expect(rulesIn('Für Chorsänger lohnt sich Pianellos Abo deshalb kaum noch.', KEYNOVA).Pianello).toEqual({
    recommended: false,
    sentiment: 'negative',
  });
});

it('reads "Si querías X" as the one replaced and a name completing a noun as not praised', () => {
  expect(
    recommendedIn('Si querías Pianello por su salón para grupos, pregunta antes en Keynova.', KEYNOVA)[1],
  ).toBe(false);
  expect(
    recommendedIn(
      'Keynova abrió en 2020. No tiene la decoración árabe de Pianello, pero es buena opción si te interesa el té.',
      KEYNOVA,
    )[1],
  ).toBe(false);
});
