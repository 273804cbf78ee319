/**
 * Analyzer version 5: negated verbs of choosing as warnings, 'best suited' family and comparative
 * evaluations as picks, an entity that recommends something is not picked; untracked brands without
 * model codes, plans, demonyms, places after a site, abbreviations or tracked names judged as
 * words; articles by language, German role nouns, Japanese mimetic words. Sentences are written for
 * these tests, not taken from the eval corpus.
 */
import { analyzeText, type EntityInput } from './text-api';
import { ANALYSIS_VERSION } from './types';

const acme = { id: 'b', name: 'Acme', aliases: [], domains: ['acme.io'] };
const globex = { id: 'g', name: 'Globex', aliases: [], domains: ['globex.com'] };
const run = (text: string, competitors: EntityInput[] = [globex], brand: EntityInput = acme) =>
  analyzeText({ text }, { brand, competitors });
const entity = (text: string, id: string, competitors?: EntityInput[], brand?: EntityInput) => {
  const found = run(text, competitors, brand).entities[id];
  if (!found) throw new Error(`no entity ${id}`);
  return found;
};
const untracked = (text: string, competitors?: EntityInput[], brand?: EntityInput) =>
  run(text, competitors, brand).untrackedBrands;

it('is analysis version 5 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(5);
  expect(run('Acme').version).toBe(ANALYSIS_VERSION);
});

describe('negated verbs of choosing warn (rules 10 and 11)', () => {
  it.each([
    ['en', 'I would not pick Acme for a family of four: the boot is tiny.'],
    ['en', "For long trips I wouldn't choose Acme."],
    ['de', 'Für Beton würde ich Acme nicht nehmen.'],
    ['de', 'Acme wähle ich für Profis nicht.'],
    ['fr', "Quant à l'Acme Boost, je ne la prendrais pas : trop lourde."],
    ['fr', 'Pour un studio, je ne choisirais pas Acme.'],
    ['fr', "Je n'irais pas chez Acme pour une urgence."],
    ['es', 'Acme tiene muchas quejas; no la recomendaría para un piso grande.'],
    ['es', 'No me decantaría por Acme en este caso.'],
    ['es', 'Yo no me haría la limpieza en Acme.'],
    ['ja', 'Acmeは価格こそ安いものの、今回の目的には向きません。'],
  ])('%s: %s', (_lang, text) => {
    const found = entity(text, 'b');
    expect(found.recommended).toBe(false);
    expect(found.sentiment).toBe('negative');
  });

  it('leaves "not only" and "do not hesitate" alone', () => {
    expect(entity('I not only recommend Acme, I use it daily.', 'b').recommended).toBe(true);
  });

  it('reads a deliberate omission as a warning', () => {
    const found = entity('Die Acme habe ich bewusst nicht aufgenommen: die Gebühren sind zu hoch.', 'b');
    expect(found.sentiment).toBe('negative');
  });
});

describe('more picks (rule 10)', () => {
  it.each([
    ['en', 'For a design studio, Acme is the stronger option.'],
    ['en', 'For agencies, Acme is the better-value option.'],
    ['de', 'Wenn ihr gemeinsam spart, ist Acme schwer zu schlagen.'],
    ['fr', 'Pour une équipe mobile, Acme est le réseau le plus adapté.'],
    ['fr', 'Pour le quotidien, Acme est le choix le plus sûr.'],
    ['es', 'Para principiantes, Acme es la más adecuada.'],
  ])('%s: %s', (_lang, text) => {
    const found = entity(text, 'b');
    expect(found.recommended).toBe(true);
    expect(found.sentiment).toBe('positive');
  });

  it('does not pick an entity that itself recommends something', () => {
    const found = entity('Beim Schleifen entsteht Staub; Acme empfiehlt deshalb eine Maske.', 'b');
    expect(found.recommended).toBe(false);
    expect(entity('Acme recommends a firmware update first.', 'b').recommended).toBe(false);
  });

  it('does not pick the entity being replaced in the same clause', () => {
    const text = "Si l'Acme Boost dépasse votre budget, voici des alternatives à Acme qui valent le coup :";
    expect(entity(text, 'b').recommended).toBe(false);
    expect(entity('Diese Alternativen zur Acme lohnen sich:', 'b').recommended).toBe(false);
  });
});

