/**
 * Analyzer version 14: warnings inside an "if" clause are suppositions, a warning in an entity's own
 * section outweighs its table row, more pick and warning cues, switch destinations as option headings,
 * and names that are no untracked brands (plural abbreviations, streets, invoice standards). The
 * answers below are written for these tests, not taken from the eval corpus; the tracked brands are
 * invented. Texts are shorter than an answer, so the rules decide alone (the learned layers read
 * answer-length texts).
 */
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION } from './types';
import { trustsModel, type LearnedVerdict } from './verdict-model';

const pair = {
  brand: { name: 'Brisa Fix', aliases: ['Brisa'], domains: ['brisafix.com'] },
  competitors: [{ name: 'Corvana', aliases: [], domains: [] }],
};
const entity = (text: string, name: string) =>
  Object.values(analyzeText({ text }, pair).entities).find((e) => e.name === name);
const brisa = (text: string) => entity(text, 'Brisa Fix');
/** Mentions of a brand tracked alone, with its aliases, in a text. */
const countOf = (name: string, aliases: string[]) => (text: string) =>
  Object.values(analyzeText({ text }, { brand: { name, aliases, domains: [] }, competitors: [] }).entities)[0]
    ?.count;
const corvana = (text: string) => entity(text, 'Corvana');

it('is version 14 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(14);
});

