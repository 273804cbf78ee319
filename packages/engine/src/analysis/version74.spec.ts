/**
 * Analyzer version 74: a heading "**Eher nicht zu empfehlen**" over a list warns about its entries; a
 * heading comparing with one entity makes its table row a reference; "*Ventajas*" in italics heads
 * points; "avoid copycat sites such as …" warns about the sites, not the brand they imitate; "los
 * cursos recomiendan dominar …" picks nobody before it; "S'il veut …" states a need; coordinated
 * clauses after a condition are each a pick for it; "…たくなったら、X" is a condition; "向いている人:"
 * over a reader's background picks nobody there; hearsay in a warning is no pick; a plain warning
 * naming an entity outweighs its pick for another need. The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 74 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(74);
});

it('warns about the entries under "**Eher nicht zu empfehlen**"', () => {
  const text =
    '**Empfehlenswerte Werkstätten**\n\n- **Keynova (Neubau):** Bietet einen eigenen Reparaturservice an, auch für fremde Instrumente.\n\n**Eher nicht zu empfehlen**\n\n- **Pianello:** Der Onlinehändler nimmt Reparaturen im Showroom an und schickt die Instrumente an eine externe Werkstatt.';
  expect(rulesIn(text, KEYNOVA)).toMatchObject({
    Keynova: { recommended: true, sentiment: 'positive' },
    Pianello: { recommended: false, sentiment: 'negative' },
  });
});

it('does not list the row of the entity a heading compares the alternatives with', () => {
  const text =
    "If Tonwerk doesn't suit you—for example because you want lessons on a real keyboard—here are solid alternatives:\n\n- **Keynova** – Short daily drills with a real keyboard.\n- **Pianello** – A free web trainer for sight-reading.\n\n**Quick comparison with Tonwerk**\n\n| | Cost | Keyboard |\n|---|---|---|\n| Tonwerk | $7/month | No |\n| Keynova | $5/month | Yes |\n| Pianello | Free | No |";
  expect(rulesIn(text, KEYNOVA).Tonwerk).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads points under "*Ventajas*" in italics as points, not options', () => {
  const text =
    'Las dos apps enseñan a leer partituras con enfoques distintos.\n\n**Pianello**\n\n*Ventajas*\n- Combina la app con fichas imprimibles.\n- Pianello App permite que el profesorado asigne tareas.\n\n*Inconvenientes*\n- Requiere suscripción anual.\n\n**Tonwerk**\n\n*Ventajas*\n- Funciona sin conexión.\n\n*Inconvenientes*\n- Solo cubre el nivel inicial.';
  expect(rulesIn(text, KEYNOVA).Pianello).toMatchObject({ recommended: false });
});

it('keeps the top pick when copycat sites of it are to be avoided', () => {
  const text =
    '**My top pick: Keynova**\n\nFor an adult beginner, **Keynova** is the strongest app right now.\n\n**Caveats**\n* **Cost:** The full course is a subscription.\n* **Fake download sites:** Install Keynova only from the App Store, and avoid copycat sites such as keynova-free.net.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});

it('still warns about an entity named after "avoid apps like"', () => {
  const text = 'Keynova is the one I would pick. Avoid apps like Tonwerk that lock your progress.';
  expect(rulesIn(text, KEYNOVA).Tonwerk).toEqual({ recommended: false, sentiment: 'negative' });
});

it('does not pick the entity before "los cursos recomiendan dominar …"', () => {
  const text =
    'Para leer partituras hace falta práctica diaria. Editoriales como Tonwerk publican métodos adaptados, pero casi todos los cursos recomiendan dominar antes la clave de sol.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([null, null, false]);
});

it('reads "**S\'il veut du sur-mesure** :" as a need and its entity as the pick', () => {
  const text =
    "### Pour vous\n\n* **Si vous voulez un piano droit** : Keynova, près de Saint-Sulpice, est fait pour vous.\n\n### Pour votre mari\n\n* **S'il veut un piano à queue** : la maison Pianello, rue Vieille-du-Temple, restaure des modèles anciens.";
  expect(rulesIn(text, KEYNOVA).Pianello).toEqual({ recommended: true, sentiment: 'positive' });
});

it('picks each entity of coordinated clauses after a condition', () => {
  const text =
    'La meilleure option est **Keynova**.\n\nSi le budget est un frein, Pianello propose une version gratuite, et Tonwerk offre des exercices en ligne sans inscription.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([true, true, true]);
});

it('reads "…たくなったら、X" as a conditional pick', () => {
  const text =
    '**まずは音で覚えたいなら、Keynova。** 操作がシンプルで続けやすいアプリです。\n\n**慣れてきて体系的に学びたくなったら、Tonwerk。** 和音まで順を追って学べます。';
  expect(rulesIn(text, KEYNOVA).Tonwerk).toEqual({ recommended: true, sentiment: 'positive' });
});

it('does not pick the app a "向いている人" label names as the reader\'s background', () => {
  const text =
    '### 1. Keynova\n- **特徴**:読みの練習に特化しています。\n- **向いている人**:Tonwerkで基礎をひと通り覚え、読む速さを上げたい人。\n\n### 2. Pianello\n- **特徴**:書きの練習もできます。';
  expect(rulesIn(text, KEYNOVA).Tonwerk).toMatchObject({ recommended: false });
});

it('reads "wird oft als … Alternative genannt, ist aber keine gute Wahl" as a warning', () => {
  const text =
    'Keynova ist meine Empfehlung.\n\nTonwerk wird in Foren oft als kostenlose Alternative genannt, ist für deinen Zweck aber keine gute Wahl.';
  expect(rulesIn(text, KEYNOVA).Tonwerk).toEqual({ recommended: false, sentiment: 'negative' });
});

it('lets a plain warning naming an entity outweigh its pick for another need', () => {
  const text =
    "Pour un panama sur mesure, Keynova est mon premier choix.\n\nHonnêtement, pour ce que vous décrivez, je ne recommanderais pas Tonwerk. Pour un accessoire de fête, Tonwerk peut dépanner ; pour un panama à plusieurs centaines d'euros, c'est un pari risqué.";
  expect(rulesIn(text, KEYNOVA).Tonwerk).toEqual({ recommended: false, sentiment: 'negative' });
});
