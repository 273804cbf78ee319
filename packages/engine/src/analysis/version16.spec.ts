/**
 * Analyzer version 16: more wordings of a comparison with no winner, tables set beside one subject
 * for reference, a table column headed as the pick, "Where Acme wins" headings, a warning heading over
 * a paragraph that names others later, superlatives of an aspect, negated choices with the adjective
 * after the noun, whom to contact in a Japanese condition; names after "not to be confused with",
 * inside "Boulangerie Le …", a short Latin alias before a Japanese particle; known names joined by
 * "&". The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { entityIn, HARBOR_QUILL_LUMO } from './__fixtures__/entities';
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

it('is version 16 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(16);
});

describe('a comparison the answer says has no winner', () => {
  const table = '| | Harbor | Quill |\n|---|---|---|\n| Price | $20 | $25 |\n';
  it.each([
    ['Neither comes out clearly ahead overall.'],
    ['En definitiva, aucun des deux ne surpasse clairement l’autre.'],
    ['En resumen, ninguno es objetivamente mejor que el otro.'],
    ['Así que la comparación no tiene un ganador claro.'],
    ['Eine klare Empfehlung für den einen oder den anderen Anbieter kann ich Ihnen so nicht geben.'],
  ])('suggests neither column: %s', (closing) => {
    const text = `${table}\n${closing}`;
    for (const name of ['Harbor', 'Quill'])
      expect(entityIn(text, name)).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });
});

describe('tables', () => {
  it('reads rows set beside one subject "for context" as reference points', () => {
    const text = [
      'Harbor costs $60 a year.',
      '',
      'For context, this is what comparable plans cost:',
      '',
      '| Plan | Price |',
      '|---|---|',
      '| Quill | $79 |',
      '| Lumo | $48 |',
    ].join('\n');
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(entityIn(text, 'Lumo')).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('still reads the rows of a table of options as options', () => {
    const text = ['Plans worth a look:', '', '| Plan | Price |', '|---|---|', '| Quill | $79 |'].join('\n');
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('reads the names in a column headed as the pick as picks', () => {
    const text = [
      '**Resumen**',
      '',
      '| Necesidad | Opción recomendada |',
      '|---|---|',
      '| Urgencias | Lumo |',
      '| Precio | Quill |',
    ].join('\n');
    expect(entityIn(text, 'Lumo')).toMatchObject({ recommended: true, sentiment: 'positive' });
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: true, sentiment: 'positive' });
  });
});

describe('headings', () => {
  it('reads a paragraph under a warning heading as a warning about its opening name', () => {
    const text = [
      '### One I’d skip for your case',
      '',
      "**Quill** is cheap, but its importer doesn't handle Harbor's shared folders.",
    ].join('\n');
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'negative' });
    expect(entityIn(text, 'Harbor')?.sentiment).not.toBe('negative');
  });

  it('reads "Where Quill wins" as the points of one side, not a pick', () => {
    const text = ['### Where Quill wins', '', '- **Price:** About $12 a year cheaper.'].join('\n');
    expect(entityIn(text, 'Quill')?.recommended).toBe(false);
  });

  it('still reads "Our pick: Quill" as a pick', () => {
    expect(entityIn('### Our pick: Quill\n\nIt is quick to set up.', 'Quill')?.recommended).toBe(true);
  });
});

describe('wordings', () => {
  it('reads a superlative of an aspect as no praise', () => {
    const text = 'Hier liegt der vielleicht wichtigste Unterschied: Quill lässt eine Übernahme zu.';
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('still reads a superlative of a choice as a pick', () => {
    expect(entityIn('Die günstigste Wahl ist Quill.', 'Quill')?.recommended).toBe(true);
  });

  it.each([
    [
      "Si les bugs persistent, Quill n'est plus un choix raisonnable ; Lumo est alors l'option la plus solide.",
    ],
    ['Si los fallos siguen, Quill ya no es una opción recomendable; Lumo es la opción más sólida.'],
  ])('reads a choice negated with its adjective after the noun as a warning: %s', (text) => {
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'negative' });
    expect(entityIn(text, 'Lumo')?.recommended).toBe(true);
  });

  it('reads "選ぶ理由は薄い" as a warning', () => {
    const text = '- Quillは、ツールの強みを活かす場面がない以上、NISA目的で選ぶ理由は薄いと言えます。';
    expect(entityIn(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('reads whom to contact in a condition as no pick', () => {
    const text = 'ログインできない場合は、Harborのカスタマーサポートに電話で連絡しましょう。';
    expect(entityIn(text, 'Harbor')?.recommended).toBe(false);
  });
});

describe('mentions', () => {
  const leasing = {
    brand: { name: 'Rückenwind', aliases: ['Rückenwind Leasing'], domains: [] },
    competitors: [{ name: 'Velomo', aliases: [], domains: [] }],
  };

  it('does not count the name inside another business named after "nicht zu verwechseln mit"', () => {
    const text =
      'Rückenwind Leasing ist solide. Nicht zu verwechseln mit Rückenwind Reisen, einem Reiseveranstalter.';
    expect(entityIn(text, 'Rückenwind', leasing)?.count).toBe(1);
  });

  it('does not count an alias inside another business named after "para evitar confusiones"', () => {
    const context: AnalysisContext = {
      brand: { name: 'Altxa Box', aliases: ['Altxa'], domains: [] },
      competitors: [{ name: 'Pulso', aliases: [], domains: [] }],
    };
    const text =
      'Altxa anuncia grupos de 12. Un aviso para evitar confusiones: **Altxa** Fisioterapia es otra empresa.';
    expect(entityIn(text, 'Altxa Box', context)?.count).toBe(1);
  });

  it('counts the brand named alone after such a cue', () => {
    const context = {
      brand: { name: 'Robinet', aliases: [], domains: [] },
      competitors: [{ name: 'Siphon', aliases: [], domains: [] }],
    };
    const text = "Le Robinet d'Or, à ne pas confondre avec Robinet, pose des salles de bain.";
    expect(entityIn(text, 'Robinet', context)?.count).toBe(1);
  });

  it('does not count a word-like name inside "la Boulangerie Le …"', () => {
    const context = {
      brand: { name: 'Mitron', aliases: [], domains: [] },
      competitors: [{ name: 'Tiqo', aliases: [], domains: [] }],
    };
    const text =
      'Mitron est un bon choix. La Boulangerie Le Mitron, à Villeurbanne, a ainsi gagné des clients.';
    expect(entityIn(text, 'Mitron', context)?.count).toBe(1);
  });

  it('counts a short capitalised alias before a Japanese particle', () => {
    const context = {
      brand: { name: 'ハルカ証券', aliases: ['ハルカ'], domains: [] },
      competitors: [{ name: 'AQ証券', aliases: ['AQ'], domains: [] }],
    };
    const text = '米国株を幅広く売買したい方に向いています。AQからの乗り換えならハルカ証券が最適です。';
    expect(entityIn(text, 'AQ証券', context)?.count).toBe(1);
  });
});

it('reports known names joined by "&" as untracked brands', () => {
  const text = [
    'Dienstrad-Leasing lohnt sich vor allem für Pendler mit längeren Strecken, und viele Arbeitgeber',
    'zahlen einen Teil der Rate. Harbor und Quill bieten beide Vollkasko an.',
    '',
    '* **Modelle:** Beliebt sind E-Bikes etwa von Cube, Riese & Müller oder Gazelle.',
  ].join('\n');
  expect(analyzeText({ text }, HARBOR_QUILL_LUMO).untrackedBrands).toContain('Riese & Müller');
});
