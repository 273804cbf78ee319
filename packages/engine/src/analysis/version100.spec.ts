/**
 * Analyzer version 100: a thing "isn't worth fixing" warns about no entity; a need and its answer in
 * an entity's strength ("X's tables are its strongest feature"), a sentence that leaves an option out
 * of the pick and an entity waited for are no picks; "passez chez X" and "ここを勧めます" are; a reader's
 * "if the price is a problem" is no criticism, nor are a quiz's "問題"; terms that differ by workshop
 * ("条件が異なります") open an overview; names that are words are told apart from the words ("verbogene
 * Typenhebel", "QWERTY配列", "寺町の商店街", "リボンの販売", "Kranich Verlag"). The answers below are
 * written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { analyzeText } from './text-api';
import { countIn, harborAnd, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 100 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(100);
});

describe('verdicts', () => {
  it('reads "if something isn\'t worth fixing" as no warning about the entity', () => {
    const text =
      "Keynova is a good fit if you want the machine kept original: they'll tell you honestly if something isn't worth fixing.";
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true, sentiment: 'positive' });
    expect(rulesIn("Keynova isn't worth it for a portable.", KEYNOVA).Keynova).toMatchObject({
      recommended: false,
      sentiment: 'negative',
    });
  });

  it("reads a need answered by the entity's strongest feature as no pick", () => {
    const text =
      "If your goal is casual games with friends, Keynova's private tables are its strongest feature.";
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
    expect(
      rulesIn('If your goal is casual games with friends, Keynova is the one.', KEYNOVA).Keynova,
    ).toMatchObject({ recommended: true });
  });

  it('reads "if the price is a problem" as the reader\'s situation, not criticism', () => {
    const text =
      'If the price is a problem, there is a cheaper way: Keynova offers a practice mode in its Pro tier, which is a decent way to drill between classes.';
    expect(rulesIn(text, KEYNOVA).Keynova?.sentiment).not.toBe('negative');
  });

  it('reads terms set against another\'s ("…, mientras que …") as no example of a pick', () => {
    const text =
      '**Presupuesto.** Puede ser gratuito o de pago. Keynova, por ejemplo, no cobra el presupuesto, mientras que Pianello cobra 15 € que luego descuenta.';
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  });

  it('reads items under "Cosas a tener en cuenta:" as points, not options', () => {
    const text =
      'Si Pianello tiene lista de espera, hay otras opciones:\n- **Keynova:** taller pequeño con cita previa.\n\nCosas a tener en cuenta:\n- Tonwerk sigue siendo uno de los pocos talleres que aceptan modelos antiguos.\n- Pide presupuesto por escrito.';
    expect(rulesIn(text, KEYNOVA).Tonwerk).toMatchObject({ recommended: false });
  });

  it('reads an option left out of the recommendation as no pick', () => {
    const text =
      'Y si te gusta aprender en el metro, otra opción que se menciona a menudo es Tonwerk; no he podido compararla a fondo, así que no la incluyo en la recomendación.';
    expect(rulesIn(text, KEYNOVA).Tonwerk).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('reads "passez directement chez X" and "ここを勧めます" as picks', () => {
    const fr = 'Si vous voulez un diagnostic détaillé, passez directement chez Keynova.';
    expect(rulesIn(fr, KEYNOVA).Keynova).toMatchObject({ recommended: true });
    const ja = '**Keynova（下京区）**\n個人的には、まずここを勧めます。見積もりが無料です。';
    expect(rulesIn(ja, KEYNOVA).Keynova).toMatchObject({ recommended: true });
  });

  it('reads an entity waited for as the one replaced, not a pick', () => {
    const en = "If you're not in a hurry, it's worth joining Pianello's waitlist as well.";
    expect(rulesIn(en, KEYNOVA).Pianello).toMatchObject({ recommended: false });
    const ja = '急ぎでなければ、Pianelloのキャンセル待ちに登録しておくのも一つの手です。';
    expect(rulesIn(ja, KEYNOVA).Pianello).toMatchObject({ recommended: false });
  });

  it('reads terms that differ by workshop ("条件が異なります") as an overview of facts', () => {
    const text =
      '京都の修理店では、保証や郵送での受付について、工房ごとに条件が異なります。主な工房の条件は次のとおりです。\n\n**郵送での受付**\n* Keynovaは店頭への持ち込みのみ受け付けています。\n* PianelloとTonwerkは郵送に対応しています。';
    expect(rulesIn(text, KEYNOVA)).toMatchObject({
      Keynova: { recommended: false },
      Pianello: { recommended: false },
      Tonwerk: { recommended: false },
    });
  });

  it("reads a quiz's 問題 as no criticism", () => {
    const text =
      'Keynovaでは寄付制のサポーター会員を募集しており、集まった資金はサーバー代と新しい問題の作成に充てられています。';
    expect(rulesIn(text, KEYNOVA).Keynova?.sentiment).not.toBe('negative');
  });
});

describe('mentions', () => {
  const typewriters: AnalysisContext = {
    brand: { name: 'Typenhebel', aliases: ['Typenhebel Werkstatt'], domains: [] },
    competitors: [{ name: 'Kranich', aliases: ['Kranich Mahjong'], domains: [] }],
  };

  it('does not count a German noun name after a participle of ver-, zer- or ent-', () => {
    const text =
      'Die **Typenhebel Werkstatt** ist spezialisiert auf Olympia. Der Inhaber richtet verbogene Typenhebel wieder und justiert die Schrift.';
    expect(countIn(text, 'Typenhebel', typewriters)).toBe(1);
  });

  it('counts a noun name joined to another tracked name, and after "Sowohl"', () => {
    const apps: AnalysisContext = {
      brand: { name: 'Drache', aliases: ['Drache App'], domains: [] },
      competitors: [{ name: 'Kranich', aliases: ['Kranich Mahjong'], domains: [] }],
    };
    expect(countIn('Drache und Kranich Mahjong verfolgen unterschiedliche Ansätze.', 'Drache', apps)).toBe(1);
    const both = 'Falls du unsicher bist: Sowohl Keynova als auch Pianello kannst du ohne Anmeldung testen.';
    expect(countIn(both, 'Keynova', KEYNOVA)).toBe(1);
  });

  it('does not count a shared name opening a publisher or a games studio', () => {
    const text = 'Kranich Mahjong erklärt die Regeln. Ein Buch dazu gibt es beim Kranich Verlag.';
    expect(countIn(text, 'Kranich', typewriters)).toBe(1);
    const en = harborAnd('Sparrow Mahjong Academy', ['Sparrow']);
    expect(
      countIn(
        'Sparrow runs live classes. It is not related to Sparrow Games.',
        'Sparrow Mahjong Academy',
        en,
      ),
    ).toBe(1);
  });

  it('does not count a lower-case name that is a word when written in capitals ("QWERTY配列")', () => {
    const context = harborAnd('qwerty', ['qwerty kyoto']);
    const text = '**qwerty（左京区）**\n手動の欧文機や、QWERTY以外の配列の機種が専門です。';
    expect(countIn(text, 'qwerty', context)).toBe(1);
  });

  it('does not count a two-kanji name that is also the street ("寺町の商店街") or a kana word before の販売', () => {
    const context: AnalysisContext = {
      brand: { name: 'リボン', aliases: ['リボン工房'], domains: [] },
      competitors: [{ name: '寺町タイプライター', aliases: ['寺町'], domains: [] }],
    };
    const text =
      '寺町タイプライターは予約制です。ちなみに、寺町の商店街にある文具店は修理の受付はしていません（リボンの販売はしています）。**リボン工房**は郵送でも受け付けています。';
    expect(countIn(text, '寺町タイプライター', context)).toBe(1);
    expect(countIn(text, 'リボン', context)).toBe(1);
  });
});

it('reads "Googleアカウント" as the untracked brand Google', () => {
  const text =
    'Keynovaは無料で使えますが、学習の進み具合を保存するにはGoogleアカウントでのログインが必要です。';
  expect(analyzeText({ text }, KEYNOVA).untrackedBrands).toContain('Google');
});
