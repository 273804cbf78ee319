import type { AnswerAnalysis } from '../analysis/types';
import type { PlatformId } from '../types';
import type { Interval } from './stats';

export const METRICS_VERSION = 'metrics v1';

/** One analyzed answer, as metrics and insights consume it. */
export interface AnalyzedAnswer {
  /** Stable id of the stored answer (insights link back to it). */
  id: string;
  prompt: string;
  platform: PlatformId;
  /** The run that produced it; answers without a run form one group. */
  runId?: string;
  /** When the run happened (ISO 8601), to order runs; else runs keep their first-seen order. */
  runAt?: string;
  analysis: AnswerAnalysis;
}

export interface Proportion {
  count: number;
  total: number;
  /** count / total, null when total is 0. */
  value: number | null;
  /** 95% Wilson interval; [0, 1] when total is 0. */
  interval: Interval;
}

export interface SentimentSummary {
  /** Mean sentiment score (-1..1) over answers that mention the brand. */
  average: number | null;
  positive: number;
  neutral: number;
  negative: number;
}

export interface MetricSummary {
  answers: number;
  visibility: Proportion;
  shareOfVoice: { mentions: number; trackedMentions: number; value: number | null };
  averagePosition: number | null;
  averageProminence: number | null;
  citationRate: Proportion;
  recommendationRate: Proportion;
  sentiment: SentimentSummary;
}

export interface BrandStanding {
  name: string;
  role: 'brand' | 'competitor';
  summary: MetricSummary;
}

export interface DomainStat {
  domain: string;
  ownership: 'owned' | 'competitor' | 'third_party';
  competitor?: string;
  /** Answers citing the domain. */
  answers: number;
  citations: number;
}

export interface Suggestion {
  name: string;
  answers: number;
  answerIds: string[];
}

export interface MetricsReport {
  version: typeof METRICS_VERSION;
  brand: string;
  overall: MetricSummary;
  byPlatform: { platform: PlatformId; simulated: boolean; summary: MetricSummary }[];
  byPrompt: { prompt: string; summary: MetricSummary }[];
  byRun: { runId: string; runAt?: string; summary: MetricSummary }[];
  /** The brand and every competitor with the same metrics, by visibility (highest first). */
  leaderboard: BrandStanding[];
  topCitedDomains: DomainStat[];
  suggestedCompetitors: Suggestion[];
}
