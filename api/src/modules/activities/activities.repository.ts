import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACTIVITY_COUNT_CAP, type Activity, type ActivityListRequest } from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { type ActivityCursor, cursorFor, encodeCursor, seekable, viewFingerprint } from './activity-cursor';

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

/** From this offset on, a request without a cursor learns the total first (see list). */
const DEEP_OFFSET = 10_000;

export interface ActivityPage {
  rows: Activity[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

interface ActivityRow {
  id: string;
  /** created_at in microseconds since the epoch, exact: the seek key. */
  micros: string;
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
 * on search_text; a page is chosen on ids alone (index-only) and then joined. Next and Previous seek
 * from the boundary row of the page shown (cursors), so a page costs the same at any depth.
 */
@Injectable()
export class ActivitiesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(organizationId: string, q: ActivityListRequest): Promise<ActivityPage> {
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
    const filter = where.join(' AND ');

    const cursor = cursorFor(q);
    let rows: ActivityRow[];
    let total: { total: number; totalCapped: boolean };
    if (cursor) {
      [rows, total] = await Promise.all([
        this.seekPage(filter, params, q, cursor),
        this.total(organizationId, q, filter, params),
      ]);
    } else if (seekable(q) && countable(q) && q.offset >= DEEP_OFFSET) {
      // A deep offset without a cursor (a shared link, the last page): past the middle, the page is
      // read from the other end of the index, so the last page costs what the first one does.
      total = await this.total(organizationId, q, filter, params);
      rows = await this.offsetPage(filter, params, q, total.total);
    } else {
      [rows, total] = await Promise.all([
        this.offsetPage(filter, params, q, null),
        this.total(organizationId, q, filter, params),
      ]);
    }
    return { rows: rows.map(toActivity), ...total, ...this.cursors(q, rows, total) };
  }

  /** The page at q.offset; with the exact total known, a page past the middle is read backwards. */
  private async offsetPage(
    filter: string,
    params: unknown[],
    q: ActivityListRequest,
    exactTotal: number | null,
  ): Promise<ActivityRow[]> {
    const dir = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
    if (exactTotal !== null && seekable(q) && q.offset * 2 > exactTotal) {
      const limit = Math.min(q.limit, exactTotal - q.offset);
      if (limit <= 0) return [];
      const back = dir === 'ASC' ? 'DESC' : 'ASC';
      const rows = await this.page(filter, params, `a.created_at ${back}, a.id ${back}`, limit, {
        offset: exactTotal - q.offset - limit,
      });
      return rows.reverse();
    }
    const order =
      q.sortBy === 'created_at'
        ? `a.created_at ${dir}, a.id ${dir}`
        : `${SORT_COLUMNS[q.sortBy]} ${dir}${q.sortBy === 'ip_address' ? ' NULLS LAST' : ''}, a.created_at DESC, a.id DESC`;
    return this.page(filter, params, order, q.limit, { offset: q.offset });
  }

  /** The page next to a cursor's boundary row: an index range scan, whatever the depth. */
  private async seekPage(
    filter: string,
    params: unknown[],
    q: ActivityListRequest,
    cursor: ActivityCursor,
  ): Promise<ActivityRow[]> {
    const desc = q.sortOrder !== 'asc';
    const forward = cursor.dir === 'after';
    // Newest first and going forward means older rows: smaller (created_at, id).
    const smaller = desc === forward;
    const scan = smaller ? 'DESC' : 'ASC';
    const n = params.length;
    const rows = await this.page(
      `${filter} AND (a.created_at, a.id) ${smaller ? '<' : '>'}
         ('epoch'::timestamptz + $${n + 1}::bigint * interval '1 microsecond', $${n + 2}::uuid)`,
      [...params, cursor.micros, cursor.id],
      `a.created_at ${scan}, a.id ${scan}`,
      q.limit,
      { offset: 0 },
    );
    return forward ? rows : rows.reverse();
  }

  /** Ids of one page chosen on the index alone, then the rows joined (deep pages stay index-only). */
  private page(
    filter: string,
    params: unknown[],
    order: string,
    limit: number,
    { offset }: { offset: number },
  ): Promise<ActivityRow[]> {
    const n = params.length;
    return this.db.query(
      `WITH page AS (
         SELECT a.id FROM activities a WHERE ${filter}
          ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2})
       SELECT a.id, a.activity_type AS "activityType", a.entity_type AS "entityType", a.description,
              a.user_id AS "userId", a.user_name AS "userName", a.user_email AS "userEmail",
              a.ip_address AS "ipAddress", a.user_agent AS "userAgent", a.account_id AS "accountId",
              a.entity_id AS "entityId", a.metadata, a.created_at AS "createdAt",
              trunc(extract(epoch FROM a.created_at) * 1000000)::bigint::text AS micros
         FROM page JOIN activities a ON a.id = page.id
        ORDER BY ${order}`,
      [...params, limit, offset],
    ) as Promise<ActivityRow[]>;
  }

  /** Cursors to the pages before and after this one (default sort only). */
  private cursors(
    q: ActivityListRequest,
    rows: ActivityRow[],
    { total, totalCapped }: { total: number; totalCapped: boolean },
  ): { nextCursor: string | null; prevCursor: string | null } {
    if (!seekable(q) || rows.length === 0) return { nextCursor: null, prevCursor: null };
    const view = viewFingerprint(q);
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    const more = rows.length === q.limit && (totalCapped || q.offset + q.limit < total);
    return {
      nextCursor: more
        ? encodeCursor({ dir: 'after', offset: q.offset + q.limit, micros: last.micros, id: last.id, view })
        : null,
      prevCursor:
        q.offset >= q.limit
          ? encodeCursor({
              dir: 'before',
              offset: q.offset - q.limit,
              micros: first.micros,
              id: first.id,
              view,
            })
          : null,
    };
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

// eslint-disable-next-line @typescript-eslint/no-unused-vars
function toActivity({ metadata, createdAt, micros, ...row }: ActivityRow): Activity {
  return { ...row, activityMetadata: metadata ?? {}, createdAt: new Date(createdAt).toISOString() };
}
