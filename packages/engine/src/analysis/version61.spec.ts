/**
 * Analyzer version 61: guarantees and warranties are terms of a fact overview, "Raten" (instalments)
 * no pick, a closing "moins cher qu'…" no ranking; Japanese options introduced by "代表的なものを紹介し
 * ます", data headings ("…に見る傾向"), the reader's current app ("今の…"), "…のほうが" comparisons and
 * everyday katakana words (テトラ系) and company suffixes (水産); "nicht raten" warns; "eine der
 * bekanntesten" is no praise; two bold names under a need heading, "Dann ist **X** interessant",
 * "often recommended for …" and "par rapport à l'offre de X". The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import type { AnalysisContext } from './types';
import { countIn, KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const TETRA: AnalysisContext = {
  brand: { name: 'Keynova', aliases: [], domains: [] },
  competitors: [{ name: 'Tetora.jp', aliases: ['テトラ', 'Tetora'], domains: ['tetora.jp'] }],
};

it('is version 61 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(61);
});

describe('fact overviews', () => {
  it('reads stores’ guarantees that "differ a lot" as an overview of terms, not picks', () => {
    const text =
      'Livestock guarantees at local stores differ a lot. Here is what the main stores state publicly:\n\n**In-store guarantees**\n- **Keynova**: freshwater fish are covered for 7 days as store credit.\n- **Pianello**: a 48-hour guarantee on fish, none on corals.\n- **Tonwerk**: no written guarantee; losses are handled case by case.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads "Gewährleistung … regeln die Betriebe unterschiedlich" with "in zwei Raten fällig" as an overview', () => {
    const text =
      'Bei Fliesenarbeiten gelten die gesetzlichen Gewährleistungsfristen; Anzahlung und Stornierung regeln die Betriebe in ihren AGB unterschiedlich.\n\n**Anzahlung**\n* Keynova verlangt laut AGB 30 % bei Materialbestellung.\n* Bei Pianello wird der Festpreis in zwei Raten fällig: 50 % vorab, 50 % nach Fertigstellung.\n\n**Stornierung**\n* Tonwerk berechnet bei einer Absage pauschal 15 % des Auftragswerts.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('still reads "Wir raten zu Keynova" as a pick', () => {
    expect(recommendedIn('Für ein kleines Bad raten wir zu Keynova.', KEYNOVA)[0]).toBe(true);
  });

  it('lets a closing note compare costs ("coûte moins cher qu’une remise en état") in a price overview', () => {
    const text =
      "L'accord d'un piano coûte en général entre 80 et 140 €. Les tarifs varient selon l'état de l'instrument.\n\n| Prestataire | Piano droit | Piano à queue |\n|---|---|---|\n| Keynova | 95 € | 135 € |\n| Pianello | 90 € | 140 € |\n| Tonwerk | 85 € | 125 € |\n\n## À savoir\n\nUn entretien régulier coûte au final moins cher qu'une remise en état après des années d'abandon.";
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });
});

describe('Japanese', () => {
  it('reads bold-name sections after "代表的なものを紹介します。" as options even where the choice depends', () => {
    const text =
      '管理アプリは大きく三つの型に分かれます。目的に合わせて選べるよう、代表的なものを紹介します。使い方によって向いているアプリが違うと指摘されています。\n\n**Keynova**\n写真付きで作業の履歴を残せる記録アプリです。\n\n**Pianello**\n試験紙の写真から水質を読み取る機能が特徴です。\n\n**Tonwerk**\n利用者同士で助言をもらえるSNSです。';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, true]);
  });

  it('reads items under "…のデータに見る傾向" as points, not options', () => {
    const text =
      '水換えは1〜2週間に1回が一般的な目安です。\n\n**管理アプリのデータに見る傾向**\n* 記録アプリのKeynovaが公開している集計では、水換え間隔の中央値は9日でした。\n* Pianelloのデフォルトのリマインダーは7日です。';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
  });

  it('does not pick the reader’s current app ("今のKeynovaと並行して使ってみてから決める")', () => {
    const text =
      '数値管理を重視するならPianello、作業記録を残したいならTonwerkが向いています。どちらも無料で始められるので、今のKeynovaとしばらく並行して使ってみてから決めるのも一つの方法です。';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, true, true]);
  });

  it('picks only the one before "のほうが" in "Xのような…は楽しいものの、…ではYのほうが向いています"', () => {
    const text =
      'PianelloのようなSNS型サービスは、他の人の水槽を見て回るには楽しいものの、記録と通知という目的ではKeynovaのほうが向いています。';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, false, null]);
  });

  it('does not count テトラ in "テトラ系の魚" (the fish) or "テトラ水産" (another company)', () => {
    const text =
      'Tetora.jpは魚種ごとのコミュニティが活発です。生体の通販サイト（テトラ水産など）の入荷情報も流れてきます。小型のテトラ系の魚が中心の水槽であれば困ることは少ないです。';
    expect(countIn(text, 'Tetora.jp', TETRA)).toBe(1);
  });
});

describe('picks and warnings', () => {
  it('reads "Zu Keynova würde ich dir als Einsteiger allerdings nicht raten" as a warning', () => {
    const text =
      'Zu Keynova würde ich dir als Einsteiger allerdings nicht raten: Die App wird kaum noch aktualisiert.';
    expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'negative' });
  });

  it('reads "eine der bekanntesten Plattformen" as a fact, not praise', () => {
    const text =
      '**Keynova** ist eine der bekanntesten Plattformen für Skitouren. Ob sie für Sie passt, hängt davon ab, wie Sie planen.';
    expect(recommendedIn(text, KEYNOVA)[0]).toBe(false);
  });

  it('lists both bold names opening sentences under "Was ich stattdessen empfehlen würde"', () => {
    const text =
      'Von Tonwerk würde ich eher abraten.\n\n**Was ich stattdessen empfehlen würde**\n\nFür Stuttgart-Süd bieten sich zwei Meisterbetriebe an. **Keynova** aus dem Westen kommt vorab zur Besichtigung. **Pianello** aus Vaihingen ist etwas teurer, übernimmt aber das ganze Bad.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, false]);
  });

  it('reads "Dann ist **Keynova** interessant" under a need heading as its option', () => {
    const text =
      'Welcher Betrieb passt, hängt von Ihrer Ausgangslage ab:\n\n### Wenn Sie einen Festpreis und schnelle Termine brauchen\nDann ist **Keynova** interessant: Über das Online-Formular erhalten Sie ein verbindliches Angebot, und die Teams sind oft innerhalb von drei Wochen verfügbar. Für Sonderlösungen ist das Modell weniger flexibel.\n\n### Wenn es sich um einen Altbau handelt\nHier ist **Pianello** zu empfehlen.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
  });

  it('does not pick an app "often recommended for iPhone users" in an aside', () => {
    const text = 'Keynova, often recommended for iPhone users, has no Android version yet.';
    expect(recommendedIn(text, KEYNOVA)[0]).toBe(false);
  });

  it('does not pick the one compared against in "Par rapport à l’offre de Keynova, ces alternatives …"', () => {
    const text =
      "Par rapport à l'offre de Keynova, ces alternatives sont un peu plus chères, mais elles vous permettent de choisir votre accordeur.";
    expect(recommendedIn(text, KEYNOVA)[0]).toBe(false);
  });
});
