import { z } from 'zod';

export const CAMPAIGN_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'PENDING', 'FAILED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_SORT_FIELDS = ['createdAt', 'name', 'status', 'promptCount', 'updatedAt'] as const;
export const CAMPAIGN_LIST_DEFAULT_LIMIT = 20;
export const CAMPAIGN_LIST_MAX_LIMIT = 100;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(false);

export const campaignListQuerySchema = z.strictObject({
  organizationId: z.uuid('organizationId must be a UUID'),
  accountId: z.uuid('accountId must be a UUID'),
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

export const campaignListResponseSchema = z.object({
  campaigns: z.array(campaignSchema),
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
  }),
  summaryStats: z.object({ totalCampaigns: z.number().int() }),
});
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;
