/**
 * Analyzer version 9: "go elsewhere" warnings ("there are better options", "mieux vaut privilégier
 * un autre …"), negation in Japanese praise and criticism ("問題ない"), more cues of suggesting and
 * of advising against, and fewer false picks (an existential clause's own options, names after
 * "ahead of options like", "Was für X spricht" points). Sentences are written for these tests, not
 * taken from the eval corpus.
 */
import { analyzeText, type EntityInput } from './text-api';
import { ANALYSIS_VERSION } from './types';

const acme = { id: 'b', name: 'Acme', aliases: [], domains: [] };
const globex = { id: 'g', name: 'Globex', aliases: [], domains: [] };
const initech = { id: 'i', name: 'Initech', aliases: [], domains: [] };
const verdict = (text: string, id: string, competitors: EntityInput[] = [globex, initech]) => {
  const e = analyzeText({ text }, { brand: acme, competitors }).entities[id];
  if (!e) throw new Error(`no entity ${id}`);
  return [e.recommended, e.sentiment];
};
const untracked = (text: string) =>
  analyzeText({ text }, { brand: acme, competitors: [globex] }).untrackedBrands;
/** How often the one tracked brand `name` is counted. */
const count = (name: string, text: string) =>
  analyzeText({ text }, { brand: { id: 'b', name, aliases: [], domains: [] }, competitors: [] }).entities.b
    ?.count;

it('is analysis version 9 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(9);
});

describe('go-elsewhere warnings', () => {
  it('warn about the name before them and suggest the names right after them', () => {
    const en =
      'Acme is fine for a first lesson, but there are better options such as Globex for real progress.';
    expect(verdict(en, 'b')).toEqual([false, 'negative']);
    expect(verdict(en, 'g')).toEqual([true, 'positive']);
    const es = 'Acme tiene buen ambiente, pero si quieres aprender, hay opciones mejores en la misma calle.';
    expect(verdict(es, 'b')).toEqual([false, 'negative']);
    const de = 'Acme ist günstig, aber für Firmen gibt es bessere Anbieter wie Initech.';
    expect(verdict(de, 'b')).toEqual([false, 'negative']);
    expect(verdict(de, 'i')).toEqual([true, 'positive']);
    expect(verdict('Acmeは安いですが、長く使うなら他の会社を検討してください。', 'b')).toEqual([
      false,
      'negative',
    ]);
  });

  it('in a verdict line naming nobody, are a warning about the answer’s topic', () => {
    const fr =
      'Acme est une boutique en ligne de thés rares.\n\nLes livraisons arrivent souvent en retard.\n\nEn résumé, si les délais comptent, mieux vaut privilégier une autre boutique.';
    expect(verdict(fr, 'b')).toEqual([false, 'negative']);
  });

  it('undo a verdict line’s pick of its first name', () => {
    const text =
      '**Bottom line:** Acme does tidy work, but consider a studio with a better track record for deadlines.';
    expect(verdict(text, 'b')).toEqual([false, 'negative']);
  });
});

describe('Japanese negated praise and criticism', () => {
  it('reads 問題ない as no problem and 便利ではない as no praise', () => {
    expect(verdict('通勤が短いなら、Acmeを選んで問題ないでしょう。', 'b')).toEqual([true, 'positive']);
    expect(verdict('Acmeの予約画面は便利ではないという声があり、トラブルも報告されています。', 'b')).toEqual([
      false,
      'negative',
    ]);
  });
});

