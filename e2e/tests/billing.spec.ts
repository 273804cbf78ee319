import { expect, test, type Page } from '@playwright/test';
import { accountPath, accountUrl, AppShell } from '../pages/AppShell';
import { BillingPage } from '../pages/BillingPage';
import { LoginPage } from '../pages/LoginPage';
import { LanternApi, seedUser } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { freePort, startServer, tempDataDir } from '../support/server';

async function signIn(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/login`);
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('free plan: analytics upgrade card -> View Plans -> switch to Business -> analytics, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await seedUser(request, { firstName: 'Nina', lastName: 'Newcomer' });
  const campaign = await LanternApi.as(request, owner).createCampaign(owner.orgId, owner.accountId, {
    name: 'First look',
    runNow: true,
  });
  await signIn(page, owner.email, owner.password);
  await page.goto(accountPath(owner.orgId, owner.accountId, `analytics/${campaign.id}/chatgpt`));
  await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
  await expect(
    page.getByText('Analytics are only available for Starter, Business and Enterprise plans.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId, 'billing'));

  const billing = new BillingPage(page);
  await billing.expectLoaded();
  await expect(billing.currentPlanHeader('Free Plan')).toBeVisible();
  await expect(page.getByText('As a super admin you can switch the plan below.')).toBeVisible();
  // The page must not reload: a marker on window survives only a client-side change.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await billing.switchTo('Business');
  await expect(new AppShell(page).toast('Plan changed to Business Plan')).toBeVisible();
  await expect(billing.currentPlanHeader('Business Plan')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/analytics\//);
  await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toHaveCount(0);
  await expect(page.getByText('Simulated data')).toBeVisible({ timeout: 40_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the billing page at 390 px in both themes is axe clean, with the confirmation open', async ({
  page,
  request,
}) => {
  const owner = await seedUser(request, { firstName: 'Axel', lastName: 'Axe' });
  await LanternApi.as(request, owner).setTier(owner.orgId, 'business'); // so Create Account opens its dialog
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner.email, owner.password);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('lantern.theme', t), theme);
    await page.goto(accountPath(owner.orgId, owner.accountId, 'billing'));
    const billing = new BillingPage(page);
    await billing.expectLoaded();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `no sideways page scroll (${theme})`).toBeLessThanOrEqual(390);
    await expectAxeClean(page, `billing ${theme}`);
    await billing.switchButton('Starter').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAxeClean(page, `billing dialog ${theme}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.goto(accountPath(owner.orgId, owner.accountId, 'profile'));
    await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
    await expectAxeClean(page, `profile ${theme}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Account' })).toBeVisible();
    await expectAxeClean(page, `account dialog ${theme}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }
});

test('PLAN_CHANGES=contact: Contact sales instead of a switch, and the API refuses plan changes', async ({
  page,
  request,
}) => {
  const server = await startServer(await freePort(), tempDataDir('lantern-e2e-billing-contact-'), {
    env: { PLAN_CHANGES: 'contact', BILLING_CONTACT_URL: 'https://sales.example.com/lantern' },
  });
  try {
    const owner = await seedUser(request, { firstName: 'Carl', lastName: 'Contact' }, server.origin);
    await signIn(page, owner.email, owner.password, server.origin);
    await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'billing')}`);
    const billing = new BillingPage(page);
    await billing.expectLoaded();
    await expect(
      page.getByText('Plans are sold by the team that runs Lantern. Contact sales to change yours.'),
    ).toBeVisible();
    const links = page.getByRole('link', { name: 'Contact sales' });
    await expect(links).toHaveCount(3);
    await expect(links.first()).toHaveAttribute('href', 'https://sales.example.com/lantern');
    await expect(new BillingPage(page).switchButtons()).toHaveCount(0);
    const res = await request.patch(`${server.origin}/api/organizations/${owner.orgId}/tier`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { tier: 'business' },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Plan changes are handled by sales. Contact sales to change your plan.',
    );
  } finally {
    await server.stop();
  }
});
