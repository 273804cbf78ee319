/**
 * Analyzer version 11: the learned untracked-brand layer (untracked-features.ts, untracked-model.ts)
 * decides which of the names the rules looked at (kept or dropped by them) are other brands (rule
 * 13), in answer-length texts outside Japanese. The answers below are written for these tests, not
 * taken from the eval corpus, and their brands are invented.
 */
import { createAnalyzer } from './analyze';
import { LEARNED_FROM_LENGTH } from './verdict-model';
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION } from './types';
import type { UntrackedCandidate } from './untracked';
import { untrackedFeatureSets, type UntrackedContext } from './untracked-features';
import {
  brandProbability,
  BRAND_FROM,
  chooseUntracked,
  decideUntracked,
  encodeUntrackedWeights,
  learnsUntracked,
  parseUntrackedWeights,
} from './untracked-model';

const acme = { id: 'b', name: 'Acme', aliases: [], domains: ['acme.com'] };
const globex = { id: 'g', name: 'Globex', aliases: [], domains: ['globex.com'] };
const context = { brand: acme, competitors: [globex] };

const untrackedOf = (text: string) => analyzeText({ text }, context).untrackedBrands;
/** The candidates with their features, and the names the rules alone keep. */
const candidatesOf = (text: string) => createAnalyzer(context).untrackedFeatures(text);
const rulesOf = (text: string) =>
  candidatesOf(text)
    .filter((c) => c.candidate.kept)
    .map((c) => c.candidate.name);
const featuresFor = (text: string, name: string) =>
  candidatesOf(text).find((c) => c.candidate.name === name)?.features ?? [];

const EN = `If you run a small shop, these email platforms are worth a look:

- **Acme**: easy drag-and-drop editor and solid automations for abandoned carts.
- **Globex**: cheaper at scale, though its reporting is basic.

Many owners also start on Brevaly because its free plan allows 300 emails a day. Sendora offers a similar deal. Before you decide, read the comparison on Emailtooltester. Summit season is busy, so set up flows early: the summit of your sales year comes fast.`;

const DE = `Für eine Werkstatt in Leipzig würde ich diese Betriebe vergleichen:

1. **Acme** – freie Werkstatt mit Meisterbetrieb, repariert alle Marken und hat sehr gute Trovix-Bewertungen.
2. **Globex** – etwas teurer, dafür mit Hol- und Bringservice.

Entscheidend ist, dass du vorab einen Kostenvoranschlag bekommst. Einsteiger vergleichen Preise am besten auf Portalen wie Tunevio oder Werkfalke. Gekündigt werden kann der Servicevertrag jederzeit.`;

const ES = `Para un seguro de coche online en España, estas son opciones sensatas:

1. **Acme**: precio competitivo y buena app para dar partes.
2. **Globex**: más cara, pero con talleres concertados en toda España.

También conviene mirar Segurolia, que suele salir bien en comparadores como Brújula o Rastreator. Importante: revisa la franquicia antes de firmar. Ojo con las ofertas del primer año.`;

const FR = `Pour une boulangerie, voici les logiciels de caisse que je regarderais :

- **Acme** : simple à prendre en main, certifié NF525, avec gestion des commandes de gâteaux.
- **Globex** : plus complet pour plusieurs boutiques, mais plus cher.
- **Fournil Pro** : pensé pour les commerces de bouche, très bon support.

Comparez les avis sur Capterra avant de signer. Voilà ce que je retiendrais.`;

const JA = `小さなネットショップ向けのメール配信サービスなら、次の3つが候補です。

1. **Acme**：テンプレートが豊富で、カゴ落ちメールの自動化も簡単です。
2. **Globex**：料金は安めですが、分析機能はシンプルです。
3. **メルハコ**：日本語サポートが手厚く、初めての方でも安心です。

決める前に、Shopifyアプリストアのレビューも確認しておくと安心です。`;

it('is analysis version 11 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(11);
});

