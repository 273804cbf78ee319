import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CampaignPlatformId } from '@lantern/contracts';
import type { AnswerAnalysis } from '@lantern/engine';
import type { DataSource } from 'typeorm';

export interface AnswerFilters {
  platform?: CampaignPlatformId;
  promptId?: string;
  runId?: string;
  mentioned?: boolean;
  answerIds?: string[];
  sentiment?: 'positive' | 'neutral' | 'negative';
  competitor?: string;
  cited?: boolean;
  domain?: string;
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
  if (f.sentiment) add(`a.analysis->'brand'->'sentiment'->>'label' = ?`, f.sentiment);
  if (f.competitor)
    add(
      `a.analysis->'competitors' @> jsonb_build_array(jsonb_build_object('name', ?::text, 'mentioned', true))`,
      f.competitor,
    );
  if (f.cited !== undefined) add(`coalesce((a.analysis->>'citesOwnDomain')::boolean, false) = ?`, f.cited);
  if (f.domain)
    add(
      `EXISTS (SELECT 1 FROM jsonb_array_elements((a.analysis->'citations'->'cited') || (a.analysis->'citations'->'retrieved')) s
                WHERE s->>'domain' = ?)`,
      f.domain,
    );
  return { sql: clauses.join(' AND '), params };
}

const ANSWER_COLUMNS = `a.id, a.run_id, a.prompt_id, a.prompt, a.platform, a.sample, a.model, a.simulated, a.text,
  a.latency_ms, a.created_at, a.analysis, a.search_queries`;

/** Reads of stored answers, always within one campaign the caller's account owns (checked before). */
@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
