import { z } from 'zod';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_LIST_DEFAULT_LIMIT,
  CAMPAIGN_LIST_MAX_LIMIT,
  CAMPAIGN_PLATFORM_IDS,
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_VALIDATION,
  PROMPT_METHODS,
  PROMPT_TYPES,
  RUN_STATUSES,
  SCHEDULES,
  validateCampaignBasics,
  type CampaignPlatformId,
  type CampaignStatus,
} from './campaign-constants';
import { campaignPerformanceSchema } from './campaign-performance';
import { text, uuid, withRules } from './schema-helpers';
import {
  analyticsRange,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsRange,
  type AnalyticsRunInfo,
  type BrandSeriesPoint,
  type PositionDistribution,
} from './analytics-views';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(false);
const optionalFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

const platformId = z.enum(CAMPAIGN_PLATFORM_IDS as [CampaignPlatformId, ...CampaignPlatformId[]], {
  error: `platform must be one of ${CAMPAIGN_PLATFORM_IDS.join(', ')}`,
});

/** The tenancy of every campaign route: the guard checks the caller's membership of this account. */
const scope = { organizationId: uuid('organizationId'), accountId: uuid('accountId') };
export const campaignScopeSchema = z.strictObject(scope);
export const campaignParamsSchema = z.strictObject({ campaignId: uuid('campaignId') });
export const runParamsSchema = z.strictObject({ campaignId: uuid('campaignId'), runId: uuid('runId') });

