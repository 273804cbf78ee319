/**
 * Analyzer version 72: headings on how each app implements something, glossaries and what a switch
 * costs head points; "Whether it's worth paying for depends on …" (and its translations) closes a
 * review with no verdict; "eher X empfehlen als Y" demotes Y. The answers below are written for these
 * tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { KEYNOVA, recommendedIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 72 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(72);
});

it('reads items under "Wie einzelne Apps das umsetzen" as points', () => {
  const text =
    'Stimm-Apps bewerten die Tonhöhe unterschiedlich.\n\n### Wie einzelne Apps das umsetzen\n\n* **Keynova:** Nutzt nach eigenen Angaben eine Fourier-Analyse.\n* **Pianello:** Verwendet ein einfacheres Modell ohne Obertöne.';
  expect(recommendedIn(text, KEYNOVA)).toEqual([false, false, null]);
});

it('reads items under "### Key terms" as definitions', () => {
  const text =
    '## Equal temperament vs. just intonation\n\nBoth methods aim to make your tuning stable, but they work differently.\n\n### Equal temperament\nYou tune every fifth slightly narrow; apps like Tonwerk are built on it.\n\n* **Strength:** every key sounds the same.\n* **Weakness:** no key sounds perfectly pure.\n\n### Key terms\n* **Pianello:** one beat of a metronome; two beats make a bar.\n* **Keynova:** a unit of time in music; losing a keynova means wasting a beat.\n\nMany tuners combine the two.';
  expect(recommendedIn(text, KEYNOVA)[0]).toBe(false);
});

it('reads items under "What you lose when switching" as points', () => {
  const text =
    'Keynova and Pianello both import your tunings.\n\n## What you lose when switching\n- Tonwerk\'s "play the chord" mode has no exact equivalent; elsewhere you would tune the chord by hand[1].\n- Export your data before cancelling.';
  expect(recommendedIn(text, KEYNOVA)[2]).toBe(false);
});

it('reads "Whether it\'s worth paying for really depends on how you learn" as no verdict', () => {
  const text =
    "Keynova is a tuning trainer: you pick a temperament and the app quizzes you on it.\n\n**Pros**\n- Clear explanations.\n\n**Cons**\n- Subscription cost.\n\nWhether it's worth paying for really depends on how you learn.";
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('reads "Ob sich … lohnt, hängt … ab" as no verdict', () => {
  const text =
    'Keynova ist eine Stimm-App mit Tagebuch und sehr guter Erkennung, die für Einsteiger bestens geeignet ist.\n\n### Vorteile\n- Schnell.\n\n### Nachteile\n- Abo.\n\nOb sich das Abo für dich lohnt, hängt vor allem davon ab, wie oft du stimmst.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('does not pick the one "eher X empfehlen als" names second', () => {
  expect(
    rulesIn(
      'Kurz gesagt: Für einen Flügel würde ich dir eher **Keynova** empfehlen als Pianello – auch wenn beide sauber arbeiten.',
      KEYNOVA,
    ).Pianello?.recommended,
  ).toBe(false);
});
