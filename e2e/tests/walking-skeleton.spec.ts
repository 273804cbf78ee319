import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage';
import { LandingPage } from '../pages/LandingPage';
import { LoginPage } from '../pages/LoginPage';
import { SignupPage } from '../pages/SignupPage';
import { seedUser, uniqueEmail } from '../support/api';
import { startServer } from '../support/server';

test('a visitor signs up from the landing page, lands on the welcome dashboard, signs out and back in', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  const signup = new SignupPage(page);
  const dashboard = new DashboardPage(page);
  const login = new LoginPage(page);
  const email = uniqueEmail('grace');

  await landing.goto();
  await landing.startSignup();
  await signup.expectLoaded();
  await signup.fill({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password: 'Cobol1959!',
    companyName: 'Navy Labs',
  });
  await signup.submit().click();
  await dashboard.expectWelcome();
  const dashboardUrl = page.url();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns' }),
  ).toBeVisible();

  await dashboard.signOut('Grace Hopper');
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(email, 'Cobol1959!');
  await expect(page).toHaveURL(dashboardUrl);
  await dashboard.expectWelcome();
});

test('signup shows the spec validation messages', async ({ page }) => {
  await page.goto('/signup');
  const signup = new SignupPage(page);
  await signup.submit().click();
  for (const msg of [
    'First Name is required',
    'Last Name is required',
    'Email is required',
    'Password is required',
  ]) {
    await expect(page.getByText(msg)).toBeVisible();
  }
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await signup.submit().click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
});

test('a protected URL without a session redirects to /login', async ({ page }) => {
  await page.goto(
    '/org/00000000-0000-4000-8000-000000000000/account/00000000-0000-4000-8000-000000000001/dashboard',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a wrong password shows "Invalid email or password"', async ({ page, request }) => {
  const user = await seedUser(request);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, 'definitely-wrong');
  await login.expectError('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown paths go to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('a remote that cannot be loaded shows an error for its area only', async ({ page, request }) => {
  const user = await seedUser(request, { firstName: 'Ada', lastName: 'Lovelace' });
  await page.route('**/remotes/mfe-campaigns/**', (route) => route.abort());
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page.getByText('Campaigns is unavailable right now')).toBeVisible();
  // The shell and the other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Team Access Management' })).toBeVisible();
});

test('data survives a restart of the server', async ({ page }) => {
  const port = 8124;
  const dataDir = mkdtempSync(join(tmpdir(), 'lantern-restart-'));
  const base = `http://localhost:${port}`;
  let server = await startServer(port, dataDir);
  const email = uniqueEmail('restart');
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Re',
      lastName: 'Start',
      email,
      country: 'DE',
      password: 'Persist123',
    }),
  });
  expect(res.status).toBe(201);
  await server.stop();

  server = await startServer(port, dataDir);
  try {
    await page.goto(`${base}/login`);
    const login = new LoginPage(page);
    await login.signIn(email, 'Persist123');
    await new DashboardPage(page).expectWelcome();
  } finally {
    await server.stop();
  }
});
