import { expect, test } from '@playwright/test';
import { accountUrl } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { NewCampaignPage } from '../pages/NewCampaignPage';
import { LanternApi, seedUser } from '../support/api';

test.describe('campaigns: wizard to analytics', () => {
  test('creates a campaign in the wizard, runs it on the sandbox and shows its analytics and answers', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = await seedUser(request, { firstName: 'Wendy', lastName: 'Wizard' });
    await LanternApi.as(request, user).setTier(user.orgId, 'business');
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId));

    await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
    await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId, 'new-campaign'));
    const wizard = new NewCampaignPage(page);
    await wizard.next(); // nothing filled: the spec's form messages
    await expect(page.getByText('Campaign name is required')).toBeVisible();
    await expect(page.getByText('Website URL is required')).toBeVisible();
    await wizard.fillBasics({
      name: 'Northwind Coffee',
      website: 'northwind-coffee.com',
      keywords: ['coffee beans'],
    });
    await wizard.choosePlatforms(['ChatGPT', 'Perplexity']);
    await wizard.next();
    await wizard.expectStep('Prompt setup');
    await wizard.addPromptsManually([
      'Where can I buy fresh coffee beans online?',
      'where can i buy fresh coffee beans online',
      'Which coffee subscription is best for espresso?',
    ]);
    await expect(page.getByText(/1 duplicate removed/)).toBeVisible();
    await wizard.next();
    await wizard.expectStep('Preview');
    await wizard.create();

    await expect(page).toHaveURL(/\/analytics\/[0-9a-f-]{36}\/chatgpt$/);
    await expect(page.getByRole('heading', { name: 'Northwind Coffee' })).toBeVisible();
    // The sandbox answers within seconds; the page polls every 15 s while it has no data.
    await expect(page.getByText('Simulated data')).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText('(6/6)')).toBeVisible({ timeout: 40_000 }); // it keeps polling while the run goes
    await expect(page.getByRole('heading', { name: 'Competitor leaderboard' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'Where can I buy fresh coffee beans online?', exact: true }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Perplexity' }).click();
    await expect(page).toHaveURL(/\/perplexity$/);
    await expect(page.getByText('Simulated data')).toBeVisible();

    await page.getByRole('button', { name: 'Browse answers' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Simulated').first()).toBeVisible();

    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
  });

  test('a free plan sees the analytics upgrade gate instead of numbers', async ({ page, request }) => {
    const user = await seedUser(request, { firstName: 'Fred', lastName: 'Free' });
    const res = await request.post('/api/campaigns', {
      headers: { authorization: `Bearer ${user.token}` },
      data: {
        organizationId: user.orgId,
        accountId: user.accountId,
        name: 'Free campaign',
        websiteUrl: 'free-example.com',
        location: 'India',
        promptMethod: 'MANUAL_ADD',
        prompts: ['Which CRM is best for a small team?'],
        platforms: ['sandbox'],
        samples: 1,
      },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId));
    await page.goto(`/org/${user.orgId}/account/${user.accountId}/analytics/${id}`);
    await expect(page.getByText('View Plans')).toBeVisible();
    await expect(page.getByText(/Analytics are only available/).first()).toBeVisible();
  });
});
