import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CAMPAIGN_ERRORS,
  CAMPAIGN_LIMITS,
  COMPETITOR_TRACKING_ERRORS,
  isOwnBrand,
  isTracked,
  type TrackCompetitorInput,
  DEFAULT_CAMPAIGN_PLATFORMS,
  brandFromDomain,
  normalizeWebsite,
  websiteDomain,
  type Campaign,
  type CampaignDetail,
  type CampaignListResponse,
  type CampaignSchedule,
  type CreateCampaignInput,
  type MessageResponse,
  type UpdateCampaignInput,
} from '@lantern/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import type { AccessContext } from '../access/access-context';
import { ActivitiesService } from '../activities/activities.service';
import { ReanalysisWorker } from '../reanalysis/reanalysis.worker';
import { RunSummaryRepository } from '../runs/run-summary.repository';
import { RunsService } from '../runs/runs.service';
import { checkCompetitors, checkCountryLimit, checkPromptLimit, cleanPrompts } from './campaign-rules';
import { type CampaignPageQuery, CampaignsRepository } from './campaigns.repository';
import { CampaignEntity } from './entities/campaign.entity';

const notFound = () => AppError.notFound(CAMPAIGN_ERRORS.notFound);
/** Edited fields that change what the analyzer looks for, so stored answers are re-analysed. */
const BRAND_SET_FIELDS = ['brandName', 'brandAliases', 'websiteUrl', 'competitors'] as const;
const SCHEDULE_DAYS: Record<Exclude<CampaignSchedule, 'none'>, number> = { daily: 1, weekly: 7 };
const nextRunAt = (schedule: CampaignSchedule, from = new Date()) =>
  schedule === 'none' ? null : new Date(from.getTime() + SCHEDULE_DAYS[schedule] * 86_400_000);

/** Campaigns of an account. The guard has checked the permission, the plan feature and the membership. */
@Injectable()
export class CampaignsService {
  private readonly logger = new Logger(CampaignsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repo: CampaignsRepository,
    private readonly runs: RunsService,
    private readonly activities: ActivitiesService,
    private readonly summaries: RunSummaryRepository,
    private readonly reanalysis: ReanalysisWorker,
  ) {}

  async list(q: CampaignPageQuery & { includeStats: boolean }): Promise<CampaignListResponse> {
    const [{ rows, total, totalCapped, hasMore }, counts] = await Promise.all([
      this.repo.page(q),
      this.repo.statusCounts(q.organizationId, q.accountId),
    ]);
    // includeStats adds each row's performance, from the stored per-run figures.
    const performance = q.includeStats ? await this.summaries.performance(rows.map((r) => r.id)) : null;
    const all = counts.COMPLETED + counts.IN_PROGRESS + counts.PENDING + counts.FAILED;
    const filters: Record<string, string> = {};
    if (q.status) filters.status = q.status;
    if (q.search) filters.search = q.search;
    return {
      campaigns: rows.map((r) => {
        const item = toCampaign(r);
        const p = performance?.get(r.id);
        return p ? { ...item, performance: p } : item;
      }),
      statusCounts: {
        completed: counts.COMPLETED,
        inProgress: counts.IN_PROGRESS,
        pending: counts.PENDING,
        failed: counts.FAILED,
        total: all,
      },
      metadata: { sortBy: q.sortBy, sortOrder: q.sortOrder, filters },
      pagination: {
        totalCampaigns: total,
        currentPage: Math.floor(q.offset / q.limit) + 1,
        limit: q.limit,
        hasMore,
        totalCapped,
      },
      summaryStats: { totalCampaigns: all },
    };
  }

