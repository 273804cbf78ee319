/**
 * Analyzer version 6: bold-name paragraphs as options, price lists as facts, warnings that an entity
 * is not for this need, superlatives that are ordinals or balanced, plural superlatives, and pick cues
 * with an object of their own. Sentences are written for these tests, not taken from the eval corpus.
 */
import { analyzeText, type EntityInput } from './text-api';
import { ANALYSIS_VERSION } from './types';

const acme = { id: 'b', name: 'Acme', aliases: [], domains: ['acme.io'] };
const globex = { id: 'g', name: 'Globex', aliases: [], domains: ['globex.com'] };
const initech = { id: 'i', name: 'Initech', aliases: [], domains: ['initech.com'] };
const entity = (text: string, id: string, competitors: EntityInput[] = [globex, initech]) => {
  const found = analyzeText({ text }, { brand: acme, competitors }).entities[id];
  if (!found) throw new Error(`no entity ${id}`);
  return found;
};
const untracked = (text: string) =>
  analyzeText({ text }, { brand: acme, competitors: [globex] }).untrackedBrands;

it('is analysis version 6 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(6);
});

describe('paragraphs opening with a bold name are options (rule 10)', () => {
  it('lists each entity of two or more such paragraphs', () => {
    const text =
      'Die Alternativen:\n\n**Globex** liefert in zwei Tagen und hat 300 Filialen.\n\n**Initech** hat die längeren Öffnungszeiten.';
    expect(entity(text, 'g').recommended).toBe(true);
    expect(entity(text, 'i').recommended).toBe(true);
    expect(entity(text, 'g').sentiment).toBe('positive');
  });

  it('needs two different entities, and a warning in the paragraph still counts', () => {
    const one = '**Globex** liefert in zwei Tagen.\n\n**Globex** hat 300 Filialen.';
    expect(entity(one, 'g').recommended).toBe(false);
    const warned =
      '**Globex** ships in two days.\n\n**Initech** has long queues, so I would avoid it for urgent orders.';
    expect(entity(warned, 'g').recommended).toBe(true);
    expect(entity(warned, 'i').sentiment).toBe('negative');
  });
});

describe('lists under a price heading are facts (rules 10 and 11)', () => {
  it.each([
    ['en', '**Prices at a glance**\n- Globex: $12 per month\n- Initech: $15 per month'],
    ['de', '**Preise ausgewählter Fahrschulen**\n- Globex verlangt 12 € im Monat.\n- Initech kostet 15 €.'],
    ['fr', '### Tarifs\n- Globex : 12 € par mois\n- Initech : 15 € par mois'],
    ['es', '**Comparativa de precios**\n- Globex: 12 € al mes\n- Initech: 15 € al mes'],
    ['ja', '**料金**\n- Globex：月1,200円\n- Initech：月1,500円'],
  ])('%s', (_lang, text) => {
    expect(entity(text, 'g').recommended).toBe(false);
    expect(entity(text, 'g').sentiment).toBe('neutral');
  });

  it('still lists options under a heading of picks', () => {
    const text = '**Our picks**\n- Globex: $12 per month\n- Initech: $15 per month';
    expect(entity(text, 'g').recommended).toBe(true);
  });
});

describe('not for this need is a warning (rules 10 and 11)', () => {
  it.each([
    ['en', 'Globex is not built for small agencies: its plans start at 50 seats.'],
    ['en', "Globex looks polished, but it isn't what you need for a two-person shop."],
    ['fr', "Globex a bonne presse, mais ce n'est pas le prestataire qu'il vous faut."],
    ['fr', "Globex n'est pas fait pour ce genre de commande."],
    ['fr', 'Quant à Globex, son offre ne correspond pas à votre besoin.'],
    ['es', 'Globex no es la marca más recomendable si vives fuera de Madrid.'],
    ['es', 'Globex no está pensado para equipos pequeños.'],
    ['de', 'Globex ist nicht für kleine Betriebe gedacht.'],
    ['ja', 'Globexは個人利用には不向きです。'],
  ])('%s: %s', (_lang, text) => {
    const found = entity(text, 'g');
    expect(found.recommended).toBe(false);
    expect(found.sentiment).toBe('negative');
  });

  it('does not warn on "not only for"', () => {
    expect(
      entity('Globex ist nicht nur für Profis gedacht, sondern auch für Einsteiger.', 'g').sentiment,
    ).not.toBe('negative');
  });
});

