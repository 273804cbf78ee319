import { summaryOf, tallyOf } from './tally';
import {
  METRICS_VERSION,
  type AnalyzedAnswer,
  type DomainStat,
  type MetricSummary,
  type MetricsReport,
  type Suggestion,
} from './types';

export { proportion } from './proportion';
export { mentionOf } from './tally';

/**
 * The metrics v1 of one tracked brand over a set of answers (definitions in docs/metrics.md).
 * `name` defaults to the campaign's brand.
 */
export function summarize(answers: AnalyzedAnswer[], name?: string): MetricSummary {
  return summaryOf(
    tallyOf(
      answers.map((a) => a.analysis),
      name,
    ),
  );
}

/** Groups answers by a key, keeping the order in which keys first appear. */
export function groupBy<K>(
  answers: AnalyzedAnswer[],
  key: (a: AnalyzedAnswer) => K,
): Map<K, AnalyzedAnswer[]> {
  const groups = new Map<K, AnalyzedAnswer[]>();
  for (const a of answers) {
    const k = key(a);
    const group = groups.get(k);
    if (group) group.push(a);
    else groups.set(k, [a]);
  }
  return groups;
}

/** Runs in time order (by runAt when given, else first-seen order). */
export function runsInOrder(
  answers: AnalyzedAnswer[],
): { runId: string; runAt?: string; answers: AnalyzedAnswer[] }[] {
  const runs = [...groupBy(answers, (a) => a.runId ?? 'default')].map(([runId, group]) => {
    const runAt = group
      .map((a) => a.runAt)
      .filter((t): t is string => !!t)
      .sort()[0];
    return { runId, ...(runAt ? { runAt } : {}), answers: group };
  });
  return runs.every((r) => r.runAt)
    ? runs.sort((a, b) => (a.runAt as string).localeCompare(b.runAt as string))
    : runs;
}

function citedDomains(answers: AnalyzedAnswer[], limit: number): DomainStat[] {
  const stats = new Map<string, DomainStat>();
  for (const { analysis } of answers) {
    const seen = new Set<string>();
    for (const c of analysis.citations.cited) {
      let stat = stats.get(c.domain);
      if (!stat) {
        stat = { domain: c.domain, ownership: c.ownership, answers: 0, citations: 0 };
        if (c.competitor) stat.competitor = c.competitor;
        stats.set(c.domain, stat);
      }
      stat.citations += 1;
      if (!seen.has(c.domain)) stat.answers += 1;
      seen.add(c.domain);
    }
  }
  return [...stats.values()]
    .sort((a, b) => b.answers - a.answers || b.citations - a.citations || a.domain.localeCompare(b.domain))
    .slice(0, limit);
}

function suggestions(answers: AnalyzedAnswer[], limit: number): Suggestion[] {
  const found = new Map<string, Suggestion>();
  for (const a of answers) {
    for (const name of a.analysis.suggestedCompetitors) {
      const key = name.toLowerCase();
      const s = found.get(key) ?? { name, answers: 0, answerIds: [] };
      s.answers += 1;
      s.answerIds.push(a.id);
      found.set(key, s);
    }
  }
  return [...found.values()]
    .sort((a, b) => b.answers - a.answers || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export interface MetricsOptions {
  /** How many cited domains and suggested competitors to keep (default 20). */
  limit?: number;
}

/** Every metric of a campaign's answers: overall, per platform, prompt, run and tracked brand. */
export function computeMetrics(answers: AnalyzedAnswer[], options: MetricsOptions = {}): MetricsReport {
  const limit = options.limit ?? 20;
  const first = answers[0]?.analysis;
  const brand = first?.brand.name ?? '';
  const competitors = first?.competitors.map((c) => c.name) ?? [];
  return {
    version: METRICS_VERSION,
    brand,
    overall: summarize(answers),
    byPlatform: [...groupBy(answers, (a) => a.platform)].map(([platform, group]) => ({
      platform,
      simulated: group.some((a) => a.analysis.simulated),
      summary: summarize(group),
    })),
    byPrompt: [...groupBy(answers, (a) => a.prompt)].map(([prompt, group]) => ({
      prompt,
      summary: summarize(group),
    })),
    byRun: runsInOrder(answers).map(({ answers: group, ...run }) => ({ ...run, summary: summarize(group) })),
    leaderboard: [
      { name: brand, role: 'brand' as const, summary: summarize(answers, brand) },
      ...competitors.map((name) => ({
        name,
        role: 'competitor' as const,
        summary: summarize(answers, name),
      })),
    ].sort((a, b) => (b.summary.visibility.value ?? 0) - (a.summary.visibility.value ?? 0)),
    topCitedDomains: citedDomains(answers, limit),
    suggestedCompetitors: suggestions(answers, limit),
  };
}
