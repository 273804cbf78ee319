import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ANALYSIS_VERSION,
  createAnalyzer,
  type Answer,
  type AnswerAnalyzer,
  type PlatformId,
} from '@lantern/engine';
import type { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { analysisContext } from '../runs/run-item.worker';
import { AnalysisJudgeService } from './analysis-judge.service';
import { ANALYTICS_REBUILD_HOOK, type AnalyticsRebuildHook } from './analytics-rebuild.hook';
import {
  ReanalysisRepository,
  type CampaignBrandSet,
  type Reanalysed,
  type StoredAnswer,
} from './reanalysis.repository';

export const REANALYSIS_SWEEP_QUEUE = 'analysis.sweep';
export const REANALYSIS_BATCH_QUEUE = 'analysis.batch';

export interface ReanalysisBatchJob {
  campaignId: string;
  /** The brand-set hash the chain was started for; a later change restarts the chain. */
  contextHash: string;
  /** The batch number this job expects (campaign_reanalysis.batches): duplicates do nothing. */
  batch: number;
}

/** Answers re-analysed per job (one transaction). */
export const REANALYSIS_BATCH = 500;
/** Campaigns checked per sweep page. */
const SWEEP_PAGE = 200;

export function analyzerForCampaign(c: CampaignBrandSet): AnswerAnalyzer {
  return createAnalyzer(
    analysisContext({
      brand_name: c.brand_name,
      brand_aliases: c.brand_aliases,
      website_domain: c.website_domain,
      competitors: c.competitors,
    }),
  );
}

function answerOf(row: StoredAnswer): Answer {
  return {
    platform: row.platform as PlatformId,
    model: row.model,
    text: row.text,
    retrievedSources: row.retrieved_sources ?? [],
    citedSources: row.cited_sources ?? [],
    searchQueries: [],
    latencyMs: 0,
    usage: {},
    simulated: row.simulated,
    ...(row.organic_results ? { organicResults: row.organic_results } : {}),
    raw: null,
  };
}

/**
 * Re-analysis of stored answers, never asking the engines again. A sweep (every minute, and at start)
 * finds campaigns whose stored answers were analysed with another analyzer version or another brand
 * set (brand, aliases, domain, competitors) and starts a chain of batch jobs for each. A batch job
 * re-analyses the next REANALYSIS_BATCH answers after the campaign's cursor in one transaction that
 * also moves the cursor, then enqueues the next batch: resumable (a dead worker's job is retried from
 * the committed cursor), idempotent (an answer already current is left alone; a duplicate job sees
 * another batch number) and visible (GET /campaigns/:id/reanalysis). When every answer of a run has
 * been re-analysed, ANALYTICS_REBUILD_HOOK.afterRunReanalysed(runId) is called.
 */
@Injectable()
export class ReanalysisWorker implements OnModuleInit {
  private readonly logger = new Logger('Reanalysis');
  /** Answers per batch job; tests lower it to exercise chains of batches. */
  batchSize = REANALYSIS_BATCH;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly repo: ReanalysisRepository,
    @Inject(ANALYTICS_REBUILD_HOOK) private readonly hook: AnalyticsRebuildHook,
    private readonly judge: AnalysisJudgeService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(REANALYSIS_SWEEP_QUEUE, () => this.sweep().then(() => undefined), {
      cron: '* * * * *',
      retryLimit: 0,
    });
    this.jobs.register(
      REANALYSIS_BATCH_QUEUE,
      (data) => this.batch(data as ReanalysisBatchJob).then(() => undefined),
      {
        pollingIntervalSeconds: 1,
        retryLimit: 5,
        expireInSeconds: 600,
      },
    );
  }

  /** Starts a re-analysis for every campaign with stale answers; returns how many started. */
  async sweep(): Promise<number> {
    let started = 0;
    let after: string | null = null;
    for (;;) {
      const page: CampaignBrandSet[] = await this.repo.campaignsWithAnswers(SWEEP_PAGE, after);
      for (const campaign of page) if (await this.request(campaign.id)) started += 1;
      if (page.length < SWEEP_PAGE) break;
      after = page[page.length - 1]?.id ?? null;
    }
    return started;
  }

  /**
   * Starts the campaign's re-analysis when its stored answers are stale and none is already running
   * for the current version and brand set. Returns true when a chain was started. The campaigns
   * module may call this right after an edit instead of waiting for the sweep.
   */
  async request(campaignId: string): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const campaign = await this.repo.campaign(m, campaignId);
      if (!campaign) return false;
      const hash = analyzerForCampaign(campaign).contextHash;
      const row = await this.repo.find(m, campaignId, true);
      if (
        row &&
        row.analyzer_version === ANALYSIS_VERSION &&
        row.context_hash === hash &&
        row.status === 'running'
      )
        return false;
      if (!(await this.repo.hasStale(m, campaignId, ANALYSIS_VERSION, hash))) return false;
      // A first re-analysis, or one after an analyzer upgrade, is for the version; else the brand set changed.
      const reason = row && row.analyzer_version === ANALYSIS_VERSION ? 'brand_set' : 'analyzer_version';
      const total = await this.repo.countAnswers(m, campaignId);
      await this.repo.start(m, campaignId, reason, ANALYSIS_VERSION, hash, total);
      const job: ReanalysisBatchJob = { campaignId, contextHash: hash, batch: 0 };
      await this.jobs.send(REANALYSIS_BATCH_QUEUE, job, m);
      return true;
    });
  }

  /** Re-analyses one batch; returns the number of answers whose analysis changed. */
  async batch(job: ReanalysisBatchJob): Promise<number> {
    const finishedRuns: string[] = [];
    let next: ReanalysisBatchJob | undefined;
    const changed = await this.db.transaction(async (m) => {
      const row = await this.repo.find(m, job.campaignId, true);
      if (
        !row ||
        row.status !== 'running' ||
        row.context_hash !== job.contextHash ||
        row.batches !== job.batch
      )
        return 0; // superseded, finished, or a duplicate delivery
      const campaign = await this.repo.campaign(m, job.campaignId);
      if (!campaign) return 0;
      const analyzer = analyzerForCampaign(campaign);
      if (analyzer.contextHash !== row.context_hash) return 0; // edited again: the sweep restarts it
      const answers = await this.repo.nextBatch(m, row, this.batchSize);
      const updates: Reanalysed[] = [];
      for (const a of answers) {
        if (a.analysis_version === ANALYSIS_VERSION && a.context_hash === row.context_hash) continue;
        const answer = answerOf(a);
        const analysis = await this.judge.refine(answer.text, analyzer.analyze(answer), analyzer.context);
        updates.push({ id: a.id, analysis, version: analysis.version, mentioned: analysis.brand.mentioned });
      }
      await this.repo.saveAnalyses(m, updates);
      const last = answers[answers.length - 1];
      const finished = answers.length < this.batchSize;
      // Runs wholly behind the cursor are done: every run of this batch but the last, unless finished.
      const runs = [...new Set(answers.map((a) => a.run_id))];
      if (row.cursor_run && runs[0] !== row.cursor_run) finishedRuns.push(row.cursor_run);
      finishedRuns.push(...(finished ? runs : runs.slice(0, -1)));
      await this.repo.advance(
        m,
        row.campaign_id,
        last ? { run: last.run_id, answer: last.id } : null,
        answers.length,
        finished,
      );
      if (!finished) next = { ...job, batch: job.batch + 1 };
      if (next) await this.jobs.send(REANALYSIS_BATCH_QUEUE, next, m);
      return updates.length;
    });
    for (const runId of [...new Set(finishedRuns)]) {
      try {
        await this.hook.afterRunReanalysed(runId, job.campaignId);
      } catch (error) {
        this.logger.error(
          `analytics rebuild after re-analysis of run ${runId} failed: ${(error as Error).message}`,
        );
      }
    }
    return changed;
  }
}
