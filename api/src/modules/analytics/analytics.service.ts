import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CAMPAIGN_ERRORS,
  platformLabel,
  type AnswerListResponse,
  type CampaignAnalyticsResponse,
  type CampaignPlatformId,
  type DashboardData,
  type StoredAnswer,
} from '@lantern/contracts';
import {
  compareRuns,
  computeMetrics,
  generateInsights,
  METRICS_VERSION,
  type AnalyzedAnswer,
} from '@lantern/engine';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { AccessContext } from '../access/access-context';
import { CampaignsRepository } from '../campaigns/campaigns.repository';
import type { CampaignEntity } from '../campaigns/entities/campaign.entity';
import { PlatformCatalog } from '../platforms/platform-catalog.service';
import { AnalyticsRepository, type AnswerFilters, type AnswerRow } from './analytics.repository';
import { csvRow } from './csv';

const CSV_COLUMNS = [
  'answer_id',
  'run_id',
  'created_at',
  'platform',
  'simulated',
  'model',
  'prompt',
  'sample',
  'brand_mentioned',
  'brand_position',
  'brand_sentiment',
  'recommended',
  'competitors_mentioned',
  'cited_urls',
  'answer_text',
];

/** The analytics page's data and the stored answers behind it. The guard has checked access. */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly campaigns: CampaignsRepository,
    private readonly repo: AnalyticsRepository,
    private readonly catalog: PlatformCatalog,
  ) {}

  async analytics(
    access: AccessContext,
    campaignId: string,
    platform: CampaignPlatformId,
  ): Promise<CampaignAnalyticsResponse> {
    const campaign = await this.campaign(access, campaignId);
    const progress = campaign.lastRunId
      ? await this.repo.platformProgress(campaign.lastRunId, platform)
      : { done: 0, total: 0 };
    const answers = await this.repo.analyzedAnswers(campaign.id, platform);
    return {
      campaignName: campaign.name,
      campaignStatus: campaign.status,
      scraperSource: platform,
      lastUpdate: campaign.lastUpdate?.toISOString() ?? null,
      dashboardData: answers.length === 0 ? {} : await this.dashboard(campaign, platform, answers),
      lastJobScrappedPromptCount: progress.done,
      lastJobTotalPromptCount: progress.total,
      lastRunStatus: campaign.lastRunId
        ? ((await this.repo.lastRunStatus(campaign.lastRunId)) as CampaignAnalyticsResponse['lastRunStatus'])
        : null,
    };
  }

  /**
   * Headline, leaderboard, prompts, domains and insights describe the latest run with answers; the
   * trend covers the last runs; changes compare the latest run with the one before, flagged only beyond
   * the noise (two-proportion z-test, docs/metrics.md).
   */
  private async dashboard(
    campaign: CampaignEntity,
    platform: CampaignPlatformId,
    answers: AnalyzedAnswer[],
  ): Promise<DashboardData> {
    const runIds = [...new Set(answers.map((a) => a.runId!))];
    const latestId = runIds[runIds.length - 1]!;
    const latest = answers.filter((a) => a.runId === latestId);
    const previous = runIds.length > 1 ? answers.filter((a) => a.runId === runIds[runIds.length - 2]) : [];
    const report = computeMetrics(latest);
    const trend = computeMetrics(answers).byRun;
    const comparison = previous.length > 0 ? compareRuns(previous, latest) : null;
    const promptIds = await this.repo.promptIds(campaign.id);
    const info = this.catalog.info(platform);
    return {
      metricsVersion: METRICS_VERSION,
      platform: {
        id: platform,
        label: platformLabel(platform),
        simulated: latest.some((a) => a.analysis.simulated),
        model: info.model,
      },
      latestRun: { id: latestId, at: latest[0]!.runAt!, answers: latest.length },
      headline: report.overall,
      changes: comparison?.overall ?? [],
      leaderboard: report.leaderboard,
      trend: trend.map((r) => ({ runId: r.runId, runAt: r.runAt ?? null, summary: r.summary })),
      prompts: report.byPrompt.map((p) => {
        const group = latest.filter((a) => a.prompt === p.prompt);
        return {
          promptId: promptIds.get(p.prompt) ?? null,
          prompt: p.prompt,
          summary: p.summary,
          competitorsMentioned: [
            ...new Set(
              group.flatMap((a) => a.analysis.competitors.filter((c) => c.mentioned).map((c) => c.name)),
            ),
          ],
          change:
            comparison?.byPrompt
              .find((c) => c.prompt === p.prompt)
              ?.changes.find((c) => c.metric === 'visibility') ?? null,
        };
      }),
      citedDomains: report.topCitedDomains,
      insights: generateInsights(latest, { previous }),
      suggestedCompetitors: report.suggestedCompetitors,
    };
  }

  async answers(
    access: AccessContext,
    campaignId: string,
    filters: AnswerFilters,
    limit: number,
    offset: number,
  ): Promise<AnswerListResponse> {
    const campaign = await this.campaign(access, campaignId);
    const { rows, total } = await this.repo.page(campaign.id, filters, limit, offset);
    return {
      answers: rows.map(toStoredAnswer),
      pagination: { total, limit, offset, hasMore: offset + rows.length < total },
    };
  }

  /** The CSV export: checks access first (so errors are JSON), then streams the rows. */
  async exportCsv(
    access: AccessContext,
    campaignId: string,
    filters: AnswerFilters,
  ): Promise<{ filename: string; rows: AsyncGenerator<string> }> {
    const campaign = await this.campaign(access, campaignId);
    const repo = this.repo;
    async function* rows(): AsyncGenerator<string> {
      yield `\uFEFF${csvRow(CSV_COLUMNS)}`; // the BOM makes spreadsheets read UTF-8
      for await (const batch of repo.all(campaign.id, filters)) {
        yield batch.map((r) => csvRow(csvValues(toStoredAnswer(r)))).join('');
      }
    }
    const slug =
      campaign.name
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'campaign';
    return { filename: `${slug}-answers.csv`, rows: rows() };
  }

  private async campaign(access: AccessContext, id: string): Promise<CampaignEntity> {
    const campaign = await this.campaigns.findForAccount(
      this.db,
      access.organizationId,
      access.accountId!,
      id,
    );
    if (!campaign) throw AppError.notFound(CAMPAIGN_ERRORS.notFound);
    return campaign;
  }
}