describe('mentions by meaning (rules 2 and 7)', () => {
  it("reads 'a' as an article only in English", () => {
    const pulso = { id: 'p', name: 'Pulso', aliases: [], domains: [] };
    const text = 'Sus planes siguen el pulso del reloj. Muchos la ven poco competitiva frente a Pulso.';
    expect(entity(text, 'p', [pulso]).count).toBe(1);
  });

  it("counts a name after 'of' even when the answer uses the word", () => {
    const anchor = { id: 'a', name: 'Anchor', aliases: [], domains: [] };
    const text = 'Steer clear of Anchor for new projects. As an anchor point, hosting costs $5.';
    expect(entity(text, 'a', [anchor]).count).toBe(1);
    expect(untracked(text, [anchor])).toEqual([]);
  });

  it('skips German role nouns after "als" but not a comparison', () => {
    const fuchs = { id: 'f', name: 'Sparfuchs', aliases: [], domains: [] };
    expect(entity('Wer als echter Sparfuchs Zinsen will, schaut genauer hin.', 'f', [fuchs]).count).toBe(0);
    expect(entity('Als Sparfuchs solltet ihr die Gebühren prüfen.', 'f', [fuchs]).count).toBe(0);
    expect(entity('Acme ist günstiger als Sparfuchs.', 'f', [fuchs]).count).toBe(1);
  });

  it('counts a common-word name followed by a model name', () => {
    const funke = { id: 'f', name: 'Funke', aliases: [], domains: [] };
    const text = 'Vom Funke Basic rate ich ab: beim Bohren fliegt gelegentlich ein Funke heraus.';
    const found = entity(text, 'f', [funke]);
    expect(found.count).toBe(1);
    expect(found.sentiment).toBe('negative');
  });

  it('tells a Japanese mimetic word from the brand', () => {
    const koro = { id: 'k', name: 'Korokoro', aliases: ['コロコロ'], domains: [] };
    expect(entity('タイヤがコロコロと軽く回ります。', 'k', [koro]).count).toBe(0);
    expect(entity('コロコロと比べて、Acmeは軽いです。', 'k', [koro]).count).toBe(1);
  });

  it('counts a kanji alias glossed in brackets', () => {
    const nami = { id: 'n', name: 'Nami', aliases: ['波'], domains: [] };
    expect(entity('国内の競合には、波（Nami）があります。', 'n', [nami]).count).toBe(2);
  });
});

describe('untracked brands: fewer things that are not companies (rule 13)', () => {
  it.each([
    ['model codes', 'Acme sells the SC-900 with an IPX4 rating and the BX18 drill.', [globex]],
    ['a plan name', 'Acme has a VAT wizard on the £9 Solo plan.', [globex]],
    ['a plan name (es)', 'Acme es gratuita; la suscripción Premium cuesta 6 € al mes.', [globex]],
    ['a demonym', 'Acme is an Australian insurer with European support.', [globex]],
    ['compass compounds', 'If you roam around South-East Asia, check Acme first.', [globex]],
    ['a site and a place (es)', 'Acme acaba de abrir su primera clínica en Palermo.', [globex]],
    ['French à and a place', 'Acme compte deux espaces, à Belleville et près de la gare.', [globex]],
    ['a branch in brackets', '1. **Acme (Leeds)** – quiet desks.', [globex]],
    ['an abbreviation', 'Acme liefert Rohfutter (BARF) mit Sitz in Hamburg.', [globex]],
    [
      'German possessive and numeral nouns',
      'Prüft, ob euer Arbeitgeber Zuschüsse zahlt; Acme gibt fünf Jahren Garantie.',
      [globex],
    ],
    ['points after emoji', '**Acme**\n- ✅ Clases en directo\n- ❌ Pocas rutinas con pesas', [globex]],
    ['a kind of company alone', 'Guthaben werden laut Bank noch ausgezahlt, sagt Acme.', [globex]],
    [
      'a misspelt tracked name',
      "Le site d'Eclair propose des modèles reconditionnés.",
      [{ id: 'e', name: 'Éclair', aliases: [], domains: [] }],
    ],
  ])('%s', (_what: string, text: string, competitors: EntityInput[]) => {
    expect(untracked(text, competitors)).toEqual([]);
  });

  it('keeps names after verbs of relation, in capitals, as domains or after a site kind', () => {
    expect(untracked('Acme se connecte à Ledgerly mais pas à Paris.')).toEqual(['Ledgerly']);
    expect(untracked('Bei Acme ist die Anbindung an DATEV inklusive.')).toEqual(['DATEV']);
    expect(untracked('Acme schnitt bei Werkzeugtest.ch gut ab, laut dem Forum Bastlerecke.')).toEqual([
      'Werkzeugtest.ch',
      'Bastlerecke',
    ]);
    expect(untracked('On G2, Acme averages 4.7 stars.')).toEqual(['G2']);
  });
});

