/**
 * Shared by the analyzer-version specs (version16.spec.ts …): an invented brand set and the analysis
 * of one named entity in a text.
 */
import { analyzeText } from '../text-api';
import type { AnalysisContext } from '../types';

/** Harbor (ours), Quill and Lumo: names with no aliases or domains. */
export const HARBOR_QUILL_LUMO: AnalysisContext = {
  brand: { name: 'Harbor', aliases: [], domains: [] },
  competitors: [
    { name: 'Quill', aliases: [], domains: [] },
    { name: 'Lumo', aliases: [], domains: [] },
  ],
};

/** The analysis of the entity called `name` in `text`, for a brand set. */
export const entityIn = (text: string, name: string, context: AnalysisContext = HARBOR_QUILL_LUMO) =>
  Object.values(analyzeText({ text }, context).entities).find((e) => e.name === name);

/** How many mentions of the entity called `name` the analyzer counts in `text`. */
export const countIn = (text: string, name: string, context: AnalysisContext = HARBOR_QUILL_LUMO) =>
  entityIn(text, name, context)?.count;

/** Harbor (ours) and one competitor with the given name and aliases. */
export const harborAnd = (name: string, aliases: string[] = []): AnalysisContext => ({
  brand: { name: 'Harbor', aliases: [], domains: [] },
  competitors: [{ name, aliases, domains: [] }],
});

/** Expects each named entity mentioned in `text` to be neither recommended nor judged (neutral). */
export function expectBalanced(text: string, names: string[], context: AnalysisContext = HARBOR_QUILL_LUMO) {
  for (const name of names)
    expect(entityIn(text, name, context)).toMatchObject({ recommended: false, sentiment: 'neutral' });
}
