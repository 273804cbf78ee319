import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountPath, accountUrl, AppShell } from '../pages/AppShell';
import { BillingPage } from '../pages/BillingPage';
import { LoginPage } from '../pages/LoginPage';
import { ProfilePage } from '../pages/ProfilePage';
import { LanternApi, seedUser, uniqueEmail, type RoleName, type SeededUser } from '../support/api';
import { freePort, type RunningServer, startServer, tempDataDir } from '../support/server';

// Members with other roles join by a mailed invite link: these tests run on an instance whose log they read.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer(await freePort(), tempDataDir('lantern-e2e-profile-'), { captureLogs: true });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.origin}/login`);
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A member of the owner's first account with `role`, joined through the mailed invite. */
async function member(request: APIRequestContext, owner: SeededUser, role: RoleName) {
  const email = uniqueEmail(role);
  const before = server.mails().length;
  await LanternApi.as(request, owner, server.origin).invite(owner.orgId, owner.accountId, email, role);
  const link = new URL(await server.waitForMailLink(email, { after: before }));
  const res = await request.post(`${server.origin}/api/invites/accept`, {
    data: {
      token: link.searchParams.get('token'),
      email,
      firstName: 'Mia',
      lastName: role,
      country: 'GB',
      password: 'Sup3rSecret!',
    },
  });
  expect(res.ok()).toBe(true);
  return { email, password: 'Sup3rSecret!' };
}

test('Refresh does a context login and the copy buttons say what they copied', async ({ page, request }) => {
  const owner = await seedUser(request, { firstName: 'Rita', lastName: 'Refresh' }, server.origin);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  await signIn(page, owner.email, owner.password);
  await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'profile')}`);
  const profile = new ProfilePage(page);
  const shell = new AppShell(page);
  await profile.expectLoaded();
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(page.getByText('India')).toBeVisible();

  // The plan changes behind the page's back: Refresh picks it up.
  await LanternApi.as(request, owner, server.origin).setTier(owner.orgId, 'business');
  const contextLogin = page.waitForRequest((r) => r.url().endsWith('/api/auth/context_login'));
  await profile.refreshButton().click();
  await contextLogin;
  await expect(shell.toast('Profile refreshed successfully')).toBeVisible();
  await expect(page.getByText('Business Plan', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Copy Email' }).click();
  await expect(shell.toast('Email copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(owner.email);
  await page.getByRole('button', { name: 'Copy Organization ID' }).first().click();
  await expect(shell.toast('Organization ID copied to clipboard')).toBeVisible();
});

test('a super_admin on Business creates, edits, switches to and deletes accounts', async ({
  page,
  request,
}) => {
  const owner = await seedUser(request, { firstName: 'Ada', lastName: 'Accounts' }, server.origin);
  await LanternApi.as(request, owner, server.origin).setTier(owner.orgId, 'business');
  await signIn(page, owner.email, owner.password);
  await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'profile')}`);
  const profile = new ProfilePage(page);
  const shell = new AppShell(page);
  await profile.expectLoaded();

  // The current (and only) account cannot be deleted or switched to.
  await expect(page.getByRole('button', { name: `Delete ${owner.accountName}` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Switch to ${owner.accountName}` })).toBeDisabled();

  // Save stays disabled while the name is blank.
  await profile.createAccountButton().click();
  await profile.dialog().getByLabel('Account Name').fill('   ');
  await expect(profile.dialog().getByRole('button', { name: 'Save' })).toBeDisabled();
  await profile.dialog().getByRole('button', { name: 'Cancel' }).click();

  await profile.createAccount('Research', 'Competitor research for the coffee line');
  await expect(shell.toast('Account created successfully')).toBeVisible();
  await expect(profile.row('Research')).toBeVisible();
  await expect(profile.row('Research').getByText('Competitor research')).toBeVisible();

  await profile.editAccount('Research', 'Research EU');
  await expect(shell.toast('Account updated successfully')).toBeVisible();
  await expect(profile.row('Research EU')).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Research EU' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to switch to Research EU? You will be redirected to the dashboard.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click();
  await expect(shell.toast('Switched to account: Research EU')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const newAccountId = /\/account\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  expect(newAccountId).not.toBe(owner.accountId);

  await page.goto(`${server.origin}${accountPath(owner.orgId, newAccountId, 'profile')}`);
  await profile.expectLoaded();
  await page.getByRole('button', { name: `Delete ${owner.accountName}` }).click();
  await expect(page.getByRole('dialog')).toContainText('This action cannot be undone.');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(shell.toast(`Successfully deleted ${owner.accountName}`)).toBeVisible();
  await expect(profile.row(owner.accountName)).toHaveCount(0);
  // Now the last account: protected.
  await expect(page.getByRole('button', { name: 'Delete Research EU' })).toBeDisabled();
});

test('gates: the free plan shows the upgrade tooltip; a viewer and an admin see what their role allows', async ({
  page,
  request,
}) => {
  const owner = await seedUser(request, { firstName: 'Gus', lastName: 'Gates' }, server.origin);
  await signIn(page, owner.email, owner.password);
  await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'profile')}`);
  const profile = new ProfilePage(page);
  await profile.expectLoaded();
  await expect(profile.createAccountButton()).toBeDisabled();
  await profile.showCreateAccountReason();
  await expect(page.getByRole('tooltip')).toContainText(
    'Creating more accounts is only available for Business and Enterprise plans.',
  );
  await page.getByRole('tooltip').getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId, 'billing'));

  await LanternApi.as(request, owner, server.origin).setTier(owner.orgId, 'business');
  const viewer = await member(request, owner, 'viewer');
  const admin = await member(request, owner, 'admin');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, viewer.email, viewer.password);
  await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'profile')}`);
  await profile.expectLoaded();
  await expect(profile.createAccountButton()).toBeDisabled();
  await profile.showCreateAccountReason();
  await expect(page.getByRole('tooltip')).toContainText(
    "You don't have permission to create/edit/delete accounts. Contact your administrator for access.",
  );
  await expect(page.getByRole('button', { name: `Edit ${owner.accountName}` })).toBeDisabled();
  await expect(profile.row(owner.accountName).getByText('Viewer')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, admin.email, admin.password);
  await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'profile')}`);
  await profile.expectLoaded();
  await expect(profile.createAccountButton()).toBeEnabled();
  await expect(page.getByRole('button', { name: `Edit ${owner.accountName}` })).toBeEnabled();
  // An admin sees who may change the plan, not a switch.
  await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'billing')}`);
  await expect(
    page.getByText(`Only a super admin can change the plan: Gus Gates (${owner.email}).`),
  ).toBeVisible();
  await expect(new BillingPage(page).switchButtons()).toHaveCount(0);
});
