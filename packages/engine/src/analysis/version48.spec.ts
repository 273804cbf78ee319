/**
 * Analyzer version 48: overviews of terms that suggest nothing (typical terms, cancellation rules in
 * Japanese, paragraphs led by a bold name, an intro of the entries about conditions, a ranking word about
 * something else), picks in a ranked heading, after a need ("For a grand …, Acme …") or "la plataforma que
 * mejor encaja … es", warnings ("a risky choice"), the entity one replaces ("if you chose Acme"), no
 * winner ("Ninguna de las dos es claramente mejor"), and names that are not the entity (a saint, a
 * German participle's noun, another company after "Rien à voir … avec" or before "精工"). The answers
 * below are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, expectBalanced, harborAnd, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 48 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(48);
});

describe('overviews of terms suggest nobody', () => {
  it('reads "Typical terms from common providers:" as facts', () => {
    const text =
      'Whether you can leave early depends on your plan. Monthly plans can usually be ended at any time.\n\nTypical terms from common providers:\n- Harbor: month-to-month; data export for 30 days after you leave.\n- Quill: a 12-month contract that renews unless ended 30 days before.\n- Lumo: annual billing, refundable pro rata within 60 days.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads a Japanese overview of cancellation rules as facts', () => {
    const text =
      '多くの教室は予約制で、キャンセルの扱いは教室ごとに異なります。一般的には前日までに連絡すればキャンセル料はかかりません。\n\n**教室の例**\n- Harborは前日18時までWebで変更できます。\n- Quillは当日キャンセルでレッスン料の50%がかかります。\n- Lumoは予約不要で、電話で空きを確認します。';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads paragraphs led by a bold name as entries of a terms overview', () => {
    const text =
      'Las plataformas aplican políticas de cancelación distintas, y casi todas cobran la clase si se cancela tarde.\n\n**Harbor:** permite cancelar sin coste hasta 24 horas antes.\n\n**Quill:** el plazo de cancelación gratuita es de 12 horas.\n\n**Lumo:** cada profesor fija su propia política, entre 6 y 48 horas.';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('reads an intro about conditions right before the entries, after an opening about something else', () => {
    const text =
      "À Lyon, un déménagement demande souvent une autorisation de stationnement, à demander dix jours avant.\n\n**Annulation**\nLes acomptes versés sont des arrhes. Les conditions varient selon les contrats :\n- Harbor : report gratuit jusqu'à 15 jours avant.\n- Quill : remboursement intégral jusqu'à 7 jours avant.\n- Lumo : arrhes de 20 % non remboursables.";
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });

  it('does not take a ranking word in a list item about something else for a selection', () => {
    const text =
      'Moving a piano in Denver typically costs $250 to $700 for an upright.\n\n## What drives the price\n\n- **Size:** spinets are the cheapest to move; a concert grand needs a larger crew.\n- **Stairs:** most companies add $50 per flight.\n\n## Published rates\n\n| Company | Upright | Grand |\n|---|---|---|\n| Harbor | $295 | $595 |\n| Quill | $325 | $650 |\n| Lumo | $310 | $620 |';
    expect(recommendedIn(text)).toEqual([false, false, false]);
  });
});

describe('picks and warnings', () => {
  it('reads the entities of ranked headings ("## 1位：…", "## 2位：…") as listed', () => {
    const text =
      '札幌で相談しやすい病院をランキングにしました。\n\n## 1位：Harbor（中央区）\n- 院内にCTがある\n\n## 2位：Quill（北区）\n- 手術の実績が豊富\n\n## 3位：Lumo（中央区）\n- 往診に対応している';
    expect(recommendedIn(text)).toEqual([true, true, true]);
  });

  it('reads "For <a need>, Acme …" in a list as a pick, but not "For a local reference point, …"', () => {
    const text =
      'Which mover fits depends on the job:\n- For a grand or a restored antique, Quill focuses on grands and includes full coverage.\n- For a small upright going up one flight, Lumo is often the cheapest option.';
    expect(recommendedIn(text)).toEqual([null, true, true]);
    const reference =
      'Roof prices vary. For a local reference point, Harbor lists a starting price of about $6 per square foot on its pricing page.';
    expect(recommendedIn(reference)[0]).toBe(false);
  });

  it('reads "la plataforma que mejor encaja … es Quill" as a pick', () => {
    const text =
      'Para preparar la selectividad, la plataforma que mejor encaja según las valoraciones recientes es **Quill**, sobre todo por su programa específico.';
    expect(rulesIn(text).Quill?.recommended).toBe(true);
  });

  it('reads "Why Acme is a risky choice" as a warning', () => {
    const text =
      'Short answer: for a grand piano, probably not.\n\n### Why Quill is a risky choice for a grand\n\n* **No dedicated crews:** you will not know in advance who comes.';
    expect(rulesIn(text).Quill).toEqual({ recommended: false, sentiment: 'negative' });
  });

  it('reads the entity after "if you chose" as the one replaced, not the closest match', () => {
    const text = '**1. Quill**\nThe closest match if you chose Harbor for its experience with grands.';
    expect(recommendedIn(text)).toEqual([false, true, null]);
  });

  it('reads "Ninguna de las dos es claramente mejor" as a comparison with no verdict', () => {
    const text =
      'Las dos sirven, pero funcionan de forma distinta.\n\n**Harbor**\n\nPros:\n- Profesores muy bien formados y clases grabadas.\n\n**Quill**\n\nPros:\n- Más barato y con mucha disponibilidad.\n\nNinguna de las dos es claramente mejor; depende de cuánto queráis gastar.';
    expectBalanced(text, ['Harbor', 'Quill']);
  });
});

describe('names that are, and are not, the entity', () => {
  it.each([
    [
      "Pour une semaine, je vous conseille d'installer Élan. Il faut prendre un peu d'élan au démarrage.",
      'Élan',
      [],
      1,
    ],
    [
      'Die Lehrerin achtet auf einen weichen, kontrollierten Anschlag und ein sauberes Legato.',
      'Anschlag',
      [],
      0,
    ],
    [
      'Gesunde Pflanzen bilden schneller neues Wurzelwerk und ein gut ausgebildetes Wurzelwerk.',
      'Wurzelwerk',
      [],
      0,
    ],
    ['Die Schule liegt in der Südstadt, gleich bei An St. Severin.', 'Musikschule Severin', ['Severin'], 0],
    [
      "Rien à voir, au passage, avec Mistral AI, la start-up d'intelligence artificielle.",
      'Mistral Mobility',
      ['Mistral'],
      0,
    ],
    ['導入事例は株式会社ミナト精工のような製造業が中心です。', 'ミナトサイン', ['ミナト'], 0],
    ['会社名は博多リアルティ株式会社です。', '博多リアルティ', [], 1],
  ])('counts in "%s" the entity %s (aliases %j) %i times', (text, name, aliases, want) => {
    expect(countIn(text, name, harborAnd(name, aliases))).toBe(want);
  });
});