describe('untracked candidates', () => {
  it('lists the names the rules keep and the ones they drop, each at its place in the text', () => {
    const candidates = candidatesOf(EN).map((c) => c.candidate);
    for (const c of candidates) expect(EN.slice(c.start, c.start + c.name.length)).toBe(c.name);
    expect(candidates.filter((c) => c.kept).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Brevaly', 'Emailtooltester']),
    );
    // A sentence-initial word the rules drop is still a candidate the layer reads.
    expect(candidates.find((c) => c.name === 'Before')).toMatchObject({ kept: false, source: 'prose' });
    // Sorted by position.
    expect(candidates.map((c) => c.start)).toEqual([...candidates.map((c) => c.start)].sort((a, b) => a - b));
  });

  it('reads a capitalised word joined to a noun by a hyphen as a candidate ("Trovix-Bewertungen")', () => {
    expect(candidatesOf(DE).map((c) => c.candidate.name)).toContain('Trovix');
  });
});

describe('untracked features', () => {
  it("carry the rules' decision, the source and the shape of the name", () => {
    expect(featuresFor(EN, 'Brevaly')).toEqual(
      expect.arrayContaining(['bias', 'R=K', 'SRC=prose|K', 'SH=Aa|K', 'N=brevaly']),
    );
    expect(featuresFor(EN, 'Before')).toEqual(expect.arrayContaining(['R=D', 'SH=Aa|D']));
  });

  it('mark a name the text also writes in lower case, and an enumeration with another candidate', () => {
    expect(featuresFor(EN, 'Summit')).toContain('LOWER_ELSEWHERE');
    expect(featuresFor(EN, 'Brevaly')).not.toContain('LOWER_ELSEWHERE');
    // "comparadores como Brújula o Rastreator": next to a name the rules keep.
    expect(featuresFor(ES, 'Brújula')).toEqual(expect.arrayContaining(['ENUM|K', 'ENUM|K|D']));
  });

  it('mark candidates written over each other', () => {
    const text = 'Fournil Pro est simple.';
    const ctx: UntrackedContext = { text, language: 'fr', lines: [], occurrences: [] };
    const short: UntrackedCandidate = { name: 'Fournil', start: 0, source: 'head', kept: true };
    const long: UntrackedCandidate = { name: 'Fournil Pro', start: 0, source: 'head', kept: false };
    const [a, b] = untrackedFeatureSets(ctx, [short, long]);
    expect(a).toContain('OVER|shorter|K');
    expect(b).toContain('OVER|longer|D');
  });
});

describe('untracked model', () => {
  const table = parseUntrackedWeights(
    encodeUntrackedWeights([
      ['R=K', [1, -1]],
      ['R=D', [-1, 1]],
    ]),
  );
  const cand = (name: string, start: number, kept: boolean): UntrackedCandidate => ({
    name,
    start,
    kept,
    source: 'prose',
  });

  it('gives the probability of a brand from the summed weights (features never seen weigh nothing)', () => {
    expect(brandProbability(['R=K'], table)).toBeCloseTo(1 / (1 + Math.exp(-2)), 2);
    expect(brandProbability(['R=D'], table)).toBeCloseTo(1 / (1 + Math.exp(2)), 2);
    expect(brandProbability(['never seen'], table)).toBeCloseTo(0.5, 5);
  });

  it('keeps names from BRAND_FROM on, and of names written over each other the likelier', () => {
    const a = cand('Fournil', 0, true);
    const b = cand('Fournil Pro', 0, false);
    const c = cand('Capterra', 40, false);
    expect(chooseUntracked([a, b, c], [BRAND_FROM - 0.01, BRAND_FROM, 0.9])).toEqual([
      'Fournil Pro',
      'Capterra',
    ]);
    expect(chooseUntracked([a, b, c], [0.8, 0.6, 0.1])).toEqual(['Fournil']);
    // A tie goes to the name the rules keep.
    expect(chooseUntracked([a, b], [0.7, 0.7])).toEqual(['Fournil']);
  });

  it('leaves Japanese, a short text and a table without weights to the rules', () => {
    expect(learnsUntracked('ja')).toBe(false);
    expect(['en', 'de', 'fr', 'es'].every((l) => learnsUntracked(l as 'en'))).toBe(true);
    const candidates = [cand('Kept', 0, true), cand('Dropped', 10, false)];
    const everything = parseUntrackedWeights(encodeUntrackedWeights([['bias', [5, -5]]]));
    const ctx = (language: 'ja' | 'en'): UntrackedContext => ({
      text: '',
      language,
      lines: [],
      occurrences: [],
    });
    expect(decideUntracked(ctx('ja'), candidates, LEARNED_FROM_LENGTH, everything)).toEqual(['Kept']);
    expect(decideUntracked(ctx('en'), candidates, LEARNED_FROM_LENGTH, everything)).toEqual([
      'Kept',
      'Dropped',
    ]);
    expect(decideUntracked(ctx('en'), candidates, LEARNED_FROM_LENGTH - 1, everything)).toEqual(['Kept']);
    expect(decideUntracked(ctx('en'), candidates, LEARNED_FROM_LENGTH, parseUntrackedWeights(''))).toEqual([
      'Kept',
    ]);
  });
});