describe('more cues', () => {
  it('of suggesting, in four languages', () => {
    expect(verdict('Pour les encres, allez chez Acme, qui fait une remise aux élèves.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Pour un devis rapide, je vous orienterais d’abord vers Acme.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Dans ce cas, une plateforme certifiante comme Acme est plus adaptée.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Wer viel unterwegs ist, ist mit Acme besser bedient.', 'b')).toEqual([true, 'positive']);
    expect(verdict('Für alte Uhren würde ich mich an Acme in Bremen wenden.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Para lesiones de rodilla, la clínica con mejores valoraciones es Acme.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Sí, para un cambio de pila, Acme es una opción práctica.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('For quick repairs, Acme is a handy option.', 'b')).toEqual([true, 'positive']);
    expect(verdict('Raumwerk ist teuer. Acme ist die pragmatische Alternative.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('費用を抑えたい場合は、同じ地域のAcmeも選択肢になります。', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('初めてなら、浅草のAcmeがいいと思います。', 'b')).toEqual([true, 'positive']);
  });

  it('of advising against', () => {
    expect(verdict('Acme synchronisiert über US-Server und ist für Firmendaten ungeeignet.', 'b')).toEqual([
      false,
      'negative',
    ]);
    expect(verdict('Given the reliability reports, Acme is harder to recommend.', 'b')).toEqual([
      false,
      'negative',
    ]);
    expect(verdict('Acme no encaja aquí: cada semana viene una persona distinta.', 'b')).toEqual([
      false,
      'negative',
    ]);
    expect(verdict('Con Acme no me la jugaría: las sesiones son muy cortas.', 'b')).toEqual([
      false,
      'negative',
    ]);
    expect(verdict("For a nervous beginner, I wouldn't start with Acme.", 'b')).toEqual([false, 'negative']);
    expect(verdict('Acmeは目の疲れを減らしたいという目的には合わないでしょう。', 'b')).toEqual([
      false,
      'negative',
    ]);
  });
});

describe('fewer false picks', () => {
  it('leaves out a name before a clause that brings in options of its own', () => {
    const text =
      'If Acme is fully booked for your dates, there are several other studios in town worth a look.';
    expect(verdict(text, 'b')[0]).toBe(false);
  });

  it('demotes names after "ahead of options like" and after "moving off"', () => {
    const es = 'En los foros, Globex aparece como recomendación, por delante de opciones como Acme.';
    expect(verdict(es, 'b')[0]).toBe(false);
    expect(verdict(es, 'g')).toEqual([true, 'positive']);
    const en =
      "If you're moving off Acme after its price rise, the alternatives recommended most are Globex and Initech.";
    expect(verdict(en, 'b')[0]).toBe(false);
  });

  it('reads "Was für Acme spricht" as points about Acme, not an option', () => {
    const text =
      '**Was für Acme spricht:** langlebige Fenster, eigene Montageteams.\n\n**Was für Globex spricht:** günstiger.';
    expect(verdict(text, 'b')[0]).toBe(false);
    expect(verdict(text, 'g')[0]).toBe(false);
  });
});

describe('untracked brands', () => {
  it('keep a capitalised French article inside a sentence as part of the name', () => {
    expect(untracked('Si Vague Douce vous paraît cher, comparez avec Le Radeau Bleu et Globex.')).toContain(
      'Le Radeau Bleu',
    );
  });

  it('drop places named after a kind of place', () => {
    expect(
      untracked(
        'Le bar est dans le quartier de la Pierre-Haute, près du causse Noirval, et Globex livre là-bas.',
      ),
    ).toEqual([]);
    expect(untracked('The shop is in the village of Upper Thornby; Globex delivers there too.')).toEqual([]);
    expect(untracked('La tienda está en el barrio de Sanjuanillo y Globex reparte allí.')).toEqual([]);
  });

  it('drop German compounds of listed nouns, unless a name’s context says otherwise', () => {
    expect(untracked('Man zahlt mit Kreditkarte, laut Preisliste ab 20 € pro Raummeter bei Globex.')).toEqual(
      [],
    );
    expect(untracked('Globex verkauft das Futter, und bei Tierplanet gibt es es auch.')).toEqual([
      'Tierplanet',
    ]);
    expect(untracked('Acme, Globex und Gartenpost liefern alle.')).toEqual(['Gartenpost']);
  });

  it('drop elided pronouns before a verb and certification marks', () => {
    expect(untracked("C'est simple. J'ai testé Globex, certifié Qualiopi et Qualibat.")).toEqual([]);
  });

  it('drop English prepositions and -ing forms or comparatives of dictionary words', () => {
    expect(untracked('Since Trevlo raised prices, Globex is the cheaper pick.')).toEqual(['Trevlo']);
    expect(untracked('Globex is fine. Hosting takes a minute. Pricier plans add storage.')).toEqual([]);
  });
});

describe('German nouns as tracked names (rule 7)', () => {
  it('are the word after a determiner or an article and an inflected adjective', () => {
    expect(
      count('Lichtblick', 'Lichtblick liefert schnell. Ein kleiner Lichtblick: die Preise sinken.'),
    ).toBe(1);
    expect(
      count(
        'Lichtblick',
        'Lichtblick ist neu. An jedem Lichtblick merkt man es, mit hellem Lichtblick auch.',
      ),
    ).toBe(1);
  });

  it('are the brand after "vor allem", "unter anderem" and a relative pronoun', () => {
    expect(count('Lichtblick', 'Empfohlen wird vor allem Lichtblick, unter anderem Lichtblick Plus.')).toBe(
      2,
    );
    expect(count('Lichtblick', 'Die Kunden, mit denen Lichtblick arbeitet, sind zufrieden.')).toBe(1);
  });
});

describe('more verdicts', () => {
  it('reads "start with" / "empieza con" and "yo miraría" as picks, and a recommendation label as a verdict line', () => {
    expect(verdict('Si nunca has bailado, empieza con Acme, porque corrigen en directo.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Si quieres algo sencillo, yo miraría Acme: cubre lo esencial.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('**My recommendation:** Acme, for its fixed prices.', 'b')).toEqual([true, 'positive']);
  });

  it('reads worsening as criticism', () => {
    expect(verdict('Las opiniones sobre Acme han empeorado en el último año.', 'b')).toEqual([
      false,
      'negative',
    ]);
    expect(verdict('Since the takeover, Acme support has worsened.', 'b')).toEqual([false, 'negative']);
  });

  it('does not give the praise of alternatives to the entity they replace', () => {
    expect(verdict('Si Acme no tiene plazas en tus fechas, estas son buenas alternativas:', 'b')).toEqual([
      false,
      'neutral',
    ]);
  });

  it('reads a warning in a heading naming one entity, and 併用 as a suggestion', () => {
    expect(verdict('**Acmeは今回は不向き**\n\n修理の実績が少ないためです。', 'b')).toEqual([
      false,
      'negative',
    ]);
    expect(verdict('面接対策が欲しければ、Acmeを併用するのが現実的です。', 'b')).toEqual([true, 'positive']);
  });
});

describe('references and reservations', () => {
  it('reads "à titre de comparaison" / "for comparison" as a reference point, not praise', () => {
    expect(
      verdict("À titre de comparaison, l'atelier Acme pratique des tarifs deux fois plus élevés.", 'b'),
    ).toEqual([false, 'neutral']);
    expect(verdict('For comparison, Acme offers a great but pricier plan.', 'b')).toEqual([false, 'neutral']);
  });

  it('reads reservations and "not the one I would keep" as advice against', () => {
    expect(
      verdict('Je serais plus réservé sur Acme en ce moment : la liste d’attente est longue.', 'b'),
    ).toEqual([false, 'negative']);
    expect(
      verdict("Acme a une belle réputation, mais ce n'est pas le cabinet que je retiendrais.", 'b'),
    ).toEqual([false, 'negative']);
  });

  it('does not read advice the entity gives as praise of it', () => {
    expect(verdict('Acme recommends an eye test every two years for adults.', 'b')).toEqual([
      false,
      'neutral',
    ]);
  });
});

describe('mentions', () => {
  it('count a French name with its article in lower case or contracted (du, au, des, aux)', () => {
    expect(
      count('Le Panier Vert', 'Optez pour le Panier Vert. Les colis du Panier Vert arrivent le mardi.'),
    ).toBe(2);
    expect(count('Le Panier Vert', 'Un panier vert suffit. Les produits sont frais.')).toBe(0);
  });

  it('do not count a place named after a kind of place or before a landmark word', () => {
    expect(
      count(
        'Harwick',
        'Harwick tunes organs. Its workshop is in the village of Harwick near the Harwick Canal.',
      ),
    ).toBe(1);
    expect(count('Almena', 'Almena fabrica azulejos en el municipio de Almena.')).toBe(1);
  });
});

describe('option structures', () => {
  it('reads name headings under an intro or heading that presents recommended options', () => {
    const text =
      '## Clínicas recomendadas en Valencia\n\nEstas son algunas de las mejor valoradas:\n\n### Acme\n* Implantes.\n\n### Globex\n* Ortodoncia.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
    expect(verdict(text, 'g')).toEqual([true, 'positive']);
  });

  it('reads the name opening the sentence after an item head that is a question', () => {
    const text =
      '## Which one fits you?\n- **Mostly client work?** Globex will suit your workflow better.\n- **Dev-heavy?** Initech fits.';
    expect(verdict(text, 'g')).toEqual([true, 'positive']);
  });

  it('reads a need heading that opens with an emoji', () => {
    const text =
      '### 💶 Si vous voulez payer le moins possible\n**Acme** propose le groupage : la facture baisse.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
  });

  it('reads a long Japanese intro naming costs as an intro of options, not of prices', () => {
    const text =
      '**費用の安さで選ばれている主な業者**\n- **Acme**：拠点が多い。\n- **Globex**：ミニ便がある。';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
  });

  it('counts a name written with its capitals after a verb, and reads "se distingue" as praise that suggests', () => {
    const studio = { id: 's', name: 'Studio Sprint', aliases: ['Sprint'], domains: [] };
    expect(verdict('I think Studio Sprint is the better fit for you.', 's', [studio])).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Acme se distingue par son prix et sa simplicité.', 'b')).toEqual([true, 'positive']);
  });
});

describe('examples and comparisons', () => {
  it('reads a name given "for example" after advice to the reader as a suggestion', () => {
    const text =
      'Mi sugerencia sería pedir un segundo presupuesto. Acme, por ejemplo, cobra por fases sin préstamo.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
    expect(verdict('Acme, por ejemplo, recomienda fregar con agua tibia.', 'b')[0]).toBe(false);
  });

  it('reads "una alternativa moins chère" and "tiene sentido mirar" as suggestions', () => {
    expect(verdict('Acme peut constituer une alternative moins chère pour un studio.', 'b')).toEqual([
      true,
      'positive',
    ]);
    expect(verdict('Si vives de alquiler, tiene sentido mirar **Acme**.', 'b')).toEqual([true, 'positive']);
  });

  it('demotes the name in "parecido al de Acme"', () => {
    expect(
      verdict('En resumen: para un formato parecido al de Acme, Globex es la opción más citada.', 'b')[0],
    ).toBe(false);
  });
});

describe('after the blind heldout17 run', () => {
  it('reads a linked name heading a numbered heading as an option', () => {
    const text =
      'Estas son las opciones:\n\n### 1. **Globex** – centro\n- Amplio.\n\n### 2. **[Acme](https://acme.es/valencia)** – varias sedes\n- Barato.';
    expect(verdict(text, 'b')).toEqual([true, 'positive']);
  });

  it('reads "die naheliegenden Kandidaten" and "le programme le plus structuré" as picks', () => {
    expect(
      verdict('Wenn Bargeld wichtig ist, sind Acme und Globex die naheliegenden Kandidaten.', 'b'),
    ).toEqual([true, 'positive']);
    expect(verdict('Parmi les plateformes, Acme propose le programme le plus structuré.', 'b')).toEqual([
      true,
      'positive',
    ]);
  });

  it('reads "difficile à recommander" as advice against, and a possessive after a label as a point', () => {
    expect(verdict('Au vu de ces retours, Acme est difficile à recommander.', 'b')).toEqual([
      false,
      'negative',
    ]);
    expect(verdict("- Coverage check: Acme's eligibility tool asks for your plan name.", 'b')[0]).toBe(false);
  });
});

describe('more untracked brands', () => {
  it('keep a capitalised "The" inside an English sentence', () => {
    expect(untracked('Globex is listed on The Wedding Bells as well.')).toContain('The Wedding Bells');
  });

  it('report a financial institution with its kind, and well-known Japanese services', () => {
    expect(untracked('Globexのほか、PayPay銀行や楽天証券も候補です。')).toEqual(['PayPay銀行', '楽天証券']);
    expect(untracked('Globexのレシピはクックパッドでも見られます。')).toEqual(['クックパッド']);
  });

  it('find Japanese names enumerated before a kind of business or the site a listing is on', () => {
    expect(untracked('Globexのほか、トヨタミやカーポートなどの全国チェーンも便利です。')).toEqual([
      'トヨタミ',
      'カーポート',
    ]);
    expect(untracked('Globexの在庫は、クルマナビにも掲載されています。')).toEqual(['クルマナビ']);
  });
});

describe('after the blind heldout18 run', () => {
  it('does not pick the entity a heading names as the thing replaced', () => {
    expect(verdict('## Good Alternatives to Acme\n\nGlobex is cheaper.', 'b')[0]).toBe(false);
  });

  it('does not pick the entity before "here are some apps worth trying" or "try these"', () => {
    expect(
      verdict("If Acme's lessons stopped working for you, here are some apps worth trying:", 'b')[0],
    ).toBe(false);
    expect(verdict('If Acme is too expensive, try these.', 'b')[0]).toBe(false);
  });

  it('reads bold-name paragraphs as a comparison when the choice depends on the reader', () => {
    const text =
      'Which one suits you depends largely on your level.\n\n**Acme** is built around short lessons.\n\n**Globex** focuses on audio stories.';
    expect(verdict(text, 'b')[0]).toBe(false);
    expect(verdict(text, 'g')[0]).toBe(false);
  });
});
