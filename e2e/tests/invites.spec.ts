import { expect, test } from '@playwright/test';
import { AcceptInvitePage } from '../pages/AcceptInvitePage';
import { accountUrl, AppShell } from '../pages/AppShell';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { SelectOrganizationPage } from '../pages/SelectOrganizationPage';
import { LanternApi, seedUser, uniqueEmail, type SeededUser } from '../support/api';
import { freePort, type RunningServer, startServer, tempDataDir } from '../support/server';

// Invite links arrive by mail: these tests run on their own instance whose log they can read.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer(await freePort(), tempDataDir('lantern-e2e-invites-'), { captureLogs: true });
});
test.afterAll(async () => {
  await server?.stop();
});

let run = 0;
/** An owner on the business plan (invites are a plan feature), with a uniquely named organization. */
async function businessOwner(request: Parameters<typeof seedUser>[0]): Promise<SeededUser> {
  const owner = await seedUser(
    request,
    { firstName: 'Olga', lastName: 'Owner', companyName: `Inviting Org ${Date.now()}-${++run}` },
    server.origin,
  );
  await LanternApi.as(request, owner, server.origin).setTier(owner.orgId, 'business');
  return owner;
}

/** Invites `email` to the owner's first account and returns the mailed link. */
async function inviteByMail(request: Parameters<typeof seedUser>[0], owner: SeededUser, email: string) {
  const before = server.mails().length;
  await LanternApi.as(request, owner, server.origin).invite(owner.orgId, owner.accountId, email, 'user');
  const link = await server.waitForMailLink(email, { after: before });
  expect(link.startsWith(`${server.origin}/accept-invite?`)).toBe(true);
  return link;
}

test('a new user accepts an invite, creates an account and lands on the inviting account dashboard', async ({
  page,
  request,
}) => {
  const owner = await businessOwner(request);
  const email = uniqueEmail('newbie');
  const link = await inviteByMail(request, owner, email);
  expect(new URL(link).searchParams.get('alreadyExists')).toBe('false');

  const invite = new AcceptInvitePage(page);
  const shell = new AppShell(page);
  await invite.open(link);
  await invite.expectNewUserForm(email);

  // The spec's validation applies before anything is sent.
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const msg of ['First name is required', 'Last name is required', 'Country is required']) {
    await expect(page.getByText(msg, { exact: true })).toBeVisible();
  }

  await invite.createAccount({
    firstName: 'Nina',
    lastName: 'Newcomer',
    country: 'DE',
    password: 'Welcome123',
  });
  await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId));
  await expect(shell.toast('Invite accepted successfully! Welcome to the team.')).toBeVisible();
  await new DashboardPage(page).expectWelcome();
  await expect(shell.profileButton('Nina Newcomer')).toBeVisible();

  // The new password is the user's from now on.
  await shell.signOut('Nina Newcomer');
  const login = new LoginPage(page, server.origin);
  await login.expectLoaded();
  await login.signIn(email, 'Welcome123');
  await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId));
});

test('a new user needs a password with upper case, lower case and a digit', async ({ page, request }) => {
  const owner = await businessOwner(request);
  const email = uniqueEmail('weakpw');
  const invite = new AcceptInvitePage(page);
  await invite.open(await inviteByMail(request, owner, email));
  await invite.createAccount({
    firstName: 'Walt',
    lastName: 'Weak',
    country: 'FR',
    password: 'alllowercase1',
  });
  await expect(
    page.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter and one number',
    ),
  ).toBeVisible();
  await expect(invite.password()).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/accept-invite\?/);
});

test('an existing user accepts with the read-only email, picks the invited organization and signs in again to /select-organization', async ({
  page,
  request,
}) => {
  const owner = await businessOwner(request);
  const member = await seedUser(
    request,
    { firstName: 'Erik', lastName: 'Existing', companyName: `Own Org ${Date.now()}` },
    server.origin,
  );
  const link = await inviteByMail(request, owner, member.email);
  expect(new URL(link).searchParams.get('alreadyExists')).toBe('true');

  const invite = new AcceptInvitePage(page);
  const select = new SelectOrganizationPage(page);
  const shell = new AppShell(page);
  await invite.open(link);
  await invite.expectExistingUserForm(member.email);
  await invite.accept();

  // Now in two organizations: the user chooses.
  await select.expectLoaded([member.orgName, owner.orgName]);
  await expect(shell.toast('Invite accepted successfully! Please select an organization.')).toBeVisible();
  await select.choose(owner.orgName);
  await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId));
  await new DashboardPage(page).expectWelcome();

  // Signing in again (several organizations) goes to /select-organization.
  await shell.signOut('Erik Existing');
  const login = new LoginPage(page, server.origin);
  await login.expectLoaded();
  await login.signIn(member.email, member.password);
  await select.expectLoaded([member.orgName, owner.orgName]);
  await select.choose(member.orgName);
  await expect(page).toHaveURL(accountUrl(member.orgId, member.accountId));
});

test('an invite link works once', async ({ page, request }) => {
  const owner = await businessOwner(request);
  const member = await seedUser(request, { companyName: `Once Org ${Date.now()}` }, server.origin);
  const link = await inviteByMail(request, owner, member.email);
  const invite = new AcceptInvitePage(page);
  await invite.open(link);
  await invite.accept();
  await expect(page).toHaveURL(/\/select-organization$/);

  await page.evaluate(() => localStorage.clear());
  await invite.open(link);
  await invite.accept();
  await expect(page.getByRole('alert').filter({ hasText: 'Invite not found or has expired' })).toBeVisible();
});
