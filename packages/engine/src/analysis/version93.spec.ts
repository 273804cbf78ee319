/**
 * Analyzer version 93: an intro of examples in a paragraph on terms, prices "relevés" over a table with
 * the providers as columns and a table of alternatives under "most often because of its price" are read
 * for what they are; "**If you want X: Acme.**" and "なら出張の「X」" pick for a need; under a need heading
 * a sentence naming only the one replaced leaves the options to come, and one named next with "aussi" is
 * another; a Japanese item opening on a clause of its own, "…との違い", "For reference, X Co. lists …"
 * pick no one; "ergänze … mit X" picks; "### ¿Y X?" heads X's section, where "mixed feedback" balances
 * the praise; "sin inclinarme por ninguna" closes a review with no verdict. The answers below are written
 * for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const ALL = ['Keynova', 'Pianello', 'Tonwerk'];

it('is version 93 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(93);
});

it('reads "Beispiele aus dem Bereich …:" in a paragraph on terms as examples of terms, not options', () => {
  const text =
    'Wie du ein Abo kündigst, hängt davon ab, wo du es abgeschlossen hast.\n\n**Kündigung direkt beim Anbieter**\nWer Abos auf seiner Website verkauft, muss einen Kündigungsbutton anbieten. Beispiele aus dem Bereich Musik-Apps:\n* **Keynova Plus:** Jahresabo, kündbar bis einen Tag vor der Verlängerung.\n* **Pianello Pro:** Monats- oder Jahresabo mit 14 Tagen Geld-zurück-Garantie.\n* **Tonwerk:** Einmalkauf, kein laufendes Abo.';
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ALL) expect(rules[name]).toMatchObject({ recommended: false });
});

it('reads the providers as columns of prices "relevés" as facts, not options', () => {
  const text =
    "Les tarifs dépendent surtout du type d'intervention. Voici les prix relevés début 2025 :\n\n| Prestation | Keynova | Pianello | Tonwerk |\n|---|---|---|---|\n| Accord | 60 € | 75 € | 45 € |\n| Révision | 320 € | 380 € | 290 € |\n\nDemandez toujours un devis écrit.";
  const rules = rulesIn(text, KEYNOVA);
  for (const name of ALL) expect(rules[name]).toMatchObject({ recommended: false });
});

it('reads a table of alternatives under "most often because of its price" as options', () => {
  const text =
    "If Keynova doesn't suit you, most often because of its monthly price, these are the alternatives people mention most:\n\n| App | Focus | Price |\n|---|---|---|\n| Pianello | Ear training | $60/year |\n| Tonwerk | Sight reading | $9/month |\n\nFor reference, Keynova itself costs about $15/month.";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Pianello).toMatchObject({ recommended: true });
  expect(rules.Tonwerk).toMatchObject({ recommended: true });
});

it('reads "**If you want X: Acme.**" as the option for that need', () => {
  const text =
    "There are several alternatives to Keynova, each with its own angle:\n\n**If you want forecasts too: Pianello.** Its identifier is less precise than Keynova's, but it adds forecasts.\n\n**If you tie your own flies: Tonwerk.** It does not identify insects, but its library is well organised.";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Pianello).toMatchObject({ recommended: true });
  expect(rules.Tonwerk).toMatchObject({ recommended: true });
});

it('keeps a need heading past "Plutôt que X, …" and takes the option named next with "aussi"', () => {
  const text =
    "Les avis sur Keynova sont mitigés.\n\n**Notre conseil : passez par les ateliers**\nPlutôt que Keynova, contactez directement les luthiers. À Mirecourt, l'Atelier Pianello vend ses guitares en direct. Tonwerk propose aussi des instruments révisés, avec une garantie d'un an.";
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Pianello).toMatchObject({ recommended: true });
  expect(rules.Tonwerk).toMatchObject({ recommended: true });
});

it('reads Japanese items opening on a clause of their own as facts, not options', () => {
  const text =
    '**学習アプリの利用状況**\n* 学習アプリの多くは、動画と文章を組み合わせた短いレッスン形式です。\n* アプリごとの公開データでは、Keynova が累計約12万ダウンロード、Pianello が約8万ダウンロードとされています。\n* 海外には数百万人規模のアプリもあります。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads items under "ほかの選択肢との違い" as comparisons, not options', () => {
  const text =
    '独学なら、いちばんのおすすめは **Keynova** です。\n\n### ほかの選択肢との違い\n- Pianello は動画からフォームを自動で解析することに特化していて、レッスン動画はありません。\n- Tonwerk はテンカラの学習が中心で、ホールの練習には対応していません。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Pianello).toMatchObject({ recommended: false });
  expect(rules.Tonwerk).toMatchObject({ recommended: false });
});

it('reads "For reference, Keynova Co. currently lists …" as no pick', () => {
  const context = { ...KEYNOVA, brand: { name: 'Keynova Co.', aliases: [], domains: [] } };
  const text =
    "Turnaround is usually two to six weeks, depending on the shop's queue. For reference, Keynova Co. currently lists about three weeks, while Pianello doesn't take that job at all.";
  expect(rulesIn(text, context)['Keynova Co.']).toMatchObject({ recommended: false });
});

it('reads "ergänze dein Fangbuch mit X" as a pick', () => {
  const text =
    'Wenn du auch selbst bindest, ergänze dein Fangbuch mit Keynova: Dort findest du zu jedem Muster die passende Anleitung.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('reads "### ¿Y X?" as the heading of X\'s section, its warning about X', () => {
  const text =
    '### Dónde repararla\n* **Pianello:** Es probablemente tu mejor opción.\n\n### ¿Y Keynova?\nNo te lo aconsejo para este caso. Es sobre todo una tienda online y los plazos superan el mes.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
});

it('reads "It gets mixed feedback" in X\'s own section as balanced praise and criticism', () => {
  const text =
    '**Pianello** is a good bet for older pets.\n\n### Keynova\nIt gets mixed feedback. On the plus side, the cat-friendly setup and modern dental suite are genuinely good, and the location is convenient. On the other hand, owners report rising prices.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads "sin inclinarme por ninguna" as a review with no verdict', () => {
  const text =
    'Depende de cómo pesques, así que te resumo lo que cada una hace bien y mal, sin inclinarme por ninguna.\n\n**Keynova**\n\nKeynova tiene unas previsiones de eclosión excelentes y muy fiables. En contra, los mapas sin conexión son de pago.\n\n**Pianello**\n\nPianello ofrece mapas sin conexión gratuitos, pero no ofrece previsiones.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
  expect(rules.Pianello).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads "### 時間がないなら出張の「X」" as a pick for that need', () => {
  const text =
    '目的別に整理しました。\n\n### 配線改造なら「Pianello」\n**Pianello** は配線改造を得意としています。\n\n### 工房に行く時間がないなら出張の「Keynova」\n自宅まで来て作業してくれる出張サービスです。';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true });
});
