/**
 * Analyzer version 23: other businesses named as unrelated or by their kind, acronyms defined as a
 * phrase, German and Japanese everyday words, more no-winner wordings, concessions, "Eine Alternative
 * ist X". The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import { countIn, entityIn, harborAnd, expectBalanced } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const entity = (text: string, name: string) => entityIn(text, name);
const tracked = harborAnd;

it('is version 23 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(23);
});

describe('mentions', () => {
  it.each([
    ['Corvana', [], 'Note: Corvana CRM is unrelated to Corvana Health, a telehealth provider.', 1],
    [
      'Brisa',
      ['Brisa English'],
      'Ojo: **Brisa Coworking**, en Ruzafa, no tiene nada que ver con Brisa English.',
      1,
    ],
    [
      'Tremplin',
      [],
      "Tremplin n'a aucun lien avec l'association Tremplin Design, qui organise des ateliers.",
      1,
    ],
    [
      'Kronenwerk',
      [],
      '**Nicht verwechseln:** Das Dentallabor Kronenwerk in Fürth ist ein eigenes Unternehmen.',
      0,
    ],
    ['ツバサモバイル', ['ツバサ'], 'なお、「ツバサ銀行」はツバサモバイルとは無関係の地方銀行です。', 1],
    ['Muddy Paws', [], 'If you adopted through Muddy Paws Rescue, ask the rescue for a list of groomers.', 0],
  ])(
    'does not count %s inside another business named as unrelated or by its kind',
    (name, aliases, text, want) => {
      expect(countIn(text, name, tracked(name, aliases))).toBe(want);
    },
  );

  it('reads an acronym the answer defines as a phrase as that phrase', () => {
    const context = tracked('Vinothèque du Nord', ['VDN']);
    const text =
      'Pour les vins doux naturels (VDN), Lille compte quelques adresses. La Vinothèque du Nord est la référence pour les VDN.';
    expect(countIn(text, 'Vinothèque du Nord', context)).toBe(1);
    // (Not where the name itself is defined: the name, the acronym and "La VDN" are three mentions.)
    expect(
      countIn(
        'La Vinothèque du Nord (VDN) ouvre le dimanche. La VDN livre aussi.',
        'Vinothèque du Nord',
        context,
      ),
    ).toBe(3);
  });

  it('reads a German compound after an inflected adjective as the noun', () => {
    const text =
      'Eine Alternative ist Rückenwind, ein kleiner Anbieter. Die Windkraft hat zuletzt politischen Rückenwind bekommen.';
    expect(countIn(text, 'Rückenwind', tracked('Rückenwind'))).toBe(1);
  });

  it('reads a katakana word written on to a two-kanji word as the word ("コスパ重視")', () => {
    const text =
      '- **コスパ重視なら容量選びが最優先**：まずは使うGB数を確認しましょう。\n- **コスパSIM**：3GBで880円。';
    expect(countIn(text, 'コスパSIM', tracked('コスパSIM', ['コスパ']))).toBe(1);
  });

  it('counts a sentence-opening name joined to another capitalised name', () => {
    expect(countIn('Tempo o Apple Music.', 'Tempo', tracked('Tempo'))).toBe(1);
  });

  it('counts the short form of a longer name after an adjective ("良い紅龍")', () => {
    const text = '辛さを細かく調整できて味のバランスも良い紅龍が最もおすすめです。';
    expect(countIn(text, '台湾ラーメン紅龍', tracked('台湾ラーメン紅龍', ['紅龍']))).toBe(1);
  });
});

describe('verdicts', () => {
  const table = '| | Harbor | Quill |\n|---|---|---|\n| Preis | 30 € | 27 € |\n';
  it.each([
    ['Bei der ökologischen Wirkung nehmen sich die beiden wenig.'],
    ['Ein klares Ranking geben die verfügbaren Daten nicht her.'],
    ["Aucune des deux formations ne l'emporte nettement."],
    ["Il n'y a pas de vainqueur net entre ces deux adresses."],
    ['どちらが上かは一概に言えず、甲乙つけがたい一杯です。'],
    ['En resumen, ninguna de las dos es claramente superior.'],
  ])('reads a comparison closed with "%s" as having no winner', (closing) => {
    const text = `${table}\n${closing}`;
    expectBalanced(text, ['Harbor', 'Quill']);
  });

  it('does not take a concession heading for a pick', () => {
    const text = [
      'Short answer: the reviews for **Harbor** are mixed enough that I would be cautious.',
      '',
      '## If you still want to try Harbor',
      '- Ask for a specific groomer.',
    ].join('\n');
    expect(entity(text, 'Harbor')).toMatchObject({ recommended: false, sentiment: 'negative' });
  });

  it.each([
    ['Eine Alternative ist Quill, ein kleinerer Anbieter mit Preisgarantie.'],
    ['Another option is Quill, a smaller provider with a price guarantee.'],
  ])('reads "%s" as a pick', (text) => {
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it('reads a condition holding a parenthetical between dashes', () => {
    const text =
      'Si tu objetivo es un certificado —por ejemplo, el B2 que piden para unas oposiciones—, Quill tiene fama de exigente y trabaja con simulacros.';
    expect(entity(text, 'Quill')?.recommended).toBe(true);
  });

  it('reads items under a German compound of prices as prices, not options', () => {
    const text = [
      '**Beispielpreise aus Nürnberger Praxen:**',
      '* **Harbor:** ab 89 € für eine Standardsitzung.',
      '* **Quill:** pauschal 110 €.',
    ].join('\n');
    expect(entity(text, 'Harbor')?.recommended).toBe(false);
    expect(entity(text, 'Quill')?.recommended).toBe(false);
  });
});
