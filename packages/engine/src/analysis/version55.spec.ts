/**
 * Analyzer version 55: more overviews of prices, terms and facts (price examples, AGB and liability,
 * "Condiciones de …", facts "im Überblick", a Japanese disclaimer), "Wie die Anbieter es regeln" as a
 * heading of points, suppositions that judge nothing, and names after "would be", on a road or after
 * a verb's clause in Japanese. The answers below are written for these tests, not taken from the eval
 * corpus; the tracked brands are invented.
 */
import { KEYNOVA, countIn, harborAnd, recommendedIn, sentimentIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 55 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(55);
});

describe('overviews suggest nobody', () => {
  it('reads a table under "## Preisbeispiele Berliner Kurierdienste" as facts', () => {
    const text =
      'Ein Fahrradkurier kostet in Berlin für eine Standardfahrt meist zwischen 9 und 18 Euro netto.\n\n## Preisbeispiele Berliner Kurierdienste\n\n| Anbieter | Standardfahrt | Express |\n|---|---|---|\n| Keynova | 12,50 € | 19,00 € |\n| Pianello | 9,90 € | 16,90 € |\n| Tonwerk | 11,00 € | 18,50 € |';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('still reads "**Preisbeispiele seriöser Anbieter:**" as options', () => {
    const text =
      'Ein Schlüsseldienst kostet tagsüber meist 70 bis 130 €.\n\n**Preisbeispiele seriöser Anbieter:**\n* **Keynova:** Türöffnung ab 79 € inkl. Anfahrt.\n* **Pianello:** Festpreis 89 € tagsüber.\n* **Tonwerk:** 95 € tagsüber, 165 € nachts.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, true]);
  });

  it('reads liability terms under "## Wie die Anbieter es regeln" as facts', () => {
    const text =
      'Die Haftung von Kurieren richtet sich nach dem HGB. Die Anbieter regeln die Einzelheiten in ihren AGB, und die unterscheiden sich teils deutlich.\n\n## Wie die Anbieter es regeln\n\n- Keynova haftet laut AGB bis 1.000 Euro pro Sendung.\n- Pianello begrenzt die Haftung auf den gesetzlichen Rahmen.\n- Tonwerk haftet bis 5.000 Euro, verlangt aber eine Wertangabe.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads "## Serverstandorte im Überblick" after "Die meisten … Unterschiede gibt es …" as facts, not "**Angebote im Überblick:**"', () => {
    const facts =
      'Die meisten Familienkalender-Apps speichern ihre Daten in der EU; Unterschiede gibt es vor allem bei Subdienstleistern.\n\n## Serverstandorte im Überblick\n\n| App | Serverstandort | Werbung |\n|---|---|---|\n| Keynova | Nürnberg | ja |\n| Pianello | Irland | nein |\n| Tonwerk | Frankfurt am Main | nein |';
    expect(recommendedIn(facts, KEYNOVA)).toEqual([false, false, false]);
    const offers =
      'In Leipzig bieten mehrere Tanzschulen Kurse für Kinder an, meist als Kindertanz.\n\n**Angebote im Überblick:**\n* **Keynova:** Kinderballett ab 4 Jahren.\n* **Pianello:** Hip-Hop für 6- bis 10-Jährige.\n* **Tonwerk:** Eltern-Kind-Tanzen am Samstag.';
    expect(recommendedIn(offers, KEYNOVA)).toEqual([true, true, true]);
  });

  it('reads a Japanese price table with "特定の宿をおすすめするものではありません" as facts', () => {
    const text =
      '京都のゲストハウスは、ドミトリーなら1泊3,000〜5,000円程度が目安です。\n\n### 主なゲストハウスの料金例\n\n| 宿 | ドミトリー | 個室 |\n|---|---|---|\n| Keynova | 4,500円 | 11,000円 |\n| Pianello | 3,800円 | 9,500円 |\n| Tonwerk | ― | 10,500円 |\n\nこの表は相場をつかむための目安で、特定の宿をおすすめするものではありません。';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads entries under "**Condiciones de algunas lavanderías**" as facts', () => {
    const text =
      'Si una lavadora estropea tu ropa, quién responde depende de si el daño se debe a una avería o a un uso incorrecto.\n\n**Condiciones de algunas lavanderías**\n* **Keynova:** cubre los daños por avería hasta 150 € si se avisa el mismo día.\n* **Pianello:** limita su responsabilidad a devolver el importe del lavado.\n* **Tonwerk:** el reembolso se hace como saldo, no en efectivo.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });
});

describe('suppositions and names', () => {
  it('reads "Wenn dir Pianello … zu teuer geworden ist, gibt es …" as no criticism', () => {
    const text =
      'Wenn dir Pianello nach der Preiserhöhung zu teuer geworden ist, gibt es in Berlin mehrere Kuriere mit ähnlichem Angebot.';
    expect(sentimentIn(text, KEYNOVA)).toEqual([null, 'neutral', null]);
  });

  it('counts a word-like name after "would be"', () => {
    const context = harborAnd('Sprout', ['Sprout ID']);
    expect(countIn('If I had to pick one app for a beginner, it would be Sprout.', 'Sprout', context)).toBe(
      1,
    );
  });

  it('does not count "Shepherd Drive" in English, but counts "Kilomo Drive" in French', () => {
    expect(
      countIn(
        'Its location is no longer only on Shepherd Drive.',
        'Shepherd Auto Spa',
        harborAnd('Shepherd Auto Spa', ['Shepherd']),
      ),
    ).toBe(0);
    expect(
      countIn(
        'Son offre Kilomo Drive ajuste la prime aux kilomètres parcourus.',
        'Kilomo',
        harborAnd('Kilomo', ['Kilomo Assurances']),
      ),
    ).toBe(1);
  });

  it('does not count a kanji name after a verb clause describing it ("中庭に面した縁側で")', () => {
    const context = harborAnd('縁側', ['ゲストハウス縁側']);
    const text =
      '**3. ゲストハウス縁側**\n中庭に面した縁側でお茶を飲みながらのんびりできます。静かに過ごしたいなら縁側がおすすめです。';
    expect(countIn(text, '縁側', context)).toBe(2);
  });
});
