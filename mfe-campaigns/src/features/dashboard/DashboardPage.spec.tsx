import { PERMISSION_MESSAGES } from '@lantern/contracts';
import { screen, waitFor } from '@testing-library/react';
import { apiError, BASE, callsTo, currentPath, mockApi, permissions, renderPage } from '../../test-utils';
import DashboardPage from './DashboardPage';

// Many user steps per test: under a loaded machine they need more than jest's 5 s.
jest.setTimeout(20_000);

const list = (total: number) => ({
  body: {
    campaigns:
      total === 0
        ? []
        : [
            {
              id: 'c1',
              name: 'Acme CRM',
              websiteDomain: 'acme.com',
              websiteUrl: 'https://acme.com/',
              brandUrl: null,
              location: 'India',
              keywords: ['crm'],
              promptsCount: 15,
              createdAt: '2026-03-01T10:00:00.000Z',
              updatedAt: '2026-03-01T10:00:00.000Z',
              status: 'COMPLETED',
            },
          ],
    statusCounts: { completed: total, inProgress: 0, pending: 0, failed: 0, total },
    metadata: { sortBy: 'createdAt', sortOrder: 'desc', filters: {} },
    pagination: { totalCampaigns: total, currentPage: 1, limit: 50, hasMore: false },
    summaryStats: { totalCampaigns: total },
  },
});

describe('dashboard: new campaign buttons', () => {
  it.each([
    ['New Campaign', 1],
    ['Create Your First Campaign', 0],
  ])('%s opens the Create New Campaign wizard', async (label, total) => {
    mockApi({ 'GET /permissions/user': permissions(), 'GET /campaigns/list': list(total) });
    const { user } = renderPage(<DashboardPage />, 'dashboard', `${BASE}/dashboard`);
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(currentPath()).toBe(`${BASE}/new-campaign`));
  });

  it('is disabled, with the reason, without the campaign create permission', async () => {
    mockApi({ 'GET /permissions/user': permissions({ campaign: ['view'] }), 'GET /campaigns/list': list(1) });
    const { user } = renderPage(<DashboardPage />, 'dashboard', `${BASE}/dashboard`);
    const button = () => screen.getByRole('button', { name: 'New Campaign' }) as HTMLButtonElement;
    await waitFor(() => expect(button().disabled).toBe(true));
    await user.hover(button().parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toContain(PERMISSION_MESSAGES.createCampaign);
  });
});

const campaign = (i: number, extra: object = {}) => ({
  id: `c${i}`,
  name: `Campaign ${i}`,
  websiteDomain: `site${i}.com`,
  websiteUrl: `https://site${i}.com/`,
  brandUrl: null,
  location: 'US',
  keywords: ['espresso machines for offices', 'beans', 'grinders', 'cups'],
  promptsCount: 12,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  status: 'COMPLETED',
  ...extra,
});

/** A list of 120 campaigns answering the query it is asked (offset, limit, status). */
const page120 = (call: { query: URLSearchParams }) => {
  const limit = Number(call.query.get('limit'));
  const offset = Number(call.query.get('offset'));
  const total = call.query.get('status') || call.query.get('search') ? 7 : 120;
  const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
    campaign(offset + i + 1),
  );
  return {
    body: {
      campaigns: rows,
      statusCounts: { completed: 100, inProgress: 10, pending: 3, failed: 7, total: 120 },
      metadata: { sortBy: 'createdAt', sortOrder: 'desc', filters: {} },
      pagination: {
        totalCampaigns: total,
        currentPage: offset / limit + 1,
        limit,
        hasMore: offset + limit < total,
      },
      summaryStats: { totalCampaigns: 120 },
    },
  };
};

const listCalls = (calls: ReturnType<typeof mockApi>) => callsTo(calls, 'GET /campaigns/list');
const lastListQuery = (calls: ReturnType<typeof mockApi>) => listCalls(calls).at(-1)!.query;

