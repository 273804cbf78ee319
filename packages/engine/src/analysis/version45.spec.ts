/**
 * Analyzer version 45: fact overviews of conditions and policies and under a comparing intro, a few
 * picks and warnings worded around their object, "The choice depends on …" with no winner, and a
 * quoted other company in Japanese. The answers below are written for these tests, not taken from
 * the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, recommendedIn, rulesIn, sentimentIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 45 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(45);
});

const table =
  '| Tienda | Envío gratis desde | Suscripción |\n|---|---|---|\n| Harbor | 30 € | Sí, mínimo 3 envíos |\n| Quill | 45 € | No |\n| Lumo | 25 € | Sí, mensual |';

it('reads an overview of shipping and subscription conditions as facts', () => {
  const text = `Las condiciones de envío y de suscripción varían bastante entre tiendas online. Esta tabla resume las políticas de tres tiendas:\n\n${table}`;
  expect(recommendedIn(text)).toEqual([false, false, false]);
  expect(sentimentIn(text)).toEqual(['neutral', 'neutral', 'neutral']);
});

it('reads a plan table under "Here is how the main options compare:" as facts', () => {
  const text =
    '## Free Monitoring Plans Compared\n\nMost services offer a free tier, but the limits differ a lot. Here is how the main options compare:\n\n| Tool | Free monitors | Interval |\n|---|---|---|\n| Harbor | 10 | 1 min |\n| Quill | 20 | 1 min |\n| Lumo | 5 | 3 min |';
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it('still reads the same table under "Here are the best options:" as options', () => {
  const text =
    '## Free Monitoring Plans\n\nMost services offer a free tier, but the limits differ a lot. Here are the best options:\n\n| Tool | Free monitors | Interval |\n|---|---|---|\n| Harbor | 10 | 1 min |\n| Quill | 20 | 1 min |\n| Lumo | 5 | 3 min |';
  expect(recommendedIn(text)).toEqual([true, true, true]);
});

it('reads a price overview that says a high quote is "worth questioning" as facts', () => {
  const text =
    'Replacing a torsion spring typically costs $180–$350.\n\n| Company | Single spring | Pair |\n|---|---|---|\n| Harbor | from $219 | from $329 |\n| Quill | from $195 | from $310 |\n| Lumo | $240 | $360 |\n\nA quote well above $600 for a single spring is worth questioning.';
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it.each([
  "If alert latency is what hurts, I'd move your HTTP checks to Pingward.",
  'If you want to switch, my first call would be Pingward Garage Doors.',
])('reads "%s" as a pick', (text) => {
  expect(rulesIn(text, harborAnd('Pingward', ['Pingward Garage Doors'])).Pingward?.recommended).toBe(true);
});

it('reads "sollte bei Harbor derzeit vorsichtig sein" as a warning and the portal named instead as the pick', () => {
  const text =
    'Wer Wert auf eine unkomplizierte Erstattung legt, sollte bei Harbor derzeit vorsichtig sein und lieber über ein besser bewertetes Portal wie Quill buchen.';
  expect(recommendedIn(text)).toEqual([false, true, null]);
  expect(sentimentIn(text)[0]).toBe('negative');
});

it('reads a two-way comparison closing on "The choice mostly depends on …" as no verdict', () => {
  const text =
    '**Harbor**\n- Configured through a web dashboard.\n- Pricing is per workspace.\n\n**Quill**\n- Quill Cloud runs checks from 6 regions at 1-minute intervals.\n- Pricing is per monitor.\n\nThe choice mostly depends on whether your team prefers a UI or the repository.';
  expect(recommendedIn(text)).toEqual([false, false, null]);
  expect(sentimentIn(text)).toEqual(['neutral', 'neutral', null]);
});

it('reads "…のが無難です" in a fee overview as an action recommended, not an option', () => {
  const text =
    '前撮りの料金は、撮影料とデータ代の組み合わせによって大きく変わります。\n\n| 写真館 | 撮影料 | データ |\n|---|---|---|\n| Harbor | 22,000円 | 1カット3,300円 |\n| Quill | 33,000円 | 全データ込み |\n| Lumo | 16,500円 | 1カット2,200円 |\n\n春から夏は予約が埋まるため、早めに問い合わせるのが無難です。なお、Quillは1年前の予約で撮影料が20%引きです。';
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it('does not count the tracked alias inside a quoted other company ("「マルヤマ印刷」という印刷会社")', () => {
  const text =
    'マルヤマ写真館は大須の老舗です。同じ大須には「マルヤマ印刷」という印刷会社もありますが、写真館とは無関係です。';
  expect(countIn(text, 'マルヤマ写真館', harborAnd('マルヤマ写真館', ['マルヤマ']))).toBe(1);
});
