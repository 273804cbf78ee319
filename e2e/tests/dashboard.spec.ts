import { expect, test } from '@playwright/test';
import { accountPath, accountUrl } from '../pages/AppShell';
import { CampaignListPage } from '../pages/CampaignListPage';
import { LoginPage } from '../pages/LoginPage';
import { LanternApi, seedUser, type SeededUser } from '../support/api';

const pad = (i: number) => String(i).padStart(3, '0');
/** 120 campaigns, created in order (so the newest, Campaign 120, comes first); every 10th an espresso one. */
const NAMES = Array.from({ length: 120 }, (_, k) => {
  const i = k + 1;
  return i % 10 === 0 ? `Espresso ${pad(i)}` : `Campaign ${pad(i)}`;
});

test.describe('dashboard: the campaign list over 120 campaigns', () => {
  let user: SeededUser;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    user = await seedUser(request, { firstName: 'Dana', lastName: 'Dashboard' });
    const api = LanternApi.as(request, user);
    await api.setTier(user.orgId, 'business');
    for (const name of NAMES) await api.createCampaign(user.orgId, user.accountId, { name });
  });

  test('pages, searches, filters and sorts, with the state in the URL', async ({ page }) => {
    test.setTimeout(90_000);
    const list = new CampaignListPage(page);
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(user.email, user.password);
    await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId));

    // Time to rows painted: a fresh load of the dashboard until the 50 rows are in the table.
    const started = Date.now();
    await page.goto(accountPath(user.orgId, user.accountId));
    await expect(list.rows()).toHaveCount(50);
    console.log(`dashboard: 50 of 120 rows painted ${Date.now() - started} ms after navigation`);

    await list.expectSummary('Showing 50 of 120 campaigns • More campaigns available');
    await expect(list.statusCard('Pending')).toContainText('120');
    expect((await list.names())[0]).toBe('Espresso 120');

    // Paging: page 3 holds the last 20; the URL says so and a reload keeps it.
    await list.nextPage().click();
    await list.nextPage().click();
    await list.expectSummary('Showing 20 of 120 campaigns');
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await page.reload();
    await list.expectSummary('Showing 20 of 120 campaigns');
    expect((await list.names()).at(-1)).toBe('Campaign 001');

    // Search (debounced) goes back to page 1 and shows a chip.
    await list.search().fill('espresso');
    await list.expectSummary('Showing 12 of 12 campaigns (filtered by search: "espresso")');
    await expect(page).toHaveURL(/[?&]q=espresso\b/);
    await expect(page).not.toHaveURL(/page=/);

    // Sort by name ascending.
    await list.sortBy().selectOption('name');
    await list.direction().click();
    await expect
      .poll(() => list.names().then((n) => n.slice(0, 2)))
      .toEqual(['Espresso 010', 'Espresso 020']);

    // A status filter on top: nothing has failed.
    await list.statusFilter().selectOption('FAILED');
    await expect(page.getByText('No campaigns match your filters')).toBeVisible();
    await list.chip('Status: Failed').click();
    await list.chip('Search: espresso').click();
    await list.expectSummary('Showing 50 of 120 campaigns • More campaigns available');

    // Page size 10 and the Pending card.
    await list.pageSize().selectOption('10');
    await expect(list.rows()).toHaveCount(10);
    await list.statusCard('Pending').click();
    await list.expectSummary(
      'Showing 10 of 120 campaigns (filtered by status: Pending) • More campaigns available',
    );

    // A row's name is a link (a new tab works); clicking the row opens the analytics page.
    const link = list.campaignLink('Campaign 001');
    await expect(link).toHaveAttribute('href', /\/analytics\/[0-9a-f-]{36}\/chatgpt$/);
    await list.rows().first().locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/analytics\/[0-9a-f-]{36}\/chatgpt$/);
  });

  test('at 390 px the table scrolls inside its own container', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(user.email, user.password);
    const list = new CampaignListPage(page);
    await expect(list.rows()).toHaveCount(50);
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: (() => {
        const region = document.querySelector('[role="region"][aria-label="Campaigns"]') as HTMLElement;
        return region.scrollWidth - region.clientWidth;
      })(),
    }));
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.table).toBeGreaterThan(0);
  });
});
