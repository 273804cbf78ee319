import { groupBy, summarize } from './compute';
import { twoProportionTest, type ProportionTest } from './stats';
import type { AnalyzedAnswer, Proportion } from './types';

export type ComparedMetric = 'visibility' | 'citationRate' | 'recommendationRate';
const COMPARED: ComparedMetric[] = ['visibility', 'citationRate', 'recommendationRate'];

export interface MetricChange extends ProportionTest {
  metric: ComparedMetric;
  before: Proportion;
  after: Proportion;
  /** 'up' or 'down' only when significant; otherwise 'unchanged' (within noise). */
  direction: 'up' | 'down' | 'unchanged';
}

export interface RunComparison {
  overall: MetricChange[];
  byPlatform: { platform: string; changes: MetricChange[] }[];
  byPrompt: { prompt: string; changes: MetricChange[] }[];
}

/** Compares two proportions; a change is flagged only when the z-test finds it beyond noise. */
export function compareProportion(
  metric: ComparedMetric,
  before: Proportion,
  after: Proportion,
): MetricChange {
  const test = twoProportionTest(before, after);
  const direction = !test.significant ? 'unchanged' : test.delta > 0 ? 'up' : 'down';
  return { metric, before, after, ...test, direction };
}

function changes(before: AnalyzedAnswer[], after: AnalyzedAnswer[], name?: string): MetricChange[] {
  const a = summarize(before, name);
  const b = summarize(after, name);
  return COMPARED.map((metric) => compareProportion(metric, a[metric], b[metric]));
}

function compareGroups<K>(
  previous: AnalyzedAnswer[],
  current: AnalyzedAnswer[],
  key: (a: AnalyzedAnswer) => K,
  name?: string,
): [K, MetricChange[]][] {
  const before = groupBy(previous, key);
  const after = groupBy(current, key);
  return [...after]
    .filter(([k]) => before.has(k))
    .map(([k, group]) => [k, changes(before.get(k) ?? [], group, name)]);
}

/**
 * Changes between a previous and a current run (or any two sets of answers), overall, per platform and
 * per prompt present in both. `name` selects a tracked brand other than the campaign's.
 */
export function compareRuns(
  previous: AnalyzedAnswer[],
  current: AnalyzedAnswer[],
  name?: string,
): RunComparison {
  return {
    overall: changes(previous, current, name),
    byPlatform: compareGroups(previous, current, (a) => a.platform, name).map(([platform, c]) => ({
      platform,
      changes: c,
    })),
    byPrompt: compareGroups(previous, current, (a) => a.prompt, name).map(([prompt, c]) => ({
      prompt,
      changes: c,
    })),
  };
}
