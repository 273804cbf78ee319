/**
 * Analyzer version 43: fact overviews of plans and return policies, advice about something else in
 * them, their rows' wording weighing less, and a short katakana gloss of a name. The answers below
 * are written for these tests, not taken from the eval corpus; the tracked brands are invented.
 */
import { countIn, harborAnd, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

it('is version 43 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(43);
});

const table =
  '| Service | Password on links | Lowest plan with it |\n|---|---|---|\n| Harbor | Yes | Free, 5 GB |\n| Quill | Yes | Plus ($9/mo) |\n| Lumo | Yes | Business ($15/mo), 10 % off yearly |';

it.each([
  [
    'plans that vary, with notes "worth knowing"',
    `The plan you need varies a lot from one service to another.\n\n${table}\n\nA few details worth knowing:\n- Links expire after 7 days unless you pay.`,
  ],
  [
    'return policies, with advice about something else',
    'Beim Online-Kauf gilt ein gesetzliches Widerrufsrecht von 14 Tagen.\n\n**Rückgaberegeln einzelner Händler:**\n- **Harbor:** 30 Tage Rückgabe.\n- **Quill:** gesetzliche 14 Tage, Rücksendung für 79 €.\n- **Lumo:** 100 Tage Rückgabe, 10 % günstiger mit Gutschein.\n\nVor dem Kauf lohnt ein Blick in die AGB.',
  ],
])('reads an overview of %s as facts: neutral, none recommended', (_, text) => {
  for (const verdict of Object.values(rulesIn(text)))
    expect(verdict).toEqual({ recommended: false, sentiment: 'neutral' });
});

it('still reads a cue in a line naming an option as a pick', () => {
  const text = `The plan you need varies a lot from one service to another.\n\n${table}\n\nFor most teams Harbor is the best fit.`;
  expect(rulesIn(text).Harbor?.recommended).toBe(true);
});

it('counts a short katakana gloss of a name ("LUMO（ルモ）") as a mention', () => {
  expect(
    countIn('* **LUMO（ルモ）**：とにかく月額を安くしたい人向けです。', 'LUMO', harborAnd('LUMO', ['ルモ'])),
  ).toBe(2);
});
