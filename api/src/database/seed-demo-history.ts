// The demo campaigns' run history, made by the real run pipeline on the sandbox: each run is created
// by RunsRepository.createRun (as Run now or the scheduler), every item goes through
// RunItemWorker.execute (ask the platform, analyze the answer, store it, settle the item, finish the
// run and store its summary), and the finished run is then moved back in time. Only the platform is
// the seed's: every engine is the sandbox here, whatever keys the environment holds, so seeding never
// calls a paid provider. One campaign's last run fails (the provider refuses the key, as a revoked key
// would be refused) and one is left in progress.
import { Logger } from '@nestjs/common';
import type { CampaignPlatformId } from '@lantern/contracts';
import { PlatformError, type Brand, type Platform } from '@lantern/engine';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import type { JobsService } from '../modules/jobs/jobs.service';
import { PlatformCatalog } from '../modules/platforms/platform-catalog.service';
import { RateSlots } from '../modules/platforms/rate-slots';
import { AnswersRepository } from '../modules/runs/answers.repository';
import { RunItemWorker } from '../modules/runs/run-item.worker';
import { RunSummaryRepository } from '../modules/runs/run-summary.repository';
import { RunsRepository } from '../modules/runs/runs.repository';
import { RunAggregates } from '../modules/analytics/aggregates/run-aggregates';
import { AnalysisJudgeService } from '../modules/reanalysis/analysis-judge.service';

const DAY_MS = 86_400_000;
/** Finished runs per campaign at most, one every RUN_EVERY_DAYS back from today. */
export const HISTORY_RUNS = 6;
const RUN_EVERY_DAYS = 14;
/** Items run at once (PGlite serializes them anyway; PostgreSQL overlaps a few). */
const CONCURRENCY = 4;
export const REVOKED_KEY_MESSAGE =
  'Incorrect API key provided. The key was revoked or rotated; update it in the server settings.';

export interface HistoryCampaign {
  id: string;
  name: string;
  createdAt: number;
  /** How its last run ends. */
  ending: 'completed' | 'failed' | 'in_progress';
}

/** Every platform is the sandbox; the failing one refuses the key on every call. */
class SeedCatalog extends PlatformCatalog {
  failing = false;
  override adapter(id: CampaignPlatformId, sandbox: { brands: Brand[]; seed: string }): Platform {
    const platform = super.adapter(id, sandbox);
    if (!this.failing) return platform;
    return {
      ...platform,
      ask: async () => {
        throw new PlatformError(id, REVOKED_KEY_MESSAGE, { kind: 'auth', retryable: false, status: 401 });
      },
    };
  }
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Gives each campaign without runs its history; campaigns that have runs are left alone, so running
 * the seed again adds nothing. Returns the number of runs made.
 */
export async function seedRunHistory(
  ds: DataSource,
  config: AppConfig,
  campaigns: HistoryCampaign[],
  now: number,
): Promise<number> {
  // No provider keys: every engine is simulated. The sandbox's shared rate limit out of the way.
  const seedConfig: AppConfig = {
    ...config,
    platformEnv: { LANTERN_RPM_SANDBOX: '600000' },
    RUN_RETRY_BASE_MS: 1,
    ANALYSIS_JUDGE: 'rules', // never a paid model call while seeding
  };
  const summaries = new RunSummaryRepository(ds);
  const aggregates = new RunAggregates(ds);
  const runs = new RunsRepository(ds, summaries, aggregates);
  const catalog = new SeedCatalog(seedConfig);
  const jobs = null as unknown as JobsService; // only used to subscribe to the queue, which the seed skips
  const worker = new RunItemWorker(
    ds,
    seedConfig,
    jobs,
    runs,
    new AnswersRepository(),
    catalog,
    new RateSlots(ds),
    new AnalysisJudgeService(seedConfig),
  );

  Logger.overrideLogger(['error']); // the failing run's expected warnings, one per item, are noise here
  let made = 0;
  for (const c of campaigns) {
    const [{ n }] = (await ds.query('SELECT count(*)::int AS n FROM campaign_runs WHERE campaign_id = $1', [
      c.id,
    ])) as [{ n: number }];
    if (n > 0) continue;
    const [campaign] = (await ds.query('SELECT id, platforms, samples FROM campaigns WHERE id = $1', [
      c.id,
    ])) as [{ id: string; platforms: string[]; samples: number }];
    // Runs every two weeks from the campaign's start (at most HISTORY_RUNS), the last one today. The
    // failed run is two days old, so System Status (last 24 h) does not report the demo's sandbox
    // platforms as degraded by a key failure that only this campaign shows.
    const ages: number[] = [];
    const latest = now - (c.ending === 'failed' ? 2 * DAY_MS : 2 * 3_600_000);
    for (let k = 0; k < HISTORY_RUNS; k++) {
      const at = latest - k * RUN_EVERY_DAYS * DAY_MS;
      if (at <= c.createdAt && k > 0) break;
      ages.unshift(Math.max(at, c.createdAt + 3_600_000));
    }
    for (const [i, at] of ages.entries()) {
      const last = i === ages.length - 1;
      const { run, itemIds } = await ds.transaction((m) => runs.createRun(m, campaign, 'schedule', null));
      catalog.failing = last && c.ending === 'failed';
      const todo =
        last && c.ending === 'in_progress' ? itemIds.slice(0, Math.ceil(itemIds.length / 3)) : itemIds;
      await pool(todo, CONCURRENCY, (itemId) => worker.execute({ itemId }));
      await backdate(ds, run.id, at, last && c.ending === 'in_progress');
      await aggregates.rebuildRun(run.id); // the stored analytics carry the backdated run time
      made += 1;
    }
    catalog.failing = false;
  }
  return made;
}

/** Moves a run, its items, answers and summary to `at` (a run of about five minutes). */
async function backdate(ds: DataSource, runId: string, at: number, inProgress: boolean): Promise<void> {
  const start = new Date(at);
  const end = new Date(at + 5 * 60_000);
  await ds.transaction(async (m) => {
    await m.query(
      `UPDATE campaign_runs SET created_at = $2, started_at = $2, finished_at = CASE WHEN $4 THEN NULL ELSE $3::timestamptz END
        WHERE id = $1`,
      [runId, start, end, inProgress],
    );
    await m.query(
      `UPDATE run_items SET finished_at = $2::timestamptz + random() * interval '5 minutes' WHERE run_id = $1 AND finished_at IS NOT NULL`,
      [runId, start],
    );
    await m.query(
      `UPDATE answers a SET created_at = i.finished_at FROM run_items i WHERE a.item_id = i.id AND a.run_id = $1`,
      [runId],
    );
    await m.query('UPDATE run_summaries SET finished_at = $2 WHERE run_id = $1', [runId, end]);
    await m.query(
      `UPDATE campaigns SET last_update = $2 WHERE last_run_id = $1 AND last_update IS NOT NULL`,
      [runId, end],
    );
  });
}