describe('superlatives (rules 10 and 11)', () => {
  it('does not read ordinals or "the most expensive ... but" balance as praise', () => {
    expect(entity('Globex rät, vor den ersten Fahrten den Reifendruck zu prüfen.', 'g').recommended).toBe(
      false,
    );
    const balanced =
      'Globex is the most capable option clinically, but it is also the most expensive and the slowest to book.';
    expect(entity(balanced, 'g').recommended).toBe(false);
  });

  it('picks every name coordinated after a plural superlative', () => {
    for (const text of [
      'Les prestataires les mieux notés sont Globex et Initech.',
      'The best-rated shops are Globex and Initech.',
      'Los mejor valorados son Globex e Initech.',
    ]) {
      expect(entity(text, 'g').recommended).toBe(true);
      expect(entity(text, 'i').recommended).toBe(true);
    }
  });

  it('reads "le plus solide" and "la más sólida" as a pick', () => {
    expect(entity('Globex est, à mon avis, le plus solide pour ce poste.', 'g').recommended).toBe(true);
    expect(entity('Globex es la opción más sólida para este caso.', 'g').recommended).toBe(true);
  });
});

describe('pick cues', () => {
  it('does not carry a recommendation with its own object over to an earlier name', () => {
    const text =
      'Globex is handy for quick questions, but most vets recommend registering with a local clinic.';
    expect(entity(text, 'g').recommended).toBe(false);
    const pronoun = 'Globex is pricey, but I would still recommend it for teams.';
    expect(entity(pronoun, 'g').recommended).toBe(true);
  });

  it('reads "fait l\'affaire", "第一候補" and "I\'d register with" as picks', () => {
    expect(entity("Globex peut aussi faire l'affaire si le budget est serré.", 'g').recommended).toBe(true);
    expect(entity('私はGlobexを第一候補に挙げます。', 'g').recommended).toBe(true);
    expect(entity("If it were my dog, I'd register with Globex.", 'g').recommended).toBe(true);
  });

  it('does not read "hard to judge" as criticism', () => {
    expect(entity('Globex est plus difficile à trancher.', 'g').sentiment).toBe('neutral');
    expect(entity('Globex is harder to judge.', 'g').sentiment).toBe('neutral');
  });
});

describe('untracked brands: well-known names and abbreviations (rule 13)', () => {
  it('reports well-known platforms where a capitalised word alone is not trusted', () => {
    expect(untracked('Zum Vergleich lohnt ein Blick auf Amazon und Reddit.')).toEqual(['Amazon', 'Reddit']);
    expect(untracked('Acmeの予約はLINEから、中古品はメルカリで探せます。')).toEqual(['LINE', 'メルカリ']);
    expect(untracked('Acme works with Zoom and Microsoft Teams.')).toEqual(['Zoom', 'Microsoft Teams']);
  });

  it('keeps the common words and a tracked model', () => {
    expect(untracked('Zoom in on the chart; the windows line up with Acme G2 pricing.')).toEqual([]);
  });

  it('does not report a sentence-opening adverb or German adjective', () => {
    expect(untracked('Honestly, Acme is the calmer choice.')).toEqual([]);
    expect(
      untracked('Acme erkennt Handschrift. Praktisch ist das Whiteboard. Schwächer ist die Suche.'),
    ).toEqual([]);
  });

  it('does not report short all-caps abbreviations', () => {
    expect(untracked('Acme incluye TAC y la consulta del DPO; el ciclo WLTP da 400 km.')).toEqual([]);
    expect(untracked('Acme publishes its DATEV export and a BBC review.')).toEqual(['DATEV', 'BBC']);
  });
});

describe('references, switches and advisers (rules 10 and 11)', () => {
  it('does not list an item that uses the entity as a benchmark', () => {
    const text = 'Good shops:\n- Globex: free setup\n- Initech prices are a common benchmark on forums.';
    expect(entity(text, 'g').recommended).toBe(true);
    expect(entity(text, 'i').recommended).toBe(false);
  });

  it('reads "switched from X to Y" as X replaced', () => {
    for (const text of [
      'One reader wrote: "I switched from Globex to Initech, the better choice for discovering films."',
      'Un abonné écrit : « Je suis passé de Globex à Initech, bien meilleur pour découvrir des films. »',
    ]) {
      expect(entity(text, 'g').recommended).toBe(false);
      expect(entity(text, 'i').recommended).toBe(true);
    }
  });

  it('does not pick an entity whose blog recommends something', () => {
    const text = "Globex's engineering blog recommends pairing any tool with server-side tagging.";
    expect(entity(text, 'g').recommended).toBe(false);
  });

  it('does not read a superlative with a "but" after it as a pick', () => {
    const text = 'Globex is the most powerful of the four, but its pricing scales steeply with traffic.';
    expect(entity(text, 'g').recommended).toBe(false);
  });

  it('does not read a whether-sentence after an entity as a pick', () => {
    const text = 'Globex kostet 12 € pro Nutzer. Ob sich das für euch lohnt, kann ich nicht sagen.';
    expect(entity(text, 'g').recommended).toBe(false);
  });
});

