/**
 * Analyzer version 12: Japanese untracked brands (rule 13) from enumerations in prose, lower-case
 * Latin names, and names without a branch or a generic tail. The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION } from './types';

const context = {
  brand: { name: 'ハレノ家計簿', aliases: ['ハレノ'], domains: ['hareno.jp'] },
  competitors: [{ name: 'ミツバ会計', aliases: [], domains: ['mitsuba.jp'] }],
};
const untrackedOf = (text: string) => analyzeText({ text }, context).untrackedBrands;

it('is version 12 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(12);
});

describe('names enumerated in Japanese prose', () => {
  it('reads katakana, Latin, kanji-company and mixed names joined by や、と・／', () => {
    const text =
      '家計簿アプリならハレノ家計簿が使いやすいです。コンタクトはアキュビューやメニコンなど主要メーカーに対応し、' +
      '格安SIMならahamoやLINEMOも候補です。住宅ローンは福岡銀行や西日本シティ銀行などの地元銀行と提携しています。' +
      'PayPayや楽天ペイなどのスマホ決済にも対応しています。';
    expect(untrackedOf(text)).toEqual([
      'アキュビュー',
      'メニコン',
      'ahamo',
      'LINEMO',
      '福岡銀行',
      '西日本シティ銀行',
      'PayPay',
      '楽天ペイ',
    ]);
  });

  it('keeps a name of several words whole and reads names apart at ・ outside katakana', () => {
    const text =
      '会計ソフトはfreeeやマネーフォワード クラウドと連携でき、口コミはHot Pepper BeautyやGoogle マップで確認できます。' +
      '証券口座はSBI証券・楽天証券のどちらでも構いません。人気の「ギュット・クルーム」は取り寄せです。';
    const names = untrackedOf(text);
    expect(names).toEqual(
      expect.arrayContaining(['freee', 'マネーフォワード クラウド', 'Google マップ', 'SBI証券', '楽天証券']),
    );
    expect(names).not.toContain('Google');
    expect(names).not.toContain('SBI証券・楽天証券');
  });

  it('reads no enumeration of things, loanword compounds, places or terms as brands', () => {
    const text =
      'ハレノ家計簿はセンサーやモーターの話ではありません。講師はアメリカ・イギリス出身が中心で、' +
      'アルミフレームや大径タイヤのベビーカー、レトロ柄・レース着物、SNSやATMの話題もあります。';
    expect(untrackedOf(text)).toEqual([]);
  });
});

describe('lower-case Latin names in Japanese text', () => {
  it('are names, with a kanji product word on, but units, English words and URLs are not', () => {
    const text =
      'ハレノ家計簿からの乗り換え先はfreee会計が定番で、povoのように基本料0円の回線もあります。' +
      '通信は128kbpsまで落ち、重さは約2kgです。詳しくは https://example.jp/plan?utm_source=openai を参照し、free プランとの違いも確認してください。';
    expect(untrackedOf(text)).toEqual(['freee会計', 'povo']);
  });
});

describe('what is no part of a Japanese name', () => {
  it('drops a generic tail written onto a Latin name', () => {
    const text =
      'ハレノ家計簿は、PayPayユーザーならキャンペーンで還元率が上がりやすく、JALマイルへの交換もできます。';
    expect(untrackedOf(text)).toEqual(['PayPay', 'JAL']);
  });

  it('drops a branch after a chain entry of an option list', () => {
    const text = `新宿で探すなら次の3院です。

1. **ハレノ家計簿クリニック**
   - 夜21時まで診療
2. **ミツバ会計**
   - 土日も営業
3. **湘南美容クリニック 新宿本院**
   - 全国に院があります`;
    expect(untrackedOf(text)).toContain('湘南美容クリニック');
    expect(untrackedOf(text)).not.toContain('湘南美容クリニック 新宿本院');
  });
});

describe('a negated best choice advises against', () => {
  const pair = {
    brand: { name: 'Acme', aliases: [], domains: [] },
    competitors: [{ name: 'Globex', aliases: [], domains: [] }],
  };
  it.each([
    "Acme n'est pas le meilleur choix pour les enfants.",
    'Acme no es la mejor opción para niños.',
    'Para ellos, ‘Acme’ no es la mejor elección.',
    'Acme ist nicht die beste Wahl für Kinder.',
    'Acme is not the best choice for kids.',
  ])('%s', (text) => {
    const acme = Object.values(analyzeText({ text }, pair).entities).find((e) => e.name === 'Acme');
    expect(acme).toMatchObject({ recommended: false, sentiment: 'negative' });
  });
});

describe('a tracked name or alias that is a kana word (rule 7 in Japanese)', () => {
  const kana = {
    brand: { name: 'しおりストア', aliases: ['しおり'], domains: ['shiori.jp'] },
    competitors: [{ name: 'ステップ英会話', aliases: ['ステップ'], domains: ['step.jp'] }],
  };
  const countsOf = (text: string) =>
    Object.fromEntries(Object.values(analyzeText({ text }, kana).entities).map((e) => [e.name, e.count]));

  it('counts it as the subject, topic or owner in a clause, quoted or in an option head', () => {
    // (A name in hiragana needs another script at its edges, rule 3: "、しおり、", not "ならしおりが".)
    expect(countsOf('人気なのはステップ、しおり、Kindleです。ステップは講師が多いです。')).toEqual({
      しおりストア: 1,
      ステップ英会話: 2,
    });
    expect(
      countsOf(
        '- **ステップ**：講師が多い\n- **しおり**：本棚が見やすい\n\n「しおり」を試すなら無料期間から。',
      ),
    ).toEqual({
      しおりストア: 2,
      ステップ英会話: 1,
    });
  });

  it('does not count the ordinary word after a modifier, before a number or as an object', () => {
    expect(
      countsOf(
        '読みかけのページに付箋、しおりを挟み、次のステップへ進みましょう。ステップ1では小さなステップから始めます。',
      ),
    ).toEqual({ しおりストア: 0, ステップ英会話: 0 });
  });
});

describe('a heading that warns about the one entity it names', () => {
  const pair = {
    brand: { name: 'Acme', aliases: [], domains: [] },
    competitors: [{ name: 'Globex', aliases: [], domains: [] }],
  };
  const acmeIn = (text: string) =>
    Object.values(analyzeText({ text }, pair).entities).find((e) => e.name === 'Acme');
  it.each([
    '**La que no te recomendaría para niños: Acme**\nNo tiene grupos infantiles estables.',
    '**What I would not recommend for kids: Acme**\nIt has no kids groups.',
  ])('advises against it although the warning holds a pick word: %s', (text) => {
    expect(acmeIn(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('still picks under a pick heading and leaves the thing replaced alone', () => {
    expect(acmeIn('**Mejor opción: Acme**\nTiene grupos desde los 4 años.')).toMatchObject({
      recommended: true,
    });
    expect(acmeIn('## Good alternatives to Acme\nGlobex is great.')).toMatchObject({ recommended: false });
  });
});

describe('a capitalised name written in lower case as a word of the language (rule 7)', () => {
  const countOf = (name: string, text: string) =>
    analyzeText({ text }, { brand: { name, aliases: [], domains: [] }, competitors: [] }).entities.brand
      ?.count;

  it.each([
    ['Tandem', 'Tandem est une bonne banque. Ils travaillent en tandem sans partager les moyens.', 1],
    ['Fibra', 'Fibra es un buen gimnasio. Come alimentos ricos en fibra.', 1],
    ['Saffron', 'Saffron is the pick. Popular dishes like saffron rice sell well.', 1],
  ])('%s: the lower-case word does not count', (name, text, count) => {
    expect(countOf(name, text)).toBe(count);
  });

  it('still counts it after a verb of choosing, "chez", a move to it, or in an address', () => {
    expect(countOf('Fibra', 'Si quieres precio, prueba fibra este mes.')).toBe(1);
    expect(countOf('Ambrette', "Comme chez ambrette, les heures sont éligibles au crédit d'impôt.")).toBe(1);
    expect(countOf('Acme', 'Many teams moved to acme last year.')).toBe(1);
    expect(countOf('Tandem', 'Écrivez à contact@tandem.fr pour un devis.')).toBe(1);
  });
});

describe('a German brand that is a noun, listed with other everyday nouns (rule 7)', () => {
  const countOf = (text: string) =>
    analyzeText({ text }, { brand: { name: 'Schnauze', aliases: [], domains: [] }, competitors: [] }).entities
      .brand?.count;

  it('is the noun in "Pfoten und Schnauze" and "Schnauze, Pfoten und Bauch"', () => {
    expect(countOf('Schnauze ist ein Hundesalon in Barmbek. Achten Sie auf Pfoten und Schnauze.')).toBe(1);
    expect(countOf('Schnauze ist ein Hundesalon. Schneiden Sie Schnauze, Pfoten und Bauch vorsichtig.')).toBe(
      1,
    );
  });

  it('is the brand in a clause after a comma', () => {
    expect(countOf('Fellfein ist günstiger bei Kleinhunden, Schnauze bei Pudeln.')).toBe(1);
  });
});