describe('structure: which list entries are options (rule 10)', () => {
  it('does not pick names in points under Pros/Cons or under a heading naming another entity', () => {
    expect(
      entity('## Inconvénients\n- Interface vieillissante par rapport à Globex ou Acme', 'b').recommended,
    ).toBe(false);
    expect(entity('### Globex\n- cheaper than the new Acme price\n- friendly support', 'b').recommended).toBe(
      false,
    );
  });

  it('picks a bold name opening a paragraph with a dash', () => {
    expect(entity('**Acme Trail** – Preis-Leistungs-Tipp für rund 110 €.', 'b').recommended).toBe(true);
  });

  it('does not pick a name met in passing in an item that is a sentence, or after a label', () => {
    expect(entity('1. Ob du einen Schutzbrief über Acme abgeschlossen hast.', 'b').recommended).toBe(false);
    expect(entity('* **Suivi :** un lien est consultable sur acme.fr/suivi.', 'b').recommended).toBe(false);
    expect(entity('Best by team size:\n- Solo founders: Acme\n- Agencies: Globex', 'b').recommended).toBe(
      true,
    );
  });

  it('lets a warning in words outweigh a table row', () => {
    const text =
      '| Operador | Precio |\n|---|---|\n| Acme | 25 € |\n| Globex | 32 € |\n\nAcme, en cambio, no te lo recomendaría.';
    const found = entity(text, 'b');
    expect(found.recommended).toBe(false);
    expect(found.sentiment).toBe('negative');
  });
});

describe('cues read in context (rules 10 and 11)', () => {
  it.each([
    ['fr', 'Pour un cadeau, je partirais plutôt sur Acme.'],
    ['fr', 'Acme est aussi une option valable sous 30 €.'],
    ['en', "For small groups, Acme's free plan may be enough."],
    ['de', 'Wenn dich der Service stört, würde ich mir Acme anschauen.'],
    ['ja', '予算を上げられるなら、AcmeのMini 2が候補になります。'],
    ['ja', '仕事で使うならAcmeを選ぶのが無難です。'],
  ])('%s picks: %s', (_lang, text) => {
    expect(entity(text, 'b').recommended).toBe(true);
  });

  it.each([
    ['ja', '平日の午後便を選ぶと、Acmeでは料金が1割安くなります。'],
    ['de', 'Ob sich der Wechsel zu Acme lohnt, hängt vom Preis ab.'],
    ['fr', 'Si Acme ne vous convient plus, voici comment je m’y prendrais.'],
  ])('%s does not pick: %s', (_lang, text) => {
    expect(entity(text, 'b').recommended).toBe(false);
  });

  it('counts a kanji name longer than two characters without quotes', () => {
    const sakura = { id: 's', name: '桜運輸', aliases: [], domains: [] };
    expect(entity('桜運輸のように、段ボールを無料で提供する業者も多くあります。', 's', [sakura]).count).toBe(
      1,
    );
  });
});

describe('untracked brands, more cases (rule 13)', () => {
  it.each([
    [
      'an attribute column',
      '| | Acme | Globex |\n|---|---|---|\n| Battery | 30 h | 16 h |\n| Style | RIC | CIC |',
    ],
    ['an elided article', "L'interface d'Acme est claire. L'offre Pro coûte 12 €."],
    ['a French region', 'La sélection d’Acme en Bourgogne est remarquable.'],
    [
      'a description after a dash',
      '1. **Acme** – Ideal si hablas mucho.\n2. **Globex** – Interesante para familias.',
    ],
    ['a pronoun after a comma', "Honestly, I'd go with Acme."],
    ['a product line', 'Su línea Redensify es de las pocas con retinal, dice Acme.'],
    ['a vitamin', 'La niacinamida (vitamina B3) de Acme es suave.'],
    [
      'feature labels',
      'What to check:\n- **Integrations**: email and calendar.\n- **Support**: live chat, says Acme.',
    ],
  ])('%s', (_what, text) => {
    expect(untracked(text)).toEqual([]);
  });

  it('reports websites written in the text, not lookalikes, and katakana written onto a Latin name', () => {
    expect(
      untracked(
        'Compare on vergleich24.de, not on sites like acme-deals.net; see [the list](https://reviews.example.org/x).',
      ),
    ).toEqual(['vergleich24.de']);
    expect(untracked('口コミはGoogleマップでも確認できます。Acmeも人気です。')).toEqual(['Googleマップ']);
  });
});

