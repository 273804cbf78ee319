import type { AnalyticsRunInfo, MetricChange, MetricSummary } from '@lantern/contracts';
import {
  compareProportion,
  emptyTally,
  proportion,
  summaryOf,
  type BrandTally,
  type Tally,
} from '@lantern/engine';
import type { RunPlatformRow } from './aggregates.repository';

/** The campaign brand's tally among brand tallies (empty when there is none). */
export const brandTally = (brands: BrandTally[]): Tally =>
  brands.find((b) => b.role === 'brand')?.tally ?? emptyTally();

/** Brand and competitors with their summaries, most visible first. */
export function standings(
  brands: BrandTally[],
): { name: string; role: BrandTally['role']; summary: MetricSummary }[] {
  return brands
    .map((b) => ({ name: b.name, role: b.role, summary: summaryOf(b.tally) }))
    .sort((a, b) => (b.summary.visibility.value ?? 0) - (a.summary.visibility.value ?? 0));
}

/** Visibility, citation and recommendation rate of the latest run against the one before. */
export function runChanges(before: Tally, after: Tally): MetricChange[] {
  const a = summaryOf(before);
  const b = summaryOf(after);
  return (['visibility', 'citationRate', 'recommendationRate'] as const).map((metric) =>
    compareProportion(metric, a[metric], b[metric]),
  );
}

/** A prompt's visibility change from the run before, or null when it was not asked then. */
export function promptChange(
  before: { answers: number; mentioning: number } | undefined,
  after: Tally,
): MetricChange | null {
  if (!before) return null;
  return compareProportion(
    'visibility',
    proportion(before.mentioning, before.answers),
    proportion(after.mentioning, after.answers),
  );
}

export function runInfo(row: RunPlatformRow, answers: number, totalItems: number): AnalyticsRunInfo {
  return {
    id: row.run_id,
    at: new Date(row.run_at).toISOString(),
    status: row.status,
    answers,
    totalItems,
  };
}
