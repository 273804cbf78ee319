/**
 * Analyzer version 22: comparisons whose choice "comes down to" the reader, picks under a priority or
 * an item's label, points headings (reasons, notes per store), entities that advise, and mentions
 * after a German article, "d'" and "Under". The answers below are written for these tests, not taken
 * from the eval corpus; the tracked brands are invented.
 */
import { analyzeText } from './text-api';
import { countIn, entityIn, HARBOR_QUILL_LUMO, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

const entity = (text: string, name: string) => entityIn(text, name);

it('is version 22 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(22);
});

describe('verdicts', () => {
  it('suggests neither column of a comparison whose choice comes down to the reader', () => {
    const text = [
      '| | Harbor | Quill |',
      '|---|---|---|',
      '| Area | North Side | West Side |',
      '| 30-min visit | $30 | $27 |',
      '',
      'Both handle insulin routinely, so which one fits better mostly comes down to where you live.',
    ].join('\n');
    expectBalanced(text, ['Harbor', 'Quill']);
  });

  it('still suggests the columns of a comparison without such a sentence', () => {
    const text = ['| | Harbor | Quill |', '|---|---|---|', '| Area | North Side | West Side |'].join('\n');
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
  });

  it('reads bold names after "hier ein Überblick über Optionen" as options, caveats allowed', () => {
    const text = [
      'Wenn Sie unzufrieden sind, gibt es Alternativen – hier ein Überblick über Optionen, die gut wegkommen.',
      '',
      '**Harbor**',
      'Harbor arbeitet mit festen Kleingruppen. Ein Nachteil: Die Mindestlaufzeit beträgt sechs Monate.',
      '',
      '**Quill**',
      'Quill ist monatlich kündbar.',
    ].join('\n');
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it("takes names joined after the reader's priority as picks, not after an action", () => {
    const picked = 'If billing transparency matters most, Harbor and Quill both publish flat prices.';
    expect(entity(picked, 'Harbor')?.recommended).toBe(true);
    expect(entity(picked, 'Quill')?.recommended).toBe(true);
    const compared = 'If you compare prices, Harbor and Quill both publish flat prices.';
    expect(entity(compared, 'Harbor')?.recommended).toBe(false);
  });

  it("reads a conditional pick after an item's bold label", () => {
    const text =
      '* **Sliding-scale options:** If $129 per session is out of reach, Quill offers a sliding scale from $60.';
    expect(entity(text, 'Quill')).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('reads "どちらを選んでも大きく失敗することはありません" as a comparison with no winner', () => {
    const text = [
      '| 比較項目 | Harbor | Quill |',
      '|---|---|---|',
      '| ポイント還元 | 1% | 2% |',
      '',
      '機能面の差は小さく、どちらを選んでも大きく失敗することはありません。',
    ].join('\n');
    expectBalanced(text, ['Harbor', 'Quill']);
  });

  it('keeps a pick under "であれば" in a comparison with no winner', () => {
    const text =
      'プログラミング用途であれば、私はHarborをおすすめします。ただ、どちらを選んでも大きな失敗にはならないので、Quillでも構いません。';
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
  });

  it.each([
    ['**ストアごとの注意点**', '* **Harbor**：「設定」から同期をオンにできます。'],
    ['**Notes per store**', '* **Harbor:** turn on sync under Settings.'],
    ['**価格が上がっている理由**', '- 札幌市内でも、Harborなど自家焙煎のお店が値上げを公表しています。'],
  ])('reads items under "%s" as points, not options', (heading, item) => {
    expect(entity(`${heading}\n${item}`, 'Harbor')?.recommended).toBe(false);
  });

  it.each([
    ['La guía de cuidados de Harbor (harbor.es/cuidados) recomienda retirar los pétalos dañados.'],
    ['En verano, floristerías como Harbor recomiendan guardar el ramo en un lugar fresco.'],
  ])('does not suggest an entity that advises something: "%s"', (text) => {
    expect(entity(text, 'Harbor')?.recommended).toBe(false);
  });

  it('does not suggest the store the reader bought from ("で買った")', () => {
    const text =
      'Harborで買った本のうち引き継げないものは、セールを待って買い直すかどうかを決めるとよいでしょう。';
    expect(entity(text, 'Harbor')?.recommended).toBe(false);
  });
});

describe('mentions', () => {
  const hansa: AnalysisContext = {
    brand: { name: 'Lernwerft', aliases: [], domains: [] },
    competitors: [{ name: 'Nachhilfezentrum Hansa', aliases: ['NHZ'], domains: [] }],
  };
  it('counts an acronym after a German article ("mit dem NHZ", "am NHZ")', () => {
    const text = 'Wenn Sie mit dem NHZ nicht zufrieden sind, sagen Sie mir, was Sie am NHZ gestört hat.';
    expect(countIn(text, 'Nachhilfezentrum Hansa', hansa)).toBe(2);
  });

  const oz: AnalysisContext = {
    brand: { name: 'Tirelire', aliases: [], domains: [] },
    competitors: [{ name: 'Oz', aliases: [], domains: [] }],
  };
  it('counts a short name after an elided "de" ("d\'Oz"), not the unit "oz"', () => {
    const text =
      "Depuis le passage de l'abonnement d'Oz à 6,99 €, le prix d'un sachet de 8 oz a aussi augmenté.";
    expect(countIn(text, 'Oz', oz)).toBe(1);
  });

  const pip: AnalysisContext = {
    brand: { name: 'Hearthside', aliases: [], domains: [] },
    competitors: [{ name: 'Pip', aliases: ['Pip Sitters'], domains: [] }],
  };
  it('counts a name after a sentence-opening "Under"', () => {
    expect(countIn("Under Pip's refund policy, missed visits become app credit.", 'Pip', pip)).toBe(1);
  });

  it('does not take credentials for brands', () => {
    const text =
      '**1. Harbor** – Video sessions with licensed therapists (LCSW, LPC, LMFT and psychologists), plus psychiatry for medication management. Quill offers couples therapy with LMFT clinicians and a LCSW on call for urgent needs.';
    expect(analyzeText({ text }, HARBOR_QUILL_LUMO).untrackedBrands).toEqual([]);
  });
});
