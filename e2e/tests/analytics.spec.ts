import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { accountUrl } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { LanternApi, seedUser, type SeededUser } from '../support/api';

const PLATFORMS = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google_ai_overview'];
const bearer = (u: SeededUser) => ({ authorization: `Bearer ${u.token}` });
const scope = (u: SeededUser) => ({ organizationId: u.orgId, accountId: u.accountId });

async function lastRun(request: APIRequestContext, u: SeededUser, id: string) {
  const res = await request.get(`/api/campaigns/${id}`, { headers: bearer(u), params: scope(u) });
  return ((await res.json()) as { lastRun: { id: string; status: string } | null }).lastRun;
}
async function waitSettled(request: APIRequestContext, u: SeededUser, id: string) {
  await expect
    .poll(async () => (await lastRun(request, u, id))?.status, { timeout: 40_000 })
    .toMatch(/COMPLETED|FAILED|CANCELLED/);
}

async function signIn(page: Page, user: SeededUser) {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(user.email, user.password);
  await expect(page).toHaveURL(accountUrl(user.orgId, user.accountId));
}

/** A business-plan user with a campaign on all five platforms that has run three times on the sandbox. */
async function seedCampaignWithRuns(request: APIRequestContext) {
  const user = await seedUser(request, { firstName: 'Ana', lastName: 'Lytics' });
  await LanternApi.as(request, user).setTier(user.orgId, 'business');
  const created = await request.post('/api/campaigns', {
    headers: bearer(user),
    data: {
      ...scope(user),
      name: 'Northwind Analytics',
      websiteUrl: 'https://northwind-coffee.com',
      location: 'India',
      promptType: 'Commercial',
      keywords: ['coffee beans'],
      promptMethod: 'MANUAL_ADD',
      prompts: [
        'Where can I buy fresh coffee beans online?',
        'Which coffee subscription is best for espresso?',
      ],
      competitors: [
        { name: 'Blue Bottle', aliases: [], domains: ['bluebottlecoffee.com'] },
        { name: 'Trade Coffee', aliases: [], domains: ['drinktrade.com'] },
      ],
      platforms: PLATFORMS,
      samples: 2,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await waitSettled(request, user, id);
  for (let i = 0; i < 2; i++) {
    const run = await request.post(`/api/campaigns/${id}/runs`, { headers: bearer(user), data: scope(user) });
    expect(run.status()).toBe(202);
    await waitSettled(request, user, id);
  }
  return { user, id };
}

test.describe('analytics: overview, charts, sources, answers', () => {
  test('shows every platform side by side, the charts, the sources and safe answers; axe clean', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { user, id } = await seedCampaignWithRuns(request);
    await signIn(page, user);
    const analytics = new AnalyticsPage(page);
    await analytics.goto(user.orgId, user.accountId, id);

    await expect(analytics.tab('All platforms')).toHaveAttribute('aria-selected', 'true');
    const byPlatform = analytics.table('Your brand by platform');
    await expect(byPlatform.getByRole('row')).toHaveCount(6);
    for (const label of ['ChatGPT', 'Perplexity', 'Gemini', 'Claude', 'Google AI Overviews']) {
      await expect(
        byPlatform
          .getByRole('rowheader', { name: label })
          .or(byPlatform.getByRole('cell', { name: new RegExp(`^${label}( Simulated)?$`) })),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Where you are weakest' }).getByRole('listitem').first(),
    ).toContainText('Next:');
    const leaderboard = analytics.table('Competitor leaderboard across platforms');
    await expect(leaderboard.getByRole('row')).toHaveCount(4);
    await expect(leaderboard.getByRole('columnheader', { name: 'Gemini' })).toBeVisible();
    // 12 answers per platform and run: small samples say so.
    await expect(byPlatform.getByText(/^Small sample/).first()).toBeVisible();
    await analytics.expectChartsDrawn();
    await analytics.figure('Visibility over time').getByRole('button', { name: 'Show table' }).click();
    await expect(analytics.figure('Visibility over time').getByRole('row')).toHaveCount(4);
    const sources = analytics.table('Retrieved and cited domains');
    await expect(sources.getByRole('row').nth(1)).toBeVisible();
    await analytics.expectAccessible();

    // A number opens the answers behind it, filtered to its platform.
    await byPlatform.getByRole('button', { name: /Gemini: all answers$/ }).click();
    await expect(analytics.drawer.getByLabel('Platform')).toHaveValue('gemini');
    await expect(analytics.drawer.locator('[data-answer-text]').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // 'View answers' of a source filters the drawer to that domain.
    await sources
      .getByRole('button', { name: /^View answers for / })
      .first()
      .click();
    await expect(analytics.drawer.getByText('Answers citing or retrieving:')).toBeVisible();
    await page.keyboard.press('Escape');

    // The range follows into a platform's tab: one where the brand is mentioned, so that its position
    // chart has bars (the sandbox draws each brand's visibility per campaign and platform, and with 12
    // answers a platform at the low end mentions it in none now and then).
    const overview = await request.get(`/api/campaigns/${id}/analytics/overview`, {
      headers: bearer(user),
      params: { ...scope(user), range: '7' },
    });
    const { platforms } = (await overview.json()) as {
      platforms: { id: string; label: string; summary: { visibility: { count: number } } }[];
    };
    const shown = platforms.find((p) => p.summary.visibility.count > 0);
    expect(shown, 'the brand is mentioned on some platform').toBeDefined();
    await analytics.range('Last 7 days').click();
    await expect(page).toHaveURL(/range=7/);
    await analytics.tab(shown!.label).click();
    await expect(page).toHaveURL(new RegExp(`/${shown!.id}\\?range=7$`));
    await expect(page.locator('[data-metric="visibility"]')).toContainText('95% interval');
    await analytics.expectChartsDrawn();
    await analytics.expectAccessible();
  });

  test('renders an answer with a script tag and a javascript: link inert', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { user, id } = await seedCampaignWithRuns(request);
    // What an engine could return: the browser gets it as stored text and must render it inert.
    await page.route(/\/api\/campaigns\/[^/]+\/answers\?/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { answers: Array<{ text: string }> };
      // Every answer of the page, so whichever the drawer lists first is the hostile one.
      for (const a of body.answers)
        a.text =
          '**Northwind** is <script>window.__pwned = 1</script> great.\n\n[click me](javascript:window.__pwned=2) and [a review](https://example.com/review)\n\n<img src=x onerror="window.__pwned=3">';
      await route.fulfill({ response: res, json: body });
    });
    await signIn(page, user);
    const analytics = new AnalyticsPage(page);
    await analytics.goto(user.orgId, user.accountId, id, 'chatgpt');
    await page.getByRole('button', { name: 'Browse answers' }).click();
    const text = analytics.drawer.locator('[data-answer-text]').first();
    await expect(text.locator('strong')).toHaveText('Northwind');
    await expect(text.locator('script, img')).toHaveCount(0);
    await expect(text.getByText('click me')).toBeVisible();
    await text.getByText('click me').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const links = text.locator('a');
    await expect(links).toHaveCount(1);
    await expect(links.first()).toHaveAttribute('href', 'https://example.com/review');
    await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  test('a cancelled run says so, and Run now waits while a run is active', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { user, id } = await seedCampaignWithRuns(request);
    await signIn(page, user);
    const analytics = new AnalyticsPage(page);
    await analytics.goto(user.orgId, user.accountId, id);
    await expect(analytics.table('Your brand by platform')).toBeVisible();
    // Start a run and cancel it at once from the page.
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByRole('button', { name: 'Run now' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel run' }).click();
    await expect(page.getByText('Run cancelled', { exact: true })).toBeVisible();
    await expect(page.locator('[data-run-state="CANCELLED"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Run now' })).toBeEnabled();
    await analytics.expectAccessible();
  });
});
