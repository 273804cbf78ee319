import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import {
  analyticsQuerySchema,
  analyticsSourcesQuerySchema,
  analyticsViewQuerySchema,
  type AnalyticsOverviewResponse,
  type AnalyticsSourcesResponse,
  answersExportQuerySchema,
  answersQuerySchema,
  campaignParamsSchema,
  type AnswerListResponse,
  type CampaignAnalyticsResponse,
} from '@lantern/contracts';
import type { z } from 'zod';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Access, type AccessContext } from '../access/access-context';
import type { AnswerFilters } from './analytics.repository';
import { AnalyticsViewsService } from './analytics-views.service';
import { AnalyticsService } from './analytics.service';

const inQuery = { org: from.query('organizationId'), account: from.query('accountId') };

/** Query filters as the repository takes them; answerIds may come as `answerIds[]` (spec section 7). */
function filtersOf(q: z.output<typeof answersExportQuerySchema>): AnswerFilters {
  const ids = [...(q['answerIds[]'] ?? []), ...(q.answerIds ?? [])];
  return {
    ...(q.platform ? { platform: q.platform } : {}),
    ...(q.promptId ? { promptId: q.promptId } : {}),
    ...(q.runId ? { runId: q.runId } : {}),
    ...(q.mentioned !== undefined ? { mentioned: q.mentioned } : {}),
    ...(q.sentiment ? { sentiment: q.sentiment } : {}),
    ...(q.competitor ? { competitor: q.competitor } : {}),
    ...(q.cited !== undefined ? { cited: q.cited } : {}),
    ...(q.domain ? { domain: q.domain } : {}),
    ...(ids.length ? { answerIds: ids } : {}),
  };
}

@Controller('campaigns/:campaignId')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly views: AnalyticsViewsService,
  ) {}

  @Get('analytics/overview')
  @Requires('analytics', 'view', { ...inQuery, feature: 'analytics' })
  @Endpoint({
    tag: 'analytics',
    summary:
      'Every platform side by side over a date range: per-platform metrics, leaderboard, trend per brand, insights',
    params: campaignParamsSchema,
    query: analyticsViewQuerySchema,
  })
  overview(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
    @Query() query: z.output<typeof analyticsViewQuerySchema>,
  ): Promise<AnalyticsOverviewResponse> {
    return this.views.overview(access, campaignId, query.range);
  }

  @Get('analytics/sources')
  @Requires('analytics', 'view', { ...inQuery, feature: 'analytics' })
  @Endpoint({
    tag: 'analytics',
    summary: 'Retrieved and cited domains and URLs, the prompts and engines behind them, and search queries',
    params: campaignParamsSchema,
    query: analyticsSourcesQuerySchema,
  })
  sources(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
    @Query() query: z.output<typeof analyticsSourcesQuerySchema>,
  ): Promise<AnalyticsSourcesResponse> {
    return this.views.sources(access, campaignId, query.range, query.platform);
  }

  @Get('analytics')
  @Requires('analytics', 'view', { ...inQuery, feature: 'analytics' })
  @Endpoint({
    tag: 'analytics',
    summary:
      "One platform's dashboard: metrics with intervals, leaderboard, trend, prompts, domains, insights",
    params: campaignParamsSchema,
    query: analyticsQuerySchema,
  })
  get(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
    @Query() query: z.output<typeof analyticsQuerySchema>,
  ): Promise<CampaignAnalyticsResponse> {
    return this.analytics.analytics(access, campaignId, query.scraperSource, query.range);
  }

  @Get('answers')
  @Requires('campaign', 'view', inQuery)
  @Endpoint({
    tag: 'analytics',
    summary:
      'Stored answers with their analysis, newest first (filters: platform, prompt, run, mentioned, sentiment, competitor, cited, domain, ids)',
    params: campaignParamsSchema,
    query: answersQuerySchema,
  })
  answers(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
    @Query() query: z.output<typeof answersQuerySchema>,
  ): Promise<AnswerListResponse> {
    return this.analytics.answers(access, campaignId, filtersOf(query), query.limit, query.offset);
  }

  @Get('answers/export')
  @Requires('analytics', 'view', { ...inQuery, feature: 'export' })
  @Endpoint({
    tag: 'analytics',
    summary: 'The same answers as CSV (cells that a spreadsheet would run as formulas are neutralized)',
    params: campaignParamsSchema,
    query: answersExportQuerySchema,
    responses: { 200: 'text/csv attachment' },
  })
  async export(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
    @Query() query: z.output<typeof answersExportQuerySchema>,
  ): Promise<StreamableFile> {
    const { filename, rows } = await this.analytics.exportCsv(access, campaignId, filtersOf(query));
    return new StreamableFile(Readable.from(rows), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }
}
