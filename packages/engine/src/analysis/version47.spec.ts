/**
 * Analyzer version 47: comparisons and overviews that pick nobody (a two-column table with no pick, "sans
 * vous désigner un gagnant", terms under a cancellation heading, "par courrier recommandé"), picks worded
 * around a need or the closest match, warnings ("no longer works for", "no empezaría por"), and places,
 * nobles and people named like a tracked entity. The answers below are written for these tests, not
 * taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, recommendedIn, rulesIn, sentimentIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 47 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(47);
});

const table =
  '| | Harbor | Quill |\n|---|---|---|\n| Branches | 2 | 7 |\n| Trial | 6 weeks | 3 weeks |\n| Rating | 4.8 | 4.4 |';

it('reads a two-column comparison table that picks neither side as no suggestion', () => {
  const text = `Harbor and Quill are both well known in Hamburg, with different approaches.\n\n${table}\n\nBoth offer a free hearing test.`;
  expect(recommendedIn(text)).toEqual([false, false, null]);
});

it('still reads the two sides as picks when a verdict gives each its need ("- If …: **Quill**.")', () => {
  const text = `Harbor and Quill are both well known in Hamburg, with different approaches.\n\n${table}\n\n**Verdict**\n- If you have a complex hearing loss: **Harbor**.\n- If short distances and home visits matter most: **Quill**.`;
  expect(recommendedIn(text)).toEqual([true, true, null]);
});

it('reads "sans pouvoir vous désigner un gagnant" as a comparison with no verdict', () => {
  const text =
    'Les deux sont des choix sérieux, mais ils ne répondent pas au même besoin. Voici comment je les compare, sans pouvoir vous désigner un gagnant.\n\n**Harbor**\n\nPoints forts : des délais courts.\n\n**Quill**\n\nPoints forts : un atelier de restauration.';
  expect(recommendedIn(text)).toEqual([false, false, null]);
});

it('reads notes under a cancellation heading as facts, and "par courrier recommandé" as no recommendation', () => {
  const text =
    "Les règles générales sont fixées par la loi, puis chaque banque ajoute ses propres conditions.\n\n**Résiliation**\n\n- Harbor : résiliation depuis l'appli parent.\n- Quill : demande par chat.\n- Lumo : demande en agence ou par courrier recommandé.";
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it('reads companies under "Published policies of local companies:" as facts', () => {
  const text =
    "Most sweeps let you cancel free of charge with 24 to 48 hours' notice. Later cancellations usually cost $50 to $100.\n\nPublished policies of local companies:\n- Harbor: free rescheduling up to 48 hours before; $75 after.\n- Quill: $50 fee for cancellations within 24 hours.\n- Lumo: deposit of $40, refunded with 72 hours' notice.";
  expect(recommendedIn(text)).toEqual([false, false, false]);
});

it.each([
  [
    'Por lo que recogen las reseñas, yo no empezaría por Harbor para una uña encarnada en un niño.',
    'negative',
  ],
])('reads "%s" as a warning', (text, want) => {
  expect(sentimentIn(text)[0]).toBe(want);
});

it('reads the entity whose pricing "no longer works for" the reader as the thing replaced', () => {
  const text =
    "If Harbor's new monthly pricing no longer works for your theater, these are the alternatives small venues most often switch to:\n\n- **Quill** — charges $0.99 per ticket.\n- **Lumo** — no monthly fee at all.";
  expect(recommendedIn(text)).toEqual([false, true, true]);
});

it.each([
  'La plus proche est sans doute Pingward, qui a ouvert une deuxième boutique.',
  'Am nächsten an dem, was Sie suchen, ist vermutlich Pingward.',
  'Si tuviera que quedarme con una sola, te diría Pingward, en el Barrio del Carmen.',
  'Eine Alternative zu Harbor, die in Bonn häufig genannt wird, ist Pingward in der Innenstadt.',
  'たとえばPingwardは月単位の契約で、契約面の不安が大きい方には選びやすい教室だと思います。',
])('reads "%s" as a pick of Pingward', (text) => {
  expect(rulesIn(text, harborAnd('Pingward')).Pingward?.recommended).toBe(true);
});

it('still reads "la plus proche de ce que proposait Pingward" as Pingward the reference', () => {
  const text =
    "Harbor est une adresse sérieuse. C'est l'option la plus proche de ce que proposait Pingward à ses débuts, en moins cher.";
  expect(rulesIn(text, harborAnd('Pingward')).Pingward?.recommended).toBe(false);
});

it.each([
  [
    'Ein Stil aus der Zeit Heinrich von Brühls. Glaserei Brühl restauriert Fenster.',
    'Glaserei Brühl',
    ['Brühl'],
    1,
  ],
  [
    'It is not related to the Lyceum Theatre in London. Lyceum Ticketing sells seats.',
    'Lyceum Ticketing',
    ['Lyceum'],
    1,
  ],
  [
    'Junto al Jardín de Floridablanca, cerca de la estatua del conde de Floridablanca. Podología Floridablanca atiende hoy.',
    'Podología Floridablanca',
    ['Floridablanca'],
    1,
  ],
  ['Está junto a la estación de metro de Goya. Goya Drive alquila coches.', 'Goya Drive', ['Goya'], 1],
  [
    '代表の北野 恵先生は幼児教育の経験が長い方です。北野ピアノアカデミーは三宮にあります。',
    '北野ピアノアカデミー',
    ['北野'],
    1,
  ],
])('counts in "%s" the tracked %s (aliases %j) %i times', (text, name, aliases, want) => {
  expect(countIn(text, name, harborAnd(name, aliases))).toBe(want);
});
