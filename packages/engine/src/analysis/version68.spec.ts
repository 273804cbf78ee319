/**
 * Analyzer version 68: a one-kanji name opening the answer as its topic ("梓は…") is a name there and
 * wherever it stands as one ("梓の家具", "梓とは無関係"); "Si vous achetez en ligne, X applique le droit
 * de rétractation" states a term, not a pick; a pick in the closing paragraph (not a conditional one)
 * settles a two-column comparison; "Zeitangaben und Raten" are rates; a label over what was left out
 * ("**Nicht in der Liste:**") heads no option; "es una buena sustituta" picks, "a good substitute for
 * X's intro" demotes X; a heading of the name alone under an intro offering options lists it; short
 * headings on warranties, cancellation or refunds ("**Warranty and repairs**", "**保証と修理**") head
 * facts. The answers below are written for these tests, not taken from the eval corpus; the tracked
 * brands are invented.
 */
import type { AnalysisContext } from './types';
import { countIn, KEYNOVA, recommendedIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const AZUSA: AnalysisContext = {
  brand: { name: '木目工房', aliases: [], domains: [] },
  competitors: [
    { name: '梓', aliases: [], domains: [] },
    { name: 'hako', aliases: [], domains: [] },
  ],
};

it('is version 68 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(68);
});

it('counts a one-kanji name that opens the answer as its topic, and where it stands as a name after that', () => {
  const text =
    '梓は一枚板のテーブルで人気が高く、納期が1年前後になっています。梓の家具は天板が厚いのが特徴です。なお、木工作家の個展は梓とは無関係です。';
  expect(countIn(text, '梓', AZUSA)).toBe(3);
  // (Not opening the answer, the word stays a word: "梓川" is a river, and a bare 梓 is not shown as a name.)
  expect(countIn('松本の梓川沿いには工房が多く、梓の木も見られます。', '梓', AZUSA)).toBe(0);
});

it('reads "Si vous achetez en ligne, X applique le droit de rétractation" as a term, not a pick', () => {
  expect(
    recommendedIn(
      'Si vous achetez plutôt en ligne, Pianello applique le droit de rétractation de 14 jours ; les frais de retour restent à votre charge.',
      KEYNOVA,
    ),
  ).toEqual([null, false, null]);
  // (A conditional pick stays one.)
  expect(
    recommendedIn('Si vous achetez plutôt en ligne, Pianello propose le meilleur choix.', KEYNOVA),
  ).toEqual([null, true, null]);
});

it('settles a two-column comparison by a pick in the closing paragraph, not by one of several conditional picks there', () => {
  const table =
    '| | Pianello | Tonwerk |\n|---|---|---|\n| Compteurs | plusieurs | un seul |\n| Rappels | oui | non |';
  const settled = `**Pianello** est avant tout un compteur, avec des rappels programmables.\n\n**Tonwerk** part de l'autre bout : c'est une bibliothèque de patrons.\n\n${table}\n\nPour votre besoin précis, plusieurs projets en parallèle, je choisirais Pianello : ses compteurs multiples font exactement ce travail. Tonwerk, de son côté, est surtout pensé pour les patrons.`;
  expect(recommendedIn(settled, KEYNOVA)).toEqual([null, true, false]);
  const conditional = `**Pianello** est avant tout un compteur.\n\n**Tonwerk** est une bibliothèque de patrons.\n\n${table}\n\nSi votre besoin est de compter les rangs, prenez Pianello. Si vous cherchez surtout des patrons, Tonwerk sera plus utile.`;
  expect(recommendedIn(conditional, KEYNOVA)[2]).toBe(true);
});

it('reads "Zeitangaben und Raten" as rates and a "**Nicht in der Liste:**" label as heading no option', () => {
  expect(
    recommendedIn(
      '- Die Zeitangaben und Raten folgen dem Meteorkalender von Pianello; die App Keynova nennt andere Zeiten.',
      KEYNOVA,
    )[1],
  ).toBe(false);
  const text =
    '1. **Keynova** – Die vollständigste Gratis-App, sehr zu empfehlen.\n2. **Tonwerk** – Gut für Einsteiger.\n\n**Nicht in der Liste:** Pianello gibt es seit 2024 nur noch als Kauf-App (4,99 €).';
  expect(recommendedIn(text, KEYNOVA)).toEqual([true, false, true]);
});

it('reads "es una buena sustituta" as a pick and "a good substitute for X\'s intro" as demoting X', () => {
  expect(
    recommendedIn(
      'Si lo que más usabas eran los avisos, Tonwerk es una buena sustituta: pago único de 6,99 €.',
      KEYNOVA,
    ),
  ).toEqual([null, null, true]);
  expect(
    recommendedIn("Keynova's float sessions are a good substitute for Tonwerk's one-day intro.", KEYNOVA),
  ).toEqual([true, null, false]);
});

it("lists a heading of the name alone under an intro offering options, past other names' headings", () => {
  const text =
    'Si no quieres pagar esa suscripción, estas son alternativas razonables:\n\n**Pianello**\nEs la más parecida en experiencia: apuntas con el móvil y te identifica lo que ves.\n\n**Stellarium**\nGratuita y de código abierto.\n\n**Tonwerk**\nPago único de 6,99 €, sin suscripciones.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([null, true, true]);
});

it('reads items under short headings on warranties and cancellation as facts', () => {
  const en =
    'Terms differ a little from shop to shop.\n\n**Warranty and repairs**\n- Structural warranties usually run one to five years. Pianello repairs joints free for three years.';
  expect(recommendedIn(en, KEYNOVA)).toEqual([null, false, null]);
  const ja =
    '条件は工房ごとに異なります。\n\n**保証と修理**\n- 構造部分の保証期間は1〜5年が目安です。Pianelloは、購入から3年間は接合部を無償で修理するとしています。';
  expect(recommendedIn(ja, KEYNOVA)).toEqual([null, false, null]);
});
