/**
 * Shared by the analyzer-version specs (version16.spec.ts …): an invented brand set and the analysis
 * of one named entity in a text.
 */
import { createAnalyzer } from '../analyze';
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

/** Keynova (ours), Pianello and Tonwerk: coined names that no language's word lists hold. */
export const KEYNOVA: AnalysisContext = {
  brand: { name: 'Keynova', aliases: [], domains: [] },
  competitors: [
    { name: 'Pianello', aliases: [], domains: [] },
    { name: 'Tonwerk', aliases: [], domains: [] },
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

/**
 * The rules' verdict (before the learned layer) per tracked entity, by name: recommended and
 * sentiment, null for an entity not mentioned.
 */
export function rulesIn(text: string, context: AnalysisContext = HARBOR_QUILL_LUMO) {
  const names = [context.brand.name, ...context.competitors.map((c) => c.name)];
  const features = createAnalyzer(context).verdictFeatures(text);
  return Object.fromEntries(
    names.map((name, i) => {
      const f = features[i];
      const get = (prefix: string) => f?.find((x) => x.startsWith(prefix))?.slice(prefix.length);
      return [name, f ? { recommended: get('RR=') === 'true', sentiment: get('RS=') } : null];
    }),
  );
}

/** The rules' recommended verdict of each tracked entity, in the context's order (null: not mentioned). */
export const recommendedIn = (text: string, context: AnalysisContext = HARBOR_QUILL_LUMO) =>
  Object.values(rulesIn(text, context)).map((v) => v?.recommended ?? null);

/** The rules' sentiment of each tracked entity, in the context's order (null: not mentioned). */
export const sentimentIn = (text: string, context: AnalysisContext = HARBOR_QUILL_LUMO) =>
  Object.values(rulesIn(text, context)).map((v) => v?.sentiment ?? null);