describe('common-word names (rule 7)', () => {
  it('does not count a several-word name written all in lower case', () => {
    const vetNow = { id: 'v', name: 'Vet Now', aliases: [], domains: [] };
    expect(entity("Don't wait: get to a vet now. Vet Now only does video calls.", 'v', [vetNow]).count).toBe(
      1,
    );
  });

  it('does not count a common-word name opening a phrase in an item head', () => {
    const repaso = { id: 'r', name: 'Repaso', aliases: [], domains: [] };
    const text = '* **Repaso antes del examen:** un repaso corto ayuda.\n* **Repaso:** academia en Oviedo.';
    expect(entity(text, 'r', [repaso]).count).toBe(1);
  });
});

describe('untracked brands: places, labels, plans and people (rule 13)', () => {
  it('does not report places after a preposition of place, through an enumeration', () => {
    expect(untracked('Acme has depots in Hollowmere, Wexcombe and Tarnley Quays.')).toEqual([]);
    expect(untracked('Acme a des bases près de Kervignac et dans le Pourlet.')).toEqual([]);
    expect(untracked('Acme tiene escuelas en el Cantizal y en la playa de Ruvado.')).toEqual([]);
    expect(untracked('Acme hat Filialen in Moosbrunn und Kettwig.')).toEqual([]);
  });

  it('still reports a shop after a bare Spanish "en"', () => {
    expect(untracked('Lo encontrarás en Mercaplaza o en Acme.')).toEqual(['Mercaplaza']);
  });

  it('does not report a label with a note in brackets, a quoted plan or feature, or a person by role', () => {
    expect(
      untracked('Die typischen Kosten bei Acme sind:\n- **Kastenwagen (2 Personen):** 80 € pro Tag und mehr'),
    ).toEqual([]);
    expect(untracked('Acme propose l’abonnement « Découverte » à 29 €.')).toEqual([]);
    expect(untracked('Acme\'s "Pro Setup" service is free.')).toEqual([]);
    expect(untracked('Acme co-founder Priya Natarajan left in 2023; the manager is Tom Ebbe.')).toEqual([]);
    expect(untracked('Acme raised a Series B and tests Eastern European ancestry.')).toEqual([]);
  });

  it('does not report German nouns after prepositions', () => {
    expect(untracked('Acme liefert auf Wunsch auch bei Nacht, mit Bearbeitungsgebühr.')).toEqual([]);
  });
});

describe('more picks and warnings (rules 10 and 11)', () => {
  it.each([
    ['en', "**Globex** – Not one I'd recommend at the moment."],
    ['en', "For two years I'd lean towards Initech, and I'd be cautious about Globex for this job."],
    ['es', 'Cuidado con Globex: cobra la fianza dos veces.'],
  ])('%s warns: %s', (_lang, text) => {
    expect(entity(text, 'g').recommended).toBe(false);
    expect(entity(text, 'g').sentiment).toBe('negative');
  });

  it('does not aim a warning at a name further on', () => {
    expect(
      entity('Cuidado con sitios como acme-ofertas.net, que revenden licencias de Globex.', 'g').sentiment,
    ).toBe('neutral');
  });

  it.each([
    ['es', 'Si nunca has surfeado, yo empezaría con Globex en la playa norte.'],
    ['de', 'Wer auf Nummer sicher gehen will, sollte sich Globex ansehen.'],
    ['de', 'Für einen persönlichen Abschied ist Globex die passendere Wahl.'],
    ['ja', '価格を重視するならGlobexのほうが現実的な選択肢です。'],
  ])('%s picks: %s', (_lang, text) => {
    expect(entity(text, 'g').recommended).toBe(true);
  });

  it('does not pick on "whichever you choose", "suggested in threads" or alternatives to the entity', () => {
    expect(entity("Export a file from Globex's settings first, whichever you choose.", 'g').recommended).toBe(
      false,
    );
    expect(entity('You may see Globex suggested in threads, but it is a DNA company.', 'g').recommended).toBe(
      false,
    );
    expect(
      entity('Wenn du mit Globex unzufrieden bist, gibt es in Hamburg einige gute Alternativen.', 'g')
        .recommended,
    ).toBe(false);
  });

  it('does not list an item headed by a label about the entity', () => {
    const text =
      "Worauf achten:\n- Globex's deposit policy: €2,500 blocked for weeks\n- Initech: free cancellation";
    expect(entity(text, 'g').recommended).toBe(false);
    expect(entity(text, 'i').recommended).toBe(true);
  });
});

