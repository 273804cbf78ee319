import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CampaignPlatformId } from '@lantern/contracts';
import type { AnalyzedAnswer, AnswerAnalysis } from '@lantern/engine';
import type { DataSource } from 'typeorm';

export interface AnswerFilters {
  platform?: CampaignPlatformId;
  promptId?: string;
  runId?: string;
  mentioned?: boolean;
  answerIds?: string[];
}

export interface AnswerRow {
  id: string;
  run_id: string;
  prompt_id: string;
  prompt: string;
  platform: CampaignPlatformId;
  sample: number;
  model: string;
  simulated: boolean;
  text: string;
  latency_ms: number;
  created_at: Date;
  analysis: AnswerAnalysis;
  search_queries: string[];
}

/** How many runs the trend and the run-over-run comparison look back. */
export const TREND_RUNS = 12;

function where(campaignId: string, f: AnswerFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [campaignId];
  const clauses = ['a.campaign_id = $1'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (f.platform) add('a.platform = ?', f.platform);
  if (f.promptId) add('a.prompt_id = ?', f.promptId);
  if (f.runId) add('a.run_id = ?', f.runId);
  if (f.mentioned !== undefined) add('a.brand_mentioned = ?', f.mentioned);
  if (f.answerIds?.length) add('a.id = ANY(?::uuid[])', f.answerIds);
  return { sql: clauses.join(' AND '), params };
}

const ANSWER_COLUMNS = `a.id, a.run_id, a.prompt_id, a.prompt, a.platform, a.sample, a.model, a.simulated, a.text,
  a.latency_ms, a.created_at, a.analysis, a.search_queries`;

/** Reads of stored answers, always within one campaign the caller's account owns (checked before). */
@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Answers of the platform from its last TREND_RUNS runs that have any, oldest run first. */
  async analyzedAnswers(campaignId: string, platform: CampaignPlatformId): Promise<AnalyzedAnswer[]> {
    const rows: { id: string; prompt: string; run_id: string; run_at: Date; analysis: AnswerAnalysis }[] =
      await this.db.query(
        `WITH runs AS (
           SELECT r.id, r.created_at FROM campaign_runs r
            WHERE r.campaign_id = $1 AND EXISTS (SELECT 1 FROM answers x WHERE x.run_id = r.id AND x.platform = $2)
            ORDER BY r.created_at DESC LIMIT $3)
         SELECT a.id, a.prompt, a.run_id, runs.created_at AS run_at, a.analysis
           FROM answers a JOIN runs ON runs.id = a.run_id
          WHERE a.platform = $2
          ORDER BY runs.created_at, a.created_at, a.id`,
        [campaignId, platform, TREND_RUNS],
      );
    return rows.map((r) => ({
      id: r.id,
      prompt: r.prompt,
      platform,
      runId: r.run_id,
      runAt: new Date(r.run_at).toISOString(),
      analysis: r.analysis,
    }));
  }

  /** Ids of the campaign's active prompts by text, for links from the prompt table to its answers. */
  async promptIds(campaignId: string): Promise<Map<string, string>> {
    const rows: { id: string; text: string }[] = await this.db.query(
      'SELECT id, text FROM campaign_prompts WHERE campaign_id = $1',
      [campaignId],
    );
    return new Map(rows.map((r) => [r.text, r.id]));
  }

  /** Items done (answered or failed) and total of one platform in a run: the analytics progress. */
  async platformProgress(runId: string, platform: string): Promise<{ done: number; total: number }> {
    const [row] = await this.db.query(
      `SELECT count(*) FILTER (WHERE status IN ('answered', 'failed'))::int AS done, count(*)::int AS total
         FROM run_items WHERE run_id = $1 AND platform = $2`,
      [runId, platform],
    );
    return { done: row?.done ?? 0, total: row?.total ?? 0 };
  }

  async lastRunStatus(runId: string): Promise<string | null> {
    const [row] = await this.db.query('SELECT status FROM campaign_runs WHERE id = $1', [runId]);
    return row?.status ?? null;
  }

  async page(
    campaignId: string,
    filters: AnswerFilters,
    limit: number,
    offset: number,
  ): Promise<{ rows: AnswerRow[]; total: number }> {
    const w = where(campaignId, filters);
    const rows: AnswerRow[] = await this.db.query(
      `SELECT ${ANSWER_COLUMNS} FROM answers a WHERE ${w.sql}
        ORDER BY a.created_at DESC, a.id DESC LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
      [...w.params, limit, offset],
    );
    const [{ n }] = await this.db.query(`SELECT count(*)::int AS n FROM answers a WHERE ${w.sql}`, w.params);
    return { rows, total: n };
  }

  /** Every matching answer, in pages (keyset on created_at, id), newest first. */
  async *all(campaignId: string, filters: AnswerFilters, batch = 500): AsyncGenerator<AnswerRow[]> {
    // The cursor keeps created_at as PostgreSQL's text (microseconds; a JS Date would cut them).
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const w = where(campaignId, filters);
      const params = [...w.params];
      let keyset = '';
      if (after) {
        params.push(after.at, after.id);
        keyset = ` AND (a.created_at, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
      }
      params.push(batch);
      const rows: (AnswerRow & { cursor_at: string })[] = await this.db.query(
        `SELECT ${ANSWER_COLUMNS}, a.created_at::text AS cursor_at FROM answers a WHERE ${w.sql}${keyset}
          ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length}`,
        params,
      );
      if (rows.length > 0) yield rows;
      if (rows.length < batch) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor_at, id: last.id };
    }
  }
}
