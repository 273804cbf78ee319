/**
 * Analyzer version 62: "## What local companies list" and "## Exemples de prestataires" over prices,
 * privacy policies and "有料版を検討したいケース" keep a fact overview; "How apps report their own
 * performance" and an intro on figures the providers publish head points; "top-suggestion" is no cue;
 * "n'est pas l'option que je vous conseillerais", "Not ideal for the trail: X" and "**Una app que no te
 * recomendaría**" warn; "plus courts que X" compares against X; "一番町" is a place; "besser hörbar
 * wird" is the word. The answers below are written for these tests, not taken from the eval corpus;
 * the tracked brands are invented.
 */
import { countIn, KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import type { AnalysisContext } from './types';
import { ANALYSIS_VERSION } from './types';

const LOWER: AnalysisContext = {
  brand: { name: 'Keynova', aliases: [], domains: [] },
  competitors: [{ name: 'hörbar', aliases: [], domains: [] }],
};

it('is version 62 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(62);
});

describe('fact overviews', () => {
  it('reads "## What local companies list" over a price table as facts', () => {
    const text =
      'Chimney sweeping typically costs $180–$350 for one flue.\n\n## What local companies list\n\n| Company | Sweep | Notes |\n|---|---|---|\n| Keynova | $229 | Prices posted online |\n| Pianello | $199 | Online booking |\n| Tonwerk | $179 | Extra flue $89 |';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads "## Exemples de prestataires" over a price table as facts', () => {
    const text =
      "Le prix d'un ramonage dépend surtout du type d'appareil ; les tarifs se situent entre 55 € et 120 €.\n\n## Exemples de prestataires\n\n| Prestataire | Poêle à bois | Déplacement |\n|---|---|---|\n| Keynova | 75 € | inclus |\n| Pianello | 69 € | 10 € |\n| Tonwerk | 65 € | inclus |";
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads an overview of privacy policies ("regeln die Datenschutzerklärungen") as facts', () => {
    const text =
      'Die meisten Apps laden dein Foto auf einen Server hoch. Wie lange, regeln die Datenschutzerklärungen. Hier die wichtigsten Punkte:\n\n### Fotos\n- **Keynova:** Fotos werden 30 Tage gespeichert.\n- **Pianello:** Bilder werden anonymisiert in der EU gespeichert.\n- **Tonwerk:** Fotos bleiben auf dem Gerät.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('keeps a price overview with a heading "有料版を検討したいケース"', () => {
    const text =
      '読書記録アプリの有料プランは月額300〜500円前後が相場です。\n\n| アプリ | 月額 |\n|---|---|\n| Keynova | 480円 |\n| Pianello | 300円 |\n| Tonwerk | 400円 |\n\n**有料版を検討したいケース**\n* 数年分の記録を別のアプリに移す可能性がある場合';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });
});

describe('points, not options', () => {
  it('reads items under "How apps report their own performance" as points', () => {
    const text =
      'Bird song apps are generally accurate for common species.\n\n**How apps report their own performance**\n* Pianello publishes per-species confidence thresholds.\n* Keynova reports accuracy per region on its website.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
  });

  it('reads items after "…publient leurs propres chiffres, …:" as claims', () => {
    const text =
      'Le taux de réussite national tourne autour de 55 %. Les plateformes de révision publient leurs propres chiffres, qui ne sont pas directement comparables :\n\n- Keynova indique que ses utilisateurs réussissent à 78 %.\n- Pianello avance un taux de 82 %.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
  });

  it('does not read "top-suggestion accuracy" as a suggestion', () => {
    expect(recommendedIn("Keynova's benchmark claims 92% top-suggestion accuracy.", KEYNOVA)[0]).toBe(false);
  });

  it('does not read "一番町" (a district) in a price table as "the most"', () => {
    const text =
      '仙台市内の眼鏡店では、一式価格はおよそ1万円〜6万円が目安です。\n\n| 店舗 | 一式の最低価格 |\n|---|---|\n| Keynova（一番町） | 29,000円 |\n| Pianello（長町） | 12,800円 |\n| Tonwerk（駅東口） | 33,000円 |';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });
});

describe('warnings', () => {
  it('reads "X n\'est pas l\'option que je vous conseillerais" as a warning', () => {
    const text = "D'après les avis récents, **Keynova** n'est pas l'option que je vous conseillerais.";
    expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
  });

  it('reads "### Not ideal for the trail: X" as a warning', () => {
    const text =
      "It depends on where you'll use it:\n\n### Not ideal for the trail: Keynova\nKeynova relies on uploads, so without a connection you can't get an ID at all.";
    expect(rulesIn(text, KEYNOVA).Keynova?.recommended).toBe(false);
  });

  it('reads the item under "**Una app que no te recomendaría para empezar**" as warned about', () => {
    const text =
      'La opción más recomendable es **Pianello**.\n\n**Una app que no te recomendaría para empezar**\n* **Keynova:** está pensada para huertos comunitarios y resulta confusa.';
    expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
  });

  it('lists the need item "Ramonix propose … des délais plus courts que X" without X', () => {
    const text =
      'Les alternatives à privilégier :\n\n* **Si vous tenez à réserver en ligne :** Pianello propose un suivi par SMS et des délais plus courts que Keynova.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, true, null]);
  });
});

it('does not count a lower-case name used as the adjective "besser hörbar wird"', () => {
  const text = 'Ob Sprache besser hörbar wird, testest du im Alltag. Auch bei hörbar gibt es Probetragen.';
  expect(countIn(text, 'hörbar', LOWER)).toBe(1);
});