describe('the shipped untracked layer, on answers written for these tests', () => {
  it('keeps the names in English prose and drops the common word "Summit" and "Before"', () => {
    const found = untrackedOf(EN);
    expect(found).toEqual(expect.arrayContaining(['Brevaly', 'Emailtooltester']));
    expect(found).not.toContain('Summit');
    expect(found).not.toContain('Before');
  });

  it('drops a capitalised German adjective the rules keep ("Entscheidend ist") and keeps the names', () => {
    expect(rulesOf(DE)).toContain('Entscheidend');
    const found = untrackedOf(DE);
    expect(found).not.toContain('Entscheidend');
    expect(found).toEqual(expect.arrayContaining(['Tunevio', 'Werkfalke']));
    for (const noun of ['Werkstatt', 'Kostenvoranschlag', 'Einsteiger', 'Gekündigt'])
      expect(found).not.toContain(noun);
  });

  it('keeps a name that is also a dictionary word when the text enumerates it with another ("como Brújula o Rastreator")', () => {
    expect(rulesOf(ES)).not.toContain('Brújula');
    expect(untrackedOf(ES)).toEqual(expect.arrayContaining(['Segurolia', 'Rastreator', 'Brújula']));
    expect(untrackedOf(ES)).not.toContain('Importante');
  });

  it('reports one of two names written over each other ("Fournil" / "Fournil Pro")', () => {
    const found = untrackedOf(FR);
    expect(found.filter((n) => n.startsWith('Fournil'))).toHaveLength(1);
    expect(found).toContain('Capterra');
  });

  it('reports well-known Japanese companies written in kana, kanji or with Latin letters', () => {
    const text = `電動アシスト自転車を買うなら、次の店が候補です。

1. **Acme**：試乗車が多く、点検も丁寧です。
2. **Globex**：価格は手頃ですが、在庫は少なめです。

大手チェーンならサイクルベースあさひも選択肢で、ブリヂストンやパナソニックの子ども乗せモデルを扱っています。購入資金はSBI証券の口座から出す人もいます。`;
    expect(untrackedOf(text)).toEqual(
      expect.arrayContaining(['サイクルベースあさひ', 'ブリヂストン', 'パナソニック', 'SBI証券']),
    );
  });

  it('reads two names in one Japanese entry apart, drops a bracketed note and an age', () => {
    const text = `漫画アプリと婚活サービスを比べると、次のようになります。

1. **Acme**
   - 30代前半の会員が多く、初めての婚活でも流れをつかみやすいのが魅力です。
2. **ピッコマ / LINEマンガ**
   - 無料で読める話数が多く、待てば読める仕組みが便利です。

| サービス | 入会金 | 月会費 |
| --- | --- | --- |
| Acme | 88,000円 | 14,300円 |
| IBJメンバーズ（参考） | 165,000円 | 17,600円 |`;
    expect(untrackedOf(text)).toEqual(['ピッコマ', 'LINEマンガ', 'IBJメンバーズ']);
  });

  it("keeps the rules' names in Japanese and in texts shorter than an answer", () => {
    expect(untrackedOf(JA)).toEqual(rulesOf(JA));
    const short = 'Before you pick, Brevaly and Sendora both have free plans. Summit season is near.';
    expect(short.length).toBeLessThan(LEARNED_FROM_LENGTH);
    expect(untrackedOf(short)).toEqual(rulesOf(short));
  });
});
