import { generateInsights, type Insight } from '../insights/rules';
import { groupBy } from './compute';
import { sourceStats, type SourceStat } from './sources';
import { mergeTallies, tallyOf, type Tally } from './tally';
import type { AnalyzedAnswer, Suggestion } from './types';

export interface BrandTally {
  name: string;
  role: 'brand' | 'competitor';
  tally: Tally;
}

/** What is stored per run and platform: everything the analytics page shows, in additive form. */
export interface RunPlatformAggregate {
  answers: number;
  simulated: boolean;
  brands: BrandTally[];
  sources: SourceStat[];
  insights: Insight[];
  suggestions: Suggestion[];
  prompts: { prompt: string; tally: Tally; competitors: string[] }[];
}

/** Suggested competitors kept per run and platform, with at most this many answer ids each. */
const SUGGESTIONS = { names: 20, answerIds: 50 };

/** The tallies of the brand and every tracked competitor over a set of answers. */
export function brandTallies(answers: AnalyzedAnswer[]): BrandTally[] {
  const first = answers[0]?.analysis;
  if (!first) return [];
  const analyses = answers.map((a) => a.analysis);
  return [
    { name: first.brand.name, role: 'brand' as const, tally: tallyOf(analyses) },
    ...first.competitors.map((c) => ({
      name: c.name,
      role: 'competitor' as const,
      tally: tallyOf(analyses, c.name),
    })),
  ];
}

function suggestions(answers: AnalyzedAnswer[]): Suggestion[] {
  const found = new Map<string, Suggestion>();
  for (const a of answers) {
    for (const name of a.analysis.suggestedCompetitors) {
      const key = name.toLowerCase();
      const s = found.get(key) ?? { name, answers: 0, answerIds: [] };
      s.answers += 1;
      if (s.answerIds.length < SUGGESTIONS.answerIds) s.answerIds.push(a.id);
      found.set(key, s);
    }
  }
  return [...found.values()]
    .sort((a, b) => b.answers - a.answers || a.name.localeCompare(b.name))
    .slice(0, SUGGESTIONS.names);
}

/**
 * The aggregate of one run's answers on one platform. `previous` are the platform's answers of the run
 * before (for the 'lost ground' insight).
 */
export function aggregateRunPlatform(
  answers: AnalyzedAnswer[],
  previous: AnalyzedAnswer[] = [],
): RunPlatformAggregate {
  return {
    answers: answers.length,
    simulated: answers.some((a) => a.analysis.simulated),
    brands: brandTallies(answers),
    sources: sourceStats(answers),
    insights: generateInsights(answers, { previous }),
    suggestions: suggestions(answers),
    prompts: [...groupBy(answers, (a) => a.prompt)].map(([prompt, group]) => ({
      prompt,
      tally: tallyOf(group.map((a) => a.analysis)),
      competitors: [
        ...new Set(
          group.flatMap((a) => a.analysis.competitors.filter((c) => c.mentioned).map((c) => c.name)),
        ),
      ],
    })),
  };
}

/** Brand tallies of several aggregates merged by name (brand first, then competitors in first-seen order). */
export function mergeBrandTallies(parts: BrandTally[][]): BrandTally[] {
  const byName = new Map<string, { role: BrandTally['role']; tallies: Tally[] }>();
  for (const part of parts) {
    for (const b of part) {
      const e = byName.get(b.name) ?? { role: b.role, tallies: [] };
      e.tallies.push(b.tally);
      byName.set(b.name, e);
    }
  }
  return [...byName]
    .map(([name, e]) => ({ name, role: e.role, tally: mergeTallies(e.tallies) }))
    .sort((a, b) => (a.role === b.role ? 0 : a.role === 'brand' ? -1 : 1));
}
