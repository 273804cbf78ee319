// Analytics across platforms, over a date range, and its sources (issue 13).
import { z } from 'zod';
import { uuid } from './schema-helpers';
import {
  CAMPAIGN_PLATFORM_IDS,
  type CampaignPlatformId,
  type CampaignStatus,
  type RunStatus,
} from './campaign-constants';
import type { Insight, MetricSummary, Proportion } from './campaigns';

/** The date ranges every analytics section follows: the last 7, 30 or 90 days, or every run. */
export const ANALYTICS_RANGES = ['7', '30', '90', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const analyticsRange = z.enum(ANALYTICS_RANGES, {
  error: () => 'range must be one of 7, 30, 90 or all',
});
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  all: 'All time',
};
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30';

/** Below this many answers a metric carries a small-sample warning (its interval is wide). */
export const SMALL_SAMPLE_ANSWERS = 30;

/** The latest settled run of a view, so the page can say when it was cancelled or partial. */
export interface AnalyticsRunInfo {
  id: string;
  at: string;
  status: RunStatus;
  /** Answers stored for the view (one platform, or all). */
  answers: number;
  /** Items the run planned for the view; answers < totalItems means a partial run. */
  totalItems: number;
}

/** Answers by the position of the brand's first mention: 1, 2, 3, 4, "5 or later". */
export type PositionDistribution = number[];

export interface BrandSeriesPoint {
  name: string;
  role: 'brand' | 'competitor';
  summary: MetricSummary;
}

export interface OverviewPlatform {
  id: CampaignPlatformId;
  label: string;
  simulated: boolean;
  runs: number;
  summary: MetricSummary;
  /** The most visible competitor on this platform, if any is mentioned. */
  topCompetitor: { name: string; visibility: Proportion } | null;
}

export interface OverviewLeaderboardRow {
  name: string;
  role: 'brand' | 'competitor';
  summary: MetricSummary;
  byPlatform: { platform: CampaignPlatformId; visibility: Proportion }[];
}

export interface AnalyticsOverviewResponse {
  campaignName: string;
  campaignStatus: CampaignStatus;
  lastUpdate: string | null;
  lastRunStatus: RunStatus | null;
  range: AnalyticsRange;
  /** The latest run with stored aggregates in the range; null when there is none. */
  latestRun: AnalyticsRunInfo | null;
  /** The brand's metrics per platform over the range, in campaign order. */
  platforms: OverviewPlatform[];
  /** Brand and competitors across every platform over the range, most visible first. */
  leaderboard: OverviewLeaderboardRow[];
  /** Per run in the range (oldest first): every tracked brand over all platforms, and the brand per platform. */
  trend: {
    runId: string;
    runAt: string;
    status: RunStatus;
    brands: BrandSeriesPoint[];
    platforms: { platform: CampaignPlatformId; visibility: Proportion }[];
  }[];
  positions: PositionDistribution;
  insights: Insight[];
}

export const analyticsViewQuerySchema = z.strictObject({
  organizationId: uuid('organizationId'),
  accountId: uuid('accountId'),
  range: analyticsRange.default(DEFAULT_ANALYTICS_RANGE),
});

export interface SourceRow {
  domain: string;
  ownership: 'owned' | 'competitor' | 'third_party';
  competitor?: string;
  citedAnswers: number;
  retrievedAnswers: number;
  citations: number;
  urls: { url: string; title?: string; cited: number; retrieved: number }[];
  prompts: { prompt: string; answers: number }[];
  platforms: { platform: CampaignPlatformId; citedAnswers: number; retrievedAnswers: number }[];
}

export interface AnalyticsSourcesResponse {
  range: AnalyticsRange;
  answers: number;
  sources: SourceRow[];
  /** Per run in the range (oldest first): cited domains of each kind, counted once per answer citing them. */
  trend: {
    runId: string;
    runAt: string;
    answers: number;
    owned: number;
    competitor: number;
    thirdParty: number;
  }[];
  /** The engines' own web search queries, where the platform reports them. */
  searchQueries: { query: string; platform: CampaignPlatformId; answers: number }[];
}

export const analyticsSourcesQuerySchema = analyticsViewQuerySchema.extend({
  platform: z
    .enum(CAMPAIGN_PLATFORM_IDS as [CampaignPlatformId, ...CampaignPlatformId[]], {
      error: () => `platform must be one of ${CAMPAIGN_PLATFORM_IDS.join(', ')}`,
    })
    .optional(),
});