  /** Creates the campaign and its prompts under the plan's limits and, by default, starts its first run. */
  async create(
    access: AccessContext,
    input: CreateCampaignInput,
    meta: RequestMeta,
  ): Promise<CampaignDetail> {
    const prompts = cleanPrompts(input.prompts);
    checkPromptLimit(access.tier, prompts.length);
    checkCompetitors(access.tier, input.competitors.length);
    const websiteUrl = normalizeWebsite(input.websiteUrl)!;
    const domain = websiteDomain(websiteUrl);
    const id = await this.db.transaction(async (m) => {
      await this.repo.lockAccount(m, access.accountId!);
      checkCountryLimit(access.tier, await this.repo.locations(m, access.accountId!), input.location);
      const campaign = await m.save(
        m.create(CampaignEntity, {
          organizationId: access.organizationId,
          accountId: access.accountId!,
          name: input.name,
          websiteUrl,
          websiteDomain: domain,
          brandUrl: websiteUrl,
          location: input.location,
          promptType: input.promptType,
          breadth: input.breadth,
          depth: input.depth,
          keywords: input.keywords,
          promptsCount: prompts.length,
          brandName: input.brandName || brandFromDomain(domain),
          brandAliases: input.brandAliases,
          competitors: input.competitors,
          platforms: [...new Set(input.platforms ?? DEFAULT_CAMPAIGN_PLATFORMS)],
          samples: input.samples,
          schedule: input.schedule,
          nextRunAt: nextRunAt(input.schedule),
          promptMethod: input.promptMethod,
          createdBy: access.userId,
        }),
      );
      await this.repo.replacePrompts(m, campaign.id, prompts);
      await this.record(
        m,
        meta,
        access,
        campaign,
        'campaign_created',
        `Campaign "${campaign.name}" created`,
        {
          websiteDomain: domain,
          prompts: prompts.length,
          platforms: campaign.platforms,
          promptMethod: input.promptMethod,
        },
      );
      if (input.runNow) await this.runs.startLocked(m, campaign, 'create', access.userId);
      return campaign.id;
    });
    return this.detail(access, id);
  }

  /** One snapshot (repeatable read): the campaign's status always agrees with its last run's. */
  async detail(access: AccessContext, id: string): Promise<CampaignDetail> {
    const { campaign, prompts, lastRun } = await this.db.transaction('REPEATABLE READ', async (m) => {
      const found = await this.repo.findForAccount(m, access.organizationId, access.accountId!, id);
      if (!found) throw notFound();
      return {
        campaign: found,
        prompts: await this.repo.activePrompts(m, id),
        lastRun: found.lastRunId ? await this.runs.find(id, found.lastRunId, m) : null,
      };
    });
    return {
      ...toCampaign(campaign),
      promptType: campaign.promptType as CampaignDetail['promptType'],
      breadth: campaign.breadth,
      depth: campaign.depth,
      promptMethod: campaign.promptMethod,
      brandName: campaign.brandName,
      brandAliases: campaign.brandAliases,
      competitors: campaign.competitors,
      platforms: campaign.platforms,
      samples: campaign.samples,
      schedule: campaign.schedule,
      nextRunAt: campaign.nextRunAt?.toISOString() ?? null,
      prompts,
      lastRun,
      lastJobScrappedPromptCount: lastRun ? lastRun.answeredItems + lastRun.failedItems : 0,
      lastJobTotalPromptCount: lastRun?.totalItems ?? 0,
    };
  }

  /** Edits settings and prompts; prompts, platforms and samples are locked while a run is active. */
  async update(
    access: AccessContext,
    id: string,
    input: UpdateCampaignInput,
    meta: RequestMeta,
  ): Promise<CampaignDetail> {
    const prompts = input.prompts ? cleanPrompts(input.prompts) : undefined;
    if (prompts) checkPromptLimit(access.tier, prompts.length);
    if (input.competitors) checkCompetitors(access.tier, input.competitors.length);
    await this.db.transaction(async (m) => {
      const campaign = await this.repo.findForAccount(m, access.organizationId, access.accountId!, id, true);
      if (!campaign) throw notFound();
      const changesWork = prompts || input.platforms || input.samples !== undefined;
      if (changesWork && (await this.runs.hasActiveRun(m, id)))
        throw AppError.conflict(CAMPAIGN_ERRORS.promptsLocked);
      if (input.location && input.location.toLowerCase() !== campaign.location.toLowerCase()) {
        checkCountryLimit(access.tier, await this.repo.locations(m, access.accountId!, id), input.location);
      }
      const changed = Object.keys(input).filter((k) => k !== 'organizationId' && k !== 'accountId');
      if (input.name !== undefined) campaign.name = input.name;
      if (input.websiteUrl !== undefined) {
        campaign.websiteUrl = normalizeWebsite(input.websiteUrl)!;
        campaign.websiteDomain = websiteDomain(campaign.websiteUrl);
        campaign.brandUrl = campaign.websiteUrl;
      }
      if (input.location !== undefined) campaign.location = input.location;
      if (input.keywords) campaign.keywords = input.keywords;
      if (input.brandName) campaign.brandName = input.brandName;
      if (input.brandAliases) campaign.brandAliases = input.brandAliases;
      if (input.competitors) campaign.competitors = input.competitors;
      if (input.platforms) campaign.platforms = [...new Set(input.platforms)];
      if (input.samples !== undefined) campaign.samples = input.samples;
      if (input.schedule && input.schedule !== campaign.schedule) {
        campaign.schedule = input.schedule;
        campaign.nextRunAt = nextRunAt(input.schedule);
      }
      if (prompts) {
        await this.repo.replacePrompts(m, id, prompts);
        campaign.promptsCount = prompts.length;
      }
      await m.save(campaign);
      await this.record(
        m,
        meta,
        access,
        campaign,
        'campaign_updated',
        `Campaign "${campaign.name}" updated`,
        {
          changed,
        },
      );
    });
    if (BRAND_SET_FIELDS.some((f) => input[f] !== undefined)) await this.startReanalysis(id);
    return this.detail(access, id);
  }

