/**
 * Analyzer version 36: cues against confusing names far before the name or as a heading, another
 * operator in French and Japanese wordings, katakana words after verb forms, hedged German verdicts,
 * and the noun "a look at". The answers below are written for these tests, not taken from the eval
 * corpus; the tracked brands are invented.
 */
import { countIn, entityIn, harborAnd } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 36 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(36);
});

it.each([
  '(Nicht zu verwechseln ist der Kursanbieter übrigens mit dem Gitarrenbau Lumo, einer Reparaturwerkstatt in Hamburg.)',
  '**Hinweis zur Namensgleichheit:**\nBewertungen für das Fotostudio Lumo in der Au werden bei der Suche manchmal angezeigt.',
  'Attention à ne pas la confondre avec Lumo Santé, un groupe de cliniques sans aucun lien.',
  'なお、名前がよく似た「Lumo Kids English」は幼児向けの英会話教室で、運営会社も別なので注意してください。',
])('counts no mention of the tracked Lumo in "%s"', (text) => {
  expect(countIn(text, 'Lumo')).toBe(0);
});

it('reads a katakana name after a verb form as the word', () => {
  const text =
    '「授業の進むペースが遅すぎる」と感じるなら、周りの生徒と同じペースで課題をこなす塾が合います。';
  expect(countIn(text, 'ペース', harborAnd('ペース', ['個別指導ペース']))).toBe(0);
});

it('reads "eignet sich höchstens als …" as advice against', () => {
  const text = 'Kurz gesagt: Lumo eignet sich höchstens als spielerische Ergänzung zum Unterricht.';
  expect(entityIn(text, 'Lumo')).toMatchObject({ recommended: false, sentiment: 'negative' });
});

it('reads "a side-by-side look at X and Y" as no pick, and "take a look at X" as one', () => {
  const overview = "Here's a side-by-side look at Quill and Lumo. Both are established habit trackers.";
  expect(entityIn(overview, 'Lumo')?.recommended).toBe(false);
  expect(entityIn('For quiet evenings, take a look at Lumo.', 'Lumo')?.recommended).toBe(true);
});
