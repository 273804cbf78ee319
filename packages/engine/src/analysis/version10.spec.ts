/**
 * Analyzer version 10: the learned verdict layer (verdict-features.ts, verdict-model.ts) decides
 * recommended and sentiment for answer-length texts from the rules' verdict, the entity's place in
 * the answer and the words around it. The answers below are written for these tests, not taken from
 * the eval corpus.
 */
import { createAnalyzer } from './analyze';
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION } from './types';
import type { EntityVerdict } from './verdict';
import { classProbabilities, featureId } from './learned-weights';
import {
  decideVerdict,
  encodeWeights,
  LEARNED_FROM_LENGTH,
  learnedVerdict,
  parseWeights,
  shippedWeights,
  TRUSTED_FROM,
} from './verdict-model';

const acme = { id: 'b', name: 'Acme', aliases: [], domains: [] };
const globex = { id: 'g', name: 'Globex', aliases: [], domains: [] };
const initech = { id: 'i', name: 'Initech', aliases: [], domains: [] };
const context = { brand: acme, competitors: [globex, initech] };
/** [recommended, sentiment] per mentioned entity id, of a text long enough for the model. */
const verdicts = (text: string) => {
  expect(text.length).toBeGreaterThanOrEqual(LEARNED_FROM_LENGTH);
  return Object.fromEntries(
    Object.values(analyzeText({ text }, context).entities)
      .filter((e) => e.mentioned)
      .map((e) => [e.id, [e.recommended, e.sentiment]]),
  );
};
const featuresOf = (text: string) => createAnalyzer(context).verdictFeatures(text);

it('is analysis version 10 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(10);
});

describe('verdict features', () => {
  it('masks the entity and the other tracked names, and reads its structure', () => {
    const [a, g, i] = featuresOf(
      'CRMs worth a look:\n\n1. **Acme** – simple pipelines, cheaper than Globex.\n2. Globex – strong automation.',
    );
    expect(i).toBeNull();
    expect(a).toEqual(
      expect.arrayContaining([
        'L=en',
        'RR=true',
        'RB=listed',
        'K=item',
        'HEAD=true',
        'OPENS=true',
        'C=1',
        'R=1',
        'S:eeent',
        'S:ooother',
        'S2:than_ooother',
        'A:simple',
        'I:worth',
        'OTH=1',
      ]),
    );
    expect(a).not.toContain('S:acme');
    expect(a).not.toContain('S:globex');
    expect(g).toEqual(expect.arrayContaining(['C=2', 'R=2', 'S2:than_eeent', 'S:ooother']));
  });

  it('reads Japanese as character bigrams and the next sentence of the line', () => {
    const [a] = featuresOf('Acmeは料金が安いです。ただしおすすめしません。');
    expect(a).toEqual(expect.arrayContaining(['S:eeent', 'S:料金', 'S:金が', 'N:おす', 'N:すめ']));
  });

  it('gives the same features for the same text (deterministic)', () => {
    const text = 'Globex is fine. I would avoid Acme: support is slow.';
    expect(featuresOf(text)).toEqual(featuresOf(text));
  });
});

describe('the model', () => {
  const weights = parseWeights(
    encodeWeights([
      ['bias', [0, 0, 0]],
      ['S:great', [2, 0, -1]],
      ['S:avoid', [-1, 0, 3]],
      ['S:maybe', [0.2, 0, 0]],
    ]),
  );

  it('is a softmax of summed weights', () => {
    const p = classProbabilities(['bias', 'S:great'], weights);
    expect(p.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 10);
    const e = [Math.exp(2), 1, Math.exp(-1)];
    const sum = e[0]! + e[1]! + e[2]!;
    expect(p[0]).toBeCloseTo(e[0]! / sum, 10);
    expect(p[2]).toBeCloseTo(e[2]! / sum, 10);
  });

  it('recommends exactly when positive, with a score signed like the label', () => {
    expect(learnedVerdict(['S:great'], weights)).toMatchObject({ recommended: true, sentiment: 'positive' });
    expect(learnedVerdict(['S:great'], weights).score).toBeGreaterThan(0.05);
    const against = learnedVerdict(['S:avoid'], weights);
    expect(against).toMatchObject({ recommended: false, sentiment: 'negative' });
    expect(against.score).toBeLessThan(-0.05);
    // Unknown features weigh nothing: the three classes tie and the first wins, unsure.
    expect(learnedVerdict(['S:unseen'], weights).confidence).toBeCloseTo(1 / 3, 10);
  });

  it("keeps the rules' verdict for a short text, an unsure model or an entity not mentioned", () => {
    const rule: EntityVerdict = {
      recommended: false,
      sentiment: 'unknown',
      score: 0,
      evidence: { start: 0, end: 5 },
      basis: 'conflict',
      praise: 0,
      criticism: 0,
    };
    const long = LEARNED_FROM_LENGTH;
    expect(decideVerdict(rule, ['S:great'], long - 1, weights)).toBe(rule);
    expect(decideVerdict(rule, null, long, weights)).toBe(rule);
    // P(positive) = e^0.2 / (e^0.2 + 2) ≈ 0.38, under TRUSTED_FROM.
    expect(TRUSTED_FROM).toBeGreaterThan(0.38);
    expect(decideVerdict(rule, ['S:maybe'], long, weights)).toBe(rule);
    expect(decideVerdict(rule, ['S:great'], long, weights)).toMatchObject({
      recommended: true,
      sentiment: 'positive',
      evidence: rule.evidence,
    });
  });

  it('stores weights by feature id, in hundredths', () => {
    expect(featureId('S:great')).toBe(featureId('S:great'));
    expect(featureId('S:great')).not.toBe(featureId('S:avoid'));
    expect(weights.of('S:maybe')).toEqual([0.2, 0, 0]);
    expect(parseWeights(encodeWeights([['x', [0.123, -0.456, 1]]])).of('x')).toEqual([0.12, -0.46, 1]);
  });

  it('ships trained weights', () => {
    expect(shippedWeights().size).toBeGreaterThan(1000);
    expect(shippedWeights().of('RB=against')).toHaveLength(3);
    expect(shippedWeights().of('no such feature')).toBeUndefined();
  });
});