describe('German names after prepositions (rule 13)', () => {
  it('reports long un-German-looking names after a preposition, not nouns after "mit"', () => {
    expect(untracked('Kunden berichten auf Trustpilot von langen Wartezeiten bei Acme.')).toEqual([
      'Trustpilot',
    ]);
    expect(untracked('Probier den Helm im Laden an, z. B. bei Decathlon oder bei Acme.')).toEqual([
      'Decathlon',
    ]);
    expect(untracked('Acme gilt nur für Kunden mit Wohnsitz in Österreich.')).toEqual([]);
  });
});

describe('options as headings, examples and back references (rule 10)', () => {
  it('reads numbered or blurbed headings that open with a name as listed options', () => {
    const text =
      '## Picks\n### 🥇 **Acme Chef 2** – best value\n- 160 °C\n### 🥈 **Globex Max** – for big families\n- 4.5 L';
    expect(entity(text, 'b').recommended).toBe(true);
    expect(entity(text, 'g').recommended).toBe(true);
    const comparison = '### Acme\n- fast\n### Globex\n- cheap';
    expect(entity(comparison, 'b').recommended).toBe(false);
  });

  it('picks examples given after a condition and an entity a pronoun points back to', () => {
    const text =
      'Si buscas un gimnasio sin permanencia, cadenas como Acme o Globex permiten cancelar online.';
    expect(entity(text, 'b').recommended).toBe(true);
    expect(entity(text, 'g').recommended).toBe(true);
    expect(
      entity('Acme bietet günstige Modelle ab 349 €. Als Übergangslösung ist das eine solide Option.', 'b')
        .recommended,
    ).toBe(true);
  });

  it('reads leaving aside as a warning and an article after a condition', () => {
    expect(entity('Je laisserais de côté le Acme Duo dans votre cas.', 'b').sentiment).toBe('negative');
    expect(
      entity('Si le pain n’est pas votre priorité, le Acme serait à mon avis plus agréable.', 'b')
        .recommended,
    ).toBe(true);
  });

  it('does not read an intro that mentions avoiding fees as a list of things to avoid', () => {
    const text =
      'If you want to avoid cloud fees, these are the ones worth your money:\n1. **Acme Cam**\n2. **Globex Cam**';
    expect(entity(text, 'b').recommended).toBe(true);
  });
});

describe('Japanese structure (rule 10)', () => {
  it('picks each entity of a clause with its own なら condition', () => {
    const text = '結論としては、育てやすさ重視ならAcme、インテリア重視ならGlobexです。';
    expect(entity(text, 'b').recommended).toBe(true);
    expect(entity(text, 'g').recommended).toBe(true);
  });

  it('does not pick an entity after an attribute label, but does after a need label', () => {
    expect(entity('* **申し込み方法**：acme.io/supportのフォームから申し込みます', 'b').recommended).toBe(
      false,
    );
    expect(entity('チーム規模別のおすすめ：\n- 一人起業家：Acme\n- 10〜50人：Globex', 'b').recommended).toBe(
      true,
    );
  });
});

describe('German appositions and compounds (rules 6 and 7)', () => {
  it('counts a name after a kind noun and an article', () => {
    const alpen = { id: 'a', name: 'Alpenrund', aliases: [], domains: [] };
    expect(entity('Der Versicherer Alpenrund empfiehlt, Fotos aufzubewahren.', 'a', [alpen]).count).toBe(1);
    const kommode = { id: 'k', name: 'Kommode', aliases: [], domains: [] };
    const text = 'Vom Marktplatz Kommode würde ich eher die Finger lassen. Kommoden aus Eiche sind teuer.';
    const found = entity(text, 'k', [kommode]);
    expect(found.count).toBe(1);
    expect(found.sentiment).toBe('negative');
  });

  it('does not count the word as the head of a compound when the answer uses it as a word', () => {
    const kommode = { id: 'k', name: 'Kommode', aliases: [], domains: [] };
    const text = 'Für eine Schlafzimmer-Kommode lohnt sich Acme. Kommoden aus Eiche sind teuer.';
    expect(entity(text, 'k', [kommode]).count).toBe(0);
  });
});