function toStoredAnswer(r: AnswerRow): StoredAnswer {
  const a = r.analysis;
  return {
    id: r.id,
    runId: r.run_id,
    promptId: r.prompt_id,
    prompt: r.prompt,
    platform: r.platform,
    sample: r.sample,
    model: r.model,
    simulated: r.simulated,
    text: r.text,
    latencyMs: r.latency_ms,
    createdAt: new Date(r.created_at).toISOString(),
    brandMentioned: a.brand.mentioned,
    brandPosition: a.brand.position,
    brandSentiment: a.brand.sentiment?.label ?? null,
    recommended: a.brand.recommended,
    competitorsMentioned: a.competitors.filter((c) => c.mentioned).map((c) => c.name),
    citedSources: a.citations.cited,
    retrievedSources: a.citations.retrieved,
    searchQueries: r.search_queries,
    organicRank: a.organicRank,
  };
}

function csvValues(a: StoredAnswer): unknown[] {
  return [
    a.id,
    a.runId,
    a.createdAt,
    a.platform,
    a.simulated,
    a.model,
    a.prompt,
    a.sample,
    a.brandMentioned,
    a.brandPosition,
    a.brandSentiment,
    a.recommended,
    a.competitorsMentioned.join('; '),
    a.citedSources.map((s) => s.url).join(' '),
    a.text,
  ];
}
