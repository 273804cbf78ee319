/**
 * Analyzer version 15: two-column comparisons settled by a verdict, a verdict's turn ("…, but …"),
 * warnings under verdict headings, complaints headings, actions avoided, and mentions of common-word
 * names (possessives, copulas, coordination, more subject verbs); well-known brands written in lower
 * case as untracked brands. The answers below are written for these tests, not taken from the eval
 * corpus; the tracked brands are invented. Texts are shorter than an answer, so the rules decide alone.
 */
import { analyzeText } from './text-api';
import { ANALYSIS_VERSION } from './types';

const pair = {
  brand: { name: 'Harbor', aliases: ['Harbor Desk'], domains: ['harbordesk.com'] },
  competitors: [
    { name: 'Quill', aliases: [], domains: [] },
    { name: 'Lumo', aliases: [], domains: [] },
  ],
};
const analysis = (text: string) => analyzeText({ text }, pair);
const entity = (text: string, name: string) =>
  Object.values(analysis(text).entities).find((e) => e.name === name);
const harbor = (text: string) => entity(text, 'Harbor');
const quill = (text: string) => entity(text, 'Quill');

it('is version 15 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(15);
});

describe('a two-column comparison settled by a verdict', () => {
  const table = [
    '| | Harbor | Quill |',
    '|---|---|---|',
    '| Monthly desk | $320 | $260 |',
    '| Meeting rooms | Four | Two |',
    '',
  ].join('\n');

  it.each([
    ['**Verdict:** for a solo freelancer on a budget, Quill wins on price.'],
    ['### Verdict\n\nFor a solo freelancer on a budget, Quill is the better choice.'],
    ['### 結論\n\n予算を抑えたい個人なら、Quillをおすすめします。'],
  ])('leaves the other column compared, not suggested: %s', (verdict) => {
    const text = `${table}\n${verdict}`;
    expect(quill(text)).toMatchObject({ recommended: true, sentiment: 'positive' });
    expect(harbor(text)).toMatchObject({ recommended: false });
  });

  it('finds the winner picked again in the verdict ("… die bessere Wahl" … "## Fazit" …)', () => {
    const text = [
      'Für Implantate ist Quill die bessere Wahl, während Harbor auf Prophylaxe setzt.',
      '',
      table,
      '## Fazit',
      '',
      'Wer ein Implantat braucht, ist bei Quill besser aufgehoben.',
    ].join('\n');
    expect(harbor(text)).toMatchObject({ recommended: false });
  });

  it('keeps both columns as options when the pick is no verdict ("Si …, Quill …")', () => {
    const text = `${table}\n- **If money is tight**, Quill is enough for a first month.`;
    expect(harbor(text)?.recommended).toBe(true);
    expect(quill(text)?.recommended).toBe(true);
  });

  it('keeps three columns as options', () => {
    const text = [
      '| | Harbor | Quill | Lumo |',
      '|---|---|---|---|',
      '| Monthly desk | $320 | $260 | $300 |',
      '',
      '**Verdict:** for a solo freelancer on a budget, Quill wins on price.',
    ].join('\n');
    expect(harbor(text)?.recommended).toBe(true);
  });
});

