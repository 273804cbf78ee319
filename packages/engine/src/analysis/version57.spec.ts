/**
 * Analyzer version 57: words that read as picks only in some uses ("considera", "nehmen", "try"),
 * an intro of points against one entity, checklists and "Other points of interest" as headings of
 * points, a need heading about costs in Japanese, a superlative of change, a verdict that leaves the
 * choice to the reader, "places" as options, and the usted-form "puede" as no advice to the reader.
 * The answers below are written for these tests, not taken from the eval corpus; the tracked brands
 * are invented.
 */
import { KEYNOVA, recommendedIn, sentimentIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 57 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(57);
});

describe('cue words in other uses', () => {
  it('reads "Pianello las considera productos …" as what a shop does, not a pick', () => {
    const text =
      'Las condiciones varían entre tiendas, pero todas parten del derecho de desistimiento de 14 días.\n\n## Devoluciones\n- **Productos cerrados:** Keynova amplía el plazo a 30 días.\n- **Dietas veterinarias:** Pianello las considera productos bajo prescripción y no admite su devolución.\n- **Coste de la devolución:** en Tonwerk lo paga el cliente.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('still reads "también considera Pianello si …" as a pick', () => {
    const text =
      'Para empezar, Keynova es correcta; también considera Pianello si quieres clases en directo.';
    expect(recommendedIn(text, KEYNOVA)[1]).toBe(true);
  });

  it('reads "als grobe Orientierung nehmen sollte: Keynova …" as no pick', () => {
    const text =
      'Die Anbieter nennen Nutzerzahlen, die man höchstens als grobe Orientierung nehmen sollte: Keynova spricht von über 3.000 Vereinen, Pianello von rund 5.000 Vereinen.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
  });

  it('still reads "Ich würde Tonwerk nehmen" as a pick', () => {
    expect(recommendedIn('Für kleine Vereine würde ich Tonwerk nehmen.', KEYNOVA)[2]).toBe(true);
  });

  it('reads "the Mini tier lets you try the service" as what a plan allows, not a pick', () => {
    const text =
      '**Keynova** and **Pianello** are both monthly boxes.\n\n## Keynova\n\n**Pros**\n- The Keynova Mini tier ($18/month) lets you try the service without paying for the full box.\n\n**Cons**\n- Limited variety if you do not use fountain pens.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
  });

  it('reads "Am stärksten verändert hat sich …: … von Keynova …" as what changed most, not praise', () => {
    const text =
      'Am stärksten verändert hat sich die Arbeit der Kassenwarte: Laut einer Befragung von Keynova erledigen sie den Beitragseinzug heute in unter einer Stunde.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });
});

describe('points, not options', () => {
  it('reads labelled items after "several things work against it:" as points against the entity', () => {
    const text =
      'Short answer: probably not for 300 guests. Keynova is a small design studio. For a wedding your size, several things work against it:\n\n- **Team size:** Keynova typically staffs a wedding with one lead and one assistant.\n- **No full-service tier:** Their top package is partial planning.\n\n**Better fits for a large wedding**\n\n1. **Pianello** – Regularly handles 250–400 guests.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, true, null]);
    expect(sentimentIn(text, KEYNOVA)[0]).toBe('negative');
  });

  it('reads items under "### Other Points of Interest" as points', () => {
    const text =
      'Stationery boxes are a small niche.\n\n### Other Points of Interest\n\n* Keynova takes its name from its founder, a former bookbinder.\n* Large marketplaces also sell one-off bundles.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });

  it('reads labelled items under "**Les points à vérifier dans le contrat**" as points', () => {
    const text =
      "En cas d'annulation, tout dépend du contrat signé.\n\n**Les points à vérifier dans le contrat**\n* **Report de date :** Keynova autorise un report gratuit si la nouvelle date est fixée dans les 18 mois.\n* **Force majeure :** une catastrophe naturelle peut libérer les deux parties.";
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });

  it('reads "**費用を抑えたいなら**" as a need heading over its pick, not a price heading', () => {
    const text =
      '目的別に選ぶと、次のようになります。\n\n**子猫には**\n\n* **Keynova**：成長期向けのレシピがあります。\n\n**費用を抑えたいなら**\n\n* **Pianello**：ドライフードが中心で、費用を比較的安く抑えられます。';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
  });

  it('reads a sentence item under "**Other places to look**" as an option, possessive and all', () => {
    const text =
      "Here's how the shops compare.\n\n**Other places to look**\n* Keynova's stores in Leeds and Bristol let you play before you buy; their online range is smaller.";
    expect(recommendedIn(text, KEYNOVA)[0]).toBe(true);
  });
});

describe('verdicts and examples', () => {
  it('reads "En definitiva, Keynova …, pero …; que te compense o no dependerá de …" as no pick', () => {
    const text =
      'Keynova es una tienda online de piensos.\n\nEn definitiva, Keynova tiene ventajas claras en transparencia y servicio, pero también un precio superior; que te compense o no dependerá de lo que necesite tu mascota.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });

  it('reads "la pastelería puede …. Keynova, por ejemplo, pide un 30 %" as a fact, not advice', () => {
    const text =
      '## 1. La señal\n- Si cancelas tú, la pastelería puede quedarse con la señal. Keynova, por ejemplo, pide un 30 % y solo lo devuelve si avisas con 72 horas.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });

  it('reads "tools that work well for small businesses:" as options, not a price overview', () => {
    const text =
      'Here is a side-by-side look at tools that work well for small businesses (prices can change):\n\n| Tool | Starting price | Free plan |\n|---|---|---|\n| Keynova | $15/month | No |\n| Pianello | $12/month | Yes |\n| Tonwerk | $8/month | Yes |';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, true]);
  });
});
