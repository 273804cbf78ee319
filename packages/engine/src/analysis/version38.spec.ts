/**
 * Analyzer version 38: quoted longer names after a Japanese note on similar names, and more everyday
 * katakana. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { countIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 38 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(38);
});

it.each([
  [
    '- 名前が似ている「カフェ・ゾンネ」（芦屋）はパン屋ではなくカフェで、上記のゾンネとは無関係です。',
    'ゾンネ',
    1,
  ],
  [
    'ひとつ注意したいのが、名前の似たサービスです。検索すると「渋谷スマートクリニック」という医療機関が出てきますが、対面診療中心のクリニックです。',
    'スマートクリニック',
    0,
  ],
  ['* **レース着物・レトロ柄プラン:** 5,000円〜8,000円。', 'レトロ', 0],
])('counts in "%s" the mentions of %s', (text, name, want) => {
  expect(countIn(text, name, harborAnd(name))).toBe(want);
});
