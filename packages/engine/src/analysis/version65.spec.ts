/**
 * Analyzer version 65: brackets after a Japanese word name are a gloss only when they hold a reading,
 * a Latin spelling or a place ("的中（例：4射3中）" explains the word); a name of kanji with okurigana
 * (切っ先) is an everyday word like a two-kanji one; "…, tienes varias alternativas razonables." announces
 * the bold-name sections after it as options. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import type { AnalysisContext } from './types';
import { countIn, KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const KYUDO: AnalysisContext = {
  brand: { name: '的中', aliases: ['的中ノート', 'TEKICHU'], domains: [] },
  competitors: [{ name: '切っ先', aliases: ['Kissaki'], domains: [] }],
};

it('is version 65 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(65);
});

it('does not read "的中（例：4射3中）" as a glossed name', () => {
  const text =
    '一般的に4射を「1立ち」とし、立ちごとの的中（例：4射3中）を記録します。的に中った矢を的中とします。';
  expect(countIn(text, '的中', KYUDO)).toBe(0);
});

it('still reads a name glossed with its reading or place ("的中（てきちゅう）") as the name', () => {
  expect(countIn('記録アプリなら的中（てきちゅう）が使いやすいです。', '的中', KYUDO)).toBe(1);
});

it('reads 切っ先 in "柳刃は切っ先まで" and "牛刀は切っ先が尖っている" as the word', () => {
  const text =
    '柳刃は切っ先まで一定の薄さに研がれています。一方、牛刀は切っ先が尖っているので、肉の筋を切るのに向きます。';
  expect(countIn(text, '切っ先', KYUDO)).toBe(0);
});

it('reads bold-name sections after "…, tienes varias alternativas razonables." as options', () => {
  const text =
    'Entiendo la frustración: Tonwerk ha subido el precio. La app sigue funcionando bien, pero si no quieres pagar una suscripción tienes varias alternativas razonables.\n\n**Keynova**\nEs la más parecida a la hora de anotar.\n\n**Pianello**\nSe paga una vez al año.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, false]);
});
