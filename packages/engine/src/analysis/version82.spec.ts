/**
 * Analyzer version 82: "moitié moins cher que celui de X" compares with X (as "más barato que el de X",
 * "cheaper than that of X"); "代わりを探すなら…選ぶのがおすすめ" offers others, not the name before it;
 * "Xに近い体験", "Xと同じように" make X a reference. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 82 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(82);
});

it('does not pick the name after "moins cher que celui de"', () => {
  const text =
    "- **Pianello** – Plus complète sur la théorie. La version gratuite suffit pour débuter, et l'abonnement annuel reste moitié moins cher que celui de Keynova.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('does not pick the name before "代わりを探すなら…選ぶのがおすすめです"', () => {
  const text =
    'Keynovaは楽譜の読み方まで教える教室なので、休業中の代わりを探すなら「どこまで習いたいか」で選ぶのがおすすめです。';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "Xに近い体験ができます" as a reference to X', () => {
  const text =
    '**Keynovaの代わりになる主な教室**\n\n* **Pianello**:少人数で、初心者向けの体験があります。\n* **伝統的な曲にこだわるなら**:古典を扱う教室を選ぶと、Keynovaに近い体験ができます。';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});
