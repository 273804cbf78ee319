/**
 * Analyzer version 37: katakana names used as na-adjectives, and another business said to be no such
 * business ("ist kein Fotostudio"). The answers below are written for these tests, not taken from the
 * eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 37 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(37);
});

const RETRO = harborAnd('レトロ');

it.each([
  ['アンティーク着物が中心で、大正レトロな雰囲気の写真を撮りたい方にぴったりです。', RETRO, 'レトロ', 0],
  // ("なら" is a condition on the name, not the adjective.)
  [
    '**2. レトロ（東山）**\n八坂神社から徒歩5分。レトロなら直前でも予約が取りやすいです。',
    RETRO,
    'レトロ',
    2,
  ],
  [
    'Hinweis: Das Café Lumo in der Südstadt ist kein Fotostudio, sondern ein Frühstückslokal.',
    undefined,
    'Lumo',
    0,
  ],
])('counts in "%s" the mentions', (text, context, name, want) => {
  expect(countIn(text, name, context)).toBe(want);
});
