/**
 * Analyzer version 18: comparisons with no winner (only conditional picks stand; more wordings),
 * tables given "for reference", comparatives with "als", "nicht in die engere Wahl nehmen", and a
 * tracked name before another kind of business. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { entityIn } from './__fixtures__/entities';
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 18 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(18);
});

describe('a comparison with no winner', () => {
  it('reads praise of one side as no pick', () => {
    const text =
      'En las reseñas, de Harbor se destaca el seguimiento personalizado. De Quill se valora la rapidez. No hay una opción claramente superior.';
    expect(entityIn(text, 'Harbor')).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('keeps a conditional pick', () => {
    const text = "There's no clear winner. If automation is your priority, go with Harbor; Quill is simpler.";
    expect(entityIn(text, 'Harbor')?.recommended).toBe(true);
  });

  it.each([
    ['Ohne Angaben zum Budget lässt sich keine Empfehlung für einen der beiden Betriebe aussprechen.'],
    ['一長一短で、一概にどちらがお得とは言えません。'],
  ])('recognises: %s', (closing) => {
    const text = `| | Harbor | Quill |\n|---|---|---|\n| Preis | 45 € | 40 € |\n\n${closing}`;
    expect(entityIn(text, 'Harbor')).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });
});

it('reads the rows of a table given "for reference" as reference points', () => {
  const text = [
    'For reference, here is what some current providers charge:',
    '',
    '| Provider | Monthly price |',
    '|---|---|',
    '| Quill | $25 |',
    '| Lumo | $39 |',
  ].join('\n');
  expect(entityIn(text, 'Quill')?.recommended).toBe(false);
  expect(entityIn(text, 'Lumo')?.recommended).toBe(false);
});

it('reads "X schneidet besser ab als Y" as a comparison against Y', () => {
  const text = 'Für Hausgärten schneidet Lumo deutlich besser ab als Quill.';
  expect(entityIn(text, 'Lumo')?.recommended).toBe(true);
  expect(entityIn(text, 'Quill')?.recommended).toBe(false);
});

it('reads "nicht in die engere Wahl nehmen" as a warning', () => {
  const text = 'Quill würde ich für dieses Vorhaben nicht in die engere Wahl nehmen.';
  expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'negative' });
});

describe('a tracked name before another kind of business', () => {
  const context: AnalysisContext = {
    brand: { name: 'Encore Music Academy', aliases: ['Encore'], domains: [] },
    competitors: [{ name: 'Pianova', aliases: [], domains: [] }],
  };

  it('is that other business, an untracked brand', () => {
    const text =
      'Encore offers group classes for adults. To move the instrument, Encore Piano Movers is a separate company.';
    const analysis = analyzeText({ text }, context);
    expect(Object.values(analysis.entities).find((e) => e.name === 'Encore Music Academy')?.count).toBe(1);
    expect(analysis.untrackedBrands).toContain('Encore Piano Movers');
  });

  it("is the brand's own when its names say that kind", () => {
    const own: AnalysisContext = {
      brand: { name: 'Ollie Shop', aliases: ['Ollie'], domains: [] },
      competitors: [{ name: 'Pianova', aliases: [], domains: [] }],
    };
    const text = 'Ollie Shop runs a skate school. Ollie Shop Academy is where beginners start.';
    expect(entityIn(text, 'Ollie Shop', own)?.count).toBe(2);
  });
});
