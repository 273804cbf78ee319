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

@Injectable()
export class CampaignsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(q: CampaignPageQuery): Promise<{ rows: CampaignEntity[]; total: number }> {
    const qb = this.db
      .getRepository(CampaignEntity)
      .createQueryBuilder('c')
      .where('c.organization_id = :org AND c.account_id = :account', {
        org: q.organizationId,
        account: q.accountId,
      });
    if (q.status) qb.andWhere('c.status = :status', { status: q.status });
    if (q.search) {
      qb.andWhere('(c.name ILIKE :term OR c.website_domain ILIKE :term)', {
        term: `%${escapeLike(q.search)}%`,
      });
    }
    const direction = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const [rows, total] = await qb
      .orderBy(SORT_COLUMNS[q.sortBy], direction)
      .addOrderBy('c.id', direction)
      .take(q.limit)
      .skip(q.offset)
      .getManyAndCount();
    return { rows, total };
  }

  async statusCounts(organizationId: string, accountId: string): Promise<Record<CampaignStatus, number>> {
    const rows: Array<{ status: CampaignStatus; n: string }> = await this.db.query(
      `SELECT status, count(*) AS n FROM campaigns WHERE organization_id = $1 AND account_id = $2 GROUP BY status`,
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
