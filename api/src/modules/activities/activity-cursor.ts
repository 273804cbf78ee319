import { createHash } from 'node:crypto';
import type { ActivityListRequest } from '@lantern/contracts';

/**
 * Seek-pagination cursors of the activity list (default sort only: created_at, id). A cursor names
 * the boundary row of a page (its created_at in microseconds, exact, and its id), the direction to
 * seek from it, the offset of the page it leads to, and a fingerprint of the filters and sort. A
 * request whose offset, filters or sort differ from the cursor's is answered by offset instead, so a
 * stale or hand-made cursor can never show a page of another view.
 */
export interface ActivityCursor {
  /** 'after': the rows after the boundary in list order (Next); 'before': the rows before it (Previous). */
  dir: 'after' | 'before';
  /** Offset of the page this cursor leads to. */
  offset: number;
  /** The boundary row: created_at as microseconds since the epoch (a decimal string), and id. */
  micros: string;
  id: string;
  view: string;
}

const FILTER_KEYS = [
  'activityTypes',
  'entityTypes',
  'entityIds',
  'userIds',
  'startDate',
  'endDate',
  'search',
  'ipAddress',
  'sortBy',
  'sortOrder',
  'limit',
] as const;

/** Filters, sort and page size: a cursor only applies to the view it was made for. */
export function viewFingerprint(q: ActivityListRequest): string {
  const view = FILTER_KEYS.map((k) => q[k] ?? null);
  return createHash('sha256').update(JSON.stringify(view)).digest('base64url').slice(0, 16);
}

export const seekable = (q: ActivityListRequest) => q.sortBy === 'created_at';

export function encodeCursor(c: ActivityCursor): string {
  return Buffer.from(JSON.stringify([c.dir === 'after' ? 1 : 0, c.offset, c.micros, c.id, c.view])).toString(
    'base64url',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor when it is well formed and fits this request; null means "use the offset". */
export function cursorFor(q: ActivityListRequest): ActivityCursor | null {
  if (!q.cursor || !seekable(q)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(q.cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw.length !== 5) return null;
  const [dir, offset, micros, id, view] = raw as unknown[];
  const fits =
    (dir === 0 || dir === 1) &&
    offset === q.offset &&
    typeof micros === 'string' &&
    /^-?\d{1,19}$/.test(micros) &&
    typeof id === 'string' &&
    UUID.test(id) &&
    view === viewFingerprint(q);
  return fits ? { dir: dir === 1 ? 'after' : 'before', offset, micros, id, view } : null;
}
