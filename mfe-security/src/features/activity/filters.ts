import { ACTIVITY_DEFAULT_LIMIT, ACTIVITY_PAGE_SIZES, type ActivityListFilters } from '@lantern/contracts';

/** The activity view as the URL holds it, so a link opens the same filters and page. */
export interface ActivityView {
  search: string;
  startDate: string;
  endDate: string;
  activityTypes: string[];
  entityTypes: string[];
  limit: number;
  offset: number;
}

export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';
export const SEARCH_DEBOUNCE_MS = 500;
export const QUICK_RANGES = [
  { label: '24h', days: 1 },
  { label: '7d', days: 7 },
  { label: '30d', days: 30 },
] as const;

const P = { search: 'q', startDate: 'from', endDate: 'to', activityTypes: 'types', entityTypes: 'entities' };
const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);
const int = (v: string | null, fallback: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export function readView(params: URLSearchParams): ActivityView {
  const limit = int(params.get('limit'), ACTIVITY_DEFAULT_LIMIT);
  return {
    search: params.get(P.search) ?? '',
    startDate: params.get(P.startDate) ?? '',
    endDate: params.get(P.endDate) ?? '',
    activityTypes: list(params.get(P.activityTypes)),
    entityTypes: list(params.get(P.entityTypes)),
    limit: (ACTIVITY_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ACTIVITY_DEFAULT_LIMIT,
    offset: int(params.get('offset'), 0),
  };
}

/**
 * The URL after a change. The offset is 0 unless the change names one: any filter or page size change
 * resets it (spec section 4). Empty values and defaults are left out.
 */
export function writeView(params: URLSearchParams, change: Partial<ActivityView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  for (const [k, v] of Object.entries(change) as Array<
    [keyof ActivityView, ActivityView[keyof ActivityView]]
  >) {
    if (k === 'limit') set('limit', v === ACTIVITY_DEFAULT_LIMIT ? '' : String(v));
    else if (k === 'offset') continue;
    else set(P[k], Array.isArray(v) ? v.join(',') : String(v));
  }
  set('offset', change.offset ? String(change.offset) : '');
  return next;
}

/** Clear: every filter off, limit 20, offset 0 (the tab stays). */
export const clearedView = (params: URLSearchParams) => {
  const next = new URLSearchParams();
  const tab = params.get('tab');
  if (tab) next.set('tab', tab);
  return next;
};

export const hasActiveFilter = (v: ActivityView) =>
  Boolean(v.search || v.startDate || v.endDate || v.activityTypes.length || v.entityTypes.length);

const pad = (n: number) => String(n).padStart(2, '0');
/** A local timestamp without a zone, 'YYYY-MM-DDTHH:mm:ss' (spec section 9). */
export const localTimestamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export function quickRange(days: number, now = new Date()): { startDate: string; endDate: string } {
  return {
    startDate: localTimestamp(new Date(now.getTime() - days * 86_400_000)),
    endDate: localTimestamp(now),
  };
}

const parseLocal = (v: string) => (v ? new Date(v.length === 10 ? `${v}T00:00:00` : v).getTime() : NaN);

/** The quick range whose span the current dates cover (to the minute), or null. */
export function matchingQuickRange(view: Pick<ActivityView, 'startDate' | 'endDate'>): number | null {
  const start = parseLocal(view.startDate);
  const end = parseLocal(view.endDate);
  if (Number.isNaN(start) || Number.isNaN(end) || view.endDate.length === 10) return null;
  const hit = QUICK_RANGES.find((r) => Math.abs(end - start - r.days * 86_400_000) < 60_000);
  return hit?.days ?? null;
}

/** Why the dates cannot be sent, or undefined. */
export function dateError(view: Pick<ActivityView, 'startDate' | 'endDate'>): string | undefined {
  for (const v of [view.startDate, view.endDate]) {
    const day = v.slice(0, 10);
    if (v && (Number.isNaN(parseLocal(v)) || day < DATE_MIN || day > DATE_MAX))
      return `Dates must be between ${DATE_MIN} and ${DATE_MAX}`;
  }
  if (view.startDate && view.endDate && parseLocal(view.startDate) > parseLocal(view.endDate))
    return 'The start date must not be after the end date';
  return undefined;
}

/** The request body: values are sent only when present or non-empty (spec section 5). */
export function requestBody(view: ActivityView, cursor?: string): ActivityListFilters {
  return {
    limit: view.limit,
    offset: view.offset,
    sortBy: 'created_at',
    sortOrder: 'desc',
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(view.startDate ? { startDate: view.startDate } : {}),
    ...(view.endDate ? { endDate: view.endDate } : {}),
    ...(view.activityTypes.length
      ? { activityTypes: view.activityTypes as ActivityListFilters['activityTypes'] }
      : {}),
    ...(view.entityTypes.length
      ? { entityTypes: view.entityTypes as ActivityListFilters['entityTypes'] }
      : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/** 'user_invite_sent' -> 'User Invite Sent' */
export const humanize = (v: string) => v.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
