import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { LoginPage } from '../pages/LoginPage';
import { freePort, type RunningServer, startServer, tempDataDir } from '../support/server';

// `npm run seed:demo` on a fresh data directory, then the app on it: what a demo visitor sees, with
// months of runs made by the real pipeline on the sandbox (one failed, one in progress).
const OWNER = { email: 'owner@northwind.demo', password: 'Demo-Lantern-2026' };
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir('lantern-e2e-demo-');
  execFileSync(process.execPath, [join(__dirname, '..', '..', 'api', 'dist', 'database', 'seed-demo.js')], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    timeout: 150_000,
  });
  server = await startServer(await freePort(), dataDir);
});
test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(async ({ page }) => {
  await page.goto(`${server.origin}/login`);
  await new LoginPage(page).signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the demo dashboard shows each campaign's trend, a failed run with its reason and a run in progress", async ({
  page,
}) => {
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const trend = row('Cold brew launch').getByRole('img', { name: /^Visibility over the last \d+ runs: / });
  await expect(trend).toBeVisible();
  const runs = Number(/over the last (\d+) runs/.exec((await trend.getAttribute('aria-label'))!)![1]);
  expect(runs).toBeGreaterThanOrEqual(3);
  await expect(row('Cold brew launch').getByTitle('Visibility change since the previous run')).toBeVisible();

  await expect(row('Home espresso machines')).toContainText('FAILED');
  await expect(row('Home espresso machines')).toContainText('Incorrect API key provided');
  await expect(row('Holiday gift boxes')).toContainText('IN PROGRESS');
});

test('a campaign with months of runs: every chart has data, all time shows every run, sources and answers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.getByRole('link', { name: 'Cold brew launch' }).first().click();
  const analytics = new AnalyticsPage(page);
  await expect(page).toHaveURL(/\/chatgpt$/); // the spec's row target
  await analytics.tab('All platforms').click();
  await expect(analytics.tab('All platforms')).toHaveAttribute('aria-selected', 'true');
  await analytics.expectChartsDrawn();

  await analytics.range('All time').click();
  await expect(page).toHaveURL(/range=all/);
  const visibility = analytics.figure('Visibility over time');
  await visibility.getByRole('button', { name: 'Show table' }).click();
  // One row per run (plus the header): the history spans several runs weeks apart.
  await expect.poll(async () => visibility.getByRole('row').count()).toBeGreaterThanOrEqual(5);

  const sources = analytics.table('Retrieved and cited domains');
  await expect(sources.getByRole('row').nth(1)).toBeVisible();
  await sources
    .getByRole('button', { name: /^View answers for / })
    .first()
    .click();
  await expect(analytics.drawer.locator('[data-answer-text]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await analytics.expectAccessible();
});
