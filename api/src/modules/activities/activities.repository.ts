import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACTIVITY_COUNT_CAP, type Activity, type ActivityListRequest } from '@lantern/contracts';
import type { DataSource } from 'typeorm';

const SORT_COLUMNS: Record<ActivityListRequest['sortBy'], string> = {
  created_at: 'a.created_at',
  activity_type: 'a.activity_type',
  entity_type: 'a.entity_type',
  ip_address: 'a.ip_address',
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A zone-less timestamp (the UI's quick ranges) is read as UTC; a bare date as that day's start. */
const toInstant = (v: string) =>
  new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(v) || v.length === 10 ? v : `${v.replace(' ', 'T')}Z`);
const DAY_MS = 86_400_000;

interface ActivityRow {
  id: string;
  activityType: string;
  entityType: string;
  description: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  accountId: string | null;
  entityId: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The audit trail of one organization. Filters map to indexed columns; search uses the trigram index
 * on search_text; a page is chosen on ids alone (index-only) and then joined, so deep pages stay cheap.
 */
@Injectable()
export class ActivitiesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(
    organizationId: string,
    q: ActivityListRequest,
  ): Promise<{ rows: Activity[]; total: number; totalCapped: boolean }> {
    const params: unknown[] = [organizationId];
    const where = ['a.organization_id = $1'];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (q.activityTypes?.length) add((p) => `a.activity_type = ANY(${p}::text[])`, q.activityTypes);
    if (q.entityTypes?.length) add((p) => `a.entity_type = ANY(${p}::text[])`, q.entityTypes);
    if (q.entityIds?.length) add((p) => `a.entity_id = ANY(${p}::text[])`, q.entityIds);
    if (q.userIds?.length) add((p) => `a.user_id = ANY(${p}::uuid[])`, q.userIds);
    if (q.startDate) add((p) => `a.created_at >= ${p}::timestamptz`, toInstant(q.startDate).toISOString());
    if (q.endDate) {
      // A bare end date includes that whole day.
      const end = toInstant(q.endDate);
      if (q.endDate.length === 10)
        add((p) => `a.created_at < ${p}::timestamptz`, new Date(end.getTime() + DAY_MS).toISOString());
      else add((p) => `a.created_at <= ${p}::timestamptz`, end.toISOString());
    }
    if (q.search) add((p) => `a.search_text LIKE ${p}`, `%${escapeLike(q.search.toLowerCase())}%`);
    if (q.ipAddress) add((p) => `a.ip_address LIKE ${p}`, `${escapeLike(q.ipAddress)}%`);

    const dir = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const order =
      q.sortBy === 'created_at'
        ? `a.created_at ${dir}, a.id ${dir}`
        : `${SORT_COLUMNS[q.sortBy]} ${dir}${q.sortBy === 'ip_address' ? ' NULLS LAST' : ''}, a.created_at DESC, a.id DESC`;
    const filter = where.join(' AND ');
    const pageParams = [...params, q.limit, q.offset];
    const [rows, total] = await Promise.all([
      this.db.query(
        `WITH page AS (
           SELECT a.id FROM activities a WHERE ${filter}
            ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2})
         SELECT a.id, a.activity_type AS "activityType", a.entity_type AS "entityType", a.description,
                a.user_id AS "userId", a.user_name AS "userName", a.user_email AS "userEmail",
                a.ip_address AS "ipAddress", a.user_agent AS "userAgent", a.account_id AS "accountId",
                a.entity_id AS "entityId", a.metadata, a.created_at AS "createdAt"
           FROM page JOIN activities a ON a.id = page.id
          ORDER BY ${order}`,
        pageParams,
      ) as Promise<ActivityRow[]>,
      this.total(organizationId, q, filter, params),
    ]);
    return { rows: rows.map(toActivity), ...total };
  }

  /**
   * The total: exact from the running totals when they can answer; otherwise the matches are counted
   * up to ACTIVITY_COUNT_CAP (beyond it the answer says "capped": counting hundreds of thousands of
   * matches per page view costs more than the number is worth).
   */
  private async total(
    organizationId: string,
    q: ActivityListRequest,
    filter: string,
    params: unknown[],
  ): Promise<{ total: number; totalCapped: boolean }> {
    if (countable(q)) {
      const [row] = (await this.db.query(
        `SELECT coalesce(sum(n), 0)::int AS total FROM activity_counts
          WHERE organization_id = $1 AND ($2::text[] IS NULL OR activity_type = ANY($2))
            AND ($3::text[] IS NULL OR entity_type = ANY($3))`,
        [
          organizationId,
          q.activityTypes?.length ? q.activityTypes : null,
          q.entityTypes?.length ? q.entityTypes : null,
        ],
      )) as Array<{ total: number }>;
      return { total: row?.total ?? 0, totalCapped: false };
    }
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM activities a WHERE ${filter} LIMIT ${ACTIVITY_COUNT_CAP + 1}) m`,
      params,
    )) as Array<{ total: number }>;
    const total = row?.total ?? 0;
    return total > ACTIVITY_COUNT_CAP
      ? { total: ACTIVITY_COUNT_CAP, totalCapped: true }
      : { total, totalCapped: false };
  }
}

/** Filters the running totals in activity_counts can answer (type and entity type only). */
const countable = (q: ActivityListRequest) =>
  !q.entityIds?.length && !q.userIds?.length && !q.startDate && !q.endDate && !q.search && !q.ipAddress;

function toActivity({ metadata, createdAt, ...row }: ActivityRow): Activity {
  return { ...row, activityMetadata: metadata ?? {}, createdAt: new Date(createdAt).toISOString() };
}
