/**
 * Analyzer version 4: recommendation and sentiment cues read as general evaluative predicates about
 * their subject (in five languages), conditional picks, warnings phrased as verbs or negated
 * evaluations, names the answer itself uses as everyday words, and fewer places, standards and
 * sentence openers reported as untracked brands. Sentences are written for these tests, not taken
 * from the eval corpus.
 */
import { analyzeText, type EntityInput } from './text-api';

const acme = { id: 'b', name: 'Acme', aliases: [], domains: ['acme.io'] };
const globex = { id: 'g', name: 'Globex', aliases: ['グローベックス'], domains: ['globex.com'] };
const initech = { id: 'i', name: 'Initech', aliases: ['イニテック'], domains: ['initech.net'] };
const run = (text: string, competitors: EntityInput[] = [globex, initech], brand: EntityInput = acme) =>
  analyzeText({ text }, { brand, competitors });
const entity = (text: string, id: string, competitors?: EntityInput[], brand?: EntityInput) => {
  const found = run(text, competitors, brand).entities[id];
  if (!found) throw new Error(`no entity ${id}`);
  return found;
};
const picked = (text: string, id: string, competitors?: EntityInput[], brand?: EntityInput) =>
  entity(text, id, competitors, brand).recommended;
const feeling = (text: string, id: string, competitors?: EntityInput[], brand?: EntityInput) =>
  entity(text, id, competitors, brand).sentiment;

describe('evaluative predicates about a subject are picks (rule 10)', () => {
  it.each([
    ['en', 'For a museum shop, Acme is a sensible pick and ships quickly.'],
    ['en', 'Acme and Globex are the safest bets for a first store.'],
    ['en', 'Acme would be my second choice after a local supplier.'],
    ['en', 'If you travel often, Acme is hard to beat.'],
    ['en', 'I lean towards Acme for this budget.'],
    ['de', 'Für den Schrebergarten wäre Acme meine erste Wahl.'],
    ['de', 'Acme ist eine solide, etwas teurere Alternative.'],
    ['de', 'Für Vielfahrer würde ich zu Acme greifen.'],
    ['de', 'Wer viel pendelt, ist mit Acme gut beraten.'],
    ['fr', 'Pour une colocation, Acme est un choix judicieux.'],
    ['fr', 'Acme vaut le coup si vous cuisinez souvent.'],
    ['fr', 'Je conseillerais Acme aux débutants.'],
    ['es', 'Para un piso pequeño, Acme es una apuesta segura.'],
    ['es', 'Yo me quedo con Acme por su servicio técnico.'],
    ['es', 'Escogería Acme si viajas mucho.'],
    ['ja', '初めての方にはAcmeを選ぶのがよいでしょう。'],
    ['ja', '費用を抑えたいならAcmeが一押しです。'],
  ])('%s: %s', (_lang, text) => {
    expect(picked(text, 'b')).toBe(true);
    expect(feeling(text, 'b')).toBe('positive');
  });

  it.each([
    ['en', 'Grab Acme while the spring sale lasts.'],
    ['en', 'For a shared flat, Acme gets my vote.'],
    ['en', 'Globex is fine, but Acme is the one I would buy.'],
    ['de', 'Nimm Acme, wenn du oft unterwegs bist.'],
    ['de', 'Ich tendiere für Einsteiger zu Acme.'],
    ['fr', 'Prends Acme si tu débutes.'],
    ['fr', 'Pour un budget serré, Acme est à privilégier.'],
    ['es', 'Yo apostaría por Acme para una familia.'],
    ['ja', '迷ったらAcmeを推します。'],
  ])('imperatives and first-person verbs of choosing, %s: %s', (_lang, text) => {
    expect(picked(text, 'b')).toBe(true);
  });

  it('a beaten entity is the comparison, not a pick', () => {
    const text = 'On battery life Acme edges out Globex.';
    expect(picked(text, 'b')).toBe(true);
    expect(picked(text, 'g')).toBe(false);
  });

  it("a company's own focus in the third person is not a pick", () => {
    expect(picked('Acme mise sur des produits locaux.', 'b')).toBe(false);
    expect(picked('Acme privilégie la livraison en vélo.', 'b')).toBe(false);
  });

  it('covers every subject of a coordinated predicate', () => {
    const text = 'Globex or Acme are reasonable options for a school.';
    expect(picked(text, 'b')).toBe(true);
    expect(picked(text, 'g')).toBe(true);
  });

  it('reads sufficiency as a pick, not the impersonal "il suffit de"', () => {
    expect(picked('Pour un usage occasionnel, Acme suffit largement.', 'b')).toBe(true);
    expect(picked('Acme coûte 5 € ; il suffit de créer un compte.', 'b')).toBe(false);
  });
});

