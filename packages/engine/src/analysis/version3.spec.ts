/**
 * Analyzer version 3 (issue 14 follow-up): product names reduced to their company, German
 * institution names, common words and units not reported, katakana names, verbs before a tracked
 * name, language votes shared by French and Spanish, "la mejor" as superlative praise.
 */
import { analyzeText, type EntityInput } from './text-api';
import { detectLanguage } from './language';
import { ANALYSIS_VERSION } from './types';

const acme = { id: 'b', name: 'Acme', aliases: ['アクメ'], domains: ['acme.io'] };
const globex = { id: 'g', name: 'Globex', aliases: ['グローベックス'], domains: ['globex.com'] };
const run = (text: string, competitors: EntityInput[] = [globex], brand: EntityInput = acme) =>
  analyzeText({ text }, { brand, competitors });
const untracked = (text: string, competitors?: EntityInput[]) => run(text, competitors).untrackedBrands;

it('is analysis version 3 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(3);
  expect(run('Acme').version).toBe(ANALYSIS_VERSION);
});

describe('untracked brands: a product name is reported as its company (rule 13)', () => {
  it('reduces an entry of a list of tracked products to its first word', () => {
    const text =
      '1. **Acme Ridge 5** – grippy.\n2. **Globex Apex** – soft.\n3. **Mossback Bog** – budget option.';
    expect(untracked(text)).toEqual(['Mossback']);
  });

  it('reduces names whose first word recurs, or that end in a model word or number', () => {
    expect(
      untracked('Picks:\n- Mossback Sprite – light.\n- Mossback Fell – heavier.\n- Acme – fine.'),
    ).toEqual(['Mossback']);
    expect(untracked('Acme is solid, the Vantor X2 is cheap and Peakline Ultra is light.')).toEqual([
      'Vantor',
      'Peakline',
    ]);
  });

  it('keeps a two-word company name in a list of plain company names', () => {
    expect(untracked('Options:\n- Acme – solid.\n- Villa Cassis – family friendly.')).toEqual([
      'Villa Cassis',
    ]);
  });
});

describe('untracked brands in German', () => {
  it('finds institution names after an article and names in an enumeration with tracked brands', () => {
    expect(
      untracked('Unsere Empfehlung: Acme. Die Stiftung Prüfstand bewertete den Dienst als sicherstes VPN.'),
    ).toEqual(['Stiftung Prüfstand']);
    expect(untracked('Laut der Stiftung Warentest ist Acme gut; bei Zalando gibt es Globex.')).toEqual([
      'Stiftung Warentest',
      'Zalando',
    ]);
    expect(
      untracked('Empfehlenswert sind Acme, Globex und Schildwerk; alle bieten Kindersicherungen.'),
    ).toEqual(['Schildwerk']);
  });

  it('does not report nouns counted by a number, points under Stärken / Schwächen, or noun compounds', () => {
    expect(untracked('Globex und Acme haben Server in 60 Ländern, Acme in 20.')).toEqual([]);
    expect(
      untracked('**Acme**\n- Vorteile: günstig\n- Nachteile: wenige Länder\n\n**Globex**\n- teurer'),
    ).toEqual([]);
    expect(
      untracked('## Stärken\n- Schnell\n## Schwächen\n- Teuer\nAcme ist gut. Datenschutz ist wichtig.'),
    ).toEqual([]);
  });
});

describe('untracked brands: common words, units, sentence openers', () => {
  it('skips numbers with units and a sentence-initial word before a preposition', () => {
    expect(untracked('For a first 50K my recommendation is Acme. It handles 4K video and 5G.')).toEqual([]);
    expect(untracked('Alternativas a Acme más baratas:\n- Globex – envío gratis.')).toEqual([]);
    expect(untracked('Llegar a la cumbre requiere granos frescos; Acme es ideal.')).toEqual([]);
  });

  it('skips a common word heading an "X de la Y" phrase and a single word after an article', () => {
    expect(untracked("Le Café de la Plage de l'hôtel sert de bons cafés. Je recommande Acme.")).toEqual([]);
    expect(untracked('We reached the Summit early, then booked Acme.')).toEqual([]);
  });

  it('keeps the translations of Strengths and Limitations out', () => {
    expect(untracked('Fortalezas: Acme es rápido. Limitaciones: el precio. Points forts : Globex.')).toEqual(
      [],
    );
  });
});

describe('untracked brands in Japanese: katakana names', () => {
  it('finds katakana names in list heads, enumerations with tracked brands, 「」 and before 社', () => {
    expect(untracked('おすすめ：\n1. **アクメ** – 安い。\n2. **モスバック** – 軽い。')).toEqual([
      'モスバック',
    ]);
    expect(untracked('Acme、グローベックス、ツバキティーなどが人気です。')).toEqual(['ツバキティー']);
    expect(untracked('「ヨツバ」も評判です。ハルカゼ社の製品もあります。Acmeが一番です。')).toEqual([
      'ヨツバ',
      'ハルカゼ',
    ]);
  });

  it('does not report everyday katakana words', () => {
    expect(untracked('Acme、サポート、プランを比較しました。サービスも良いです。')).toEqual([]);
  });
});

