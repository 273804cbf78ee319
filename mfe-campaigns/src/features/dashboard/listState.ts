// The dashboard list's state (search, status, sort, direction, page, page size) and its rules, as
// URL search parameters: a link or a reload shows the same list, Back undoes a change. Defaults are
// left out of the URL; a value that is not allowed falls back to its default.
import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  type CampaignListQuery,
  type CampaignStatus,
} from '@lantern/contracts';

export type SortField = (typeof CAMPAIGN_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListState {
  search: string;
  status: CampaignStatus | null;
  sortBy: SortField;
  sortOrder: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_LIST_STATE: ListState = {
  search: '',
  status: null,
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'In Progress',
  PENDING: 'Pending',
  FAILED: 'Failed',
};

export const SORT_LABELS: Record<SortField, string> = {
  createdAt: 'Date Created',
  name: 'Name',
  status: 'Status',
  promptCount: 'Prompt Count',
  updatedAt: 'Last Updated',
};

const KEYS = {
  search: 'q',
  status: 'status',
  sortBy: 'sort',
  sortOrder: 'order',
  page: 'page',
  pageSize: 'size',
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get(KEYS.page));
  const size = Number(params.get(KEYS.pageSize));
  return {
    search: params.get(KEYS.search)?.trim() ?? '',
    status: oneOf(CAMPAIGN_STATUSES, params.get(KEYS.status)?.toUpperCase() ?? null),
    sortBy: oneOf(CAMPAIGN_SORT_FIELDS, params.get(KEYS.sortBy)) ?? DEFAULT_LIST_STATE.sortBy,
    sortOrder: oneOf(['asc', 'desc'] as const, params.get(KEYS.sortOrder)) ?? DEFAULT_LIST_STATE.sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL parameters of a state, without the defaults (other parameters are kept). */
export function writeListState(state: ListState, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.keys(KEYS) as Array<keyof ListState>) {
    const value = state[key];
    if (value === DEFAULT_LIST_STATE[key] || value === null || value === '') params.delete(KEYS[key]);
    else params.set(KEYS[key], String(value));
  }
  return params;
}

/**
 * A change to the list. Search, status, sort, direction and page size each take the list back to its
 * first page (spec section 4); only a page change keeps the rest. Clearing filters keeps sort and size.
 */
export type ListChange =
  | { type: 'search'; value: string }
  | { type: 'status'; value: CampaignStatus | null }
  | { type: 'sortBy'; value: SortField }
  | { type: 'sortOrder'; value: SortOrder }
  | { type: 'pageSize'; value: number }
  | { type: 'page'; value: number }
  | { type: 'clearFilters' };

export function applyListChange(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'page':
      return { ...state, page: Math.max(1, change.value) };
    case 'clearFilters':
      return { ...state, search: '', status: null, page: 1 };
    case 'search':
      return { ...state, search: change.value.trim(), page: 1 };
    default:
      return { ...state, [change.type]: change.value, page: 1 };
  }
}

/** The GET /campaigns/list query of a state. */
export function listQuery(state: ListState, organizationId: string, accountId: string): CampaignListQuery {
  return {
    organizationId,
    accountId,
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    includeStats: true,
    ...(state.status ? { status: state.status } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}

export const hasFilters = (s: ListState) => Boolean(s.search || s.status);

/** 'Showing N of M campaigns' with what narrows it and whether more follow. */
export function summaryText(
  state: ListState,
  shown: number,
  total: number,
  opts: { hasMore: boolean; totalCapped?: boolean },
): string {
  const notes: string[] = [];
  if (state.status) notes.push(`status: ${STATUS_LABELS[state.status]}`);
  if (state.search) notes.push(`search: "${state.search}"`);
  const totalText = `${total.toLocaleString('en')}${opts.totalCapped ? '+' : ''}`;
  let text = `Showing ${shown} of ${totalText} campaigns`;
  if (notes.length) text += ` (filtered by ${notes.join(', ')})`;
  if (opts.hasMore) text += ' • More campaigns available';
  return text;
}
