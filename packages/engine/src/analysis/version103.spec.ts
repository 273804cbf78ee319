/**
 * Analyzer version 103: more forms of a pick ("Si je devais n'en retenir qu'un", a summary of needs met
 * "chez" each option, a conditional pick after a short piece of advice and its colon, "peut servir de
 * solution de dépannage", "empezaría en"); the one a reader liked or compares with is no pick ("what you
 * liked at X", "was du an X magst", "Xのスタイルよりも"), nor the one in the condition ("Si X est complet,
 * …"); a heading asking whom an app suits states no need; "Inconvenientes" heads points; options "of a
 * comparable level" are options; "issues de", "失敗しにくい" are no criticism; Japanese names joined by
 * "や" share a pick or a comparison; "Glide for 2 seconds", "Juan Crisóstomo de Arriaga" are no
 * mentions, "**Filo Pro:**" is one. The answers below are written for these tests, not taken from the
 * eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 103 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(103);
});

describe('picks', () => {
  it('reads "Si je devais n\'en retenir qu\'un" as a pick', () => {
    const text = "Si je devais n'en retenir qu'un pour une barbe longue, ce serait **Keynova**.";
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true, sentiment: 'positive' });
  });

  it('picks every option of a summary of needs met "chez" each', () => {
    const text =
      "Voici une sélection.\n\nEn résumé : rituel à l'ancienne chez Keynova, dégradé rapide chez Pianello et petit budget chez Tonwerk.";
    expect(rulesIn(text, KEYNOVA)).toMatchObject({
      Keynova: { recommended: true },
      Pianello: { recommended: true },
      Tonwerk: { recommended: true },
    });
  });

  it('reads a condition, a short piece of advice and its colon, then the name as a conditional pick', () => {
    const text =
      'Si solo va a patinar algún fin de semana, no hace falta pagar: **Pianello** es gratuita y le sirve para apuntar sesiones.';
    expect(rulesIn(text, KEYNOVA).Pianello).toMatchObject({ recommended: true });
    // (Not a statement after a need: "Pour les satellites, c'est plus délicat : Pianello télécharge …".)
    const statement =
      "Pour les satellites, c'est plus délicat : Pianello télécharge les données chaque jour.";
    expect(rulesIn(statement, KEYNOVA).Pianello).toMatchObject({ recommended: false });
  });

  it('picks the fallback after a condition on another option, not the one in the condition', () => {
    for (const text of [
      'Si Keynova est complet, Pianello peut servir de solution de dépannage pour un simple entretien.',
      'If Keynova is fully booked, Pianello can serve as a backup for a simple trim.',
    ])
      expect(rulesIn(text, KEYNOVA)).toMatchObject({
        Keynova: { recommended: false },
        Pianello: { recommended: true },
      });
  });

  it('reads "empezaría en X" as a pick', () => {
    const text = 'Para tu perfil, empezaría en Keynova: el curso de cuatro semanas te da una base técnica.';
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: true });
  });

  it('picks Japanese names joined by "や" after a condition, and demotes names joined before a comparison', () => {
    const picked =
      'sanpatsuは便利ですが、通い続ける店を決めるならKeynovaやPianelloのように公式窓口で予約できる店を選ぶほうが安心です。';
    expect(rulesIn(picked, KEYNOVA)).toMatchObject({
      Keynova: { recommended: true },
      Pianello: { recommended: true },
    });
    const compared =
      '価格の目安として、同じ機種ならKeynovaやPianelloでの販売価格より5千円ほど高いのが一般的です。';
    expect(rulesIn(compared, KEYNOVA)).toMatchObject({
      Keynova: { recommended: false },
      Pianello: { recommended: false },
    });
  });
});

describe('no picks', () => {
  it('does not pick the option the reader liked, in English and German', () => {
    const en =
      'If you want the experience closest to what you liked at Keynova, start with Pianello; for speed, Tonwerk is the easiest option.';
    expect(rulesIn(en, KEYNOVA).Keynova).toMatchObject({ recommended: false });
    const de =
      'Wenn dir Keynova zu teuer ist, gibt es ein paar gute Alternativen – je nachdem, was du an Keynovas Konzept magst:\n\n### 1. Pianello – für Familien\n- Familienabo\n\n**Kurz gesagt:** Für Familien ist Pianello die naheliegendste Alternative. Wenn dir an Keynova vor allem die Videoanalyse gefällt, findest du bei den kostenlosen Alternativen nichts Gleichwertiges.';
    expect(rulesIn(de, KEYNOVA)).toMatchObject({
      Keynova: { recommended: false, sentiment: 'neutral' },
      Pianello: { recommended: true },
    });
  });

  it('does not pick a Japanese name compared with ("Xのクラシックなスタイルよりも"), nor one in "…を選ぶときは"', () => {
    const compared =
      '**1. Pianello（大名）**\n技術はトップクラスで、Keynovaのクラシックなスタイルよりも今っぽい仕上がりが好きな人に向いています。';
    expect(rulesIn(compared, KEYNOVA).Keynova).toMatchObject({ recommended: false });
    const choosing =
      '乗り換え先を選ぶときは、今Keynovaで一番よく使っている機能が何かを基準にすると失敗しにくいと思います。';
    expect(rulesIn(choosing, KEYNOVA).Keynova).toMatchObject({ recommended: false, sentiment: 'neutral' });
  });

  it('reads a heading asking whom an app suits as no need, and "Inconvenientes" as a heading of points', () => {
    const forWhom =
      '## Keynova: Vor- und Nachteile\n\n### Für wen ist die App gedacht?\nKeynovas Zielgruppe sind vor allem Freizeitläufer und Familien.';
    expect(rulesIn(forWhom, KEYNOVA).Keynova).toMatchObject({ recommended: false });
    const drawbacks =
      'Te resumo ventajas e inconvenientes.\n\n**Inconvenientes**\n- El sensor cuesta unos 149 €.\n- Keynova no enseña técnica: mide, pero no explica qué corregir.';
    expect(rulesIn(drawbacks, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  });
});

describe('lists and sentiment', () => {
  it('reads options "of a comparable level" as options, and prices of comparable apps as reference points', () => {
    const options =
      'Keynova est très demandée. Voici quelques alternatives avec un niveau de service comparable :\n\n- **Pianello** (Chartrons) – Même esprit : serviette chaude.\n- **Tonwerk** (Saint-Pierre) – Plus moderne.';
    expect(rulesIn(options, KEYNOVA)).toMatchObject({
      Pianello: { recommended: true },
      Tonwerk: { recommended: true },
    });
    const prices =
      'Pour situer ce prix, voici les tarifs annuels de quelques applications comparables :\n\n- **Pianello** : 59,99 €\n- **Tonwerk** : 49,99 €';
    expect(rulesIn(prices, KEYNOVA)).toMatchObject({
      Pianello: { recommended: false },
      Tonwerk: { recommended: false },
    });
  });

  it('reads "issues de" (coming from) as no criticism', () => {
    const text =
      "Les données publiées par Keynova, issues de plus de 40 000 vidéos, indiquent une hauteur moyenne d'environ 50 cm.";
    expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ sentiment: 'neutral' });
  });
});

describe('names that are words or people', () => {
  it('does not count an English imperative opening a step ("Glide for 2–3 seconds", "Glide across")', () => {
    const context = harborAnd('Glide', ['Glide app']);
    const text =
      'The Glide app has a beginner path.\n\n5. **Hold, then switch.** Glide for 2–3 seconds, put the foot down.\n* Glide across the width of the rink.';
    expect(countIn(text, 'Glide', context)).toBe(1);
  });

  it('does not count a surname after given names and a particle ("Juan Crisóstomo de Arriaga")', () => {
    const context = harborAnd('Barbería Arriaga', ['Arriaga']);
    const text =
      'Barbería Arriaga está junto al teatro que lleva el nombre del compositor bilbaíno Juan Crisóstomo de Arriaga.';
    expect(countIn(text, 'Barbería Arriaga', context)).toBe(1);
  });

  it('counts a label naming a model of the brand among labels of words ("**Filo Pro:**")', () => {
    const context = harborAnd('Filo', ['Filo Skate']);
    const text =
      '**Por qué Filo**\n- **Progresión:** la app marca sobre qué filo de la cuchilla estás patinando.\n- **Filo Pro:** la suscripción avanzada añade revisiones.\n- **Precio:** 9,99 € al mes.';
    expect(countIn(text, 'Filo', context)).toBe(2);
  });
});
