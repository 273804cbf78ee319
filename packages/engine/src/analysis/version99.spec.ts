/**
 * Analyzer version 99: "**アプリでの扱われ方**" and "### 乗り換えるときの注意点" head points, not options;
 * "older posts recommending X's tours" is others' advice, no pick; "Hennepin Healthcare" is another kind
 * of business than the brand Hennepin Canoe. The answers below are written for these tests, not taken
 * from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 99 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(99);
});

it('reads the items under "アプリでの扱われ方" and "乗り換えるときの注意点" as points', () => {
  const handled =
    '**アプリでの扱われ方**\n* Keynovaでは、計画したルートをGPXで書き出し、GPSウォッチに転送できます。\n* Pianelloの場合、読み込んだルートを音声案内に変換します。';
  expect(rulesIn(handled, KEYNOVA)).toMatchObject({
    Keynova: { recommended: false },
    Pianello: { recommended: false },
  });
  const switching =
    '### 乗り換えるときの注意点\n- Keynovaで作ったルートは、GPX形式で書き出しておけば、ほかのアプリに読み込めます。\n- Keynovaの水位通知に相当する機能は、ほかのアプリにはほとんどありません。';
  expect(rulesIn(switching, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "older posts recommending X" as others\' advice, not a pick', () => {
  const text =
    "You might come across older posts recommending Keynova's family tours; according to their FAQ, those were discontinued after the 2024 season.";
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  expect(rulesIn('For families, I recommend Keynova.', KEYNOVA).Keynova).toMatchObject({ recommended: true });
});

it("does not count a shared name opening a healthcare provider's", () => {
  const context = harborAnd('Hennepin Canoe Co.', ['Hennepin Canoe', 'Hennepin']);
  const text =
    'Hennepin Canoe rents family canoes. Minor scrapes happen, and Hennepin Healthcare has a clinic ten minutes from the lake.';
  expect(countIn(text, 'Hennepin Canoe Co.', context)).toBe(1);
});
