import { expect, type Page, test } from '@playwright/test';
import { accountUrl, AppShell } from '../pages/AppShell';
import { ContactSupportPage } from '../pages/ContactSupportPage';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { LanternApi, seedUser, type SeededUser } from '../support/api';

/** Signs in through the login page and waits for the (welcome) dashboard of the user's first account. */
async function signIn(page: Page, user: SeededUser) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId));
  await new DashboardPage(page).expectWelcome();
}

test.describe('account switcher', () => {
  test('switches to another account after confirmation', async ({ page, request }) => {
    const owner = await seedUser(request, { firstName: 'Sam', lastName: 'Switcher' });
    const api = LanternApi.as(request, owner);
    await api.setTier(owner.orgId, 'business');
    const otherName = `Second Account ${Date.now()}`;
    const other = await api.createAccount(owner.orgId, owner.accountId, otherName);
    const shell = new AppShell(page);

    await signIn(page, owner);
    await expect(shell.accountSwitcher()).toHaveValue(owner.accountId);

    // Cancel keeps the current account.
    let dialog = await shell.chooseAccount(otherName);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(accountUrl(owner.orgId, owner.accountId));
    await expect(shell.accountSwitcher()).toHaveValue(owner.accountId);

    dialog = await shell.chooseAccount(otherName);
    await expect(dialog).toContainText(
      `Are you sure you want to switch to ${otherName}? You will be redirected to the dashboard.`,
    );
    await dialog.getByRole('button', { name: 'Switch' }).click();
    await expect(page).toHaveURL(accountUrl(owner.orgId, other.id));
    await expect(shell.toast(`Switched to account: ${otherName}`)).toBeVisible();
    await expect(shell.accountSwitcher()).toHaveValue(other.id);
    await new DashboardPage(page).expectWelcome();

    const menu = await shell.openProfileMenu('Sam Switcher');
    await expect(menu).toContainText(otherName);
    await expect(menu).toContainText(other.id);
  });

  test('is absent with a single account', async ({ page, request }) => {
    const user = await seedUser(request);
    await signIn(page, user);
    await expect(new AppShell(page).profileButton('Seeded User')).toBeVisible();
    await expect(new AppShell(page).accountSwitcher()).toHaveCount(0);
  });
});

test.describe('profile menu', () => {
  test('shows who is signed in where, and copies the ids', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await seedUser(request, { firstName: 'Pia', lastName: 'Profile' });
    const shell = new AppShell(page);
    await signIn(page, user);

    const menu = await shell.openProfileMenu('Pia Profile');
    for (const text of [user.email, user.orgName, user.orgId, user.accountName, user.accountId]) {
      await expect(menu).toContainText(text);
    }
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();

    await menu.getByRole('button', { name: 'Copy Org ID' }).click();
    await expect(shell.toast('Org ID copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.orgId);

    await menu.getByRole('button', { name: 'Copy Account ID' }).click();
    await expect(shell.toast('Account ID copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.accountId);

    // Escape closes the menu.
    await page.keyboard.press('Escape');
    await expect(shell.profileMenu()).toBeHidden();
  });

  test('Sign Out goes to /login and the protected URL stays closed', async ({ page, request }) => {
    const user = await seedUser(request, { firstName: 'Otto', lastName: 'Out' });
    await signIn(page, user);
    const dashboardUrl = page.url();

    await new AppShell(page).signOut('Otto Out');
    await new LoginPage(page).expectLoaded();
    const session = await page.evaluate(() => [
      localStorage.getItem('lantern.authToken'),
      localStorage.getItem('lantern.user'),
    ]);
    expect(session).toEqual([null, null]);

    await page.goto(dashboardUrl);
    await new LoginPage(page).expectLoaded();
  });
});

test('30 minutes without input sign the user out and the page reloads on /login', async ({
  page,
  request,
}) => {
  const user = await seedUser(request, { firstName: 'Ida', lastName: 'Idle' });
  await page.clock.install();
  await signIn(page, user);
  const dashboardUrl = page.url();

  // Shortly before the limit nothing happens.
  await page.clock.fastForward('25:00');
  await expect(page).toHaveURL(dashboardUrl);
  await expect(new AppShell(page).profileButton('Ida Idle')).toBeVisible();

  await page.clock.fastForward('06:00');
  await new LoginPage(page).expectLoaded();
  await page.goto(dashboardUrl);
  await new LoginPage(page).expectLoaded();
});

test('an unknown route of a signed-in user goes to /', async ({ page, request }) => {
  const user = await seedUser(request);
  await signIn(page, user);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Contact Support in the sidebar footer sends a message to the support team', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  const shell = new AppShell(page);
  const support = new ContactSupportPage(page);
  await signIn(page, user);

  await shell.contactSupportLink().click();
  await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId, 'contact-support'));
  await support.expectLoaded();

  await support.send().click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await support.submit('Cannot find my report', 'The analytics page shows nothing for my campaign.');
  await expect(shell.toast(/^Your message reached our support team/)).toBeVisible();
  await expect(page.getByText('Subject is required')).toHaveCount(0);
  await expect(support.subject()).toHaveValue('');
  await expect(support.message()).toHaveValue('');
});

test('a feature flag turned off hides its tab', async ({ page, request }) => {
  const user = await seedUser(request);
  const shell = new AppShell(page);
  await LanternApi.as(request, user).setFlags(user.orgId, user.accountId, {
    'app.tab.billing.enabled': false,
  });

  await signIn(page, user);
  for (const label of ['Campaigns', 'Security', 'Profile']) await expect(shell.navLink(label)).toBeVisible();
  await expect(shell.navLink('Usage & Billing')).toHaveCount(0);

  // Another user's account keeps the default (on).
  const other = await seedUser(request);
  await shell.signOut('Seeded User');
  await signIn(page, other);
  await expect(shell.navLink('Usage & Billing')).toBeVisible();
});

test('a stored token without a user fetches the user once and opens the app', async ({ page, request }) => {
  const user = await seedUser(request);
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('lantern.authToken', token);
    localStorage.setItem('lantern.user', 'undefined');
  }, user.token);
  await page.goto(`/org/${user.orgId}/account/${user.accountId}/dashboard`);
  await new DashboardPage(page).expectWelcome();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('lantern.user'))) ?? '{}').id,
  ).toBeTruthy();
});

test('a stored token the server refuses clears the session and shows /login', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('lantern.authToken', 'not-a-valid-token');
  });
  await page.goto(
    '/org/00000000-0000-4000-8000-000000000000/account/00000000-0000-4000-8000-000000000001/dashboard',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lantern.authToken'))).toBeNull();
});