describe('verdicts', () => {
  it('pick what follows the turn ("En resumen, Harbor …, pero … Quill")', () => {
    const text =
      'En resumen, Harbor puede resultar barata de entrada, pero las reseñas sugieren que Quill ofrece una experiencia más predecible.';
    expect(quill(text)).toMatchObject({ recommended: true });
    expect(harbor(text)?.recommended).toBe(false);
  });

  it('read a warning under a verdict heading as one about the answer’s topic', () => {
    const text = [
      'Harbor es barata de entrada y eso es real.',
      '',
      '**Mi valoración**',
      '',
      'El precio es tentador, pero para un seguro del que dependes no la recomendaría como primera opción.',
    ].join('\n');
    expect(harbor(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('do not pick from praise under a verdict heading that names nobody', () => {
    const text = [
      'Harbor verkauft Gebrauchtwagen online.',
      '',
      '### Fazit',
      '',
      'Wenn du auf Nummer sicher gehen willst, ist ein Händler vor Ort meist die bessere Wahl.',
    ].join('\n');
    expect(harbor(text)?.recommended).toBe(false);
  });

  it('"Einen klaren Sieger gibt es nicht" leaves both sides neutral', () => {
    const text = [
      '- Harbor ist im Basistarif etwas teurer.',
      '- Quill hat eine feste Selbstbeteiligung.',
      '',
      'Einen klaren Sieger gibt es nicht: Beide Tarife haben Vor- und Nachteile.',
    ].join('\n');
    expect(harbor(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(quill(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });
});

describe('warnings after a place in a table', () => {
  it('a warning with a pronoun for the entity outweighs its row ("I wouldn\'t book them")', () => {
    const text = [
      '| Studio | Full day |',
      '|---|---|',
      '| Harbor | $4,800 |',
      '| Quill | $5,200 |',
      '',
      "A note on Quill: several reviews describe galleries arriving months late. Until that improves, I wouldn't book them for a wedding.",
    ].join('\n');
    expect(quill(text)).toMatchObject({ recommended: false, sentiment: 'negative' });
    expect(harbor(text)?.recommended).toBe(true);
  });

  it('an article is no pronoun ("Évitez … les grandes marketplaces")', () => {
    const text = [
      '### 1. **Harbor** – pour un bouquet haut de gamme',
      '',
      "Si c'est pour une occasion importante, Harbor vaut la différence. Évitez en revanche de commander via les grandes marketplaces : les fleurs voyagent plusieurs jours.",
    ].join('\n');
    expect(harbor(text)?.recommended).toBe(true);
  });
});

describe('cues', () => {
  it.each([['If you mostly want somewhere quiet, look at Harbor or a day pass instead.']])(
    'picks: %s',
    (text) => {
      expect(harbor(text)).toMatchObject({ recommended: true, sentiment: 'positive' });
    },
  );

  it.each([
    ['Je mettrais en revanche de côté Lumo, pensé pour les chaînes.'],
    ['Yo dejaría por ahora de lado Lumo, que está pensado para flotas.'],
  ])('warnings: %s', (text) => {
    expect(entity(text, 'Lumo')).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it('a price stated as a fact is no warning ("no es la opción más barata")', () => {
    const text =
      'Harbor suele merecer la pena si buscas grupos reducidos, pero no es la opción más barata de Málaga.';
    expect(harbor(text)?.sentiment).not.toBe('negative');
  });

  it('"lässt sich pauschal nicht beantworten" is a comparison with no winner', () => {
    const text = [
      'Ob Harbor oder Quill besser geeignet ist, lässt sich pauschal nicht beantworten.',
      '',
      '| Kriterium | Harbor | Quill |',
      '|---|---|---|',
      '| Preis | höher | niedriger |',
    ].join('\n');
    expect(harbor(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(quill(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('"a clear step up from Harbor" compares against it', () => {
    expect(harbor('For small teams, Quill is a clear step up from Harbor.')?.recommended).toBe(false);
  });

  it('an action avoided warns about nobody ("lo que evita desplazarse")', () => {
    const text =
      '- **Harbor**: dispone de TAC 3D propio, lo que evita desplazarse a un centro de radiología externo.';
    expect(harbor(text)).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('items under a complaints heading are points, not options', () => {
    const text = [
      '**Lo que suele fallar**',
      '',
      '- Dificultad para hablar con una persona: todo pasa por la app de Harbor.',
    ].join('\n');
    expect(harbor(text)?.recommended).toBe(false);
  });

  it('bare names after an intro sentence announcing options are options', () => {
    const text = [
      'Quillの値上げで迷いますよね。同じくらいシンプルな候補をいくつか挙げてみます。',
      '',
      '**Harbor（ハーバー）**',
      '連携先が多く、移行ツールもあります。',
      '',
      '**Lumo**',
      'スマホだけで入力を済ませたい方に合います。',
    ].join('\n');
    expect(harbor(text)?.recommended).toBe(true);
    expect(entity(text, 'Lumo')?.recommended).toBe(true);
  });
});

describe('common-word names', () => {
  const anchor = (text: string) =>
    Object.values(
      analyzeText({ text }, { brand: { name: 'Anchor', aliases: [], domains: [] }, competitors: [] })
        .entities,
    )[0]?.count;

  it.each([
    ['for that pattern Anchor’s cheaper plan is the better deal, and an anchor for the week helps.', 1],
    ['If you liked Anchor for its quiet rooms, an anchor for the week is what you want.', 1],
    ['Anchor charges less per desk, which is enough to anchor a routine.', 1],
  ])('%s', (text, count) => {
    expect(anchor(text)).toBe(count);
  });

  it('a name after a copula is the name ("ce serait Tablée")', () => {
    const text = "Si je devais n'en choisir qu'un, ce serait Tablée. Une grande tablée le samedi ?";
    expect(Object.values(analyzeText({ text }, { brand: { name: 'Tablée' } }).entities)[0]?.count).toBe(1);
  });

  it('a name joined to another tracked name opens a sentence as a name ("Tablée et Couvert sont …")', () => {
    const text = 'Tablée et Couvert sont deux logiciels de réservation. Une grande tablée le samedi ?';
    const found = analyzeText(
      { text },
      { brand: { name: 'Tablée' }, competitors: [{ name: 'Couvert' }] },
    ).entities;
    expect(Object.values(found).map((e) => e.count)).toEqual([1, 1]);
  });
});

describe('after heldout41', () => {
  it('"neither is a clear winner" leaves both sides neutral, and a pick of both picks neither', () => {
    const text = [
      '**Harbor** keeps accounts apart. **Quill** treats the household as one budget.',
      '',
      'Honestly, neither is a clear winner. Am besten rechnest du beide Tarife auf harbordesk.com durch.',
    ].join('\n');
    expect(harbor(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
    expect(quill(text)).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it.each([
    ['Was am besten passt, hängt davon ab, wofür du bisher bei Harbor warst.'],
    ['Here are a few solid alternatives, depending on what you liked about Harbor in the first place.'],
    ['Der Strom ist ähnlich transparent wie bei Harbor, und der Preis liegt darunter.'],
  ])('the thing compared or replaced is no pick: %s', (text) => {
    expect(harbor(text)?.recommended).toBe(false);
  });

  it.each([
    ['- **Lumo:** algo más caro, pero publica sus tarifas, lo que facilita comparar y evita sorpresas.'],
    ['- **Lumo:** el curso explica en detalle cómo evitar la contaminación cruzada.'],
  ])('a thing avoided warns about nobody: %s', (text) => {
    expect(entity(text, 'Lumo')).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('"Lumo est à éviter dans ce cas précis" still warns', () => {
    expect(
      entity('Lumo est à éviter dans ce cas précis : les publicités sont envahissantes.', 'Lumo'),
    ).toMatchObject({
      recommended: false,
      sentiment: 'negative',
    });
  });

  it('"Bottom line: I wouldn\'t take a Husky to Lumo" warns', () => {
    expect(entity("Bottom line: I wouldn't take a Husky to Lumo for a full groom.", 'Lumo')).toMatchObject({
      recommended: false,
      sentiment: 'negative',
    });
  });

  const count = (text: string, name: string) =>
    Object.values(analyzeText({ text }, { brand: { name }, competitors: [] }).entities)[0]?.count;

  it.each([
    ['- **Cadena, piñones y platos:** mide el desgaste de la cadena con un medidor.', 'Cadena', 0],
    ['For nail trims, Lather & Lace Pet Boutique is closer.', 'Lather', 0],
    ['Para celíacos, El Fogón de Mariana ofrece talleres.', 'Fogón', 0],
    ['- **Cadena** (Zaidín): el taller más barato.', 'Cadena', 1],
  ])('%s', (text, name, expected) => {
    expect(count(text, name)).toBe(expected);
  });
});

describe('one-kanji names', () => {
  const miyabi = (text: string) =>
    Object.values(
      analyzeText({ text }, { brand: { name: '彩華' }, competitors: [{ name: '雅', aliases: ['きもの雅'] }] })
        .entities,
    )[1]?.count;

  it('once shown as a name, count as subjects, topics and owners, not inside words or after の', () => {
    const text =
      '質を求めるなら**雅**が向いています。満足度では雅の評価が上です。雅は予約枠が少なく、平安の雅を感じる柄や優雅な帯もあります。';
    expect(miyabi(text)).toBe(3);
  });

  it('stay words where the answer never shows them as a name', () => {
    expect(miyabi('平安の雅を感じる柄で、雅は日本の美意識です。彩華は駅前にあります。')).toBe(0);
  });
});

describe('untracked brands', () => {
  it('finds well-known names written in lower case, not inside addresses', () => {
    const text =
      'Für die Buchhaltung reicht oft lexoffice, für Sprachstunden italki, und Preise vergleicht man bei idealo. Mehr unter www.lexoffice.de/preise.';
    const untracked = analysis(text).untrackedBrands;
    expect(untracked).toEqual(expect.arrayContaining(['lexoffice', 'italki', 'idealo']));
    expect(untracked).not.toContain('lexoffice.de/preise');
  });

  it('does not take a plural of a tracked name for another brand ("the two Harbors")', () => {
    expect(
      analysis('Of the two Harbors, the one near Fulton Market is quieter.').untrackedBrands,
    ).not.toContain('Harbors');
  });
});
