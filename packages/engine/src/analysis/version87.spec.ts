/**
 * Analyzer version 87: "Here's how the most popular ones compare:" introduces an overview, not picks;
 * "土日や連休の枠は人気が高い" is demand for dates, not a ranking; "**3Dモデル**：Xのように…方式" names X as an
 * example of a method; "Bessere Adressen" heads options. The answers below are written for these tests,
 * not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 87 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(87);
});

it('reads a price table after "how the most popular ones compare" as facts', () => {
  const text =
    "Piano learning apps range from free, ad-supported options to subscriptions of around $40 a year. Here's how the most popular ones compare:\n\n| App | Free tier | Monthly | Yearly |\n|---|---|---|---|\n| Keynova | 20 songs | $5.99 | $39.99 |\n| Pianello | 10 videos | $4.99 | $35.99 |\n\n**Key points on pricing**\n* **Free trials:** both offer a 7-day free trial of their paid tiers.";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads popular dates in a Japanese overview of terms as no ranking', () => {
  const text =
    'ピアノ体験のキャンセル規定は教室ごとに異なりますが、**多くは「前日50%・当日100%」のキャンセル料**を設定しています。特に土日や連休の枠は人気が高いため、直前のキャンセルには厳しめの条件が設定される傾向があります。\n\n**主なキャンセル条件の例**\n* **Keynova（蔵前）**：3日前までは無料、前日は50%、当日は100%。\n* **Pianello**：7日前までは全額返金、それ以降は返金なし。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "Xのように" in an item about a method as an example', () => {
  const text =
    'ピアノアプリは、楽譜の示し方がいくつかあります。\n\n**表示方式の例**\n* **3Dモデル**：Keynovaのように、鍵盤を立体で表示し、指で回転させて確認できる方式。\n* **動画型**：講師の手元を撮影した動画を、工程ごとに区切って再生する方式。';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "Bessere Adressen für den Kurs selbst:" as a heading of options', () => {
  const text =
    'Bei Tonwerk häufen sich die Beschwerden; für einen Kurs würde ich Tonwerk nicht empfehlen.\n\n**Bessere Adressen für den Kurs selbst:**\nDie Keynova in Regen hat durchweg gute Bewertungen und arbeitet mit kleinen Gruppen.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});
