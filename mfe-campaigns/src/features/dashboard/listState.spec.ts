import {
  applyListChange,
  DEFAULT_LIST_STATE,
  listQuery,
  readListState,
  summaryText,
  writeListState,
  type ListChange,
  type ListState,
} from './listState';

const onPage3: ListState = {
  ...DEFAULT_LIST_STATE,
  page: 3,
  search: 'acme',
  sortBy: 'name',
  sortOrder: 'asc',
};

describe('dashboard list state', () => {
  it('reads defaults from an empty URL and drops values that are not allowed', () => {
    expect(readListState(new URLSearchParams())).toEqual(DEFAULT_LIST_STATE);
    expect(
      readListState(new URLSearchParams('status=bogus&sort=drop&order=up&page=-2&size=37&q=%20x%20')),
    ).toEqual({ ...DEFAULT_LIST_STATE, search: 'x' });
    expect(
      readListState(new URLSearchParams('status=in_progress&sort=promptCount&order=asc&page=4&size=10')),
    ).toEqual({
      ...DEFAULT_LIST_STATE,
      status: 'IN_PROGRESS',
      sortBy: 'promptCount',
      sortOrder: 'asc',
      page: 4,
      pageSize: 10,
    });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
    const params = writeListState(onPage3, new URLSearchParams('other=1'));
    expect(params.toString()).toBe('other=1&q=acme&sort=name&order=asc&page=3');
    expect(readListState(params)).toEqual(onPage3);
  });

  it.each<ListChange>([
    { type: 'search', value: 'new' },
    { type: 'status', value: 'FAILED' },
    { type: 'sortBy', value: 'status' },
    { type: 'sortOrder', value: 'desc' },
    { type: 'pageSize', value: 25 },
    { type: 'clearFilters' },
  ])('$type goes back to the first page', (change) => {
    expect(applyListChange(onPage3, change).page).toBe(1);
  });

  it('a page change keeps everything else; clearing filters keeps sort and page size', () => {
    expect(applyListChange(onPage3, { type: 'page', value: 5 })).toEqual({ ...onPage3, page: 5 });
    expect(
      applyListChange({ ...onPage3, status: 'PENDING', pageSize: 10 }, { type: 'clearFilters' }),
    ).toEqual({
      ...DEFAULT_LIST_STATE,
      sortBy: 'name',
      sortOrder: 'asc',
      pageSize: 10,
    });
  });

  it('maps to the list query (offset from the page, filters only when set)', () => {
    expect(listQuery({ ...onPage3, pageSize: 25 }, 'o', 'a')).toEqual({
      organizationId: 'o',
      accountId: 'a',
      limit: 25,
      offset: 50,
      sortBy: 'name',
      sortOrder: 'asc',
      includeStats: true,
      search: 'acme',
    });
    expect(listQuery(DEFAULT_LIST_STATE, 'o', 'a')).not.toHaveProperty('status');
  });

  it('summarises what is shown, with filter notes and more available', () => {
    expect(summaryText(DEFAULT_LIST_STATE, 50, 120, { hasMore: true })).toBe(
      'Showing 50 of 120 campaigns • More campaigns available',
    );
    expect(
      summaryText({ ...DEFAULT_LIST_STATE, status: 'COMPLETED', search: 'co' }, 3, 3, { hasMore: false }),
    ).toBe('Showing 3 of 3 campaigns (filtered by status: Completed, search: "co")');
    expect(
      summaryText({ ...DEFAULT_LIST_STATE, search: 'a' }, 50, 1000, { hasMore: true, totalCapped: true }),
    ).toBe('Showing 50 of 1,000+ campaigns (filtered by search: "a") • More campaigns available');
  });
});
