/**
 * Analyzer version 94: "Subscription prices and refund terms … as listed in 2025:", "**アプリ側の対策機能の例**"
 * and "### How apps compare on latency compensation" head facts, not options; "X … recommends keeping
 * the tab visible" picks nothing; "4分の3拍子" is the time signature, not the brand 拍子; "**tiktak
 * Studio**" is the lower-case brand's product, not another studio; a Japanese intro "いくつか紹介します"
 * makes the name headings under it options. The answers below are written for these tests, not taken
 * from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, countIn, harborAnd, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 94 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(94);
});

it('reads a table of prices and refund terms "as listed in 2025" as facts, not options', () => {
  const text =
    'Subscription prices and refund terms for common rhythm-practice apps, as listed in 2025:\n\n| App | Paid plan | Free trial | Refunds |\n|---|---|---|---|\n| Keynova | $4.99/mo | 7 days | Via App Store only |\n| Pianello | $1.99 one-time | None | Via Google Play |\n| Tonwerk | $3/mo | 14 days | Pro-rated within 30 days |\n\nPrices vary by country, so check the in-app price before subscribing.';
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ['Keynova', 'Pianello', 'Tonwerk'])
    expect(rules[name]).toMatchObject({ recommended: false });
});

it('reads items under "**アプリ側の対策機能の例**" as examples of features, not options', () => {
  const text =
    '音ズレの主な原因は、ワイヤレスイヤホンの遅延です。\n\n**アプリ側の対策機能の例**\n* KeynovaやPianelloには、イヤホンの遅延を測定して自動で補正する機能があります。\n* Tonwerkでは、タップ判定の許容範囲を設定で変更できます。';
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ['Keynova', 'Pianello', 'Tonwerk'])
    expect(rules[name]).toMatchObject({ recommended: false });
});

it('reads items under "### How apps compare on latency compensation" as points, not options', () => {
  const text =
    'A well-built metronome app should not drift audibly.\n\n### How apps compare on latency compensation\n* Keynova lets you set a manual output offset in milliseconds.\n* Pianello measures the delay automatically with the microphone during setup.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "X documents this in its FAQ and recommends keeping the tab visible" as no pick', () => {
  const text =
    'Browser-based metronomes can slow down when their tab is not in focus. Keynova documents this in its FAQ and recommends keeping the tab visible.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not count "4分の3拍子" as the brand 拍子', () => {
  const text =
    '* 拍子やTIQには、イヤホンの遅延を補正する機能があります。\n\n振り子式はアクセントを鳴らせないものが多く、4分の3拍子などで1拍目を強調したい場合は電子式のほうが便利です。';
  const context = {
    brand: { name: '拍子', aliases: [], domains: [] },
    competitors: [{ name: 'TIQ', aliases: [], domains: [] }],
  };
  expect(countIn(text, '拍子', context)).toBe(1);
});

it('counts "**tiktak Studio**" as the lower-case brand tiktak and lists it', () => {
  const text =
    'Estas son buenas alternativas:\n\n1. **Harbor** – La opción más directa.\n\n2. **tiktak Studio** – La versión de escritorio de tiktak incluye patrones de batería.';
  const context = harborAnd('tiktak');
  expect(countIn(text, 'tiktak', context)).toBe(2);
  expect(rulesIn(text, context).tiktak).toMatchObject({ recommended: true });
});

it('reads name headings under a Japanese intro "いくつか紹介します" as options', () => {
  const text =
    '個人練習で使いやすいリズム練習アプリをいくつか紹介します。順位はつけていないので、目的に合わせて選んでください。\n\n**Keynova**\n拍の取り方を視覚的に確認できます。\n\n**Pianello**\n音が大きくはっきりしているので、聞き取りやすいのが特徴です。\n\n**Tonwerk**\nテンポアップ練習の機能があります。';
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ['Pianello', 'Tonwerk']) expect(rules[name]).toMatchObject({ recommended: true });
});
