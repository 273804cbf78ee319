import { expect, test } from '@playwright/test';
import { accountPath, AppShell } from '../pages/AppShell';
import { CampaignSettingsPage } from '../pages/CampaignSettingsPage';
import { LoginPage } from '../pages/LoginPage';
import { LanternApi, seedUser } from '../support/api';

const settingsPath = (orgId: string, accountId: string, id: string) =>
  `${accountPath(orgId, accountId, `campaigns/${id}/settings`)}`;

test.describe('campaign settings', () => {
  test('edits prompts and competitors, the next run uses them; tracks a suggested competitor; deletes', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await seedUser(request, { firstName: 'Sam', lastName: 'Settings' });
    const api = LanternApi.as(request, user);
    await api.setTier(user.orgId, 'business');
    const { id } = await api.createCampaign(user.orgId, user.accountId, {
      name: 'Northwind beans',
      prompts: ['Where can I buy fresh coffee beans online?', 'Best coffee subscription?'],
    });
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(user.email, user.password);

    // From the dashboard row to its settings.
    await page.getByRole('link', { name: 'Settings of Northwind beans' }).click();
    const settings = new CampaignSettingsPage(page);
    await settings.expectLoaded('Northwind beans');
    await expect(page.getByText(/Each run asks 2 prompts x 1 platform x 1 sample = 2 answers/)).toBeVisible();
    await settings.editPrompt('Best coffee subscription?', 'Which coffee subscription is best for espresso?');
    await settings.addPrompts(['Who roasts the freshest decaf?']);
    await settings.addCompetitor({
      name: 'Initech Roasters',
      aliases: 'Initech',
      domains: 'initech.example',
    });
    await page.getByRole('checkbox', { name: 'Perplexity' }).check();
    await page.getByLabel('Samples per prompt').selectOption('3');
    await expect(page.getByText(/3 prompts x 2 platforms x 3 samples = 18 answers/)).toBeVisible();
    await settings.save();
    await expect(new AppShell(page).toast('Campaign updated successfully')).toBeVisible();

    // The next run asks the new prompts on both platforms, and measures the new competitor.
    await api.startRun(user.orgId, user.accountId, id);
    await expect
      .poll(async () => (await api.campaign(user.orgId, user.accountId, id)).lastRun?.status, {
        timeout: 40_000,
      })
      .toBe('COMPLETED');
    expect((await api.campaign(user.orgId, user.accountId, id)).lastRun?.totalItems).toBe(18);
    await page.goto(accountPath(user.orgId, user.accountId, `analytics/${id}/perplexity`));
    await expect(page.getByRole('cell', { name: 'Who roasts the freshest decaf?', exact: true })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByRole('cell', { name: 'Initech Roasters' }).first()).toBeVisible();

    // Track a suggested competitor: never the own brand, and it leaves the suggestions. The sandbox's
    // answers name other brands; the platform whose answers named some is used.
    const suggestions = page.getByRole('region', { name: 'Suggested competitors' });
    if ((await suggestions.count()) === 0) {
      await page.goto(accountPath(user.orgId, user.accountId, `analytics/${id}/chatgpt`));
      await expect(page.getByRole('heading', { name: 'Competitor leaderboard' })).toBeVisible();
    }
    await expect(suggestions).toBeVisible();
    await expect(suggestions.getByRole('heading', { name: /Northwind/ })).toHaveCount(0);
    const trackButton = suggestions.getByRole('button', { name: /^Track / }).first();
    const name = ((await trackButton.getAttribute('aria-label')) ?? '').replace(/^Track /, '');
    await trackButton.click();
    await page
      .getByRole('dialog', { name: `Track ${name}?` })
      .getByRole('button', { name: 'Track competitor' })
      .click();
    await expect(new AppShell(page).toast(`Now tracking ${name}`)).toBeVisible();
    await expect(suggestions.getByRole('heading', { name, exact: true })).toHaveCount(0);
    await page.goto(settingsPath(user.orgId, user.accountId, id));
    await expect(page.getByLabel('Competitor 2 name')).toHaveValue(name);

    // Delete, with a confirmation naming it; the dashboard no longer lists it.
    await settings.deleteCampaign('Northwind beans');
    await expect(new AppShell(page).toast('Successfully deleted Northwind beans')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Create Your First Campaign' })).toBeVisible();
  });
});
