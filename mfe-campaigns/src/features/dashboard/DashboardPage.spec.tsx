import { PERMISSION_MESSAGES } from '@lantern/contracts';
import { screen, waitFor } from '@testing-library/react';
import { BASE, currentPath, mockApi, permissions, renderPage } from '../../test-utils';
import DashboardPage from './DashboardPage';

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