export const campaignListQuerySchema = z.strictObject({
  ...scope,
  limit: z.coerce.number().int().min(1).max(CAMPAIGN_LIST_MAX_LIMIT).default(CAMPAIGN_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  sortBy: z
    .enum(CAMPAIGN_SORT_FIELDS, { error: `sortBy must be one of ${CAMPAIGN_SORT_FIELDS.join(', ')}` })
    .default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
  includeStats: flag,
  status: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(CAMPAIGN_STATUSES, { error: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` }))
    .optional(),
  search: z.string().trim().max(200).optional(),
});
/** What a client sends to GET /campaigns/list (the schema above parses it). */
export interface CampaignListQuery {
  organizationId: string;
  accountId: string;
  limit?: number;
  offset?: number;
  sortBy?: (typeof CAMPAIGN_SORT_FIELDS)[number];
  sortOrder?: 'asc' | 'desc';
  includeStats?: boolean;
  status?: CampaignStatus;
  search?: string;
}

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  websiteDomain: z.string(),
  websiteUrl: z.string(),
  brandUrl: z.string().nullable(),
  location: z.string(),
  keywords: z.array(z.string()),
  promptsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const statusCountsSchema = z.object({
  completed: z.number().int(),
  inProgress: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
});

/** A list row: the campaign and, when the list is asked with includeStats, how it is doing. */
export const campaignListItemSchema = campaignSchema.extend({
  performance: campaignPerformanceSchema.optional(),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

export const campaignListResponseSchema = z.object({
  campaigns: z.array(campaignListItemSchema),
  statusCounts: statusCountsSchema,
  metadata: z.object({
    sortBy: z.string(),
    sortOrder: z.string(),
    filters: z.record(z.string(), z.string()),
  }),
  pagination: z.object({
    totalCampaigns: z.number().int(),
    currentPage: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
    totalCapped: z.boolean().optional(), // a search counted only up to 1,000 matches ("1,000+")
  }),
  summaryStats: z.object({ totalCampaigns: z.number().int() }),
});
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

// ---- create / update ---------------------------------------------------------------------------

const name = (max: number) => text(max).trim();
const nameList = (max: number, each: number) =>
  z.array(name(each).min(1, 'Must not be empty')).max(max, `At most ${max} entries`);

export const trackedBrandSchema = z.strictObject({
  name: name(80).min(1, 'Competitor name is required'),
  aliases: nameList(CAMPAIGN_LIMITS.aliasesMax, 80).default([]),
  domains: nameList(CAMPAIGN_LIMITS.aliasesMax, 253).default([]),
});
export type TrackedBrand = z.output<typeof trackedBrandSchema>;

const keywordsSchema = z
  .array(name(CAMPAIGN_LIMITS.keywordMax).min(1, 'Keywords must not be empty'))
  .max(CAMPAIGN_LIMITS.keywordsMax, `At most ${CAMPAIGN_LIMITS.keywordsMax} keywords`);
const promptsSchema = z
  .array(text(1000))
  .min(1, CAMPAIGN_VALIDATION.promptsRequired)
  .max(10_000, 'At most 10000 prompts');
const platformsSchema = z.array(platformId).min(1, CAMPAIGN_VALIDATION.platformsRequired);
const samplesSchema = z.coerce.number().int().min(CAMPAIGN_LIMITS.samplesMin).max(CAMPAIGN_LIMITS.samplesMax);

const campaignFields = {
  name: text(CAMPAIGN_LIMITS.nameMax).trim().default(''),
  websiteUrl: text(2048).trim().default(''),
  location: text(80).trim().default(''),
  promptType: z.enum(PROMPT_TYPES, { error: `promptType must be one of ${PROMPT_TYPES.join(', ')}` }),
  breadth: z.number().int().optional(),
  depth: z.number().int().optional(),
  keywords: keywordsSchema,
};

export const createCampaignSchema = z
  .strictObject({
    ...scope,
    ...campaignFields,
    promptType: campaignFields.promptType.default('Commercial'),
    breadth: z.number().int().default(5),
    depth: z.number().int().default(3),
    keywords: keywordsSchema.default([]),
    brandName: name(80).optional(),
    brandAliases: nameList(CAMPAIGN_LIMITS.aliasesMax, 80).default([]),
    promptMethod: z.enum(PROMPT_METHODS, {
      error: `promptMethod must be one of ${PROMPT_METHODS.join(', ')}`,
    }),
    prompts: promptsSchema,
    competitors: z.array(trackedBrandSchema).max(CAMPAIGN_LIMITS.competitorsMax).default([]),
    platforms: platformsSchema.optional(),
    samples: samplesSchema.default(CAMPAIGN_LIMITS.samplesDefault),
    schedule: z.enum(SCHEDULES).default('none'),
    /** Start the first run as soon as the campaign is created (default true). */
    runNow: z.boolean().default(true),
  })
  .superRefine(withRules(validateCampaignBasics));
export type CreateCampaignRequest = z.input<typeof createCampaignSchema>;
export type CreateCampaignInput = z.output<typeof createCampaignSchema>;

export const updateCampaignSchema = z
  .strictObject({
    ...scope,
    name: text(CAMPAIGN_LIMITS.nameMax).trim().optional(),
    websiteUrl: text(2048).trim().optional(),
    location: text(80).trim().optional(),
    keywords: keywordsSchema.optional(),
    brandName: name(80).optional(),
    brandAliases: nameList(CAMPAIGN_LIMITS.aliasesMax, 80).optional(),
    prompts: promptsSchema.optional(),
    competitors: z.array(trackedBrandSchema).max(CAMPAIGN_LIMITS.competitorsMax).optional(),
    platforms: platformsSchema.optional(),
    samples: samplesSchema.optional(),
    schedule: z.enum(SCHEDULES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.name !== undefined && !v.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: CAMPAIGN_VALIDATION.nameRequired });
    if (v.location !== undefined && !v.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: CAMPAIGN_VALIDATION.locationRequired });
    if (v.websiteUrl !== undefined) {
      const message = validateCampaignBasics({
        name: 'x',
        location: 'x',
        websiteUrl: v.websiteUrl,
      }).websiteUrl;
      if (message) ctx.addIssue({ code: 'custom', path: ['websiteUrl'], message });
    }
  });
export type UpdateCampaignRequest = z.input<typeof updateCampaignSchema>;
export type UpdateCampaignInput = z.output<typeof updateCampaignSchema>;

export interface PlatformProgress {
  platform: CampaignPlatformId;
  total: number;
  answered: number;
  failed: number;
  /** The last error of a failed item on this platform, as the provider put it. */
  lastError: string | null;
}

export interface RunSummary {
  id: string;
  campaignId: string;
  status: (typeof RUN_STATUSES)[number];
  trigger: 'manual' | 'schedule' | 'create';
  totalItems: number;
  answeredItems: number;
  failedItems: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  platforms: PlatformProgress[];
}

export interface CampaignPrompt {
  id: string;
  text: string;
  topic: string | null;
}

export interface CampaignDetail extends Campaign {
  promptType: (typeof PROMPT_TYPES)[number];
  breadth: number;
  depth: number;
  promptMethod: (typeof PROMPT_METHODS)[number];
  brandName: string;
  brandAliases: string[];
  competitors: TrackedBrand[];
  platforms: CampaignPlatformId[];
  samples: number;
  schedule: (typeof SCHEDULES)[number];
  nextRunAt: string | null;
  prompts: CampaignPrompt[];
  lastRun: RunSummary | null;
  lastJobScrappedPromptCount: number;
  lastJobTotalPromptCount: number;
}

export const runListQuerySchema = z.strictObject({
  ...scope,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export interface RunListResponse {
  runs: RunSummary[];
  pagination: { total: number; limit: number; offset: number; hasMore: boolean };
}

// ---- wizard helpers ----------------------------------------------------------------------------

export const promptPreviewSchema = z
  .strictObject({
    ...scope,
    websiteUrl: campaignFields.websiteUrl,
    location: campaignFields.location,
    promptType: campaignFields.promptType.default('Commercial'),
    breadth: z.number().int().default(5),
    depth: z.number().int().default(3),
    keywords: keywordsSchema.min(1, CAMPAIGN_VALIDATION.keywordsRequired),
  })
  .superRefine((v, ctx) =>
    withRules(validateCampaignBasics)({ ...v, name: 'preview' } as Record<string, unknown>, ctx),
  );
export type PromptPreviewRequest = z.input<typeof promptPreviewSchema>;
export interface PromptPreviewResponse {
  prompts: { text: string; topic: string }[];
  generator: 'ai' | 'template';
  warnings: string[];
  /** The plan's prompt limit per campaign; null means unlimited. */
  limit: number | null;
}

export const promptImportSchema = z.strictObject({
  ...scope,
  filename: text(255).optional(),
  content: z
    .string()
    .max(
      CAMPAIGN_LIMITS.importMaxBytes,
      `The file must be at most ${CAMPAIGN_LIMITS.importMaxBytes / 1024} KB`,
    ),
  existing: z.array(text(1000)).max(10_000).default([]),
});
export type PromptImportRequest = z.input<typeof promptImportSchema>;
export interface PromptImportResponse {
  prompts: string[];
  format: 'csv' | 'txt';
  errors: { line: number; message: string }[];
  duplicates: { line: number; prompt: string }[];
  limit: number | null;
}

export interface PlatformStatus {
  id: CampaignPlatformId;
  label: string;
  /** Its key is set: answers come from the real engine. */
  configured: boolean;
  /** Answers are simulated by the sandbox (always true for `sandbox`). */
  simulated: boolean;
  model: string;
  requestsPerMinute: number;
}
export interface PlatformListResponse {
  platforms: PlatformStatus[];
}

// ---- analytics ---------------------------------------------------------------------------------

export const analyticsQuerySchema = z.strictObject({
  ...scope,
  scraperSource: platformId.default('chatgpt'),
  range: analyticsRange.default(DEFAULT_ANALYTICS_RANGE),
});

export interface Interval {
  low: number;
  high: number;
}
export interface Proportion {
  count: number;
  total: number;
  value: number | null;
  interval: Interval;
}
export interface MetricSummary {
  answers: number;
  visibility: Proportion;
  shareOfVoice: { mentions: number; trackedMentions: number; value: number | null };
  averagePosition: number | null;
  averageProminence: number | null;
  citationRate: Proportion;
  recommendationRate: Proportion;
  sentiment: { average: number | null; positive: number; neutral: number; negative: number };
}
export interface MetricChange {
  metric: 'visibility' | 'citationRate' | 'recommendationRate';
  before: Proportion;
  after: Proportion;
  delta: number;
  zScore: number;
  pValue: number;
  significant: boolean;
  direction: 'up' | 'down' | 'unchanged';
}
export interface Insight {
  id: string;
  rule: string;
  severity: 'high' | 'medium' | 'low';
  title: string;
  detail: string;
  prompt?: string;
  platform?: string;
  domain?: string;
  competitors?: string[];
  answerIds: string[];
}

export interface DashboardData {
  /** The published metric definitions these numbers follow (docs/metrics.md). */
  metricsVersion: string;
  platform: { id: CampaignPlatformId; label: string; simulated: boolean; model: string | null };
  /** The date range: headline, leaderboard and domains sum its runs; prompts are its latest run's. */
  range: AnalyticsRange;
  /** False when no run falls in the range: the sections then show the latest run. */
  rangeHasRuns: boolean;
  latestRun: AnalyticsRunInfo;
  /** Runs in the range with answers on this platform. */
  runs: number;
  headline: MetricSummary;
  /** The latest run against the one before it; changes within the noise are 'unchanged'. */
  changes: MetricChange[];
  leaderboard: { name: string; role: 'brand' | 'competitor'; summary: MetricSummary }[];
  trend: {
    runId: string;
    runAt: string | null;
    status: AnalyticsRunInfo['status'];
    summary: MetricSummary;
    /** Every tracked brand in that run, for share of voice over time. */
    brands: BrandSeriesPoint[];
  }[];
  positions: PositionDistribution;
  prompts: {
    promptId: string | null;
    prompt: string;
    summary: MetricSummary;
    competitorsMentioned: string[];
    change: MetricChange | null;
  }[];
  citedDomains: {
    domain: string;
    ownership: 'owned' | 'competitor' | 'third_party';
    competitor?: string;
    answers: number;
    citations: number;
  }[];
  insights: Insight[];
  suggestedCompetitors: { name: string; answers: number; answerIds: string[] }[];
}

/** Spec section 3; `dashboardData` is `{}` until the platform has answers. */
export interface CampaignAnalyticsResponse {
  campaignName: string;
  campaignStatus: CampaignStatus;
  scraperSource: CampaignPlatformId;
  lastUpdate: string | null;
  dashboardData: DashboardData | Record<string, never>;
  lastJobScrappedPromptCount: number;
  lastJobTotalPromptCount: number;
  /** The last run's state (the campaign status shows COMPLETED or FAILED; a run may be CANCELLED). */
  lastRunStatus: (typeof RUN_STATUSES)[number] | null;
}

// ---- stored answers ----------------------------------------------------------------------------

const idList = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(uuid('answerIds')).max(CAMPAIGN_LIMITS.answersPageMax).optional(),
);

export const answersQuerySchema = z.strictObject({
  ...scope,
  platform: platformId.optional(),
  promptId: uuid('promptId').optional(),
  runId: uuid('runId').optional(),
  mentioned: optionalFlag,
  sentiment: z
    .enum(['positive', 'neutral', 'negative'], {
      error: () => 'sentiment must be positive, neutral or negative',
    })
    .optional(),
  competitor: text(200).optional(),
  cited: optionalFlag,
  domain: text(253).optional(),
  'answerIds[]': idList,
  answerIds: idList,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CAMPAIGN_LIMITS.answersPageMax)
    .default(CAMPAIGN_LIMITS.answersPageDefault),
  offset: z.coerce.number().int().min(0).default(0),
});
export const answersExportQuerySchema = answersQuerySchema.omit({ limit: true, offset: true });

export interface ClassifiedSource {
  url: string;
  domain: string;
  title?: string;
  ownership: 'owned' | 'competitor' | 'third_party';
  competitor?: string;
  startIndex?: number;
  endIndex?: number;
}

export interface StoredAnswer {
  id: string;
  runId: string;
  promptId: string;
  prompt: string;
  platform: CampaignPlatformId;
  sample: number;
  model: string;
  simulated: boolean;
  text: string;
  latencyMs: number;
  createdAt: string;
  brandMentioned: boolean;
  brandPosition: number | null;
  brandSentiment: 'positive' | 'neutral' | 'negative' | null;
  recommended: boolean;
  competitorsMentioned: string[];
  citedSources: ClassifiedSource[];
  retrievedSources: ClassifiedSource[];
  searchQueries: string[];
  organicRank: number | null;
}
export interface AnswerListResponse {
  answers: StoredAnswer[];
  pagination: { total: number; limit: number; offset: number; hasMore: boolean };
}
