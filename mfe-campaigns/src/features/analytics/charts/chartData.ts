// Chart data shaping: plain functions from the API's aggregates to the rows the charts and their
// table views draw. No React and no chart library here, so the shaping is tested on its own.
import { SMALL_SAMPLE_ANSWERS, type BrandSeriesPoint, type MetricSummary } from '@lantern/contracts';

export interface RunPoint {
  runId: string;
  runAt: string | null;
  brands?: BrandSeriesPoint[];
  summary?: MetricSummary;
}

const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 1000) / 10;

/**
 * Axis labels of runs: the date ('Nov 3'), with the time added to every run of a day that has more
 * than one run ('Nov 3, 09:00' and 'Nov 3, 15:30'), so no two points read the same.
 */
export function runLabels(points: { runAt: string | null }[], locale?: string, timeZone?: string): string[] {
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  });
  const days = points.map((p) => (p.runAt ? day.format(new Date(p.runAt)) : 'Unknown date'));
  const counts = new Map<string, number>();
  for (const d of days) counts.set(d, (counts.get(d) ?? 0) + 1);
  return points.map((p, i) =>
    (counts.get(days[i]!) ?? 0) > 1 && p.runAt ? `${days[i]}, ${time.format(new Date(p.runAt))}` : days[i]!,
  );
}

export interface SeriesRow {
  label: string;
  [series: string]: string | number | null | [number, number];
}

/** Tracked brands in the order of the first point (the campaign's brand first). */
export function brandNames(points: RunPoint[]): string[] {
  const names: string[] = [];
  for (const p of points) for (const b of p.brands ?? []) if (!names.includes(b.name)) names.push(b.name);
  return names;
}

/** Share of voice over time: one row per run, one column (percent) per tracked brand. */
export function shareOfVoiceRows(points: RunPoint[], locale?: string, timeZone?: string): SeriesRow[] {
  const labels = runLabels(points, locale, timeZone);
  return points.map((p, i) => {
    const row: SeriesRow = { label: labels[i]! };
    for (const b of p.brands ?? []) row[b.name] = pct(b.summary.shareOfVoice.value);
    return row;
  });
}

/** The brand's visibility over time with its 95% interval as a band (percent). */
export function visibilityRows(
  points: { runAt: string | null; summary: MetricSummary }[],
  locale?: string,
  timeZone?: string,
): {
  label: string;
  visibility: number | null;
  band: [number, number] | null;
  /** How far the interval reaches below and above the value (an error bar, where one run has no band to shade). */
  error: [number, number] | null;
  answers: number;
}[] {
  const labels = runLabels(points, locale, timeZone);
  return points.map((p, i) => {
    const v = p.summary.visibility;
    const visibility = pct(v.value);
    const band: [number, number] | null = v.total > 0 ? [pct(v.interval.low)!, pct(v.interval.high)!] : null;
    return {
      label: labels[i]!,
      visibility,
      band,
      error:
        band && visibility !== null ? [round1(visibility - band[0]), round1(band[1] - visibility)] : null,
      answers: v.total,
    };
  });
}
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Sentiment of the answers mentioning each brand: counts by label. */
export function sentimentRows(
  brands: { name: string; summary: MetricSummary }[],
): { name: string; positive: number; neutral: number; negative: number }[] {
  return brands.map((b) => ({
    name: b.name,
    positive: b.summary.sentiment.positive,
    neutral: b.summary.sentiment.neutral,
    negative: b.summary.sentiment.negative,
  }));
}

export const POSITION_LABELS = ['1st', '2nd', '3rd', '4th', '5th or later'];

/** Answers by the position of the brand's first mention. */
export function positionRows(positions: number[]): { position: string; answers: number }[] {
  return POSITION_LABELS.map((position, i) => ({ position, answers: positions[i] ?? 0 }));
}

/** The small-sample warning of a metric counted over `answers`, or null when the sample is large enough. */
export function sampleWarning(answers: number): string | null {
  if (answers >= SMALL_SAMPLE_ANSWERS) return null;
  if (answers === 0) return 'No answers yet: nothing to measure.';
  return `Small sample: ${answers} ${answers === 1 ? 'answer' : 'answers'}. The interval is wide; treat this as a rough reading until more runs come in.`;
}