describe('conditional picks: a condition, then the entity as subject (rule 10)', () => {
  it.each([
    ['en', 'If storage matters most, Acme gives you two terabytes for the same price.'],
    ['de', 'Wenn Sie oft im Ausland sind, Acme hat die günstigsten Roaming-Tarife.'],
    ['fr', 'Si vous avez un jardin, Acme propose un modèle sans fil.'],
    ['es', 'Si tienes mascotas, Acme incluye un cepillo especial.'],
    ['ja', '小さな部屋ならAcmeで十分です。'],
  ])('%s: %s', (_lang, text) => {
    expect(picked(text, 'b')).toBe(true);
  });

  it("is not a pick when the condition is an event, not the reader's situation or need", () => {
    expect(picked('If the upload stalls, Acme restarts it automatically.', 'b')).toBe(false);
  });

  it('is not a pick when the clause criticises the entity or names several', () => {
    expect(picked('If you need offline maps, Acme is slow and unreliable.', 'b')).toBe(false);
    expect(picked('If you compare prices, Acme and Globex cost the same.', 'b')).toBe(false);
  });
});

describe('warnings phrased as verbs or negated evaluations (rules 10 and 11)', () => {
  it.each([
    ['en', 'Acme is not worth the subscription for a family.'],
    ['en', 'For a small office, Acme is not a good choice.'],
    ['de', 'Von Acme rate ich Ihnen in diesem Fall ab.'],
    ['de', 'Acme ist keine gute Wahl für Allergiker.'],
    ['fr', 'Acme ne vaut pas son prix actuel.'],
    ['es', 'Los usuarios desaconsejan Acme por sus retrasos.'],
    ['es', 'Acme no vale la pena en zonas rurales.'],
    ['ja', 'Acmeは現時点ではおすすめしにくいです。'],
  ])('%s: %s', (_lang, text) => {
    expect(picked(text, 'b')).toBe(false);
    expect(feeling(text, 'b')).toBe('negative');
  });

  it('reads a negated superlative choice as a warning', () => {
    expect(picked('For a large warehouse, Acme is not the best choice.', 'b')).toBe(false);
  });

  it('does not read an offer of choice or a fallback as a pick', () => {
    expect(picked('Im Shop können Sie zwischen Acme und Globex wählen.', 'b')).toBe(false);
    expect(picked('Acme stores everything safely, an option several banks use.', 'b')).toBe(false);
  });

  it('does not read a dose "than recommended" as a pick', () => {
    const text = 'Acme enthält mehr Salz als empfohlen.';
    expect(picked(text, 'b')).toBe(false);
  });

  it('"an alternative to" (singular) demotes the entity in German too', () => {
    const text = 'Wer eine Alternative zu Acme sucht, findet hier gute Optionen.';
    expect(picked(text, 'b')).toBe(false);
    expect(feeling(text, 'b')).toBe('neutral');
  });
});

