import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CAMPAIGN_TREND_RUNS, type CampaignPerformance, type RunStatus } from '@lantern/contracts';
import { summarize, type AnalyzedAnswer, type AnswerAnalysis } from '@lantern/engine';
import type { DataSource, EntityManager } from 'typeorm';

interface SummaryRow {
  campaign_id: string;
  visibility: number | null;
  share_of_voice: number | null;
}

interface LastRunRow {
  id: string;
  status: RunStatus;
  at: Date;
  error: string | null;
}

/**
 * The per-run headline figures (table run_summaries): written once when a run settles, from the run's
 * stored answers with the engine's `summarize` (the same formula as the analytics page, over all the
 * run's platforms), and read by the dashboard list so no request recomputes them.
 */
@Injectable()
export class RunSummaryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores the run's figures; called in the transaction that gives the run its terminal state. */
  async record(m: EntityManager, runId: string, campaignId: string, status: RunStatus): Promise<void> {
    const rows: { id: string; prompt: string; platform: string; analysis: AnswerAnalysis }[] = await m.query(
      'SELECT id, prompt, platform, analysis FROM answers WHERE run_id = $1',
      [runId],
    );
    const answers: AnalyzedAnswer[] = rows.map((r) => ({
      id: r.id,
      prompt: r.prompt,
      platform: r.platform as AnalyzedAnswer['platform'],
      runId,
      analysis: r.analysis,
    }));
    const summary = summarize(answers);
    await m.query(
      `INSERT INTO run_summaries (run_id, campaign_id, status, finished_at, answers, visibility, share_of_voice)
       SELECT id, campaign_id, $2, coalesce(finished_at, now()), $3, $4, $5 FROM campaign_runs WHERE id = $1
       ON CONFLICT (run_id) DO NOTHING`,
      [runId, status, summary.answers, summary.visibility.value, summary.shareOfVoice.value],
    );
  }

  /**
   * How each campaign is doing: its last run's state and time, and the figures of its last
   * CAMPAIGN_TREND_RUNS finished runs that had answers (one index range per campaign).
   */
  async performance(campaignIds: string[]): Promise<Map<string, CampaignPerformance>> {
    const out = new Map<string, CampaignPerformance>();
    if (campaignIds.length === 0) return out;
    const [summaries, lastRuns] = await Promise.all([
      this.db.query(
        `SELECT c.id AS campaign_id, s.visibility, s.share_of_voice
           FROM unnest($1::uuid[]) AS c(id)
           CROSS JOIN LATERAL (
             SELECT visibility, share_of_voice, finished_at FROM run_summaries
              WHERE campaign_id = c.id AND answers > 0
              ORDER BY finished_at DESC LIMIT $2) s
          ORDER BY c.id, s.finished_at`,
        [campaignIds, CAMPAIGN_TREND_RUNS],
      ) as Promise<SummaryRow[]>,
      this.db.query(
        `SELECT c.id, r.status, coalesce(r.finished_at, r.started_at, r.created_at) AS at,
                CASE WHEN r.status = 'FAILED' THEN
                  (SELECT i.error_message FROM run_items i WHERE i.run_id = r.id AND i.status = 'failed'
                    ORDER BY i.finished_at DESC LIMIT 1) END AS error
           FROM campaigns c JOIN campaign_runs r ON r.id = c.last_run_id
          WHERE c.id = ANY($1::uuid[])`,
        [campaignIds],
      ) as Promise<LastRunRow[]>,
    ]);
    const byCampaign = new Map<string, SummaryRow[]>();
    for (const s of summaries) {
      const list = byCampaign.get(s.campaign_id) ?? [];
      list.push(s);
      byCampaign.set(s.campaign_id, list);
    }
    const last = new Map(lastRuns.map((r) => [r.id, r]));
    for (const id of campaignIds) {
      const runs = byCampaign.get(id) ?? [];
      const latest = runs.at(-1);
      const previous = runs.at(-2);
      const run = last.get(id);
      out.set(id, {
        lastRun: run
          ? { status: run.status, at: new Date(run.at).toISOString(), error: run.error ?? null }
          : null,
        visibility: latest?.visibility ?? null,
        visibilityChange: change(latest?.visibility, previous?.visibility),
        shareOfVoice: latest?.share_of_voice ?? null,
        shareOfVoiceChange: change(latest?.share_of_voice, previous?.share_of_voice),
        trend: runs.map((r) => r.visibility),
      });
    }
    return out;
  }
}

const change = (latest: number | null | undefined, previous: number | null | undefined) =>
  latest === null || latest === undefined || previous === null || previous === undefined
    ? null
    : latest - previous;
