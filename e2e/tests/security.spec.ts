import { expect, test } from '@playwright/test';
import { AcceptInvitePage } from '../pages/AcceptInvitePage';
import { accountUrl, AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { SecurityPage } from '../pages/SecurityPage';
import { LanternApi, seedUser, uniqueEmail } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { freePort, type RunningServer, startServer, tempDataDir } from '../support/server';

// Invite links arrive by mail: this suite runs its own instance whose outbox it reads.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer(await freePort(), tempDataDir('lantern-e2e-security-'), { captureLogs: true });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an owner invites, resends, changes a role and removes a member; a viewer is gated; the log shows it all', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await seedUser(
    request,
    { firstName: 'Olga', lastName: 'Owner', companyName: `Security Org ${Date.now()}` },
    server.origin,
  );
  await LanternApi.as(request, owner, server.origin).setTier(owner.orgId, 'business');
  const security = new SecurityPage(page, server.origin);
  const shell = new AppShell(page);
  const login = new LoginPage(page, server.origin);
  await login.goto();
  await login.signIn(owner.email, owner.password);
  await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId));
  await security.open(owner.orgId, owner.accountId);
  await security.expectAccessLoaded();
  await expect(security.row('Olga Owner')).toContainText('You');

  // Invite through the dialog; the pending member appears and can be resent the invitation.
  const email = uniqueEmail('vera');
  const mailsBefore = server.mails().length;
  await security.invite(email, 'User');
  await expect(shell.toast('Invite sent successfully')).toBeVisible();
  await expect(security.row(email)).toContainText('PENDING');
  await expectAxeClean(page, 'access tab', { testInfo });
  const pendingName = (await security
    .row(email)
    .locator('td')
    .first()
    .locator('.name')
    .textContent())!.trim();
  await security.resend(pendingName);
  await expect(shell.toast(/resent/i)).toBeVisible();
  const link = await server.waitForMailLink(email, { after: mailsBefore + 1 });

  // The invitee accepts through the mailed link in their own browser.
  const vera = await browser.newContext();
  const veraPage = await vera.newPage();
  const invite = new AcceptInvitePage(veraPage);
  await invite.open(link);
  await invite.createAccount({
    firstName: 'Vera',
    lastName: 'Member',
    country: 'DE',
    password: 'Welcome123',
  });
  await expect(veraPage).toHaveURL(accountUrl(owner.orgId, owner.accountId));

  await page.reload();
  await expect(security.row('Vera Member')).toContainText('ACTIVE');
  await security.changeRole('Vera Member', 'Viewer');
  await expect(shell.toast('User role updated successfully')).toBeVisible();
  await expect(security.row('Vera Member')).toContainText('Viewer');

  // As a viewer, Vera sees the controls disabled with the reason.
  const veraSecurity = new SecurityPage(veraPage, server.origin);
  await veraSecurity.open(owner.orgId, owner.accountId);
  await veraSecurity.expectAccessLoaded();
  await expect(veraSecurity.inviteButton()).toBeDisabled();
  await veraSecurity.inviteButton().hover({ force: true });
  await expect(veraSecurity.tooltip()).toContainText('Permission Required');
  await expect(veraSecurity.tooltip()).toContainText(
    'You need permission to invite users. Contact your administrator.',
  );
  await veraSecurity.tab('Activity').click();
  await expect(veraPage.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  const veraToken = await veraPage.evaluate(() => localStorage.getItem('lantern.authToken'));

  // Removal, after a confirmation naming her; her next request is refused.
  await security.remove('Vera Member');
  await expect(shell.toast('Successfully deleted Vera Member')).toBeVisible();
  await expect(security.row('Vera Member')).toHaveCount(0);
  const refused = await request.get(
    `${server.origin}/api/accounts/${owner.accountId}/users?organization_id=${owner.orgId}`,
    { headers: { authorization: `Bearer ${veraToken}` } },
  );
  expect([401, 403, 404]).toContain(refused.status());
  await vera.close();

  // Three more invitations (through the API), so the log has more than one page of ten.
  const ownerApi = LanternApi.as(request, owner, server.origin);
  for (const who of ['ivo', 'ida', 'ian'])
    await ownerApi.invite(owner.orgId, owner.accountId, uniqueEmail(who), 'viewer');

  // The activity log shows those very actions, filters them, opens one, and pages.
  await security.tab('Activity').click();
  await expect(page).toHaveURL(/tab=activity/);
  await security.expectActivityLoaded();
  for (const type of ['User Invite Sent', 'User Invite Resent', 'Role Changed', 'Member Removed'])
    await expect(security.activityRows().filter({ hasText: type }).first()).toBeVisible();
  await expectAxeClean(page, 'activity tab', { testInfo });
  await security.filterActivityTypes('Role Changed');
  await expect(page).toHaveURL(/types=role_changed/);
  await expect(security.activityRows()).toHaveCount(1);
  const drawer = await security.openActivity('Role Changed');
  await expect(drawer).toContainText('Olga Owner');
  await expect(drawer.getByLabel('Metadata (JSON)')).toContainText('"requestId"');
  await expectAxeClean(page, 'activity drawer', { testInfo });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/types=/);
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(security.range()).toHaveText(/^1-10 of \d+/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(security.range()).toHaveText(/^11-\d+ of \d+/);
  await expect(page).toHaveURL(/offset=10/);
  // A shared link opens the same page.
  await page.reload();
  await expect(security.range()).toHaveText(/^11-\d+ of \d+/);
});

test('the security tabs fit 390 px and pass axe in the dark theme with the invite dialog open', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lantern.theme', 'dark'));
  const owner = await seedUser(request, { firstName: 'Dora', lastName: 'Dark' }, server.origin);
  await LanternApi.as(request, owner, server.origin).setTier(owner.orgId, 'business');
  const login = new LoginPage(page, server.origin);
  await login.goto();
  await login.signIn(owner.email, owner.password);
  await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId));
  const security = new SecurityPage(page, server.origin);
  await security.open(owner.orgId, owner.accountId);
  await security.expectAccessLoaded();
  await security.inviteButton().click();
  await expect(security.dialog('Invite Team Member')).toBeVisible();
  const box = await security.dialog('Invite Team Member').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectAxeClean(page, 'invite dialog (dark, 390 px)', { testInfo });
  await page.keyboard.press('Escape');
  await security.open(owner.orgId, owner.accountId, '?tab=activity');
  await security.expectActivityLoaded();
  // The page itself never scrolls sideways: the table scrolls inside its own region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, 'activity tab (dark, 390 px)', { testInfo });
});