describe('verdicts on answer-length texts, in five languages (rules 10 and 11)', () => {
  it('en: listed options are recommended, the one to avoid is negative', () => {
    expect(
      verdicts(
        'Here are the CRMs I would shortlist for a ten-person agency:\n\n1. **Acme** – simple pipelines, a fair price and a free tier; reporting is basic.\n2. **Globex** – strong automation and integrations, though setup takes a while.\n\nI would avoid Initech for now: several teams report data loss after its last update, and support is slow to answer.',
      ),
    ).toEqual({ b: [true, 'positive'], g: [true, 'positive'], i: [false, 'negative'] });
  });

  it('de: a balanced profile with no verdict is neutral', () => {
    expect(
      verdicts(
        'Acme ist ein Umzugsunternehmen aus Köln, das seit 2009 Privat- und Firmenumzüge anbietet. Positiv fallen die transparenten Festpreise und die pünktlichen Teams auf. Kritisiert werden dagegen lange Wartezeiten am Telefon und Zuschläge für Halteverbotszonen. Ob Acme passt, hängt vor allem von Ihrem Termin und Budget ab.',
      ),
    ).toEqual({ b: [false, 'neutral'] });
  });

  it('es: a pick is positive, advice against is negative', () => {
    expect(
      verdicts(
        'Para una reforma de cocina en Madrid, te recomiendo empezar por Globex: presupuestos cerrados, buen diseño y plazos que suelen cumplir. Acme tiene precios atractivos, pero no te la recomendaría: hay muchas quejas por obras que se alargan meses y por una mala atención tras la entrega.',
      ),
    ).toEqual({ b: [false, 'negative'], g: [true, 'positive'] });
  });

  it('fr: the thing replaced is not recommended, the alternatives are', () => {
    const v = verdicts(
      "Si vous cherchez une alternative à Acme pour vos cours de cuisine en ligne, deux plateformes sortent du lot :\n\n- **Globex** : des recettes filmées par des chefs, un abonnement sans engagement et une communauté active.\n- **Initech** : moins de contenus, mais des cours en direct où l'on peut poser ses questions.\n\nAcme reste correcte pour débuter, mais son catalogue n'a guère évolué depuis deux ans.",
    );
    expect(v.b?.[0]).toBe(false);
    expect(v.g).toEqual([true, 'positive']);
    expect(v.i).toEqual([true, 'positive']);
  });

  it('ja: おすすめ is a pick, あまりおすすめできません a warning', () => {
    const v = verdicts(
      '家事代行サービスを選ぶなら、まずはGlobexがおすすめです。スタッフの研修が手厚く、初回のお試しプランも用意されているので、はじめての方でも安心して依頼できます。\n\nAcmeは料金が安い一方で、当日キャンセルや担当者の変更が多いという口コミが目立つため、定期利用にはあまりおすすめできません。特に小さなお子さんがいるご家庭では、毎回同じ担当者に来てもらえるかどうかが大切です。\n\n迷ったら、まずGlobexのお試しプランで相性を確かめてみてください。',
    );
    expect(v).toEqual({ b: [false, 'negative'], g: [true, 'positive'] });
  });
});
