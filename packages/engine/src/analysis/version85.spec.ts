/**
 * Analyzer version 85: a name styled in lower case that is a word of the answer's language is not
 * named by its place in a list item alone ("- It lists the floss you'll need"); "start with"
 * picks only as an imperative opening its clause ("if you start with complex designs" describes). The
 * answers below are written for these tests, not taken from the eval corpus; the tracked brands are
 * invented.
 */
import type { AnalysisContext } from './types';
import { countIn, rulesIn } from './__fixtures__/entities';
import { ANALYSIS_VERSION } from './types';

const FLOSS: AnalysisContext = {
  brand: { name: 'Keynova', aliases: [], domains: [] },
  competitors: [
    { name: 'floss', aliases: [], domains: [] },
    { name: 'Pianello', aliases: [], domains: [] },
  ],
};

it('is version 85 or later', () => {
  expect(ANALYSIS_VERSION).toBeGreaterThanOrEqual(85);
});

it('does not read a lower-case word in a list item as the name for its place alone', () => {
  const text =
    "I'd pick **Pianello**.\n\n**Why it fits what you're asking for:**\n- You can switch between symbol view and colour view.\n- It lists the floss you'll need by DMC number and flags colours you own.\n\n**floss** tracks your thread stash.";
  expect(countIn(text, 'floss', FLOSS)).toBe(1);
});

it('reads "start with" as a pick only where it opens its clause', () => {
  const text =
    '- Pattern-based apps like Pianello let you learn by doing, which can take longer if you start with complex designs.';
  expect(rulesIn(text, FLOSS).Pianello).toMatchObject({ recommended: false });
  expect(rulesIn('If budget matters, start with Pianello.', FLOSS).Pianello).toMatchObject({
    recommended: true,
  });
});