describe('a tracked name after a verb is not part of another name (rule 6)', () => {
  it('counts the name after a sentence-initial verb in any language, and still skips Corvana Zed', () => {
    const aroma = { id: 'a', name: 'Aroma Norte', aliases: [], domains: [] };
    const r = run('Evitaría Aroma Norte: varios clientes denuncian cobros duplicados. Acme es más fiable.', [
      aroma,
    ]);
    expect(r.entities.a).toMatchObject({ count: 1, recommended: false, sentiment: 'negative' });
    expect(r.order).toEqual(['a', 'b']);
    expect(run('Évitez Globex : trop cher. Choisissez Acme.').entities.g?.count).toBe(1);
    expect(run('Vermeide Globex, nimm lieber Acme.').entities.g?.count).toBe(1);
    const zed = { id: 'z', name: 'Zed', aliases: [], domains: [] };
    expect(run('Acme is fine. Corvana Zed, an editor, is unrelated.', [zed]).entities.z?.count).toBe(0);
  });
});

describe('language detection and verdicts', () => {
  it('counts words French and Spanish share for both, and Spanish accents', () => {
    expect(
      detectLanguage('TOSTADERO ofrece la mejor relación calidad-precio, y la app es muy práctica.'),
    ).toBe('es');
    expect(
      detectLanguage(
        'Llegar a la cumbre del sabor requiere granos frescos. Cumbre de la temporada, que recomiendo.',
      ),
    ).toBe('es');
    expect(detectLanguage('Le Café de la Plage sert de bons cafés, je recommande plutôt Acme.')).toBe('fr');
  });

  it('reads "la mejor" / "le meilleur" praise of one subject as a pick', () => {
    expect(
      run('Acme ofrece la mejor relación calidad-precio. Globex tuesta en Monterrey.').entities.b,
    ).toMatchObject({
      recommended: true,
      sentiment: 'positive',
    });
    expect(run('Globex propose le meilleur rapport qualité-prix.').entities.g?.recommended).toBe(true);
  });

  it('does not carry a pick about someone else onto a name after it', () => {
    const r = run(
      "Notre choix : Acme. Le Guide Escale l'a classé meilleur hôtel de la ville ; Globex arrive en milieu de classement.",
    );
    expect(r.entities.b?.recommended).toBe(true);
    expect(r.entities.g).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('keeps praise of a named place the entity owns off the entity', () => {
    const azur = { id: 'h', name: 'Hôtel Azur', aliases: [], domains: [] };
    const owned = run("Le Café de la Plage de l'Hôtel Azur sert de bons cafés. Je recommande Acme.", [azur]);
    expect(owned.entities.h).toMatchObject({ sentiment: 'neutral', recommended: false });
    expect(run("Le service client de l'Hôtel Azur est excellent.", [azur]).entities.h?.sentiment).toBe(
      'positive',
    );
  });

  it('reads "best known for" as a fact, not praise', () => {
    const on = { id: 'o', name: 'On', aliases: [], domains: [] };
    const r = run("On is best known for road shoes. For ultras I'd go with Acme.", [on]);
    expect(r.entities.o).toMatchObject({ count: 1, sentiment: 'neutral', recommended: false });
  });
});

describe('untracked brands: models of tracked entities are not reported (rule 13)', () => {
  it('skips a model named right before "from/by <tracked>" or after "<tracked> makes the"', () => {
    const kestrel = { id: 'k', name: 'Kestrel Run', aliases: [], domains: [] };
    expect(
      untracked('For mud, the Ridge 5 from Acme is the pick, and the Apex by Globex is softer.'),
    ).toEqual([]);
    expect(untracked('Globex makes the Vortex 3, a stiff racer. Mosswick is cheaper.')).toEqual(['Mosswick']);
    expect(untracked('Pick the Kestrel Fell Lite; Kestrel Run is reliable.', [kestrel])).toEqual([]);
    expect(untracked('Reviews by Wirecutter and Acme agree.')).toEqual(['Wirecutter']);
  });
});

describe('untracked brands: names with everyday words and German proper names', () => {
  it('keeps "New Balance" whole and reduces model names in a list of shoes', () => {
    const text =
      'Top picks:\n- Nike Pegasus 40 – daily.\n- Nike Vaporfly 3 – race.\n- New Balance 1080 – plush.';
    expect(untracked(text)).toEqual(['Nike', 'New Balance']);
    expect(untracked('Hotels in New York: Acme is central.')).toEqual([]);
  });

  it('finds a name after "laut" and a proper name opened by a capitalised adjective', () => {
    expect(untracked('Laut Capterra ist Acme einfach. Die Deutsche Telekom nutzt Globex.')).toEqual([
      'Capterra',
      'Deutsche Telekom',
    ]);
  });
});

describe("the issue's failure kinds hold in every language (rules 2, 3, 6, 7, 8, 10, 11)", () => {
  const initech = { id: 'i', name: 'Initech', aliases: [], domains: ['initech.io'] };
  const pick = { recommended: true, sentiment: 'positive' };
  const against = { recommended: false, sentiment: 'negative' };
  const cases: [string, string, Record<string, object>][] = [
    [
      'en later list entry',
      'Best CRMs:\n1. Globex – fast.\n2. Initech – cheap.\n3. Acme – slower, but flexible.',
      { b: pick },
    ],
    [
      'de later list entry',
      'Die besten CRMs:\n1. Globex – schnell.\n2. Initech – günstig.\n3. Acme – langsamer, aber flexibel.',
      { b: pick },
    ],
    [
      'fr later list entry',
      'Les meilleurs CRM :\n1. Globex – rapide.\n2. Initech – pas cher.\n3. Acme – plus lent, mais flexible.',
      { b: pick },
    ],
    [
      'es later list entry',
      'Los mejores CRM:\n1. Globex – rápido.\n2. Initech – barato.\n3. Acme – más lento, pero flexible.',
      { b: pick },
    ],
    [
      'ja later list entry',
      'おすすめのCRM：\n1. Globex – 速い。\n2. Initech – 安い。\n3. アクメ – 遅いが柔軟。',
      { b: pick },
    ],
    [
      'table row',
      '| Tool | Best for |\n|---|---|\n| Globex | speed |\n| Acme | price, though support is slow |',
      { b: pick, g: pick },
    ],
    ['en conditional pick', 'Globex is the default. If you need offline mode, go with Acme.', { b: pick }],
    [
      'de conditional pick',
      'Globex ist Standard. Wenn Sie Offline-Modus brauchen, nehmen Sie Acme.',
      { b: pick },
    ],
    [
      'fr conditional pick',
      'Globex est la norme. Si vous avez besoin du mode hors ligne, choisissez Acme.',
      { b: pick },
    ],
    [
      'es conditional pick',
      'Globex es el estándar. Si necesitas modo sin conexión, elige Acme.',
      { b: pick },
    ],
    ['ja conditional pick', 'Globexが標準です。オフラインが必要ならアクメがおすすめです。', { b: pick }],
    ['suggested is positive', 'You could also try Acme for small teams.', { b: pick }],
    [
      'caveat in a picked item',
      'Options:\n- Acme – expensive and the support is slow.\n- Globex – fine.',
      { b: pick },
    ],
    [
      'de caveat in a picked item',
      'Optionen:\n- Acme – teuer und langsamer Support.\n- Globex – ok.',
      { b: pick },
    ],
    ['avoiding', 'I would suggest avoiding Acme for now; Globex is better.', { b: against }],
    ['abzuraten', 'Von Acme ist abzuraten, Globex ist besser.', { b: against }],
    ['à éviter', 'Acme est à éviter ; Globex est meilleur.', { b: against }],
    ['evitaría', 'Evitaría Acme: cobros duplicados. Globex es mejor.', { b: against }],
    ['避けた方が', 'アクメは避けた方がよいでしょう。Globexが無難です。', { b: against }],
    ['full-width letters', 'Ｔｒｙ Ａｃｍｅ ｆｏｒ ｔｅａｍｓ.', { b: { count: 1 } }],
    [
      'soft hyphen and zero-width',
      'Try Ac\u00adme or Glo\u200bbex today.',
      { b: { count: 1 }, g: { count: 1 } },
    ],
    ['line-wrap hyphen', 'Try Ac-\nme today.', { b: { count: 1 } }],
    ['curly apostrophes', 'Acme’s plan is fine and so is Globex’s.', { b: { count: 1 }, g: { count: 1 } }],
    ['inside another company product', 'Corvana Acme is an editor; nothing else.', { b: { count: 0 } }],
    [
      'lookalike domains',
      'Beware of acme-io-deals.net and globex-deals.net coupons.',
      { b: { count: 0 }, g: { count: 0 } },
    ],
  ];
  it.each(cases)('%s', (_label, text, want) => {
    const r = run(text, [globex, initech]);
    for (const [id, expected] of Object.entries(want)) expect(r.entities[id]).toMatchObject(expected);
  });

  it('skips lower-case common-word names', () => {
    const summit = { id: 's', name: 'Summit', aliases: [], domains: [] };
    const r = run('Reach the summit of your goals. summit offers little. Summit is a CRM with a free plan.', [
      summit,
    ]);
    expect(r.entities.s?.count).toBe(1);
  });
});
