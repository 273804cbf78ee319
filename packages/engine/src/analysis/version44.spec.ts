/**
 * Analyzer version 44: more fact overviews (German price compounds and verbs of differing, cancellation
 * terms, an action recommended with "のがおすすめ"), cheap options still options, katakana counters and
 * "別経営". The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { countIn, harborAnd, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 44 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(44);
});

const list =
  '* **Harbor:** Türöffnung tagsüber 89 €, nachts 139 €.\n* **Quill:** Festpreis 99 €, Sonntag 149 €.\n* **Lumo:** ab 79 €, Anfahrt 15 €.';

it('reads a German price overview with compound price words as facts', () => {
  const text = `Die Kosten für eine Türöffnung hängen vor allem von der Uhrzeit ab.\n\n### Veröffentlichte Festpreise einiger Anbieter\n${list}`;
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it('still reads "Preiswerte Anbieter" as a list of options', () => {
  const text = `Die Kosten für eine Türöffnung hängen vor allem von der Uhrzeit ab.\n\n**Preiswerte Anbieter:**\n${list}`;
  expect(recommendedIn(text)).toEqual([true, true, true]);
});

it('reads "比較するのがおすすめです" as an action recommended, not an option', () => {
  const text =
    '主要なネット証券の手数料は、米国株の為替手数料で差が出るのが一般的です。\n\n| 証券会社 | 米国株 | 為替 |\n|---|---|---|\n| Harbor | 0.45% | 25銭 |\n| Quill | 無料 | 25銭 |\n| Lumo | 0.45% | 0銭 |\n\n手数料だけでなく、アプリの使いやすさも含めて比較するのがおすすめです。';
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it.each([
  [
    '口座開設は、次の3ステップで完了します。ステップ証券のアプリから申し込めます。',
    'ステップ証券',
    ['ステップ'],
    1,
  ],
  [
    '祇園のAOI hairは個室のサロンです。なお、同じビルの「AOIネイル」は別経営のネイルサロンです。',
    'AOI hair',
    ['AOI'],
    1,
  ],
])('counts in "%s" the tracked %s (aliases %j) %i times', (text, name, aliases, want) => {
  expect(countIn(text, name, harborAnd(name, aliases))).toBe(want);
});
