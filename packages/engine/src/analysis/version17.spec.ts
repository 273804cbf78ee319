/**
 * Analyzer version 17: source links' labels, shared picks in a comparison with no winner, picks
 * explained after a colon, warnings limited to some readers, offers of more help, German nouns that
 * end like superlatives, bold names ending in a period, imperatives before examples, Japanese places
 * before a conditional pick; compounds enumerated after a German noun, street names, enumerations of
 * lower-case words; registered mail. The answers below are written for these tests, not taken from
 * the eval corpus; the tracked brands are invented.
 */
import { entityIn } from './__fixtures__/entities';
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION, type AnalysisContext } from './types';

const trio: AnalysisContext = {
  brand: { name: 'Harbor', aliases: [], domains: ['harbor.com'] },
  competitors: [
    { name: 'Quill', aliases: [], domains: [] },
    { name: 'Lumo', aliases: [], domains: [] },
  ],
};
const entity = (text: string, name: string, context: AnalysisContext = trio) => entityIn(text, name, context);

it('is version 17 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(17);
});

describe('verdicts', () => {
  it("does not read a source link's label as the subject of a caveat", () => {
    const text = [
      'Alternativen:',
      '',
      '### 1. Harbor – wenn Sie Vokabeln im Kontext lernen wollen',
      '- Neue Wörter werden in Dialogen eingeführt',
      '- Weniger geeignet, wenn Sie nur Listen pauken möchten ([harbor.com](https://harbor.com/x))',
      '',
      '### 2. Quill – spielerisch',
      '- Kostenlos nutzbar',
    ].join('\n');
    expect(entity(text, 'Harbor')).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('reads a superlative shared by two names in a comparison with no winner as no pick', () => {
    const text =
      'Harbor und Quill gehören zu den beliebtesten Apps. Beide sind solide. Einen klaren Sieger gibt es nicht.';
    expect(entity(text, 'Harbor')).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(entity(text, 'Quill')).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('keeps picks for different needs in a comparison with no winner', () => {
    const text =
      "There's no clear winner here. Go with Harbor if automation is your priority, or with Quill if you mostly send newsletters.";
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it('picks the subject of "die bessere Wahl", not the names after its colon', () => {
    const text =
      'Harbor ist für eine Inspektion die bessere Wahl: Die Rechnung liegt kaum über dem Quill-Angebot.';
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
    expect(entity(text, 'Quill')?.recommended).toBe(false);
  });

  it('reads an offer of more help as no pick', () => {
    const text = 'If you tell me which dishes you enjoyed most on Harbor, I can suggest the closest match.';
    expect(entity(text, 'Harbor')?.recommended).toBe(false);
  });

  it('reads "der Kosten" as a noun, not a superlative', () => {
    const text = 'Zur Einordnung der Kosten: Harbor kostet 39 €.';
    expect(entity(text, 'Harbor')).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('reads "en recommandé" as a way of sending a letter', () => {
    const text = 'Envoyez une réclamation écrite à Harbor en recommandé avec accusé de réception.';
    expect(entity(text, 'Harbor')?.recommended).toBe(false);
  });

  it('reads "je ne referais pas appel à" as a warning', () => {
    const text = 'Je ne referais pas appel à Lumo tant que ces problèmes ne sont pas réglés.';
    expect(entity(text, 'Lumo')).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('reads "eignen sich gut" as a pick', () => {
    const text = 'Apps wie Harbor oder Quill eignen sich gut für diese tägliche Routine.';
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it('reads bold names ending in a period, after an intro, as options', () => {
    const text = [
      'Estas son las alternativas que yo miraría:',
      '',
      '**Harbor Card.** Sin cuota anual y sin comisión por pagos en divisa.',
      '',
      '**Tarjeta Quill.** También gratuita, con un 1 % de devolución.',
    ].join('\n');
    const context: AnalysisContext = {
      brand: { name: 'Harbor', aliases: ['Harbor Card'], domains: [] },
      competitors: [{ name: 'Quill', aliases: ['Tarjeta Quill'], domains: [] }],
    };
    expect(entity(text, 'Harbor', context)?.recommended).toBe(true);
    expect(entity(text, 'Quill', context)?.recommended).toBe(true);
  });

  it('reads names given as examples after an imperative as suggestions', () => {
    const text =
      'Demandez plusieurs devis, directement auprès d’assureurs spécialisés comme **Harbor** ou **Quill**, souvent moins chers.';
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it('reads a conditional pick with a place before the name ("神戸なら、トアロードのAcmeが")', () => {
    const text = '独学で行き詰まったときは、神戸なら、トアロードのHarborが初心者向けの教室を開いています。';
    expect(entity(text, 'Harbor')?.recommended).toBe(true);
  });
});

describe('mentions', () => {
  it('does not count a compound noun enumerated after a German noun ("Grammatik und Wortschatz")', () => {
    const context: AnalysisContext = {
      brand: { name: 'Lingoria', aliases: [], domains: [] },
      competitors: [{ name: 'Wortschatz', aliases: ['Wortschatz App'], domains: [] }],
    };
    const text = 'Ein Programm für Grammatik und Wortschatz hilft. Die Wortschatz App ist praktisch.';
    expect(entity(text, 'Wortschatz', context)?.count).toBe(1);
  });

  it('does not count a name in a street name ("la avenida de Goya")', () => {
    const context: AnalysisContext = {
      brand: { name: 'Goya', aliases: ['Autoescuela Goya'], domains: [] },
      competitors: [{ name: 'Volante', aliases: [], domains: [] }],
    };
    const text = 'La Autoescuela Goya está en la avenida de Goya, junto al tranvía.';
    expect(entity(text, 'Goya', context)?.count).toBe(1);
  });

  it('does not count a name the answer uses as a word opening an enumeration of lower-case words', () => {
    const context: AnalysisContext = {
      brand: { name: 'Pivoine', aliases: ['Atelier Pivoine'], domains: [] },
      competitors: [{ name: 'Garance', aliases: [], domains: [] }],
    };
    const text =
      "Les pivoines durent peu. Pivoine, renoncule et tulipe n'ont pas les mêmes besoins. L'Atelier Pivoine remplace les bouquets.";
    expect(entity(text, 'Pivoine', context)?.count).toBe(1);
  });
});

it('reports more well-known names as untracked brands ("TÜV Nord", "Pages Jaunes")', () => {
  const text = [
    'Die Prüfung führen Prüforganisationen wie TÜV Nord oder DEKRA durch, entweder in eigenen Prüfstellen',
    'oder in Werkstätten. Kleine Steinschläge lassen sich oft günstig reparieren, etwa bei Carglass, und',
    'Harbor bietet einen Vorab-Check an.',
  ].join(' ');
  const untracked = analyzeText({ text }, trio).untrackedBrands;
  expect(untracked).toEqual(expect.arrayContaining(['TÜV Nord', 'Carglass']));
  expect(untracked).not.toContain('TÜV');
});
