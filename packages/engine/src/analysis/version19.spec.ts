/**
 * Analyzer version 19: mild warnings under a condition in an option's item, baseline rows, "stands
 * out" headings, examples after "wie der", "選ぶ理由はあまりありません"; Japanese common-word names (a
 * one-kanji name alone in a table cell, "店の大将", "ラーメン大将", a mimetic name before a kanji). The
 * answers below are written for these tests, not taken from the eval corpus; the tracked brands are
 * invented.
 */
import { entityIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 19 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(19);
});

describe('options', () => {
  const list = (second: string) =>
    ['**Cheaper alternatives to Harbor**', '', '* **Quill:** $2.79 a month, audited.', second].join('\n');

  it('reads a mild warning under a condition as a caveat of the option', () => {
    const text = list(
      '* **Lumo:** A flat $4 a month with no renewal jump. Accounts use a random number, but it is not a good fit if streaming matters.',
    );
    expect(entityIn(text, 'Lumo')).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('still reads "il vaut mieux l’éviter si …" as a warning', () => {
    const text = list('* **Lumo** : frais cachés ; il vaut mieux l’éviter si vous passez l’examen bientôt.');
    expect(entityIn(text, 'Lumo')).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('reads a table row marked "(current plan)" as the baseline', () => {
    const text = [
      'Cheaper alternatives:',
      '',
      '| Service | Price |',
      '|---|---|',
      '| Harbor (current plan) | $3.49 |',
      '| Quill | $2.79 |',
    ].join('\n');
    expect(entityIn(text, 'Harbor')?.recommended).toBe(false);
    expect(entityIn(text, 'Quill')?.recommended).toBe(true);
  });

  it('reads "Where Quill stands out" as points, not a pick', () => {
    const text = '**Where Quill stands out**\n\n- Vendor flexibility lowers the per-head cost.';
    expect(entityIn(text, 'Quill')?.recommended).toBe(false);
  });

  it('reads names after "wie der" as examples for the reader', () => {
    const text = 'Wer wechseln möchte, findet bei Direktbanken wie der **Quill Bank** kostenlose Girokonten.';
    const context: AnalysisContext = {
      brand: { name: 'Harbor', aliases: [], domains: [] },
      competitors: [{ name: 'Quill Bank', aliases: [], domains: [] }],
    };
    expect(entityIn(text, 'Quill Bank', context)?.recommended).toBe(true);
  });

  it('reads "あえてQuillを選ぶ理由はあまりありません" as a warning', () => {
    const text = '現時点では、あえてQuillを選ぶ理由はあまりありません。';
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'negative' });
  });
});

describe('Japanese common-word names', () => {
  const okonomi: AnalysisContext = {
    brand: { name: 'ひろ吉', aliases: [], domains: [] },
    competitors: [
      { name: '大将', aliases: ['お好み焼き 大将'], domains: [] },
      { name: '凪', aliases: [], domains: [] },
    ],
  };

  it('counts a one-kanji name alone in a table cell', () => {
    const text =
      '| 店名 | 特徴 |\n|---|---|\n| 地元客の多い専門店 | 凪 |\n\n* 凪の「牡蠣入りそば」は人気です。';
    expect(entityIn(text, '凪', okonomi)?.count).toBe(2);
  });

  it('does not count "店の大将" or "ラーメン大将" once the name is shown as a name', () => {
    const text =
      '3. **大将（愛宕町）**\n   店の大将が一枚ずつ焼きます。なお「ラーメン大将」は別の店です。昔ながらの雰囲気なら**大将**がおすすめです。';
    expect(entityIn(text, '大将', okonomi)?.count).toBe(2);
  });

  it('does not count a mimetic name used as an adverb before a verb', () => {
    const kakeibo: AnalysisContext = {
      brand: { name: 'Rin', aliases: [], domains: [] },
      competitors: [{ name: 'コツコツ', aliases: [], domains: [] }],
    };
    const text = '手入力型のコツコツも検討する価値があります。大切なのは、毎日コツコツ続けることです。';
    expect(entityIn(text, 'コツコツ', kakeibo)?.count).toBe(1);
  });
});