describe('picks', () => {
  it.each([
    ['For minor problems, Brisa Fix is where I’d start if you live in the south.'],
    ['Hat dein Kind größere Lücken, ist Brisa Fix die sinnvollere Investition.'],
    ['Wenn es nur ums Auffrischen geht, reicht Brisa Fix völlig.'],
    ['Falls dir Einzelunterricht zu teuer ist, kann Brisa Fix eine sinnvolle Ergänzung sein.'],
    ['Le jour où vous embaucherez, Brisa Fix mérite clairement un essai.'],
    ['Para quien vive por el puerto, Brisa Fix es una alternativa muy razonable.'],
    ['The two main options in the city are Brisa Fix and Corvana.'],
    ['土日しか動けないなら、Brisa Fixに見積もりを取っておく価値があります。'],
    ['Als Alternativen bieten sich in Ihrer Region zum Beispiel Brisa Fix oder Corvana an.'],
    ['¿Tu prioridad son los convenios? Entonces Brisa Fix es la candidata natural.'],
    ['Côté Saint-Jean, Brisa Fix reste une option sensée pour les séances lentes.'],
    ['**If you mostly boulder**, Brisa Fix is the obvious move.'],
    ['The rope wing is small, but Brisa Fix is worth a trial day.'],
    ['Brisa Fix mérite aussi le détour pour celles qui travaillent tard.'],
    ['Il y a plusieurs options. La plus évidente est Brisa Fix, installé sur les pentes.'],
    ['仕事と両立しやすいサービスとしては、Brisa Fix、Corvanaなどがよく挙げられます。'],
  ])('%s', (text) => {
    expect(brisa(text)).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('not where the pick is denied ("nicht meine erste Anlaufstelle")', () => {
    expect(brisa('Brisa Fix wäre nicht meine erste Anlaufstelle.')).toMatchObject({
      recommended: false,
      sentiment: 'negative',
    });
  });
});

describe('warnings', () => {
  it.each([
    ['Brisa Fix würde ich in eurem Fall eher auslassen.'],
    ['Para una lesión así, Brisa Fix no es buena idea; yo buscaría otra opción.'],
    ['Brisa Fix tiene buena fama, pero con esas esperas no creo que te compense.'],
    ['Brisa Fix es cómoda y barata, pero para tu caso yo la dejaría fuera.'],
    ['Con la oferta que hay en la ciudad, Brisa Fix no es una escuela que recomendaría.'],
    ['Para el permiso A2, Brisa Fix no es la más indicada.'],
    ['Für sehr junge Welpen ist Brisa Fix weniger geeignet.'],
    ['これから始めるなら、あえてBrisa Fixを選ぶ理由は乏しいというのが正直なところです。'],
    ['| **Brisa Fix** | None | $89 | ❌ Skip for this goal (bouldering only) |'],
  ])('%s', (text) => {
    expect(brisa(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('carry over the sentences of a list item about one entity', () => {
    const text =
      '- Brisa Fix cobra lo mismo, pero ojo con su política de cancelación. Si tus horarios cambian, no te la recomendaría.';
    expect(brisa(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('outweigh a table row in the entity’s own section', () => {
    const text = [
      '| サービス | 料金 |',
      '|---|---|',
      '| Corvana | 4,980円 |',
      '| Brisa Fix | 7,980円 |',
      '',
      '### Brisa Fixについて',
      '',
      '今年の値上げで割高になりました。これから始めるなら、あえて選ぶ理由は少ないと言えます。',
    ].join('\n');
    expect(brisa(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
    expect(corvana(text)).toMatchObject({ recommended: true });
  });

  it('not inside an "if" clause, which supposes the entity falls short', () => {
    const text = 'Si Brisa Fix ne correspond pas à vos besoins, Corvana est souvent mis en avant.';
    expect(brisa(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(corvana(text)).toMatchObject({ recommended: true });
  });
});

it('a warning verb with an object of its own warns about nobody ("évitez les cours trop dynamiques")', () => {
  const text =
    'En résumé : Corvana en priorité, Brisa Fix en appoint, et évitez les cours trop dynamiques le lendemain.';
  expect(brisa(text)?.sentiment).not.toBe('negative');
});

it('a sentence ends at a stop followed by citation markers ("… contrat.[1] Entre …")', () => {
  const text =
    'Con este historial, no es la opción que recomendaría en primer lugar.[1] Entre las alternativas está **Brisa Fix**, con pensión completa.[5]';
  expect(brisa(text)?.sentiment).not.toBe('negative');
});

it('a sentence with "alternatives" after one about an entity does not pick it', () => {
  const text =
    'Brisa Fix went from $99 to $115 a month. The good news is that there are a few solid alternatives nearby.';
  expect(brisa(text)).toMatchObject({ recommended: false });
});

describe('a comparison the answer says has no winner', () => {
  it.each([
    [
      '**Brisa Fix**\n\nIts main strength is its pace; reviewers love the calm dentists.\n\n**Corvana**\n\nIt has an in-house orthodontist and Saturday hours.\n\nI don’t think one is clearly better than the other; they are built around different priorities.',
    ],
    [
      '| Aspecto | Brisa Fix | Corvana |\n|---|---|---|\n| Precio | 55 € | 40 € |\n\nCon los datos disponibles no se puede decir que una sea objetivamente mejor que la otra.',
    ],
    [
      'Brisa Fix hat kürzere Wartezeiten, Corvana die günstigeren Preise. Eine eindeutig bessere Werkstatt gibt es hier nicht.',
    ],
  ])('%s', (text) => {
    expect(brisa(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(corvana(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('still follows a pick or a warning in words', () => {
    const text =
      'Neither is clearly better on price. For nervous kids, though, I would go with Brisa Fix; I would avoid Corvana.';
    expect(brisa(text)).toMatchObject({ recommended: true });
    expect(corvana(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
  });
});

it.each([['### Good to know'], ['**Other things to know**'], ['## À savoir'], ['**Gut zu wissen:**']])(
  'items under a notes heading (%s) are facts, not options',
  (heading) => {
    const text = `Corvana is the practice most parents pick.\n\n${heading}\n\n- Brisa Fix moved its Ballard office to Capitol Hill in 2023.\n- Parking is easier in the morning.`;
    expect(brisa(text)).toMatchObject({ recommended: false });
  },
);

describe('comparisons', () => {
  it.each([
    ['Anders als Brisa Fix bietet Corvana einen kostenlosen Abholservice.'],
    ['Contrairement à Brisa Fix, Corvana propose un suivi en ligne.'],
    ['Los pacientes que se han cambiado desde Brisa Fix destacan la puntualidad de Corvana.'],
    ['Là où Corvana se distingue nettement de Brisa Fix, c’est sur le suivi.'],
  ])('%s: the entity compared against is no pick', (text) => {
    expect(brisa(text)).toMatchObject({ recommended: false });
  });
});

it('options under a heading naming the entity switched from (Japanese)', () => {
  const text = [
    '**Brisa Fixからの乗り換え先として考えられるもの**',
    '',
    '- **Corvana**：発音の矯正に力を入れているサービスです。',
  ].join('\n');
  expect(corvana(text)).toMatchObject({ recommended: true });
});

describe('mentions', () => {
  it('a name after a sentence-opening interrogative is the brand ("Pourquoi Brisa Fix")', () => {
    expect(brisa('**Pourquoi Brisa Fix convient à un électricien seul**')).toMatchObject({ count: 1 });
    expect(brisa('**Wann Brisa Fix?** Für kleine Reparaturen.')).toMatchObject({ count: 1 });
  });

  it('a German noun name opening a sentence with a genitive after it is the noun ("Die Strahlkraft eines …")', () => {
    const count = countOf('Strahlkraft', ['Strahlkraft Energie']);
    expect(count('Die Strahlkraft eines günstigen Lockangebots verblasst schnell.')).toBe(0);
    expect(count('Die Strahlkraft habe ich bewusst nicht aufgenommen.')).toBe(1);
  });

  it('a common-word name after a relative pronoun or before a noun of its products is the brand', () => {
    const count = countOf('Beacon', []);
    expect(count('Sentrix verifies video before dispatching, which Beacon doesn’t offer at all.')).toBe(1);
    expect(count('Cameras are added through the Beacon app; a Beacon camera keeps recording.')).toBe(2);
    expect(count('An unattended box on the porch is a beacon for porch pirates.')).toBe(0);
    expect(count('The old lighthouse is a Beacon of hope for sailors.')).toBe(0);
  });

  it('a katakana alias used as a suru-verb is the word, even opening a list item', () => {
    const count = countOf('プラス英会話', ['プラス']);
    expect(count('- 学校の授業にプラスして取り組む場合は、週2回で十分です。')).toBe(0);
    expect(count('- **プラス**は予約不要です。')).toBe(1);
  });
});

describe('no untracked brands', () => {
  const untrackedOf = (text: string) => analyzeText({ text }, pair).untrackedBrands;

  it('plural abbreviations ("UTIs", "ERs")', () => {
    expect(
      untrackedOf('Walk-in clinics handle UTIs and minor wounds without ER overhead; ERs charge more.'),
    ).toEqual([]);
  });

  it('streets ("Lamar Boulevard", "Karl-Heine-Straße")', () => {
    expect(
      untrackedOf('The clinic moved to South Lamar Boulevard next to Zilker Park last year.'),
    ).not.toContain('South Lamar Boulevard');
    expect(untrackedOf('Die Werkstatt liegt an der Karl-Heine-Straße, nahe Vetster.')).toEqual(['Vetster']);
  });

  it('invoice standards ("Factur-X")', () => {
    expect(
      untrackedOf('Les factures sont conformes au format Factur-X et exportables vers Pennylane.'),
    ).toEqual(['Pennylane']);
  });

  it('while well-known services named in prose are', () => {
    expect(untrackedOf('Services such as Vetster or Pawp put you on a video call with a vet.')).toEqual([
      'Vetster',
      'Pawp',
    ]);
    expect(untrackedOf('単身なら赤帽に頼むのも一つの方法です。')).toEqual(['赤帽']);
  });
});

describe('the learned layer', () => {
  const sure = (recommended: boolean): LearnedVerdict => ({
    recommended,
    sentiment: recommended ? 'positive' : 'neutral',
    score: recommended ? 0.8 : 0,
    confidence: 0.9,
  });

  it('never turns a warning the rules read in words into a pick', () => {
    expect(trustsModel(sure(true), 'against')).toBe(false);
  });

  it('may still soften that warning, and decides elsewhere when sure', () => {
    expect(trustsModel(sure(false), 'against')).toBe(true);
    expect(trustsModel(sure(true), 'listed')).toBe(true);
    expect(trustsModel({ ...sure(true), confidence: 0.5 }, 'listed')).toBe(false);
  });
});
