import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

export interface ReanalysisRow {
  campaign_id: string;
  status: 'running' | 'done';
  reason: 'analyzer_version' | 'brand_set';
  analyzer_version: number;
  context_hash: string;
  total: number;
  done: number;
  batches: number;
  cursor_run: string | null;
  cursor_answer: string | null;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export interface CampaignBrandSet {
  id: string;
  brand_name: string;
  brand_aliases: string[];
  website_domain: string;
  competitors: { name: string; aliases: string[]; domains: string[] }[];
}

export interface StoredAnswer {
  id: string;
  run_id: string;
  platform: string;
  model: string;
  simulated: boolean;
  text: string;
  retrieved_sources: { url: string; title?: string }[];
  cited_sources: { url: string; title?: string; startIndex?: number; endIndex?: number }[];
  organic_results: { position: number; url: string; title?: string }[] | null;
  analysis_version: number;
  context_hash: string | null;
}

export interface Reanalysed {
  id: string;
  analysis: unknown;
  version: number;
  mentioned: boolean;
}

/** A stored answer is stale when its analysis has another version or another brand set. */
const STALE = `(a.analysis_version <> $2 OR (a.analysis->>'contextHash') IS DISTINCT FROM $3)`;

@Injectable()
export class ReanalysisRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  get dataSource(): DataSource {
    return this.db;
  }

  /** Campaigns with stored answers, with the brand set their answers are analysed for. */
  async campaignsWithAnswers(limit: number, after: string | null): Promise<CampaignBrandSet[]> {
    return this.db.query(
      `SELECT c.id, c.brand_name, c.brand_aliases, c.website_domain, c.competitors
         FROM campaigns c
        WHERE EXISTS (SELECT 1 FROM answers a WHERE a.campaign_id = c.id)
          AND ($2::uuid IS NULL OR c.id > $2)
        ORDER BY c.id
        LIMIT $1`,
      [limit, after],
    );
  }

  async campaign(m: Db, campaignId: string): Promise<CampaignBrandSet | null> {
    const [row] = await m.query(
      `SELECT id, brand_name, brand_aliases, website_domain, competitors FROM campaigns WHERE id = $1`,
      [campaignId],
    );
    return row ?? null;
  }

  async find(m: Db, campaignId: string, lock = false): Promise<ReanalysisRow | null> {
    const [row] = await m.query(
      `SELECT * FROM campaign_reanalysis WHERE campaign_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [campaignId],
    );
    return row ?? null;
  }

  /** Whether any stored answer of the campaign was analysed with another version or brand set. */
  async hasStale(m: Db, campaignId: string, version: number, hash: string): Promise<boolean> {
    const rows = await m.query(`SELECT 1 FROM answers a WHERE a.campaign_id = $1 AND ${STALE} LIMIT 1`, [
      campaignId,
      version,
      hash,
    ]);
    return rows.length > 0;
  }

  async countAnswers(m: Db, campaignId: string): Promise<number> {
    const [row] = await m.query(`SELECT count(*)::int AS n FROM answers WHERE campaign_id = $1`, [
      campaignId,
    ]);
    return row?.n ?? 0;
  }

  /** Starts (or restarts) the campaign's re-analysis from the first answer. */
  async start(
    m: EntityManager,
    campaignId: string,
    reason: ReanalysisRow['reason'],
    version: number,
    hash: string,
    total: number,
  ): Promise<void> {
    await m.query(
      `INSERT INTO campaign_reanalysis (campaign_id, status, reason, analyzer_version, context_hash, total)
       VALUES ($1, 'running', $2, $3, $4, $5)
       ON CONFLICT (campaign_id) DO UPDATE SET
         status = 'running', reason = $2, analyzer_version = $3, context_hash = $4, total = $5, done = 0,
         batches = 0, cursor_run = NULL, cursor_answer = NULL, started_at = now(), updated_at = now(),
         finished_at = NULL`,
      [campaignId, reason, version, hash, total],
    );
  }

  /** The next batch of the campaign's answers after the cursor, in (run, id) order, stale or not. */
  async nextBatch(m: Db, row: ReanalysisRow, size: number): Promise<StoredAnswer[]> {
    return m.query(
      `SELECT a.id, a.run_id, a.platform, a.model, a.simulated, a.text, a.retrieved_sources, a.cited_sources,
              a.organic_results, a.analysis_version, a.analysis->>'contextHash' AS context_hash
         FROM answers a
        WHERE a.campaign_id = $1
          AND ($2::uuid IS NULL OR (a.run_id, a.id) > ($2::uuid, $3::uuid))
        ORDER BY a.run_id, a.id
        LIMIT $4`,
      [row.campaign_id, row.cursor_run, row.cursor_answer, size],
    );
  }

  /** Writes new analyses in one statement. */
  async saveAnalyses(m: EntityManager, items: Reanalysed[]): Promise<void> {
    if (items.length === 0) return;
    await m.query(
      `UPDATE answers a
          SET analysis = v.analysis, analysis_version = v.version, brand_mentioned = v.mentioned
         FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, analysis jsonb, version integer, mentioned boolean)
        WHERE a.id = v.id`,
      [JSON.stringify(items).replace(/\\u0000/g, '')],
    );
  }

  async advance(
    m: EntityManager,
    campaignId: string,
    cursor: { run: string; answer: string } | null,
    processed: number,
    finished: boolean,
  ): Promise<void> {
    await m.query(
      `UPDATE campaign_reanalysis
          SET cursor_run = COALESCE($2, cursor_run), cursor_answer = COALESCE($3, cursor_answer),
              done = CASE WHEN $5 THEN total ELSE LEAST(total, done + $4) END, batches = batches + 1,
              updated_at = now(), status = CASE WHEN $5 THEN 'done' ELSE status END,
              finished_at = CASE WHEN $5 THEN now() ELSE NULL END
        WHERE campaign_id = $1`,
      [campaignId, cursor?.run ?? null, cursor?.answer ?? null, processed, finished],
    );
  }

  async campaignInAccount(organizationId: string, accountId: string, campaignId: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM campaigns WHERE id = $1 AND organization_id = $2 AND account_id = $3',
      [campaignId, organizationId, accountId],
    );
    return rows.length > 0;
  }
}