describe('dashboard: the campaign list', () => {
  it('pages with the default 50, and a page size change goes back to page 1 (in the URL)', async () => {
    const calls = mockApi({ 'GET /permissions/user': permissions(), 'GET /campaigns/list': page120 });
    const { user } = renderPage(<DashboardPage />, 'dashboard', `${BASE}/dashboard?page=2`);
    expect(await screen.findByText('Showing 50 of 120 campaigns • More campaigns available')).toBeTruthy();
    expect(lastListQuery(calls).get('offset')).toBe('50');
    expect(lastListQuery(calls).get('limit')).toBe('50');
    expect(screen.getByRole('link', { name: 'Campaign 51' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 20 of 120 campaigns')).toBeTruthy();
    expect(lastListQuery(calls).get('offset')).toBe('100');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(lastListQuery(calls).get('limit')).toBe('10'));
    expect(lastListQuery(calls).get('offset')).toBe('0');
  });

  it('debounces the search 300 ms, then filters from page 1 and shows a removable chip', async () => {
    const calls = mockApi({ 'GET /permissions/user': permissions(), 'GET /campaigns/list': page120 });
    const { user } = renderPage(<DashboardPage />, 'dashboard', `${BASE}/dashboard?page=3&sort=name`);
    await screen.findByText(/Showing 20 of 120/);
    const before = listCalls(calls).length;
    await user.type(screen.getByPlaceholderText('Search campaigns...'), 'north');
    expect(listCalls(calls).length).toBe(before); // nothing sent while typing
    await waitFor(() => expect(lastListQuery(calls).get('search')).toBe('north'));
    expect(listCalls(calls).length).toBe(before + 1); // one request for the settled text
    expect(lastListQuery(calls).get('offset')).toBe('0');
    expect(lastListQuery(calls).get('sortBy')).toBe('name');
    expect(await screen.findByText('Showing 7 of 7 campaigns (filtered by search: "north")')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Search: north' }));
    await waitFor(() => expect(lastListQuery(calls).has('search')).toBe(false));
    expect((screen.getByPlaceholderText('Search campaigns...') as HTMLInputElement).value).toBe('');
  });

  it('a status card filters by its status; sort and direction reset the page', async () => {
    const calls = mockApi({ 'GET /permissions/user': permissions(), 'GET /campaigns/list': page120 });
    const { user } = renderPage(<DashboardPage />, 'dashboard', `${BASE}/dashboard?page=2`);
    await screen.findByText(/Showing 50 of 120/);
    await user.click(screen.getByRole('button', { name: /^7\s*Failed$/ }));
    await waitFor(() => expect(lastListQuery(calls).get('status')).toBe('FAILED'));
    expect(lastListQuery(calls).get('offset')).toBe('0');
    expect(screen.getByRole('button', { name: /Failed$/, pressed: true })).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('FAILED');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'promptCount');
    await waitFor(() => expect(lastListQuery(calls).get('sortBy')).toBe('promptCount'));
    await user.click(screen.getByRole('button', { name: 'Descending, switch to ascending' }));
    await waitFor(() => expect(lastListQuery(calls).get('sortOrder')).toBe('asc'));
    await user.click(screen.getByRole('button', { name: /Total$/ }));
    await waitFor(() => expect(lastListQuery(calls).has('status')).toBe(false));
  });

  it('shows the spec columns: truncated name with a tooltip, 2 keywords cut at 15 and +N, country name, badge', async () => {
    const long = 'A campaign name well over thirty characters';
    mockApi({
      'GET /permissions/user': permissions(),
      'GET /campaigns/list': {
        body: {
          ...page120({ query: new URLSearchParams('limit=50&offset=0') }).body,
          campaigns: [
            campaign(1, {
              name: long,
              status: 'FAILED',
              performance: {
                lastRun: {
                  status: 'FAILED',
                  at: '2026-03-02T10:00:00.000Z',
                  error: 'chatgpt: Incorrect API key provided.',
                },
                visibility: 0.42,
                visibilityChange: 0.05,
                shareOfVoice: 0.3,
                shareOfVoiceChange: -0.02,
                trend: [0.3, 0.37, 0.42],
              },
            }),
          ],
        },
      },
    });
    renderPage(<DashboardPage />, 'dashboard', `${BASE}/dashboard`);
    const link = await screen.findByRole('link', { name: `${long.slice(0, 30)}…` });
    expect(link.getAttribute('href')).toBe(`${BASE}/analytics/c1/chatgpt`);
    expect(screen.getByText('espresso machin…')).toBeTruthy();
    expect(screen.getByText('beans')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByText('United States')).toBeTruthy();
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByText('+5 pts')).toBeTruthy();
    expect(screen.getByText('−2 pts')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Visibility over the last 3 runs: 30%, 37%, 42%/ })).toBeTruthy();
    expect(screen.getByText('FAILED')).toBeTruthy(); // the status badge
    expect(screen.getByText(/^Last run/).textContent).toMatch(/^Last run Mar 2, 2026, /);
    expect(screen.getByText('chatgpt: Incorrect API key provided.')).toBeTruthy(); // why it failed
  });

  it('says when no campaign matches, and shows the error view with Try Again', async () => {
    let fail = true;
    mockApi({
      'GET /permissions/user': permissions(),
      'GET /campaigns/list': (call) =>
        fail
          ? apiError(500, 'internal', 'Database unavailable')
          : { body: { ...page120(call).body, campaigns: [] } },
    });
    const { user } = renderPage(<DashboardPage />, 'dashboard', `${BASE}/dashboard?status=FAILED`);
    expect(await screen.findByText('Failed to load campaigns')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No campaigns match your filters')).toBeTruthy();
  });
});
