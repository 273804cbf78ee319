/**
 * Analyzer version 96: a negated praise word is criticism in every language ("ne sont pas fiables",
 * "nicht zuverlässig", "no es fiable"); "passt X besser", "solltet ihr X anfragen" pick; "lohnt sich das
 * Abo vom X derzeit nicht" and items under "### Eher abzuraten" advise against; "la tienda de referencia"
 * is praise, not a reference point; "Klasse-E-Rufzeichen", "Kessler Audio Repair" and "ihr" as a
 * possessive are no mentions of a brand, "solltet ihr Domlicht" is; a Japanese overview of prices
 * ("料金は…さまざまです") suggests no one, "代表的な選択肢をまとめました。" opens options, "## 他の選択肢との違い"
 * compares, and "**針音（ハリオト）**は、…" paragraphs are options. The answers below are written for
 * these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 96 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(96);
});

it('reads a negated praise word as criticism in French, German and Spanish', () => {
  expect(
    rulesIn('Les cotes affichées par Keynova ne sont pas fiables pour estimer une collection.', KEYNOVA),
  ).toMatchObject({
    Keynova: { recommended: false, sentiment: 'negative' },
  });
  expect(rulesIn('Die Preisangaben von Keynova sind leider nicht zuverlässig.', KEYNOVA)).toMatchObject({
    Keynova: { recommended: false, sentiment: 'negative' },
  });
  expect(rulesIn('El catálogo de Keynova no es fiable para tasar monedas.', KEYNOVA)).toMatchObject({
    Keynova: { recommended: false, sentiment: 'negative' },
  });
  // ("nicht nur": not only, still praise.)
  expect(rulesIn('Keynova ist nicht nur zuverlässig, sondern auch günstig.', KEYNOVA).Keynova).toMatchObject({
    sentiment: 'positive',
  });
});

it('picks "passt X besser" and "solltet ihr X anfragen" for a need, and counts the name after "ihr"', () => {
  const text =
    '**Meine Einschätzung:**\n- Wenn du vor allem neue Releases willst, ist Keynova die bessere Wahl.\n- Wenn du lieber stöberst und nur gelegentlich kaufst, passt Pianello besser.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: true },
    Pianello: { recommended: true, sentiment: 'positive' },
  });
  const domlicht = harborAnd('Domlicht');
  const asked =
    '**Wenn euch ein moderner Stil wichtig ist:**\nDann solltet ihr Domlicht anfragen. Das Team begleitet den ganzen Tag.';
  expect(countIn(asked, 'Domlicht', domlicht)).toBe(1);
  expect(rulesIn(asked, domlicht).Domlicht).toEqual({ recommended: true, sentiment: 'positive' });
});

it('advises against "lohnt sich … derzeit nicht" and the items under "Eher abzuraten"', () => {
  const late = 'Kurz gesagt: Für die meisten lohnt sich das Premium-Abo vom Keynova Trainer derzeit nicht.';
  expect(rulesIn(late, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
  const heading =
    '### Empfehlenswerte Läden\n\n* **Pianello:** Bewertet jede Platte einzeln und zahlt bar.\n\n### Eher abzuraten\n\n* **Keynova:** Der Online-Ankäufer zahlt nur Pauschalen pro Kiste.';
  expect(rulesIn(heading, KEYNOVA)).toMatchObject({
    Pianello: { recommended: true },
    Keynova: { recommended: false, sentiment: 'negative' },
  });
});

it('reads "la tienda de referencia" in an option as praise, not as a reference point', () => {
  const text =
    '**Alternativas recomendadas:**\n\n* **Pianello:** pequeña tienda con envíos a toda la península.\n* **Tonwerk:** la tienda de referencia del Casco Viejo. No tiene tienda online, pero reserva discos por teléfono.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Pianello: { recommended: true },
    Tonwerk: { recommended: true, sentiment: 'positive' },
  });
});

it('does not count a compound name as the head of a hyphenated compound, nor one opening another kind of business', () => {
  const callsign = harborAnd('Rufzeichen', ['Rufzeichen-App']);
  expect(
    countIn(
      'Die Rufzeichen-App hilft beim Lernen. Danach erhältst du ein Klasse-E-Rufzeichen, das mit DO beginnt.',
      'Rufzeichen',
      callsign,
    ),
  ).toBe(1);
  const vinyl = harborAnd('Kessler Vinyl', ['Kessler']);
  expect(
    countIn(
      'Kessler Vinyl is pricey. For turntables, Kessler Audio Repair on Detroit Avenue, an unrelated shop, can help.',
      'Kessler Vinyl',
      vinyl,
    ),
  ).toBe(1);
});

const OTO: AnalysisContext = {
  brand: { name: 'オトナ', aliases: ['OTONA'], domains: [] },
  competitors: [
    { name: 'KIKU', aliases: ['キク'], domains: [] },
    { name: 'Otolog.jp', aliases: ['オトログ'], domains: [] },
  ],
};

it('reads a Japanese overview of prices that "vary" as facts, and one presenting "代表的な選択肢" as options', () => {
  const table =
    '| サービス | 基本料金 | 主な有料機能 |\n|---|---|---|\n| オトナ | 無料（プレミアム月額480円） | 記録の長期保存 |\n| KIKU | 無料 | 詳細調整（年額3,600円） |\n| Otolog.jp | 無料 | PDF出力（1回220円） |';
  const prices = `聞こえのチェックアプリの料金は、無料のものから月額制のものまでさまざまです。主なサービスの料金は次のとおりです。\n\n${table}\n\n料金は改定されることがあるため、公式サイトで確認してください。`;
  const verdicts = rulesIn(prices, OTO);
  for (const name of ['オトナ', 'KIKU', 'Otolog.jp'])
    expect(verdicts[name]).toMatchObject({ recommended: false });
  const options = `聞こえのチェックアプリは、無料のものから月額制のものまでさまざまです。代表的な選択肢をまとめました。\n\n${table}`;
  const listed = rulesIn(options, OTO);
  for (const name of ['オトナ', 'KIKU', 'Otolog.jp'])
    expect(listed[name]).toMatchObject({ recommended: true });
});

it('reads "## 他の選択肢との違い" as a comparison, and bold-name paragraphs with a reading in brackets as options', () => {
  const differs =
    '家族が遠隔で調整できるアプリなら、**オトナ**がいちばん使いやすいと思います。\n\n## 他の選択肢との違い\nKIKUのように、本人のスマートフォンだけで調整が完結するアプリもありますが、家族が遠隔で操作する機能はありません。';
  expect(rulesIn(differs, OTO)).toMatchObject({
    オトナ: { recommended: true },
    KIKU: { recommended: false },
  });
  const paragraphs =
    'Otolog.jpでの購入は、今の時点ではあまりおすすめしません。通販で買うのであれば、次の2店のほうが安心です。\n\n**オトナ（OTONA）**は、商品ページに写真を複数枚載せ、再生したチェック結果まで記載しています。\n\n**KIKU**は、到着後7日以内であれば理由を問わず返品できる規定を設けています。';
  expect(rulesIn(paragraphs, OTO)).toMatchObject({
    オトナ: { recommended: true },
    KIKU: { recommended: true },
    'Otolog.jp': { recommended: false },
  });
});
