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
  type AnalyticsRange,
} from '@lantern/contracts';
import { mergeBrandTallies, METRICS_VERSION, summaryOf } from '@lantern/engine';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { AccessContext } from '../access/access-context';
import { CampaignsRepository } from '../campaigns/campaigns.repository';
import type { CampaignEntity } from '../campaigns/entities/campaign.entity';
import { PlatformCatalog } from '../platforms/platform-catalog.service';
import { AnalyticsRepository, type AnswerFilters, type AnswerRow } from './analytics.repository';
import { AggregatesRepository, rangeStart } from './aggregates/aggregates.repository';
import { RunAggregates } from './aggregates/run-aggregates';
import { brandTally, promptChange, runChanges, runInfo, standings } from './aggregates/summaries';
import { csvRow } from './csv';
import { untrackedSuggestions } from '../campaigns/competitor-suggestions';

/** Cited domains listed on a platform's page. */
const CITED_DOMAINS = 20;

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
    private readonly aggregates: AggregatesRepository,
    private readonly writer: RunAggregates,
  ) {}

  async analytics(
    access: AccessContext,
    campaignId: string,
    platform: CampaignPlatformId,
    range: AnalyticsRange,
  ): Promise<CampaignAnalyticsResponse> {
    const campaign = await this.campaign(access, campaignId);
    await this.writer.ensureCampaign(campaign.id);
    const progress = campaign.lastRunId
      ? await this.repo.platformProgress(campaign.lastRunId, platform)
      : { done: 0, total: 0 };
    const dashboard = await this.dashboard(campaign, platform, range);
    return {
      campaignName: campaign.name,
      campaignStatus: campaign.status,
      scraperSource: platform,
      lastUpdate: campaign.lastUpdate?.toISOString() ?? null,
      dashboardData: dashboard ?? {},
      lastJobScrappedPromptCount: progress.done,
      lastJobTotalPromptCount: progress.total,
      lastRunStatus: campaign.lastRunId
        ? ((await this.repo.lastRunStatus(campaign.lastRunId)) as CampaignAnalyticsResponse['lastRunStatus'])
        : null,
    };
  }

  /**
   * From the stored aggregates (never the answers): headline, leaderboard and cited domains sum the
   * runs in the range; the prompt table lists the latest run in it; the trend has one point per run;
   * changes (of the headline and each prompt) compare the latest run with
   * the one before, flagged only beyond the noise (two-proportion z-test, docs/metrics.md). When the
   * range holds no run, the latest run stands in and `rangeHasRuns` says so.
   */
  private async dashboard(
    campaign: CampaignEntity,
    platform: CampaignPlatformId,
    range: AnalyticsRange,
  ): Promise<DashboardData | null> {
    const since = rangeStart(range);
    let rows = await this.aggregates.runPlatforms(campaign.id, platform, since);
    const rangeHasRuns = rows.length > 0;
    if (!rangeHasRuns && since)
      rows = (await this.aggregates.runPlatforms(campaign.id, platform, null)).slice(-1);
    const latest = rows[rows.length - 1];
    if (!latest) return null;
    const previous = rows.length > 1 ? rows[rows.length - 2]! : null;
    const from = rangeHasRuns ? since : latest.run_at;
    const brands = mergeBrandTallies(rows.map((r) => r.brands));
    const own = brandTally(brands);
    const [prompts, before, domains, details, latestProgress] = await Promise.all([
      this.aggregates.prompts(latest.run_id, platform),
      previous ? this.aggregates.promptVisibility(previous.run_id, platform) : [],
      this.aggregates.citedDomains(campaign.id, platform, from, CITED_DOMAINS),
      this.aggregates.runDetails(latest.run_id, [platform]),
      this.repo.platformProgress(latest.run_id, platform),
    ]);
    const beforeByPrompt = new Map(before.map((b) => [b.prompt_id, b]));
    const info = this.catalog.info(platform);
    return {
      metricsVersion: METRICS_VERSION,
      platform: {
        id: platform,
        label: platformLabel(platform),
        simulated: rows.some((r) => r.simulated),
        model: info.model,
      },
      range,
      rangeHasRuns,
      latestRun: runInfo(latest, latest.answers, latestProgress.total),
      runs: rows.length,
      headline: summaryOf(own),
      changes: previous ? runChanges(brandTally(previous.brands), brandTally(latest.brands)) : [],
      leaderboard: standings(brands),
      trend: rows.map((r) => ({
        runId: r.run_id,
        runAt: new Date(r.run_at).toISOString(),
        status: r.status,
        summary: summaryOf(brandTally(r.brands)),
        brands: r.brands.map((b) => ({ name: b.name, role: b.role, summary: summaryOf(b.tally) })),
      })),
      positions: own.positions,
      prompts: prompts.map((p) => ({
        promptId: p.prompt_id,
        prompt: p.prompt,
        summary: summaryOf(p.tally),
        competitorsMentioned: p.competitors,
        change: promptChange(beforeByPrompt.get(p.prompt_id), p.tally),
      })),
      citedDomains: domains.map((d) => ({
        domain: d.domain,
        ownership: d.ownership,
        ...(d.competitor ? { competitor: d.competitor } : {}),
        answers: d.answers,
        citations: d.citations,
      })),
      insights: details[0]?.insights ?? [],
      suggestedCompetitors: untrackedSuggestions(details[0]?.suggestions ?? [], campaign),
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

  async runStatus(runId: string): Promise<CampaignAnalyticsResponse['lastRunStatus']> {
    return (await this.repo.lastRunStatus(runId)) as CampaignAnalyticsResponse['lastRunStatus'];
  }

  async campaign(access: AccessContext, id: string): Promise<CampaignEntity> {
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
