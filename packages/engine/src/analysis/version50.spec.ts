/**
 * Analyzer version 50: overviews of prices or terms in more shapes (an opening on "Richtwerte", "en
 * général", a sum, the Spanish "cancelar"; an intro in a paragraph's last sentence; a plain-text line
 * over a list; entries mostly under a heading of rules), openings and intros on "a few" of a kind as
 * options, "…, take Acme." as a pick, and names that are a place, a person, another business or a
 * word in a phrase. The answers below are written for these tests, not taken from the eval corpus;
 * the tracked brands are invented.
 */
import { countIn, harborAnd, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 50 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(50);
});

describe('overviews of prices and terms suggest nobody', () => {
  it('reads a German price table after "Als grobe Richtwerte gelten …" as facts', () => {
    const text =
      'Die Kosten einer Haushaltsauflösung werden nach Volumen berechnet. Als grobe Richtwerte gelten 30–50 € pro m³.\n\n## Preise einzelner Anbieter\n\n| Anbieter | Preis pro m³ |\n|---|---|\n| Harbor | ab 40 € |\n| Quill | ab 35 € |\n| Lumo | ab 45 € |';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads a French table after "coûte en général" as facts', () => {
    const text =
      "Un ravalement de façade à Nantes coûte en général entre 40 et 100 € le m², selon l'état du mur.\n\n## Tarifs annoncés par quelques entreprises\n\n| Entreprise | Prix |\n|---|---|\n| Harbor | 45 €/m² |\n| Quill | 60 €/m² |";
    expect(recommendedIn(text)).toEqual([false, false, null]);
  });

  it('reads the entries after "… vary. Common terms include:" as facts', () => {
    const text =
      'Most Denver storage companies waive the first month, but move-out fees vary. Common terms include:\n\n* Harbor charges no move-out fee after 3 months.\n* Quill keeps a $25 deposit.\n* Lumo refunds unused days within 10 days.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads items under a plain-text line "How individual gyms handle it" as facts', () => {
    const text =
      'Most gyms in Austin ask for a photo ID when you sign up.\n\nHow individual gyms handle it\n- Harbor scans your ID at the front desk.\n- Quill charges a $10 card fee.\n- Lumo checks ID on the first visit only.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads how apps handle taxes as facts', () => {
    const text =
      'Most freelancers should set aside 25% to 30% of their income for taxes.\n\n**How invoicing apps handle it**\n* Quill estimates quarterly payments with the safe harbor method.\n* Lumo does not calculate estimated taxes.';
    expect(recommendedIn(text)).toEqual([null, false, false]);
  });

  it('reads a Spanish price table followed by "## Dónde comparar" as facts', () => {
    const text =
      'El precio de una poda en Valencia depende del tamaño del árbol.\n\n| Empresa | Precio |\n|---|---|\n| Harbor | 80 € |\n| Quill | 95 € |\n\n## Dónde comparar\nLas reseñas en Google ayudan, pero conviene ver el trabajo.';
    expect(recommendedIn(text)).toEqual([false, false, null]);
  });

  it('reads entries mostly under a heading of rules (規定) as facts', () => {
    const text =
      '名入れ商品は、彫刻が始まった後の返品はできないのが一般的です。\n\n**ショップごとの規定**\n* Harbor：彫刻前ならキャンセル可能。\n* Quill：注文確定後のキャンセルは不可。\n* Lumo：到着後に彫り直しに応じる。\n\n**よくある誤解**\n* Harborの電子印鑑は、ダウンロード後の返品はできません。';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads how a Spanish subscription is cancelled ("cómo se cancela") as terms', () => {
    const text =
      'Casi todas las apps de recetas funcionan con suscripción, y cómo se cancela depende de dónde te suscribiste:\n\n**Si te suscribiste en la web**\n- Harbor permite cancelar desde el perfil.\n- Quill renueva automáticamente el plan anual.\n- Lumo no tiene suscripción.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });
});

describe('options and picks', () => {
  it('reads "Voici quelques clubs où le réserver :" after a typical price as options', () => {
    const text =
      'Un baptême de plongée à Marseille coûte en général entre 50 et 90 €. Voici quelques clubs où le réserver :\n\n| Club | Prix |\n|---|---|\n| Harbor | 60 € |\n| Quill | 80 € |';
    expect(recommendedIn(text)).toEqual([true, true, null]);
  });

  it('reads an opening on several providers with a typical price as options', () => {
    const text =
      'Several Austin gyms offer day passes, usually for $10–$20.\n\n- **Harbor:** day pass for $15.\n- **Quill:** day pass for $12, towel included.';
    expect(recommendedIn(text)).toEqual([true, true, null]);
  });

  it('reads "**If US taxes are the priority, take Quill.**" as a pick', () => {
    const text =
      '**If US taxes are the priority, take Quill.** Quill sets money aside for taxes from each payment.';
    expect(rulesIn(text).Quill).toEqual({ recommended: true, sentiment: 'positive' });
  });
});

describe('German names', () => {
  const horizont = harborAnd('Horizont');

  it('counts a noun name opening a sentence before a verb in -t, not after an article', () => {
    expect(
      countIn('Horizont setzt für Gastfamilien eine Untergrenze von 11 Jahren.', 'Horizont', horizont),
    ).toBe(1);
    expect(countIn('Der Horizont ist an der Küste weit.', 'Horizont', horizont)).toBe(0);
  });

  it('counts a genitive with no article ("Schäfers Team")', () => {
    const context = harborAnd('Schäfer Entrümpelungen', ['Schäfer']);
    expect(
      countIn('Schäfers Team kommt kostenlos zur Besichtigung.', 'Schäfer Entrümpelungen', context),
    ).toBe(1);
  });

  it('counts a label among labels of names, one a coined compound ("**Wortwerk Kids:**")', () => {
    const text =
      '**Empfehlenswerte Alternativen**\n- **Brückner Reisen:** Ein Betreuer auf zwölf Jugendliche.\n- **Wortwerk Kids:** Unterkunft auf dem Campus.\n- **Horizont:** Kleinere Gruppen mit deutschem Betreuer.';
    expect(countIn(text, 'Horizont', horizont)).toBe(1);
  });
});

describe('what is not the entity', () => {
  it('skips places', () => {
    expect(
      countIn(
        'Crews work from Rainier Avenue South to Beacon Hill.',
        'Rainier Gutters',
        harborAnd('Rainier Gutters', ['Rainier']),
      ),
    ).toBe(0);
    const kitahama = harborAnd('サイクル北浜', ['北浜']);
    expect(countIn('北浜や本町方面へ通勤する方なら便利です。', 'サイクル北浜', kitahama)).toBe(0);
    expect(countIn('| サイクル北浜（北浜） | 1,500円 |', 'サイクル北浜', kitahama)).toBe(1);
    expect(
      countIn(
        'El antiguo cauce del río Turia tiene carril bici.',
        'Jardines Turia',
        harborAnd('Jardines Turia', ['Turia']),
      ),
    ).toBe(0);
  });

  it('skips people', () => {
    expect(
      countIn(
        "I'd start by asking Ms. Brooks which app she uses.",
        'Brooks Ledger',
        harborAnd('Brooks Ledger', ['Brooks']),
      ),
    ).toBe(0);
    const hortensia = harborAnd('Jardinería Hortensia', ['Hortensia']);
    expect(
      countIn(
        'La paisajista Hortensia Soler recomienda empezar con lechugas.',
        'Jardinería Hortensia',
        hortensia,
      ),
    ).toBe(0);
  });

  it('skips other businesses named with it', () => {
    expect(
      countIn(
        'In der Tierklinik Lindner kostet eine Kreuzband-OP rund 2.000 €.',
        'Lindner Tierversicherung',
        harborAnd('Lindner Tierversicherung', ['Lindner']),
      ),
    ).toBe(0);
    expect(
      countIn(
        "Des associations, comme l'atelier Rayon Vert à Lyon, revendent des vélos.",
        'Rayon',
        harborAnd('Rayon'),
      ),
    ).toBe(0);
    expect(
      countIn(
        "In the app store, don't mix it up with the Brooks Running app.",
        'Brooks Ledger',
        harborAnd('Brooks Ledger', ['Brooks']),
      ),
    ).toBe(0);
    expect(
      countIn(
        'Tenants of a firm such as Keystone Property Management may have to call the office.',
        'Keystone Locksmith',
        harborAnd('Keystone Locksmith', ['Keystone']),
      ),
    ).toBe(0);
  });

  it('skips a lower-case name written capitalised in a sentence or joined by a hyphen', () => {
    expect(
      countIn(
        'Für einen jungen Labrador wie Kuno würde ich eine Vollversicherung nehmen.',
        'kuno',
        harborAnd('kuno'),
      ),
    ).toBe(0);
    expect(
      countIn('店名は、認印を英語で説明するmitome-inという言葉に由来します。', 'mitome', harborAnd('mitome')),
    ).toBe(0);
    expect(countIn('Reporting is basic: no profit-margin reports.', 'Margin', harborAnd('Margin'))).toBe(0);
  });

  it('skips a word quoted in a phrase or as an example, and a label on its kinds', () => {
    const pedal = harborAnd('ペダル');
    expect(countIn('「ペダルを踏む力が伝わる姿勢」を重視しています。', 'ペダル', pedal)).toBe(0);
    expect(countIn('- **ペダルの種類**：通勤ならフラットで十分です。', 'ペダル', pedal)).toBe(0);
    expect(
      countIn(
        '「山田」のような見本ではなく自分の名前で確認できます。',
        '山田印房',
        harborAnd('山田印房', ['山田']),
      ),
    ).toBe(0);
  });
});
