import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { LoginPage } from '../pages/LoginPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { AcceptInvitePage } from '../pages/AcceptInvitePage';
import { seedUser } from '../support/api';
import { freePort, type RunningServer, startServer, tempDataDir } from '../support/server';

test.describe('password reset by email', () => {
  // The main webServer's log is not readable from here: mail flows run on their own instance.
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer(await freePort(), tempDataDir('lantern-e2e-mail-'), { captureLogs: true });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('forgot password mails a link; the new password signs in and the old one no longer does', async ({
    page,
    request,
  }) => {
    const origin = server.origin;
    const user = await seedUser(request, { firstName: 'Rosa', lastName: 'Reset' }, origin);
    const forgot = new ForgotPasswordPage(page, origin);
    const reset = new ResetPasswordPage(page);
    const login = new LoginPage(page, origin);
    const dashboard = new DashboardPage(page);
    const newPassword = 'N3wPassword!';

    await login.goto();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${origin}/forgot-password`);
    const before = server.mails().length;
    await forgot.request(user.email);
    await forgot.expectSent();

    // The reset mail is written by a background job shortly after the request.
    const link = await server.waitForMailLink(user.email, { after: before });
    expect(link.startsWith(`${origin}/reset-password?`)).toBe(true);
    await reset.open(link);
    await reset.expectForm(user.email);
    await reset.reset(newPassword);
    await reset.expectDone();
    await reset.continueToSignIn();
    await login.expectLoaded();

    await login.signIn(user.email, newPassword);
    await expect(page).toHaveURL(`${origin}/org/${user.orgId}/account/${user.accountId}/dashboard`);
    await dashboard.expectWelcome();
    await dashboard.signOut('Rosa Reset');
    await login.expectLoaded();

    await login.signIn(user.email, user.password);
    await login.expectError('Invalid email or password');
    await expect(page).toHaveURL(`${origin}/login`);
  });

  test('a used reset link is refused', async ({ page, request }) => {
    const origin = server.origin;
    const user = await seedUser(request, {}, origin);
    const before = server.mails().length;
    const res = await request.post(`${origin}/api/auth/forgot-password`, { data: { email: user.email } });
    expect(res.status()).toBe(200);
    const link = await server.waitForMailLink(user.email, { after: before });
    const reset = new ResetPasswordPage(page);

    await reset.open(link);
    await reset.reset('Fir5tChange!');
    await reset.expectDone();

    await reset.open(link);
    await reset.reset('Sec0ndChange!');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Invalid or expired reset token. Please request a new password reset.' }),
    ).toBeVisible();
  });
});

test('/reset-password without a token or email shows "Invalid Reset Link"', async ({ page }) => {
  const reset = new ResetPasswordPage(page);
  await page.goto('/reset-password');
  await reset.expectInvalidLink();
  await page.goto('/reset-password?token=abc');
  await reset.expectInvalidLink();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('/accept-invite without a token shows "Invalid Invite Link"', async ({ page }) => {
  const invite = new AcceptInvitePage(page);
  await page.goto('/accept-invite');
  await invite.expectInvalidLink();
  await page.goto('/accept-invite?email=someone%40example.com');
  await invite.expectInvalidLink();
});

test('forgot password validates the email before sending', async ({ page }) => {
  const forgot = new ForgotPasswordPage(page);
  await forgot.goto();
  await forgot.submit().click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await forgot.email().fill('not-an-email');
  await forgot.submit().click();
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
});

test('a server error on login shows "Server error. Please try again later."', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, message: 'down' }),
    }),
  );
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('someone@example.com', 'Whatever123');
  await login.expectError('Server error. Please try again later.');
  await expect(page).toHaveURL(/\/login$/);
});
