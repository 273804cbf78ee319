/**
 * Analyzer version 54: options announced by a colon intro over bold headings with paragraphs, the
 * two sides of a comparison, "moins cher" as no criticism, terms "the services publish", picks per
 * need ("**Para la mesa, Acme.**", "Si je devais trancher"), and names that are another business, a
 * park, a street, a person or a place. The answers below are written for these tests, not taken from
 * the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, countIn, harborAnd, recommendedIn, sentimentIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 54 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(54);
});

describe('options and picks', () => {
  it('reads bold headings after "Hier einige Optionen, ohne feste Reihenfolge:" as options, paragraphs between them', () => {
    const text =
      'Für Studierende passen vor allem Anbieter ohne Grundgebühr. Hier einige Optionen, ohne feste Reihenfolge:\n\n**Harbor Carsharing**\nDer Anbieter ist rund um den Campus unterwegs. Viele Nutzer loben die E-Autos, bemängeln aber, dass abends kaum Fahrzeuge stehen.\n\n**Quill**\nGünstige Kleinwagen, abgerechnet pro Minute.';
    const context = {
      brand: { name: 'Harbor', aliases: ['Harbor Carsharing'], domains: [] },
      competitors: [{ name: 'Quill', aliases: [], domains: [] }],
    };
    expect(recommendedIn(text, context)).toEqual([true, true]);
  });

  it('reads the bold-name paragraphs of an answer opening on "both" as a comparison', () => {
    const text =
      "They're both established businesses, but they're built for different jobs.\n\n**Keynova** focuses on home pianos. A standard tuning is $145.\n\n**Pianello** is primarily a restoration shop. Their standard tuning is $185.\n\n**For your situation**\nA home upright needs regular tuning rather than restoration, so Keynova is the better fit.";
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, false, null]);
  });

  it('picks the name closing "**Para la mesa de diseño, Pianello.**"', () => {
    const text =
      '**Si necesitas que alguien recoja el sofá, usa Keynova.** Es la opción más cómoda para piezas voluminosas.\n\n**Para la mesa de diseño, Pianello.** Está orientada a piezas de autor y su público paga más.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
  });

  it('picks both names after "Si je devais trancher :"', () => {
    const text =
      "Les deux sont de bonnes adresses.\n\nSi je devais trancher : Keynova pour la coupe de référence tous les deux mois, et Pianello pour les bains d'entretien entre-temps.";
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
  });
});

describe('facts, not criticism or options', () => {
  it('reads "deux fois moins cher" as a price compared, not criticism', () => {
    const text =
      "Les grilles des salons distinguent la « coupe complète » et le « bain d'entretien » : chez Quill, par exemple, le second coûte environ deux fois moins cher que la première.";
    expect(sentimentIn(text)).toEqual([null, 'neutral', null]);
  });

  it('reads policies after "Here is what the main services publish:" as facts', () => {
    const text =
      "Policies differ quite a bit between tuners, especially on short-notice cancellations. Here is what the main services publish:\n\n**Cancellation and rescheduling**\n- **Harbor:** Free cancellation up to 24 hours before; later cancellations cost $35.\n- **Quill:** Asks for 48 hours' notice; below that a $40 fee applies.\n- **Lumo:** No fee for a first late cancellation.";
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads a label over a German genitive ("**Daten mitnehmen:** Quills Export") as a point, not an option', () => {
    const text =
      'Wenn dir Quill zu teuer wird, gibt es Alternativen.\n\n**Daten mitnehmen:** Quills Export findest du unter Einstellungen → Konto → CSV-Export.';
    expect(recommendedIn(text)).toEqual([null, false, null]);
  });
});

describe('names that are not the entity', () => {
  it('does not count "Krämer Tierbedarf", another business', () => {
    const context = harborAnd('Hundesalon Krämer', ['Krämer']);
    const text = 'Bürsten und Shampoo bekommst du günstig bei Krämer Tierbedarf in Feuerbach.';
    expect(countIn(text, 'Hundesalon Krämer', context)).toBe(0);
  });

  it('does not count "der Hansa-Park", a park named after the word', () => {
    const context = harborAnd('Hansa Drive', ['Hansa']);
    const text =
      'Bei der Suche tauchen übrigens auch der Hansa-Park in Sierksdorf auf. Hansa Drive arbeitet stationsbasiert.';
    expect(countIn(text, 'Hansa Drive', context)).toBe(1);
  });

  it('does not count "boulevard Berthier", a street', () => {
    const context = harborAnd('Berthier Outdoor', ['Berthier']);
    const text = 'La plateforme est domiciliée boulevard Berthier, à Paris.';
    expect(countIn(text, 'Berthier Outdoor', context)).toBe(0);
  });

  it('does not count a surname after given names ("Jean-Joseph-Louis Graslin")', () => {
    const context = harborAnd('Maison Graslin', ['Graslin']);
    const text =
      "Son nom vient de la place voisine, baptisée d'après Jean-Joseph-Louis Graslin, financier du XVIIIe siècle. Maison Graslin reste le choix le plus sûr.";
    expect(countIn(text, 'Maison Graslin', context)).toBe(1);
  });

  it('does not count "Gobi travel" for the alias "Gobi Travel" of "GOBI"', () => {
    const context = harborAnd('GOBI', ['Gobi Travel']);
    const text = 'GOBI lists domestic flights. Gobi travel in July and August costs more.';
    expect(countIn(text, 'GOBI', context)).toBe(1);
  });

  it('counts a kanji name picked for a need ("…なら小春、") and not one quoted as what a month is called', () => {
    const context = harborAnd('小春', ['トリミングサロン小春']);
    expect(
      countIn(
        '仕上がり重視ならHarbor、愛犬の負担を減らしたいなら小春、送迎が必要ならほかの店がおすすめです。',
        '小春',
        context,
      ),
    ).toBe(1);
    expect(countIn('陰暦の10月を「小春」と呼ぶように、晩秋には穏やかな日があります。', '小春', context)).toBe(
      0,
    );
  });
});