describe('sentiment carries through the paragraph about one entity (rule 11)', () => {
  it('counts criticism in following sentences that name nobody', () => {
    const text =
      'Acme ist ein Versandhändler für Gartenmöbel. Viele Kunden klagen über beschädigte Lieferungen und lange Wartezeiten.';
    expect(feeling(text, 'b')).toBe('negative');
  });

  it.each([
    ['en', 'Feedback on Acme is largely negative; agents are described as rude.', 'negative'],
    ['de', 'Bei Acme häufen sich Störungen und Ausfälle.', 'negative'],
    ['fr', 'Les retours sur Acme sont plutôt négatifs.', 'negative'],
    ['es', 'Los clientes valoran mucho Acme por su app.', 'positive'],
  ])('criticism and praise words, %s: %s', (_lang, text, want) => {
    expect(feeling(text, 'b')).toBe(want);
  });

  it('does not carry a sentence about several things', () => {
    const text =
      'Acme has quick delivery but a clunky app. Globex has a great app but slow delivery. Both are reasonable value.';
    expect(feeling(text, 'g')).toBe('neutral');
  });
});

describe('names the answer itself uses as everyday words (rule 7)', () => {
  const word = (name: string) => ({ id: 'w', name, aliases: [], domains: [] });

  it('does not count the lower-case word or the word after an article and adjective', () => {
    expect(run('Acme is fine. Keep a spare lantern in the car.', [word('Lantern')]).entities.w?.count).toBe(
      0,
    );
    const german =
      'Füllen Sie das Futter in kleine Schalen; eine große Schale am Abend ist zu viel. Ich würde Schale Tierfutter wählen.';
    expect(
      run(german, [{ id: 'w', name: 'Schale', aliases: ['Schale Tierfutter'], domains: [] }]).entities.w
        ?.count,
    ).toBe(1);
  });

  it('does not count a sentence-initial word coordinated with a lower-case word', () => {
    expect(
      run('Flink und leise sollte ein Staubsauger sein; Flink Robotics liefert das.', [
        { id: 'w', name: 'Flink', aliases: ['Flink Robotics'], domains: [] },
      ]).entities.w?.count,
    ).toBe(1);
  });

  it('still counts a lower-case brand after a preposition when nothing shows it is a word', () => {
    expect(run('Many shops moved to globex this year.').entities.g?.count).toBe(1);
  });

  it('does not count a tracked name that is part of another company ("Acme Bank")', () => {
    const found = run('Acme Bank is unrelated; Acme itself is a budgeting app.');
    expect(found.entities.b?.count).toBe(1);
    expect(found.untrackedBrands).toEqual(['Acme Bank']);
    const japanese = run('Acme Payは人気です。\n\n- 名前が似ているAcme Bankとは別の会社です。', [], {
      id: 'b',
      name: 'Acme Pay',
      aliases: ['Acme'],
      domains: [],
    });
    expect(japanese.entities.b?.count).toBe(1);
    expect(japanese.untrackedBrands).toEqual(['Acme Bank']);
  });
});

describe('untracked brands: places, standards, openers and phrase heads (rule 13)', () => {
  const untracked = (text: string) => run(text).untrackedBrands;

  it('does not report cities, regions, seasons, standards or sentence-initial adverbs', () => {
    expect(untracked('Acme, based in Brisbane, also ships to Luxembourg and Île-de-France.')).toEqual([]);
    expect(untracked('Acme hat im Herbst 2024 die Norm DIN 5035 erfüllt.')).toEqual([]);
    expect(untracked('Souvent, Acme est moins cher. Ninguno supera a Globex.')).toEqual([]);
  });

  it('reports camel-case platform names but not units', () => {
    expect(untracked('Acme runs on iOS and syncs with eBay; the battery holds 5000 mAh at 4 kW.')).toEqual([
      'iOS',
      'eBay',
    ]);
  });

  it('reads a hyphenated lower-case tail as not part of a name', () => {
    expect(untracked('Acme is the most Kanban-friendly tool here.')).toEqual([]);
  });

  it('reads names inside an item head that is a phrase', () => {
    expect(untracked('- **If your team uses Slack and Figma:** Acme integrates with both.')).toEqual([
      'Slack',
      'Figma',
    ]);
  });

  it('does not report German nouns after an inflected adjective or before a preposition', () => {
    expect(
      untracked(
        'Acme bietet die längste Laufzeit, Globex das beste Display. Initech ist ein Händler mit Sitz in Bremen.',
      ),
    ).toEqual([]);
  });
});
