/**
 * Analyzer version 58: a katakana word after an everyday kanji word ("電動ロクロ") is the word, "rules"
 * ("Regelungen") make an overview of terms, "not the pick for …" is a scope rather than a warning, a
 * possessive after a label is a point about the entity, "prise de rendez-vous chez" is a noun, a cue
 * whose choice "depends on how you'd use it" picks nobody, the entity a heading names is not the
 * alternative after a warning under it, and "Was beim Wechsel wichtig ist" heads points. The answers
 * below are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, KEYNOVA, recommendedIn, sentimentIn } from './__fixtures__/entities';
import type { AnalysisContext } from './types';
import { ANALYSIS_VERSION } from './types';

it('is version 58 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(58);
});

describe('Japanese everyday words', () => {
  const rokuro: AnalysisContext = {
    brand: { name: 'ロクロ', aliases: ['陶芸教室ロクロ'], domains: [] },
    competitors: [{ name: 'ツチ', aliases: [], domains: [] }],
  };

  it('reads "電動ロクロで" and a table header "電動ロクロ" as the potter\'s wheel', () => {
    const text =
      '陶芸体験の料金は、手びねりで1回3,000円、電動ロクロで5,000円程度が相場です。\n\n| 教室 | 手びねり | 電動ロクロ |\n|---|---|---|\n| ロクロ（香林坊） | 3,800円 | 5,500円 |';
    expect(countIn(text, 'ロクロ', rokuro)).toBe(1);
  });
});

describe('overviews and points', () => {
  it('reads a list of rental terms after "Typische Regelungen der Anbieter im Überblick:" as facts', () => {
    const text =
      'Bei Mietgeigen unterscheiden sich die Bedingungen vor allem bei Laufzeit und Kündigung. Typische Regelungen der Anbieter im Überblick:\n\n**Mindestlaufzeit und Kündigung**\n* **Keynova:** Mindestmietdauer 6 Monate, danach monatlich kündbar.\n* **Pianello:** Keine Mindestlaufzeit, Kündigung jederzeit zum Monatsende.\n* **Tonwerk:** Mindestlaufzeit 3 Monate.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, false]);
  });

  it('reads "- Installers differ a little: Keynova\'s help center, for example, …" as a point', () => {
    const text =
      "Here are the usual waiting times.\n\n**What changes these times**\n- Cold rooms can double the cure time.\n- Installers differ a little: Keynova's online help center, for example, tells customers to stay off new floors for 24 hours.";
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });

  it('still reads "- **If you need accountability:** Keynova\'s challenges …" as a pick', () => {
    const text =
      "Which one fits depends on your habits.\n\n- **If you need outside accountability:** Keynova's party challenges let friends see whether you checked in.";
    expect(recommendedIn(text, KEYNOVA)[0]).toBe(true);
  });

  it('reads items under "**Was beim Wechsel wichtig ist**" as points', () => {
    const text =
      'Keynova ist vor allem in Hotels verbreitet. Wer eine modernere App sucht, findet Alternativen:\n\n**1. Pianello**\nSehr einfache App mit Fokus auf Schichttausch.\n\n**Was beim Wechsel wichtig ist**\n- Keynova ist jährlich kündbar, mit drei Monaten Frist zum Vertragsende.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, true, null]);
  });
});

describe('picks and warnings', () => {
  it('reads "not the pick for a full remodel" in a ranked entry as a scope, not a warning', () => {
    const text =
      'The best installers for a bathroom:\n\n1. **Pianello** — Best overall.\n2. **Keynova** — Best for budget refreshes; good for regrouting and small repairs, not the pick for a full gut remodel.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, null]);
    expect(sentimentIn(text, KEYNOVA)[0]).toBe('positive');
  });

  it('reads "la prise de rendez-vous chez le coiffeur" as a noun, not a pick', () => {
    const text =
      '**Keynova** est une application gratuite de prise de rendez-vous chez le coiffeur, disponible sur smartphone. Voici ses avantages et ses inconvénients.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });

  it('still reads "rendez-vous chez Keynova" as a pick', () => {
    expect(recommendedIn('Pour une coupe rapide, rendez-vous chez Keynova.', KEYNOVA)[0]).toBe(true);
  });

  it('reads "Keynova can be worth it, but it really depends on how you\'d use it" as no pick', () => {
    const text =
      "Keynova can be worth it, but it really depends on how you'd use it. Its barcode scanner is quick.";
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, null, null]);
  });

  it('reads the entity a "**Warum nicht …?**" heading names as no alternative after the warning under it', () => {
    const text =
      'Für eure Größe würde ich **Pianello** nehmen.\n\n**Warum nicht Keynova?**\n\nDavon würde ich euch eher abraten. Das Tool ist auf Hotels ausgelegt. Bei Keynova zahlt ihr für Funktionen, die ein Café nie braucht.';
    expect(recommendedIn(text, KEYNOVA)).toEqual([false, true, null]);
  });
});
