import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CampaignPlatformId,
  PlatformProgress,
  RunStatus,
  RunSummary,
  TrackedBrand,
} from '@lantern/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { returning } from '../../database/sql';
import { RunSummaryRepository } from './run-summary.repository';
import { RunAggregates } from '../analytics/aggregates/run-aggregates';

type Db = DataSource | EntityManager;

export interface RunRow {
  id: string;
  campaign_id: string;
  status: RunStatus;
  trigger: RunSummary['trigger'];
  total_items: number;
  answered_items: number;
  failed_items: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** What a worker needs to execute one item: the item, its run's state and the campaign's brands. */
export interface WorkItem {
  id: string;
  run_id: string;
  campaign_id: string;
  prompt_id: string;
  prompt: string;
  platform: CampaignPlatformId;
  sample: number;
  item_status: string;
  run_status: RunStatus;
  location: string;
  website_domain: string;
  brand_name: string;
  brand_aliases: string[];
  competitors: TrackedBrand[];
}

export interface ItemOutcome {
  status: 'answered' | 'failed';
  attempts: number;
  errorKind?: string;
  errorMessage?: string;
}

const RUN_COLUMNS =
  'id, campaign_id, status, trigger, total_items, answered_items, failed_items, created_at, started_at, finished_at';

@Injectable()
export class RunsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly summaries: RunSummaryRepository,
    private readonly aggregates: RunAggregates,
  ) {}

  /** Locks the campaign row of the account (serializes run starts and cancels); null when not there. */
  async lockCampaign(
    m: EntityManager,
    organizationId: string,
    accountId: string,
    campaignId: string,
  ): Promise<{ id: string; name: string; platforms: CampaignPlatformId[]; samples: number } | null> {
    const [row] = await m.query(
      `SELECT id, name, platforms, samples FROM campaigns
        WHERE id = $1 AND organization_id = $2 AND account_id = $3 FOR UPDATE`,
      [campaignId, organizationId, accountId],
    );
    return row ?? null;
  }

  async campaignInAccount(organizationId: string, accountId: string, campaignId: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM campaigns WHERE id = $1 AND organization_id = $2 AND account_id = $3',
      [campaignId, organizationId, accountId],
    );
    return rows.length > 0;
  }

  async activeRun(m: Db, campaignId: string): Promise<RunRow | null> {
    const [row] = await m.query(
      `SELECT ${RUN_COLUMNS} FROM campaign_runs WHERE campaign_id = $1 AND status IN ('PENDING', 'IN_PROGRESS')`,
      [campaignId],
    );
    return row ?? null;
  }

  /**
   * Creates the run and its items (every active prompt x platform x sample) and marks the campaign
   * PENDING with this run as its last. Returns the run and its item ids.
   */
  async createRun(
    m: EntityManager,
    campaign: { id: string; platforms: string[]; samples: number },
    trigger: RunSummary['trigger'],
    userId: string | null,
  ): Promise<{ run: RunRow; itemIds: string[] }> {
    const [run] = (await m.query(
      `INSERT INTO campaign_runs (campaign_id, trigger, total_items, created_by)
       SELECT $1, $2, count(*) * cardinality($3::text[]) * $4, $5
         FROM campaign_prompts WHERE campaign_id = $1 AND archived_at IS NULL
       RETURNING ${RUN_COLUMNS}`,
      [campaign.id, trigger, campaign.platforms, campaign.samples, userId],
    )) as RunRow[];
    const items = (await m.query(
      `INSERT INTO run_items (run_id, prompt_id, platform, sample)
       SELECT $1, p.id, pl.platform, s.sample
         FROM campaign_prompts p
         CROSS JOIN unnest($2::text[]) WITH ORDINALITY AS pl(platform, ord)
         CROSS JOIN generate_series(1, $3::int) AS s(sample)
        WHERE p.campaign_id = $4 AND p.archived_at IS NULL
        ORDER BY s.sample, p.position, pl.ord
       RETURNING id`,
      [run!.id, campaign.platforms, campaign.samples, campaign.id],
    )) as { id: string }[];
    await m.query(`UPDATE campaigns SET status = 'PENDING', last_run_id = $2 WHERE id = $1`, [
      campaign.id,
      run!.id,
    ]);
    return { run: run!, itemIds: items.map((i) => i.id) };
  }

  /**
   * The campaign's run, its row locked for this transaction. Lock the run row before the campaign row,
   * as a worker settling an item does (settleItem): the other order deadlocks with a worker that holds
   * the run and waits for the campaign row (an answer's foreign key, the run's last item).
   */
  async lockRun(m: EntityManager, campaignId: string, runId: string): Promise<RunRow | null> {
    const [row] = await m.query(
      `SELECT ${RUN_COLUMNS} FROM campaign_runs WHERE id = $1 AND campaign_id = $2 FOR UPDATE`,
      [runId, campaignId],
    );
    return row ?? null;
  }

  async findRun(m: Db, campaignId: string, runId: string): Promise<RunRow | null> {
    const [row] = await m.query(
      `SELECT ${RUN_COLUMNS} FROM campaign_runs WHERE id = $1 AND campaign_id = $2`,
      [runId, campaignId],
    );
    return row ?? null;
  }

  async listRuns(
    campaignId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: RunRow[]; total: number }> {
    const rows: RunRow[] = await this.db.query(
      `SELECT ${RUN_COLUMNS} FROM campaign_runs WHERE campaign_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [campaignId, limit, offset],
    );
    const [{ n }] = await this.db.query(
      `SELECT count(*)::int AS n FROM campaign_runs WHERE campaign_id = $1`,
      [campaignId],
    );
    return { rows, total: n };
  }

  /** Per-platform progress of runs (answered, failed, total and the last error message). */
  async platformProgress(m: Db, runIds: string[]): Promise<Map<string, PlatformProgress[]>> {
    const out = new Map<string, PlatformProgress[]>();
    if (runIds.length === 0) return out;
    const rows: Array<PlatformProgress & { run_id: string }> = await m.query(
      `SELECT run_id, platform, count(*)::int AS total,
              count(*) FILTER (WHERE status = 'answered')::int AS answered,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              (array_agg(error_message ORDER BY finished_at DESC) FILTER (WHERE status = 'failed'))[1] AS "lastError"
         FROM run_items WHERE run_id = ANY($1::uuid[])
        GROUP BY run_id, platform ORDER BY run_id, platform`,
      [runIds],
    );
    for (const { run_id, ...p } of rows) {
      const list = out.get(run_id) ?? [];
      list.push({ ...p, lastError: p.lastError ?? null });
      out.set(run_id, list);
    }
    return out;
  }

  /** Cancels an active run: its pending items will not be asked; returns the run, or null if it had finished. */
  async cancelRun(m: EntityManager, runId: string): Promise<RunRow | null> {
    const [run] = await returning<RunRow>(
      m,
      `UPDATE campaign_runs SET status = 'CANCELLED', finished_at = now()
        WHERE id = $1 AND status IN ('PENDING', 'IN_PROGRESS') RETURNING ${RUN_COLUMNS}`,
      [runId],
    );
    if (!run) return null;
    await m.query(
      `UPDATE run_items SET status = 'cancelled', finished_at = now() WHERE run_id = $1 AND status = 'pending'`,
      [runId],
    );
    await this.aggregates.rebuildRun(runId, m);
    return run;
  }

  /** After a cancel: COMPLETED if the campaign has any answers to show, otherwise back to PENDING. */
  async settleCampaignAfterCancel(m: EntityManager, campaignId: string): Promise<void> {
    await m.query(
      `UPDATE campaigns SET status = CASE WHEN EXISTS (SELECT 1 FROM answers WHERE campaign_id = $1)
                                          THEN 'COMPLETED' ELSE 'PENDING' END
        WHERE id = $1`,
      [campaignId],
    );
  }

  // ---- worker side ----------------------------------------------------------------------------

  async workItem(itemId: string): Promise<WorkItem | null> {
    const [row] = await this.db.query(
      `SELECT i.id, i.run_id, r.campaign_id, i.prompt_id, p.text AS prompt, i.platform, i.sample,
              i.status AS item_status, r.status AS run_status, c.location, c.website_domain,
              c.brand_name, c.brand_aliases, c.competitors
         FROM run_items i
         JOIN campaign_runs r ON r.id = i.run_id
         JOIN campaign_prompts p ON p.id = i.prompt_id
         JOIN campaigns c ON c.id = r.campaign_id
        WHERE i.id = $1`,
      [itemId],
    );
    return row ?? null;
  }

  /** The first item to start moves its run and campaign to IN_PROGRESS. */
  async markStarted(runId: string, campaignId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const started = await returning(
        m,
        `UPDATE campaign_runs SET status = 'IN_PROGRESS', started_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING id`,
        [runId],
      );
      if (started.length > 0) {
        await m.query(`UPDATE campaigns SET status = 'IN_PROGRESS' WHERE id = $1 AND last_run_id = $2`, [
          campaignId,
          runId,
        ]);
      }
    });
  }

  async isRunActive(runId: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM campaign_runs WHERE id = $1 AND status IN ('PENDING', 'IN_PROGRESS')`,
      [runId],
    );
    return rows.length > 0;
  }

  /**
   * Settles one item exactly once: the item leaves 'pending' (a second delivery, a late duplicate or a
   * cancelled item changes nothing), the answer is stored, the run's counters move and, when this was
   * the last item, the run reaches its single terminal state and the campaign follows it.
   * Returns false when the item was already settled.
   */
  async settleItem(
    m: EntityManager,
    item: Pick<WorkItem, 'id' | 'run_id' | 'campaign_id'>,
    outcome: ItemOutcome,
    store?: (m: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    // The run row first, always: settling an item and failRemaining (which takes every pending item of
    // a platform) would otherwise lock item rows and the run row in opposite orders and deadlock.
    await m.query('SELECT id FROM campaign_runs WHERE id = $1 FOR UPDATE', [item.run_id]);
    const updated = await returning(
      m,
      `UPDATE run_items SET status = $2, attempts = $3, error_kind = $4, error_message = $5, finished_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [item.id, outcome.status, outcome.attempts, outcome.errorKind ?? null, outcome.errorMessage ?? null],
    );
    if (updated.length === 0) return false;
    if (store) await store(m);
    const counter = outcome.status === 'answered' ? 'answered_items' : 'failed_items';
    await m.query(`UPDATE campaign_runs SET ${counter} = ${counter} + 1 WHERE id = $1`, [item.run_id]);
    await this.finishIfDone(m, item.run_id, item.campaign_id);
    return true;
  }

  /**
   * Fails every still-pending item of a run on one platform (after an auth or spend-limit error no
   * further request can succeed, so none is made).
   */
  async failRemaining(
    m: EntityManager,
    runId: string,
    campaignId: string,
    platform: string,
    errorKind: string,
    errorMessage: string,
  ): Promise<number> {
    const failed = await returning(
      m,
      `UPDATE run_items SET status = 'failed', error_kind = $3, error_message = $4, finished_at = now()
        WHERE run_id = $1 AND platform = $2 AND status = 'pending' RETURNING id`,
      [runId, platform, errorKind, errorMessage],
    );
    if (failed.length === 0) return 0;
    await m.query(`UPDATE campaign_runs SET failed_items = failed_items + $2 WHERE id = $1`, [
      runId,
      failed.length,
    ]);
    await this.finishIfDone(m, runId, campaignId);
    return failed.length;
  }

  /** COMPLETED when at least one answer came back, FAILED when none did. Runs at most once per run. */
  private async finishIfDone(m: EntityManager, runId: string, campaignId: string): Promise<void> {
    const [done] = await returning<{ status: RunStatus }>(
      m,
      `UPDATE campaign_runs
          SET status = CASE WHEN answered_items > 0 THEN 'COMPLETED' ELSE 'FAILED' END, finished_at = now()
        WHERE id = $1 AND status IN ('PENDING', 'IN_PROGRESS') AND answered_items + failed_items = total_items
        RETURNING status`,
      [runId],
    );
    if (!done) return;
    await this.summaries.record(m, runId, campaignId, done.status);
    await m.query(
      `UPDATE campaigns SET status = $3, last_update = now() WHERE id = $1 AND last_run_id = $2`,
      [campaignId, runId, done.status],
    );
    await this.aggregates.rebuildRun(runId, m);
  }

  // ---- schedules --------------------------------------------------------------------------------

  /** Due scheduled campaigns, locked for this transaction (other schedulers skip them). */
  async lockDueCampaigns(
    m: EntityManager,
    limit: number,
  ): Promise<{ id: string; platforms: CampaignPlatformId[]; samples: number; created_by: string | null }[]> {
    return m.query(
      `SELECT id, platforms, samples, created_by FROM campaigns
        WHERE schedule <> 'none' AND next_run_at <= now()
        ORDER BY next_run_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  /** Moves the next run to the first slot after now (missed slots are not run twice). */
  async advanceSchedule(m: EntityManager, campaignId: string): Promise<void> {
    await m.query(
      `UPDATE campaigns SET next_run_at = next_run_at + CASE schedule WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END
                                           * greatest(1, ceil(extract(epoch FROM (now() - next_run_at)) /
                                             extract(epoch FROM CASE schedule WHEN 'daily' THEN interval '1 day' ELSE interval '7 days' END)))
        WHERE id = $1`,
      [campaignId],
    );
  }
}
