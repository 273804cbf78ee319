import { expect, test } from '@playwright/test';
import { startLoopbackServer, type LoopbackServer } from '../../packages/engine/src/testing/loopback';
import * as wire from '../../packages/engine/src/testing/wire';
import { accountPath } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { SystemStatusPage } from '../pages/SystemStatusPage';
import { LanternApi, seedUser } from '../support/api';
import { expectAxeClean } from '../support/axe';
import { freePort, type RunningServer, startServer, tempDataDir } from '../support/server';

const SECRET_KEY = 'sk-e2e-secret-0123456789abcdef';

// ChatGPT is configured against a loopback provider that answers; Claude against one that refuses the
// key; every other platform has no key and is simulated.
let provider: LoopbackServer;
let server: RunningServer;
test.beforeAll(async () => {
  provider = await startLoopbackServer((r) =>
    r.path.includes('messages')
      ? wire.errorReply('anthropic', 401, { message: 'invalid x-api-key' })
      : { json: wire.openaiResponses({ parts: [{ text: 'Northwind Coffee is a good choice.' }] }) },
  );
  server = await startServer(await freePort(), tempDataDir('lantern-e2e-status-'), {
    env: {
      OPENAI_API_KEY: SECRET_KEY,
      OPENAI_BASE_URL: `${provider.baseUrl}/v1`,
      ANTHROPIC_API_KEY: SECRET_KEY,
      ANTHROPIC_BASE_URL: provider.baseUrl,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test('System Status shows a configured, a failing and a simulated platform, and no secret; axe clean', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await seedUser(request, { firstName: 'Stan', lastName: 'Status' }, server.origin);
  const api = LanternApi.as(request, owner, server.origin);
  await api.setTier(owner.orgId, 'business');
  const campaign = await api.createCampaign(owner.orgId, owner.accountId, {
    name: 'Status check',
    runNow: true,
    platforms: ['chatgpt', 'claude'],
    prompts: ['Best coffee beans?', 'Best espresso machine?', 'Best coffee subscription?'],
  });
  // Wait for the run to finish (both platforms' items answered or failed).
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `${server.origin}/api/campaigns/${campaign.id}?organizationId=${owner.orgId}&accountId=${owner.accountId}`,
          { headers: { authorization: `Bearer ${owner.token}` } },
        );
        return ((await res.json()) as { lastRun?: { status: string } }).lastRun?.status;
      },
      { timeout: 60_000 },
    )
    .toMatch(/completed|failed/i);

  await page.goto(`${server.origin}/login`);
  await new LoginPage(page).signIn(owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${server.origin}${accountPath(owner.orgId, owner.accountId, 'system-status')}`);
  const status = new SystemStatusPage(page);
  await expect(status.banner()).toContainText('Degraded performance');
  await expect(status.banner()).toContainText('Claude');

  const chatgpt = status.platform('ChatGPT');
  await expect(chatgpt).toContainText('Configured');
  await expect(chatgpt).toContainText('Operational');
  await expect(chatgpt).toContainText('0 % (0 of 3 calls)');
  await expect(chatgpt.getByText('Never')).toHaveCount(0);

  const claude = status.platform('Claude');
  await expect(claude).toContainText('Configured');
  await expect(claude).toContainText('Down');
  await expect(claude).toContainText('100 % (3 of 3 calls)');
  await expect(claude).toContainText('invalid x-api-key');

  const perplexity = status.platform('Perplexity');
  await expect(perplexity).toContainText('Simulated (no API key set)');
  await expect(perplexity).toContainText('No calls in 24 h');

  expect(await page.content()).not.toContain(SECRET_KEY);
  await expectAxeClean(page, 'system status (light)', { testInfo });
  // Dark theme at 390 px: the cards stack, nothing scrolls sideways.
  await page.evaluate(() => localStorage.setItem('lantern.theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(status.banner()).toContainText('Degraded performance');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, 'system status (dark, 390 px)', { testInfo });
  const body = await (
    await request.get(`${server.origin}/api/system/status`, {
      headers: { authorization: `Bearer ${owner.token}` },
    })
  ).text();
  expect(body).not.toContain(SECRET_KEY);
  // Signed-in only.
  expect((await request.get(`${server.origin}/api/system/status`)).status()).toBe(401);
});