  /**
   * Adds one competitor (the analytics page's 'Track' on a suggestion) under the same plan gate as an
   * edit; the campaign's own brand, a competitor already tracked and one past the maximum are refused.
   */
  async trackCompetitor(
    access: AccessContext,
    id: string,
    input: TrackCompetitorInput,
    meta: RequestMeta,
  ): Promise<CampaignDetail> {
    checkCompetitors(access.tier, 1);
    await this.db.transaction(async (m) => {
      const campaign = await this.repo.findForAccount(m, access.organizationId, access.accountId!, id, true);
      if (!campaign) throw notFound();
      if (isOwnBrand(input.name, campaign))
        throw AppError.validation(COMPETITOR_TRACKING_ERRORS.ownBrand, {
          name: COMPETITOR_TRACKING_ERRORS.ownBrand,
        });
      if (isTracked(input.name, campaign.competitors))
        throw AppError.conflict(COMPETITOR_TRACKING_ERRORS.alreadyTracked(input.name));
      if (campaign.competitors.length >= CAMPAIGN_LIMITS.competitorsMax)
        throw AppError.conflict(COMPETITOR_TRACKING_ERRORS.tooMany);
      campaign.competitors = [
        ...campaign.competitors,
        { name: input.name, aliases: input.aliases, domains: input.domains },
      ];
      await m.save(campaign);
      await this.record(
        m,
        meta,
        access,
        campaign,
        'campaign_updated',
        `Campaign "${campaign.name}" updated`,
        {
          changed: ['competitors'],
          trackedCompetitor: input.name,
        },
      );
    });
    await this.startReanalysis(id);
    return this.detail(access, id);
  }

  /**
   * Starts re-analysing the stored answers right after a brand-set edit, so the progress shows at once
   * (the minute sweep is the fallback). The edit is committed: a failure here is logged, not returned.
   */
  private async startReanalysis(id: string): Promise<void> {
    try {
      await this.reanalysis.request(id);
    } catch (err) {
      this.logger.warn(`re-analysis of campaign ${id} not started: ${(err as Error).message}`);
    }
  }

  /** Deletes the campaign with its runs and answers; queued jobs of its runs find nothing and end. */
  async remove(access: AccessContext, id: string, meta: RequestMeta): Promise<MessageResponse> {
    return this.db.transaction(async (m) => {
      const campaign = await this.repo.findForAccount(m, access.organizationId, access.accountId!, id, true);
      if (!campaign) throw notFound();
      await m.delete(CampaignEntity, { id });
      await this.record(
        m,
        meta,
        access,
        campaign,
        'campaign_deleted',
        `Campaign "${campaign.name}" deleted`,
        {
          name: campaign.name,
          websiteDomain: campaign.websiteDomain,
        },
      );
      return { message: `Successfully deleted ${campaign.name}` };
    });
  }

  private record(
    m: EntityManager,
    meta: RequestMeta,
    access: AccessContext,
    campaign: CampaignEntity,
    type: 'campaign_created' | 'campaign_updated' | 'campaign_deleted',
    description: string,
    metadata: Record<string, unknown>,
  ): Promise<void> {
    return this.activities.record(m, meta, {
      type,
      entityType: 'campaign',
      entityId: campaign.id,
      description,
      organizationId: access.organizationId,
      accountId: access.accountId,
      userId: access.userId,
      metadata,
    });
  }
}

function toCampaign(c: CampaignEntity): Campaign {
  return {
    id: c.id,
    name: c.name,
    websiteDomain: c.websiteDomain,
    websiteUrl: c.websiteUrl,
    brandUrl: c.brandUrl,
    location: c.location,
    keywords: c.keywords,
    promptsCount: c.promptsCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    status: c.status,
  };
}