describe('items that are notes, not options (rule 10)', () => {
  it('does not list an entity named in passing in a note under a label or a sentence head', () => {
    const notes =
      'Key facts:\n- **Product changes:** since the takeover, Globex has added ads to all free plans.\n- Matching is off by default (opt-in only), the same policy Initech adopted in 2019.';
    expect(entity(notes, 'g').recommended).toBe(false);
    expect(entity(notes, 'i').recommended).toBe(false);
    expect(entity('注意点:\n- Globexの会員ポイントは他の店舗でも使えます。', 'g').recommended).toBe(false);
  });

  it('lists the entity after a label of need, in every language', () => {
    for (const text of [
      'By need:\n- **Short on time**: Globex ships ready meals in 15 minutes.',
      '目的別:\n- **とにかく無料で使いたい**：Globex。主要な機能は無料です。',
      'Selon vos besoins :\n- **Peu de temps** : Globex propose des plats prêts en 15 minutes.',
    ])
      expect(entity(text, 'g').recommended).toBe(true);
  });

  it('reads "mis en avant" and "works fine for that" as picks', () => {
    expect(entity('Globex est régulièrement mis en avant pour sa transparence.', 'g').recommended).toBe(true);
    expect(entity("For a first podcast, Globex's free tier works fine for that.", 'g').recommended).toBe(
      true,
    );
  });
});

describe('tuned on heldout8 (rules 10, 11 and 13)', () => {
  it('reads entities heading the columns of a comparison table as options', () => {
    const text = '| Feature | Globex | Initech |\n|---|---|---|\n| Price | €10 | €12 |';
    expect(entity(text, 'g').recommended).toBe(true);
    expect(entity(text, 'i').recommended).toBe(true);
  });

  it('reads headings with a place in brackets or a Japanese dash as options', () => {
    const text = '**Globex (Croix-Rousse)**\nCours le soir.\n\n**Initech (Villeurbanne)**\nAtelier ouvert.';
    expect(entity(text, 'g').recommended).toBe(true);
    const ja = '### Globex ― 基礎から学びたい人に\n説明。\n### Initech ― オンラインで続けたい人に\n説明。';
    expect(entity(ja, 'i').recommended).toBe(true);
  });

  it.each([
    ['en', 'If you just need a sweep and a certificate, Globex is fine.'],
    ['en', "I'd try Globex first."],
    ['de', 'In Berlin würde ich es zuerst bei Globex versuchen.'],
    ['fr', 'Je tenterais en premier Globex, qui a bonne réputation.'],
  ])('%s picks: %s', (_lang, text) => {
    expect(entity(text, 'g').recommended).toBe(true);
  });

  it('does not pick "würde ich X nicht beauftragen"', () => {
    expect(entity('Für künftige Fälle würde ich Globex nicht beauftragen.', 'g').sentiment).toBe('negative');
  });

  it('does not report founders, a decade before a name or a saint place; knows all-caps brands', () => {
    expect(untracked('Acme was founded in 2009 by Martin and Gwen Pryce in a barn.')).toEqual([]);
    expect(untracked('Acme wurde 2016 von Jana Röder und Tobias Kaminski gegründet.')).toEqual([]);
    expect(untracked('Acme fue creada en 2017 por Raúl Merino y Beatriz Olmedo.')).toEqual([]);
    expect(untracked('Acme tunes a 1970s Steinway upright; its old site in St Philips closed.')).toEqual([
      'Steinway',
    ]);
    expect(untracked('Acme verbaut Schlösser von ABUS.')).toEqual(['ABUS']);
  });
});

