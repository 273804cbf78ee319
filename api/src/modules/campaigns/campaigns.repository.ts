import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CampaignStatus } from '@lantern/contracts';
import type { DataSource } from 'typeorm';
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
}
