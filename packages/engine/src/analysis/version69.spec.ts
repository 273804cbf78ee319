/**
 * Analyzer version 69: an intro opening on terms after an article ("The terms at the main local
 * studios and services:") introduces facts; a Japanese opening on conditions set per workshop or
 * published ("条件が工房ごとに定められています", "公開規定をまとめると") is one on terms; "no compensa
 * pagar X" warns. The answers below are written for these tests, not taken from the eval corpus; the
 * tracked brands are invented.
 */
import { KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 69 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(69);
});

it('reads items after "The terms at the main local studios and services:" as facts', () => {
  const text =
    'Piano teachers in Boston generally ask for a deposit and limit refunds once lessons have started. The terms at the main local studios and services:\n\n**Deposits and payment**\n* **Keynova:** 50% deposit on a term; the deposit is refundable until the first lesson.\n* **Pianello:** payment at the first lesson; missed lessons are not refunded.\n* **Tonwerk:** a signed agreement and a 30% non-refundable fee.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads a Japanese overview of conditions set per workshop as facts', () => {
  const text =
    'ピアノ教室の体験レッスンでは、キャンセル料や振替の条件が教室ごとに定められています。主な教室の公開規定をまとめると、次のとおりです。\n\n**体験レッスンのキャンセル規定**\n* **Keynova**: 前日と当日は100%。\n* **Pianello**: 3日前までは無料、2日前から50%。\n\n**振替と持ち物**\n* 振替は1回まで可能な教室が多く、Tonwerk では当日のキャンセルのみ全額負担です。';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
});

it('reads "no compensa pagar X" as a warning', () => {
  expect(
    rulesIn('Para la mayoría de palistas **no compensa pagar Pianello** en su versión actual.', KEYNOVA)
      .Pianello,
  ).toEqual({ recommended: false, sentiment: 'negative' });
});
