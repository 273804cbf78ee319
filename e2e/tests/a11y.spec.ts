import { expect, type Locator, type Page, test } from '@playwright/test';
import { accountUrl, AppShell } from '../pages/AppShell';
import { DashboardPage } from '../pages/DashboardPage';
import { LoginPage } from '../pages/LoginPage';
import { seedUser } from '../support/api';
import { expectAxeClean } from '../support/axe';

type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['light', 'dark'];

/** The theme is read from localStorage on start-up: set it before any page script runs. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((t) => localStorage.setItem('lantern.theme', t), theme);
}

/** Each public page, with what shows once it has rendered. */
const PUBLIC_PAGES: Array<{ path: string; ready: (page: Page) => Locator }> = [
  { path: '/', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/login', ready: (p) => p.getByRole('heading', { name: 'Welcome back' }) },
  { path: '/signup', ready: (p) => p.getByRole('heading', { name: 'Create your account' }) },
  { path: '/forgot-password', ready: (p) => p.getByRole('heading', { name: 'Forgot your password?' }) },
  {
    path: '/reset-password?token=x&email=a@b.co',
    ready: (p) => p.getByRole('heading', { name: 'Reset your password' }),
  },
  { path: '/reset-password', ready: (p) => p.getByRole('heading', { name: 'Invalid Reset Link' }) },
  {
    path: '/accept-invite?token=x&email=a@b.co',
    ready: (p) => p.getByRole('heading', { name: 'Join your team' }),
  },
  { path: '/accept-invite', ready: (p) => p.getByRole('heading', { name: 'Invalid Invite Link' }) },
];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    for (const { path, ready } of PUBLIC_PAGES) {
      test(`${path} has no serious accessibility violations`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await expect(page.locator('body')).toHaveCSS('color-scheme', theme);
        await expectAxeClean(page, `${path} (${theme})`, { testInfo });
      });
    }

    test('/login showing a sign-in error has no serious accessibility violations', async ({
      page,
    }, testInfo) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn('nobody@example.com', 'Wrong-password-1');
      await login.expectError('Invalid email or password');
      await expectAxeClean(page, `/login with an error (${theme})`, { testInfo });
    });

    test('the dashboard and the open profile menu have no serious accessibility violations', async ({
      page,
      request,
    }, testInfo) => {
      const user = await seedUser(request, { firstName: 'Alex', lastName: 'Axe' });
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(user.email, user.password);
      await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId));
      await new DashboardPage(page).expectWelcome();
      await expect(page.locator('body')).toHaveCSS('color-scheme', theme);
      await expectAxeClean(page, `dashboard (${theme})`, { testInfo });

      // The menu itself (the page around it was scanned above).
      await new AppShell(page).openProfileMenu('Alex Axe');
      await expectAxeClean(page, `profile menu (${theme})`, {
        testInfo,
        include: '[role="dialog"][aria-label="Profile menu"]',
      });
    });
  });
}