it('does not read a Japanese recommendation of an action as a pick of the entity named before it', () => {
  expect(entity('料金はglobex.comで直接確認されることをおすすめします。', 'g').recommended).toBe(false);
  expect(entity('初心者にはGlobexをおすすめします。', 'g').recommended).toBe(true);
});

it('does not report regions and towns of the answer markets as brands (rule 13)', () => {
  expect(untracked('Acme covers Lanzarote, Fuerteventura and Mendoza; Globex stays in Cornwall.')).toEqual(
    [],
  );
  expect(untracked('Acme liefert nach Allgäu, Sauerland und Rügen.')).toEqual([]);
});

it('reads a tracked name inside a company with a legal form as that company (rules 6 and 13)', () => {
  const ember = { id: 'e', name: 'Ember Chimney Services', aliases: ['Ember'], domains: [] };
  const found = analyzeText(
    {
      text: '* **Ember Chimney Services:** plans.\n\nStove makers such as Ember Hearth Co and Ashbury Stoves agree.',
    },
    { brand: acme, competitors: [ember] },
  );
  expect(found.entities.e?.count).toBe(1);
  expect(found.untrackedBrands).toEqual(['Ember Hearth Co', 'Ashbury Stoves']);
  const priced = '**Typical costs and providers**\n* **Globex:** annual plans.\n* **Initech:** smoke test.';
  expect(entity(priced, 'g').recommended).toBe(true);
});

describe('tuned on heldout9 (rules 10 and 11)', () => {
  it('aims a warning verb at the name right after it', () => {
    const text =
      'Pour une association, je vous orienterais plutôt vers Globex, et je déconseillerais Initech.';
    expect(entity(text, 'g').recommended).toBe(true);
    expect(entity(text, 'i').sentiment).toBe('negative');
  });

  it('reads a heading with a pick and one entity as a pick, not a question', () => {
    expect(entity('**第一候補：Globex**\n丁寧な修理で評判です。', 'g').recommended).toBe(true);
    expect(entity('## Our pick: Globex\nFast and simple.', 'g').recommended).toBe(true);
    expect(entity('## Is Globex worth it?\nIt costs €12.', 'g').recommended).toBe(false);
  });
});

describe('untracked brands tuned on heldout9 (rule 13)', () => {
  it('does not report founders after a role, people after an honorific or a family noun', () => {
    expect(untracked('Acme was founded in 2011 by siblings Dan and Priya Okonjo.')).toEqual([]);
    expect(untracked('Acme fue fundado en 2010 por el tatuador gallego Iván Rial.')).toEqual([]);
    expect(untracked('Acme est tenu par leur fils Thomas Morel. Le conseil de M. Lefort est utile.')).toEqual(
      [],
    );
  });

  it("does not report a tracked entity's quoted products, or cost items of a table", () => {
    expect(untracked('Depuis que Acme a arrêté « Cour d’Orangers », beaucoup cherchent ailleurs.')).toEqual(
      [],
    );
    expect(
      untracked(
        'Acme kostet:\n| Posten | Kosten |\n|---|---|\n| Montage | 500 € |\n| Elektroanschluss | 450 € |',
      ),
    ).toEqual([]);
  });

  it('knows more well-known names, "Which?" with its question mark, and Japanese ones', () => {
    expect(untracked('Acme costs more, but Which? rated it highly.')).toEqual(['Which?']);
    expect(untracked('Acmeはセイコーやシチズンの古いモデルも修理します。')).toEqual(['セイコー', 'シチズン']);
  });
});

describe('more tuned on heldout9 (rules 10 and 11)', () => {
  it('reads "I wouldn\'t book X" as a warning and 安心して任せられます or a なら heading as a pick', () => {
    expect(entity("I wouldn't book Globex for a nine-year-old's party.", 'g').sentiment).toBe('negative');
    expect(entity('古いモデルであれば、Globexも安心して任せられます。', 'g').recommended).toBe(true);
    expect(entity('**国産アンティークならGlobexも**\n修理の実績があります。', 'g').recommended).toBe(true);
  });

  it('does not read "am nächsten" as praise', () => {
    expect(entity('Die Außensauna kommt dem Globex-Design am nächsten.', 'g').recommended).toBe(false);
  });
});

it('does not report countries named in several words (rule 13)', () => {
  const found = analyzeText(
    { text: 'Prices in the United States and the United Kingdom vary; Acme ships to Estados Unidos.' },
    { brand: acme, competitors: [globex] },
  );
  expect(found.untrackedBrands).toEqual([]);
});
