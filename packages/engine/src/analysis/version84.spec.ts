/**
 * Analyzer version 84: a name the brand writes in lower case that is a word of the answer's language
 * ("pli", "algo", "typo") is judged like a common word ("sans le moindre pli", "un algo à la fois"),
 * yet named where a sentence or label opens, before a product's capitalised name or after a kind of
 * business; "you still have good options" and "…, hat mehrere gute Optionen" bring in others;
 * "allerersten" is no superlative; "serait une solution de repli" picks; a heading naming the option
 * replaced ("**Si X ne vous convient pas**") heads the options for that need; "…で大きく変わります"
 * opens an overview of terms; "次のように実装されています。" introduces how each one implements
 * something; "würde ich zu X gehen" picks. The answers below are written for these tests, not taken
 * from the eval corpus; the tracked brands are invented.
 */
import type { AnalysisContext } from './types';
import { countIn, KEYNOVA, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

/** Keynova and two competitors whose names are styled in lower case and are French or English words. */
const LOWER: AnalysisContext = {
  brand: { name: 'Keynova', aliases: [], domains: [] },
  competitors: [
    { name: 'pli', aliases: [], domains: [] },
    { name: 'drip', aliases: [], domains: [] },
  ],
};

it('is version 84 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(84);
});

it('reads a lower-case-styled name after an article or adjective as the word', () => {
  const text =
    'Pour un style épuré, pli ; pour le charme, Keynova. Le papier coton se plie sans le moindre pli.';
  expect(countIn(text, 'pli', LOWER)).toBe(1);
});

it('still reads it as the name where a sentence opens, before a product name or after a kind of business', () => {
  expect(countIn("Le délai légal s'applique. pli accepte les retours sous 14 jours.", 'pli', LOWER)).toBe(1);
  expect(countIn('Many users report that the drip Sensor drops its connection.', 'drip', LOWER)).toBe(1);
  expect(countIn("Le studio pli propose aussi des ateliers d'une journée.", 'pli', LOWER)).toBe(1);
});

it('does not pick the entity before "you still have good options"', () => {
  const text = 'If Keynova is booked until June, you still have good options within 20 minutes of the city.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
  const de =
    'Wer von **Keynova** wechseln möchte – meist wegen des neuen Abomodells –, hat mehrere gute Optionen:';
  expect(rulesIn(de, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('does not read "allerersten" as a superlative', () => {
  const text =
    'Keynova richtet sich an Fortgeschrittene, die bereits Stücke spielen – für den allerersten Einstieg ist die App nicht gedacht.';
  expect(rulesIn(text, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "serait une solution de repli raisonnable" as a pick', () => {
  const text =
    'Si Keynova ne pouvait pas tenir le délai, Pianello serait une solution de repli raisonnable : délais annoncés de dix jours.';
  expect(rulesIn(text, KEYNOVA).Pianello).toEqual({ recommended: true, sentiment: 'positive' });
  const asked = "Demandez au service RH s'il prévoit une solution de repli pour Keynova.";
  expect(rulesIn(asked, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads the paragraph under "**Si X ne vous convient pas**" as an option, not X', () => {
  const text =
    'Mon premier choix serait **Keynova**.\n\n**Si Keynova ne vous convient pas**\nPianello propose des cours gratuits, très clairs mais sans accompagnement.';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Pianello).toEqual({ recommended: true, sentiment: 'positive' });
  const replaced =
    '## Alternatives to Keynova\n\nKeynova is a common choice, but its waiting list can run to weeks.';
  expect(rulesIn(replaced, KEYNOVA).Keynova).toMatchObject({ recommended: false });
});

it('reads "…で大きく変わります" as the opening of an overview of terms', () => {
  const text =
    'ピアノ教室のキャンセルや振替の扱いは、入会の時期で大きく変わります。\n\n**教室ごとの記載例**\n\n* Keynovaでは、3日前までの連絡で振替できると定めています。\n* Pianelloは、月2回までの振替に限り無料で対応するとしています。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "次のように実装されています。" as an intro of how each one implements something', () => {
  const text =
    '### アプリでの扱い\n多くのアプリには、このルールを再現する設定があります。例として、主なアプリでは次のように実装されています。\n* **Keynova**:設定をオンにすると、8秒の時点で音声で知らせます。\n* **Pianello**:15秒を超えると自動で記録します。';
  const rules = rulesIn(text, KEYNOVA);
  expect(rules.Keynova).toMatchObject({ recommended: false });
  expect(rules.Pianello).toMatchObject({ recommended: false });
});

it('reads "würde ich zu X gehen" as a pick', () => {
  const text = 'Für deinen Gedichtband würde ich zu Keynova gehen.';
  expect(rulesIn(text, KEYNOVA).Keynova).toEqual({ recommended: true, sentiment: 'positive' });
});
