import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CAMPAIGN_ERRORS,
  CAMPAIGN_VALIDATION,
  type RunListResponse,
  type RunSummary,
} from '@lantern/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { AccessContext } from '../access/access-context';
import { JobsService } from '../jobs/jobs.service';
import { RUN_ITEM_QUEUE, type RunItemJob } from './run-item.worker';
import { RunsRepository, type RunRow } from './runs.repository';

const notFound = () => AppError.notFound(CAMPAIGN_ERRORS.notFound);

/** Starting, cancelling and listing a campaign's runs. The guard has checked permission and membership. */
@Injectable()
export class RunsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repo: RunsRepository,
    private readonly jobs: JobsService,
  ) {}

  /** Run now: one run at a time per campaign (409 while one is active). */
  async start(access: AccessContext, campaignId: string): Promise<RunSummary> {
    const run = await this.db.transaction(async (m) => {
      const campaign = await this.repo.lockCampaign(m, access.organizationId, access.accountId!, campaignId);
      if (!campaign) throw notFound();
      return this.startLocked(m, campaign, 'manual', access.userId);
    });
    return this.summary(this.db, run);
  }

  /**
   * Creates a run and enqueues one job per item in the caller's transaction (the campaign row must be
   * locked by it): the jobs exist exactly when the run does.
   */
  async startLocked(
    m: EntityManager,
    campaign: { id: string; platforms: string[]; samples: number },
    trigger: RunSummary['trigger'],
    userId: string | null,
  ): Promise<RunRow> {
    if (await this.repo.activeRun(m, campaign.id)) throw AppError.conflict(CAMPAIGN_ERRORS.runActive);
    const { run, itemIds } = await this.repo.createRun(m, campaign, trigger, userId);
    if (itemIds.length === 0) throw AppError.validation(CAMPAIGN_VALIDATION.promptsRequired, {});
    await this.jobs.sendMany(
      RUN_ITEM_QUEUE,
      itemIds.map((itemId): RunItemJob => ({ itemId })),
      m,
    );
    return run;
  }

  async cancel(access: AccessContext, campaignId: string, runId: string): Promise<RunSummary> {
    if (!(await this.repo.campaignInAccount(access.organizationId, access.accountId!, campaignId)))
      throw notFound();
    const run = await this.db.transaction(async (m) => {
      // (The run row, not the campaign row, is locked first: see lockRun.)
      const existing = await this.repo.lockRun(m, campaignId, runId);
      if (!existing) throw AppError.notFound(CAMPAIGN_ERRORS.runNotFound);
      const cancelled = await this.repo.cancelRun(m, runId);
      if (!cancelled) throw AppError.conflict(CAMPAIGN_ERRORS.runFinished);
      await this.repo.settleCampaignAfterCancel(m, campaignId);
      return cancelled;
    });
    return this.summary(this.db, run);
  }

  async listForAccount(
    access: AccessContext,
    campaignId: string,
    limit: number,
    offset: number,
  ): Promise<RunListResponse> {
    if (!(await this.repo.campaignInAccount(access.organizationId, access.accountId!, campaignId)))
      throw notFound();
    const { rows, total } = await this.repo.listRuns(campaignId, limit, offset);
    const progress = await this.repo.platformProgress(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      runs: rows.map((r) => toSummary(r, progress.get(r.id) ?? [])),
      pagination: { total, limit, offset, hasMore: offset + rows.length < total },
    };
  }

  async hasActiveRun(m: EntityManager, campaignId: string): Promise<boolean> {
    return (await this.repo.activeRun(m, campaignId)) !== null;
  }

  async find(
    campaignId: string,
    runId: string,
    db: DataSource | EntityManager = this.db,
  ): Promise<RunSummary | null> {
    const run = await this.repo.findRun(db, campaignId, runId);
    return run ? this.summary(db, run) : null;
  }

  async summary(db: DataSource | EntityManager, run: RunRow): Promise<RunSummary> {
    const progress = await this.repo.platformProgress(db, [run.id]);
    return toSummary(run, progress.get(run.id) ?? []);
  }
}

export function toSummary(r: RunRow, platforms: RunSummary['platforms']): RunSummary {
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    id: r.id,
    campaignId: r.campaign_id,
    status: r.status,
    trigger: r.trigger,
    totalItems: Number(r.total_items),
    answeredItems: Number(r.answered_items),
    failedItems: Number(r.failed_items),
    createdAt: new Date(r.created_at).toISOString(),
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    platforms,
  };
}
