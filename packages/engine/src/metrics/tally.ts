import type { AnswerAnalysis, MentionResult } from '../analysis/types';
import { proportion } from './proportion';
import type { MetricSummary } from './types';

/**
 * The additive counts behind a MetricSummary of one tracked brand. Two tallies of disjoint answer sets
 * add up to the tally of their union, so stored tallies per run, platform and prompt can be merged into
 * any range, platform set or prompt set without reading the answers again (issue 13).
 */
export interface Tally {
  answers: number;
  mentioning: number;
  trackedMentions: number;
  withCitations: number;
  citing: number;
  recommending: number;
  positionSum: number;
  positionCount: number;
  /** Answers by position of the first mention: index 0 is position 1, the last bucket is "5 or later". */
  positions: number[];
  prominenceSum: number;
  scoreSum: number;
  scoreCount: number;
  positive: number;
  neutral: number;
  negative: number;
}

/** Position buckets kept in a tally: 1, 2, 3, 4 and "5 or later". */
export const POSITION_BUCKETS = 5;

export function emptyTally(): Tally {
  return {
    answers: 0,
    mentioning: 0,
    trackedMentions: 0,
    withCitations: 0,
    citing: 0,
    recommending: 0,
    positionSum: 0,
    positionCount: 0,
    positions: new Array<number>(POSITION_BUCKETS).fill(0),
    prominenceSum: 0,
    scoreSum: 0,
    scoreCount: 0,
    positive: 0,
    neutral: 0,
    negative: 0,
  };
}

/** The mention result of a tracked brand in an analysis (the brand itself or a competitor). */
export function mentionOf(analysis: AnswerAnalysis, name: string): MentionResult | undefined {
  return analysis.brand.name === name ? analysis.brand : analysis.competitors.find((c) => c.name === name);
}

/** Adds one answer to a tally of the brand `name` (default: the campaign's brand). Mutates `t`. */
export function addAnswer(t: Tally, analysis: AnswerAnalysis, name?: string): Tally {
  const target = name ?? analysis.brand.name;
  const m = mentionOf(analysis, target);
  t.answers += 1;
  t.trackedMentions += analysis.mentionOrder.length;
  if (analysis.hasCitations) {
    t.withCitations += 1;
    const owns = (c: { ownership: string; competitor?: string }) =>
      m?.role === 'competitor' ? c.competitor === target : c.ownership === 'owned';
    if (analysis.citations.cited.some(owns)) t.citing += 1;
  }
  if (!m?.mentioned) return t;
  t.mentioning += 1;
  if (m.position !== null) {
    t.positionSum += m.position;
    t.positionCount += 1;
    t.positions[Math.min(m.position, POSITION_BUCKETS) - 1]! += 1;
  }
  t.prominenceSum += m.prominence;
  if (m.recommended) t.recommending += 1;
  if (m.sentiment) {
    t.scoreSum += m.sentiment.score;
    t.scoreCount += 1;
    t[m.sentiment.label] += 1;
  }
  return t;
}

/** The tally of a set of analyses for one brand. */
export function tallyOf(analyses: Iterable<AnswerAnalysis>, name?: string): Tally {
  const t = emptyTally();
  for (const a of analyses) addAnswer(t, a, name);
  return t;
}

/** Sum of tallies (a new object; the inputs are untouched). */
export function mergeTallies(tallies: Iterable<Tally>): Tally {
  const sum = emptyTally();
  for (const t of tallies) {
    for (const key of Object.keys(sum) as (keyof Tally)[]) {
      if (key === 'positions') {
        t.positions.forEach((n, i) => {
          const bucket = Math.min(i, POSITION_BUCKETS - 1);
          sum.positions[bucket] = (sum.positions[bucket] ?? 0) + n;
        });
      } else sum[key] += t[key];
    }
  }
  return sum;
}

/** The metrics v1 summary of a tally (definitions in docs/metrics.md). */
export function summaryOf(t: Tally): MetricSummary {
  const avg = (sum: number, n: number) => (n === 0 ? null : sum / n);
  return {
    answers: t.answers,
    visibility: proportion(t.mentioning, t.answers),
    shareOfVoice: {
      mentions: t.mentioning,
      trackedMentions: t.trackedMentions,
      value: t.trackedMentions > 0 ? t.mentioning / t.trackedMentions : null,
    },
    averagePosition: avg(t.positionSum, t.positionCount),
    averageProminence: avg(t.prominenceSum, t.mentioning),
    citationRate: proportion(t.citing, t.withCitations),
    recommendationRate: proportion(t.recommending, t.answers),
    sentiment: {
      average: avg(t.scoreSum, t.scoreCount),
      positive: t.positive,
      neutral: t.neutral,
      negative: t.negative,
    },
  };
}
