import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CampaignPrompt, CampaignStatus } from '@lantern/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { CampaignEntity } from './entities/campaign.entity';

export interface CampaignPageQuery {
  organizationId: string;
  accountId: string;
  limit: number;
  offset: number;
  sortBy: 'createdAt' | 'name' | 'status' | 'promptCount' | 'updatedAt';
  sortOrder: 'asc' | 'desc';
  status?: CampaignStatus;
  search?: string;
}

/** Sort fields map to fixed column names: user input never reaches the SQL text. */
const SORT_COLUMNS: Record<CampaignPageQuery['sortBy'], string> = {
  createdAt: 'c.created_at',
  name: 'c.name',
  status: 'c.status',
  promptCount: 'c.prompts_count',
  updatedAt: 'c.updated_at',
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A search's total is counted up to this many matches; beyond it the page says `totalCapped`. */
export const CAMPAIGN_SEARCH_COUNT_CAP = 1_000;

export interface CampaignPage {
  rows: CampaignEntity[];
  /** Exact, or CAMPAIGN_SEARCH_COUNT_CAP when `totalCapped`. */
  total: number;
  totalCapped: boolean;
  /** Whether rows follow this page (read, not inferred from a capped total). */
  hasMore: boolean;
}

@Injectable()
export class CampaignsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One page of the account's campaigns and its total. The page's ids come from the sort column's
   * index alone (an index-only scan that skips `offset` entries without reading the table), then only
   * those rows are read; one row beyond the page tells whether there are more. The organization is
   * checked on the rows read: the access guard has already matched the account to the organization.
   */
  async page(q: CampaignPageQuery): Promise<CampaignPage> {
    const params: unknown[] = [q.accountId];
    const where = ['c.account_id = $1'];
    if (q.status) {
      params.push(q.status);
      where.push(`c.status = $${params.length}`);
    }
    if (q.search) {
      // search_text is lower(name, newline, website_domain), under one trigram index.
      params.push(`%${escapeLike(q.search)}%`);
      where.push(`c.search_text LIKE lower($${params.length})`);
    }
    const filter = where.join(' AND ');
    const direction = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const order = `${SORT_COLUMNS[q.sortBy]} ${direction}, c.id ${direction}`;
    const n = params.length;
    const [found, total] = await Promise.all([
      this.db.query(
        `SELECT ${this.selectList()}
           FROM (SELECT c.id FROM campaigns c WHERE ${filter}
                  ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) p
           JOIN campaigns c ON c.id = p.id
          WHERE c.organization_id = $${n + 3}
          ORDER BY ${order}`,
        [...params, q.limit + 1, q.offset, q.organizationId],
      ) as Promise<Array<Partial<CampaignEntity>>>,
      q.search ? this.searchTotal(q.organizationId, filter, params) : this.keptTotal(q),
    ]);
    return {
      rows: found.slice(0, q.limit).map((r) => Object.assign(new CampaignEntity(), r)),
      hasMore: found.length > q.limit,
      ...total,
    };
  }

  /** The exact total without a search: the running counts (all statuses, or the filtered one). */
  private async keptTotal(q: CampaignPageQuery): Promise<{ total: number; totalCapped: boolean }> {
    const [row] = (await this.db.query(
      `SELECT coalesce(sum(n), 0)::int AS total FROM campaign_status_counts
        WHERE organization_id = $1 AND account_id = $2 AND ($3::text IS NULL OR status = $3)`,
      [q.organizationId, q.accountId, q.status ?? null],
    )) as Array<{ total: number }>;
    return { total: row?.total ?? 0, totalCapped: false };
  }

  /**
   * A search's matches, counted up to CAMPAIGN_SEARCH_COUNT_CAP; beyond it the total says "capped", as
   * the activity list. Each match costs a heap row and a LIKE: at 100,000 campaigns on PostgreSQL,
   * counting to 10,000 took 26-31 ms (a term matching 10 or 30 % of them), to 1,000 4-10 ms
   * (bench/campaigns), and the request's budget is 50 ms.
   */
  private async searchTotal(
    organizationId: string,
    filter: string,
    params: unknown[],
  ): Promise<{ total: number; totalCapped: boolean }> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS total FROM (
         SELECT 1 FROM campaigns c WHERE ${filter} AND c.organization_id = $${params.length + 1}
          LIMIT ${CAMPAIGN_SEARCH_COUNT_CAP + 1}) m`,
      [...params, organizationId],
    )) as Array<{ total: number }>;
    const total = row?.total ?? 0;
    return total > CAMPAIGN_SEARCH_COUNT_CAP
      ? { total: CAMPAIGN_SEARCH_COUNT_CAP, totalCapped: true }
      : { total, totalCapped: false };
  }

  /** `c.<column> AS "<property>"` for every mapped column (from the entity's metadata, no user input). */
  private selectList(): string {
    return this.db
      .getMetadata(CampaignEntity)
      .columns.map((col) => `c.${col.databaseName} AS "${col.propertyName}"`)
      .join(', ');
  }

  /**
   * From the running counts kept by triggers (migration 1795651200000; a key's count is the sum of its
   * few rows), not a scan of the campaigns.
   */
  async statusCounts(organizationId: string, accountId: string): Promise<Record<CampaignStatus, number>> {
    const rows: Array<{ status: CampaignStatus; n: number }> = await this.db.query(
      `SELECT status, sum(n)::int AS n FROM campaign_status_counts
        WHERE organization_id = $1 AND account_id = $2 GROUP BY status`,
      [organizationId, accountId],
    );
    const counts: Record<CampaignStatus, number> = { COMPLETED: 0, IN_PROGRESS: 0, PENDING: 0, FAILED: 0 };
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  }

  /** The campaign if it belongs to the account, else null (the caller answers 404). */
  findForAccount(
    db: DataSource | EntityManager,
    organizationId: string,
    accountId: string,
    id: string,
    lock = false,
  ): Promise<CampaignEntity | null> {
    const qb = db
      .getRepository(CampaignEntity)
      .createQueryBuilder('c')
      .where('c.id = :id AND c.organization_id = :org AND c.account_id = :account', {
        id,
        org: organizationId,
        account: accountId,
      });
    if (lock) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /** Serializes campaign creation in an account (the country limit counts the account's campaigns). */
  async lockAccount(m: EntityManager, accountId: string): Promise<void> {
    await m.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  }

  /** Distinct campaign locations of the account (case-insensitive), other campaigns than `exceptId`. */
  async locations(m: EntityManager, accountId: string, exceptId?: string): Promise<string[]> {
    const rows: { l: string }[] = await m.query(
      `SELECT DISTINCT lower(location) AS l FROM campaigns WHERE account_id = $1 AND ($2::uuid IS NULL OR id <> $2)`,
      [accountId, exceptId ?? null],
    );
    return rows.map((r) => r.l);
  }

  async activePrompts(db: DataSource | EntityManager, campaignId: string): Promise<CampaignPrompt[]> {
    return db.query(
      `SELECT id, text, topic FROM campaign_prompts
        WHERE campaign_id = $1 AND archived_at IS NULL ORDER BY position, id`,
      [campaignId],
    );
  }

  /**
   * Makes `prompts` the campaign's active prompts, in order. Prompts that stay keep their id (their
   * answers stay linked); removed ones are archived, not deleted, so stored answers keep their prompt.
   */
  async replacePrompts(m: EntityManager, campaignId: string, prompts: string[]): Promise<void> {
    await m.query('UPDATE campaign_prompts SET archived_at = now(), position = -1 WHERE campaign_id = $1', [
      campaignId,
    ]);
    await m.query(
      `INSERT INTO campaign_prompts (campaign_id, text, position)
       SELECT $1, t.text, t.ord - 1 FROM unnest($2::text[]) WITH ORDINALITY AS t(text, ord)
       ON CONFLICT (campaign_id, lower(text))
       DO UPDATE SET archived_at = NULL, position = excluded.position, text = excluded.text`,
      [campaignId, prompts],
    );
  }
}
