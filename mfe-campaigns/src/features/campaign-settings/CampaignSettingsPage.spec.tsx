import { screen, waitFor, within } from '@testing-library/react';
import { apiError, BASE, callsTo, currentPath, mockApi, permissions, renderPage } from '../../test-utils';
import CampaignSettingsPage from './CampaignSettingsPage';
import { detail } from './settings.fixtures';

// Many user steps per test: under a loaded machine they need more than jest's 5 s.
jest.setTimeout(20_000);

const URL = `${BASE}/campaigns/c1/settings`;
const PATTERN = 'campaigns/:campaignId/settings';
const platforms = {
  body: {
    platforms: [
      {
        id: 'chatgpt',
        label: 'ChatGPT',
        configured: false,
        simulated: true,
        model: 'sim',
        requestsPerMinute: 60,
      },
      {
        id: 'perplexity',
        label: 'Perplexity',
        configured: false,
        simulated: true,
        model: 'sim',
        requestsPerMinute: 60,
      },
    ],
  },
};

describe('campaign settings page', () => {
  it('edits prompts and competitors, shows the cost, and saves only what changed', async () => {
    const calls = mockApi({
      'GET /permissions/user': permissions(),
      'GET /campaigns/c1': { body: detail() },
      'GET /campaigns/platforms': platforms,
      'PATCH /campaigns/c1': (call) => ({
        body: detail({
          prompts: [{ id: 'p9', text: 'Best decaf coffee?', topic: null }, ...detail().prompts.slice(1)],
          competitors: [
            ...detail().competitors,
            ...((call.body as { competitors: never[] }).competitors?.slice(1) ?? []),
          ],
        }),
      }),
    });
    const { user } = renderPage(<CampaignSettingsPage />, PATTERN, URL);
    expect(await screen.findByRole('heading', { name: 'Northwind visibility' })).toBeTruthy();
    expect(
      screen.getByText(
        /Each run asks 2 prompts x 2 platforms x 2 samples = 8 answers\. Weekly: about 35 answers a month\./,
      ),
    ).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed yet

    await user.click(screen.getByRole('button', { name: 'Edit prompt "Best coffee beans?"' }));
    const edit = screen.getByLabelText('Edit prompt');
    await user.clear(edit);
    await user.type(edit, 'Best decaf coffee?{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    const name = screen.getByLabelText('Competitor 2 name');
    expect(document.activeElement).toBe(name); // focus moves to the new row
    await user.type(name, 'Initech');
    await user.type(screen.getByLabelText('Competitor 2 domains'), 'initech.com, initech.io');
    await user.selectOptions(screen.getByLabelText('Samples per prompt'), '1');
    expect(screen.getByText(/2 prompts x 2 platforms x 1 sample = 4 answers/)).toBeTruthy();

    await user.click(save);
    await waitFor(() => expect(callsTo(calls, 'PATCH /campaigns/c1')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH /campaigns/c1')[0]!.body).toEqual({
      organizationId: expect.any(String),
      accountId: expect.any(String),
      prompts: ['Best decaf coffee?', 'Where to buy espresso?'],
      competitors: [
        { name: 'Globex', aliases: ['Globex Corp'], domains: ['globex.com'] },
        { name: 'Initech', aliases: [], domains: ['initech.com', 'initech.io'] },
      ],
      samples: 1,
    });
    expect(await screen.findByText('Campaign updated successfully')).toBeTruthy();
  });

  it('checks the form before sending, and shows the server refusing a change', async () => {
    const calls = mockApi({
      'GET /permissions/user': permissions(),
      'GET /campaigns/c1': { body: detail() },
      'GET /campaigns/platforms': platforms,
      'PATCH /campaigns/c1': apiError(409, 'CONFLICT', 'Prompts cannot change while a run is in progress.'),
    });
    const { user } = renderPage(<CampaignSettingsPage />, PATTERN, URL);
    const campaignName = await screen.findByLabelText('Campaign Name');
    await user.clear(campaignName);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Campaign name is required')).toBeTruthy();
    expect(document.activeElement).toBe(campaignName);
    expect(callsTo(calls, 'PATCH /campaigns/c1')).toHaveLength(0);
    await user.type(campaignName, 'Other name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Prompts cannot change while a run is in progress.',
    );
  });

  it('deletes after a confirmation that names the campaign, then goes to the dashboard', async () => {
    const calls = mockApi({
      'GET /permissions/user': permissions(),
      'GET /campaigns/c1': { body: detail() },
      'GET /campaigns/platforms': platforms,
      'DELETE /campaigns/c1': { body: { message: 'Successfully deleted Northwind visibility' } },
    });
    const { user } = renderPage(<CampaignSettingsPage />, PATTERN, URL);
    await user.click(await screen.findByRole('button', { name: 'Delete campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Northwind visibility?' });
    expect(within(dialog).getByText(/with its 2 prompts, every run and every stored answer/)).toBeTruthy();
    expect(callsTo(calls, 'DELETE /campaigns/c1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
    await waitFor(() => expect(currentPath()).toBe(`${BASE}/dashboard`));
    expect(callsTo(calls, 'DELETE /campaigns/c1')).toHaveLength(1);
  });

  it('is closed, with the reason, without the campaign update permission', async () => {
    mockApi({
      'GET /permissions/user': permissions({ campaign: ['view'] }),
      'GET /campaigns/c1': { body: detail() },
    });
    renderPage(<CampaignSettingsPage />, PATTERN, URL);
    expect(await screen.findByText(/You don't have permission to edit campaigns/)).toBeTruthy();
  });

  it('shows an error view with Try Again when the campaign cannot load', async () => {
    mockApi({
      'GET /permissions/user': permissions(),
      'GET /campaigns/c1': apiError(404, 'NOT_FOUND', 'Campaign not found'),
    });
    renderPage(<CampaignSettingsPage />, PATTERN, URL);
    expect(await screen.findByText('Campaign not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
