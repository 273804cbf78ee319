import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testing } from '@lantern/engine';
import { DataSource } from 'typeorm';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { RUN_ITEM_QUEUE, RunItemWorker } from '../src/modules/runs/run-item.worker';
import { RunScheduler } from '../src/modules/runs/run-scheduler';
import { FAST_RUNS_ENV, createCampaign, scope, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

const { startLoopbackServer, wire } = testing;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An OpenAI Responses answer that mentions the brand first, cites its site and a competitor's. */
const openaiAnswer = () =>
  wire.openaiResponses({
    parts: [
      {
        text: 'Acme Tools is a strong choice for agencies. ',
        cites: [{ url: 'https://acme-tools.com/pricing?utm_source=x' }],
      },
      { text: 'Globex is cheaper but slower.', cites: [{ url: 'https://globex.com/' }] },
    ],
  });

describe('runs on the sandbox platform', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  it('runs prompts x platforms x samples to COMPLETED with one answer per item, and serves them', async () => {
    const campaign = await createCampaign(t, team);
    expect(campaign.lastRun).toMatchObject({ status: 'PENDING', totalItems: 3 * 2 * 2, trigger: 'create' });
    const done = await waitForRun(t, team, campaign.id);
    expect(done.lastRun).toMatchObject({ status: 'COMPLETED', answeredItems: 12, failedItems: 0 });
    expect(done.status).toBe('COMPLETED');
    expect([done.lastJobScrappedPromptCount, done.lastJobTotalPromptCount]).toEqual([12, 12]);
    const [counts] = await t.query(
      `SELECT count(*)::int AS n, count(DISTINCT (prompt_id, platform, sample))::int AS items,
              bool_and(simulated) AS simulated FROM answers WHERE campaign_id = $1`,
      [campaign.id],
    );
    expect(counts).toEqual({ n: 12, items: 12, simulated: true });

    const analytics = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/analytics?${scope(team)}&scraperSource=chatgpt`,
      token: team.tokens.viewer,
    });
    expect(analytics.status).toBe(200);
    expect(analytics.body).toMatchObject({
      campaignName: 'Acme visibility',
      campaignStatus: 'COMPLETED',
      scraperSource: 'chatgpt',
      lastJobScrappedPromptCount: 6,
      lastJobTotalPromptCount: 6,
      lastRunStatus: 'COMPLETED',
    });
    expect(typeof analytics.body.lastUpdate).toBe('string');
    const d = analytics.body.dashboardData;
    expect(d.platform).toMatchObject({ id: 'chatgpt', simulated: true });
    expect(d.headline.answers).toBe(6);
    const v = d.headline.visibility;
    expect(v.interval.low).toBeLessThanOrEqual(v.value);
    expect(v.interval.high).toBeGreaterThanOrEqual(v.value);
    expect(d.leaderboard.map((b: { name: string }) => b.name).sort()).toEqual(['Acme Tools', 'Globex']);
    expect(d.prompts).toHaveLength(3);
    expect(d.prompts.every((p: { promptId: string | null }) => p.promptId)).toBe(true);
    expect(d.trend).toHaveLength(1);
    expect(d.changes).toEqual([]);

    // A platform the campaign does not ask: no data yet, and the page keeps polling.
    const gemini = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/analytics?${scope(team)}&scraperSource=gemini`,
      token: team.tokens.admin,
    });
    expect(gemini.body).toMatchObject({ dashboardData: {}, lastJobTotalPromptCount: 0 });

    const page = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/answers?${scope(team)}&platform=perplexity&limit=4`,
      token: team.tokens.viewer,
    });
    expect(page.body.pagination).toEqual({ total: 6, limit: 4, offset: 0, hasMore: true });
    expect(page.body.answers[0]).toMatchObject({ platform: 'perplexity', simulated: true });
    const mentioned = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/answers?${scope(team)}&mentioned=false`,
      token: team.tokens.viewer,
    });
    expect(mentioned.body.answers.every((a: { brandMentioned: boolean }) => !a.brandMentioned)).toBe(true);
    const ids = page.body.answers.slice(0, 2).map((a: { id: string }) => a.id);
    const byIds = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/answers?${scope(team)}&answerIds[]=${ids[0]}&answerIds[]=${ids[1]}`,
      token: team.tokens.viewer,
    });
    expect(byIds.body.answers.map((a: { id: string }) => a.id).sort()).toEqual([...ids].sort());

    const csv = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/answers/export?${scope(team)}`,
      token: team.tokens.viewer,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="acme-visibility-answers.csv"');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF?answer_id,run_id,created_at,platform/);
    expect(lines).toHaveLength(13);

    const runs = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/runs?${scope(team)}`,
      token: team.tokens.viewer,
    });
    expect(runs.body.runs).toHaveLength(1);
    expect(runs.body.runs[0].platforms).toEqual([
      { platform: 'chatgpt', total: 6, answered: 6, failed: 0, lastError: null },
      { platform: 'perplexity', total: 6, answered: 6, failed: 0, lastError: null },
    ]);
  }, 60_000);

  it('a second run adds a trend point and compares with the first; one active run at a time', async () => {
    const campaign = await createCampaign(t, team, { name: 'Twice', samples: 1 });
    await waitForRun(t, team, campaign.id);
    const start = () =>
      t.request({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/runs`,
        token: team.tokens.user,
        body: { organizationId: team.orgId, accountId: team.accountId },
      });
    const [first, second] = await Promise.all([start(), start()]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const conflict = first.status === 409 ? first : second;
    expect(conflict.body.message).toBe('A run is already in progress for this campaign');
    await waitForRun(t, team, campaign.id, ['COMPLETED']);
    const analytics = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/analytics?${scope(team)}`,
      token: team.tokens.admin,
    });
    const d = analytics.body.dashboardData;
    expect(analytics.body.scraperSource).toBe('chatgpt');
    expect(d.trend).toHaveLength(2);
    expect(d.changes.map((c: { metric: string }) => c.metric)).toEqual([
      'visibility',
      'citationRate',
      'recommendationRate',
    ]);
    for (const c of d.changes) expect(c.direction === 'unchanged' || c.significant).toBe(true);
    const audit = await t.query(
      "SELECT count(*)::int AS n FROM activities WHERE entity_id = $1 AND activity_type = 'campaign_created'",
      [campaign.id],
    );
    expect(audit[0].n).toBe(1);
  }, 60_000);

  it('starts due scheduled runs once and moves the next run past now', async () => {
    const campaign = await createCampaign(t, team, {
      name: 'Daily',
      schedule: 'daily',
      runNow: false,
      samples: 1,
    });
    expect(campaign.nextRunAt).not.toBeNull();
    await t.query("UPDATE campaigns SET next_run_at = now() - interval '3 days 1 hour' WHERE id = $1", [
      campaign.id,
    ]);
    const scheduler = t.app.get(RunScheduler);
    await scheduler.sweep();
    await scheduler.sweep(); // nothing due any more
    const runs = await t.query('SELECT trigger FROM campaign_runs WHERE campaign_id = $1', [campaign.id]);
    expect(runs).toEqual([{ trigger: 'schedule' }]);
    const [{ next }] = await t.query(
      "SELECT next_run_at > now() AND next_run_at <= now() + interval '1 day' AS next FROM campaigns WHERE id = $1",
      [campaign.id],
    );
    expect(next).toBe(true);
    await waitForRun(t, team, campaign.id, ['COMPLETED']);
  }, 60_000);
});

describe('runs against provider outages', () => {
  let t: TestApp;
  let team: Team;
  let openai: testing.LoopbackServer;
  let perplexity: testing.LoopbackServer;
  let anthropic: testing.LoopbackServer;
  let gemini: testing.LoopbackServer;
  const geminiCalls: number[] = [];

  beforeAll(async () => {
    openai = await startLoopbackServer(() => ({ json: openaiAnswer() }));
    perplexity = await startLoopbackServer(() => wire.errorReply('perplexity', 503));
    anthropic = await startLoopbackServer(() => wire.errorReply('anthropic', 401));
    gemini = await startLoopbackServer(() => {
      geminiCalls.push(Date.now());
      return geminiCalls.length === 1
        ? wire.errorReply('gemini', 429, { retryAfter: '1' })
        : { json: wire.geminiResponse({ parts: [{ text: 'Globex leads; Acme Tools follows.' }] }) };
    });
    t = await createTestApp({
      ...FAST_RUNS_ENV,
      RUN_CONCURRENCY: '2',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
      PERPLEXITY_API_KEY: 'pplx-test',
      PERPLEXITY_BASE_URL: perplexity.baseUrl,
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: anthropic.baseUrl,
      GEMINI_API_KEY: 'gemini-test',
      GEMINI_BASE_URL: gemini.baseUrl,
      LANTERN_RPM_CHATGPT: '60000',
      LANTERN_RPM_PERPLEXITY: '60000',
      LANTERN_RPM_CLAUDE: '60000',
      LANTERN_RPM_GEMINI: '60000',
    });
    team = await createTeam(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([openai, perplexity, anthropic, gemini].map((s) => s.close()));
  });

  it('lists configured platforms as real and the rest as simulated', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/campaigns/platforms?${scope(team)}`,
      token: team.tokens.viewer,
    });
    const byId = Object.fromEntries(
      res.body.platforms.map((p: { id: string; simulated: boolean }) => [p.id, p.simulated]),
    );
    expect(byId).toMatchObject({
      chatgpt: false,
      perplexity: false,
      claude: false,
      gemini: false,
      google_ai_overview: true,
      sandbox: true,
    });
  });

  it('partial outage: answers where the provider works, fails the rest with the reason, retries only what is retryable', async () => {
    const campaign = await createCampaign(t, team, {
      name: 'Outage',
      platforms: ['chatgpt', 'perplexity', 'claude', 'gemini'],
      samples: 1,
    });
    const done = await waitForRun(t, team, campaign.id);
    expect(done.lastRun).toMatchObject({
      status: 'COMPLETED',
      totalItems: 12,
      answeredItems: 6,
      failedItems: 6,
    });
    const byPlatform = Object.fromEntries(done.lastRun!.platforms.map((p) => [p.platform, p]));
    expect(byPlatform.chatgpt).toMatchObject({ answered: 3, failed: 0 });
    expect(byPlatform.gemini).toMatchObject({ answered: 3, failed: 0 });
    expect(byPlatform.perplexity).toMatchObject({ answered: 0, failed: 3 });
    expect(byPlatform.perplexity!.lastError).toMatch(/perplexity/);
    expect(byPlatform.claude).toMatchObject({ answered: 0, failed: 3 });
    // 503 is retried (4 attempts per item); 401 never is, and stops further calls to that provider.
    expect(perplexity.requests).toHaveLength(3 * 4);
    expect(anthropic.requests.length).toBeLessThanOrEqual(2);
    const kinds = await t.query(
      "SELECT platform, error_kind, attempts FROM run_items WHERE status = 'failed' AND platform = 'claude' ORDER BY attempts DESC",
    );
    expect(kinds.every((k: { error_kind: string }) => k.error_kind === 'auth')).toBe(true);
    // The 429's Retry-After of 1 s was respected before the second Gemini call.
    expect(geminiCalls[1]! - geminiCalls[0]!).toBeGreaterThanOrEqual(950);
    // Real answers are not simulated, and the country went to the provider as the user's location.
    const analytics = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/analytics?${scope(team)}&scraperSource=chatgpt`,
      token: team.tokens.admin,
    });
    expect(analytics.body.dashboardData.platform.simulated).toBe(false);
    expect(analytics.body.dashboardData.headline.visibility.value).toBe(1);
    const body = openai.requests[0]!.body as { tools: { user_location?: { country?: string } }[] };
    expect(JSON.stringify(body.tools)).toContain('"country":"IN"');
    const cited = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/answers?${scope(team)}&platform=chatgpt&limit=1`,
      token: team.tokens.admin,
    });
    expect(
      cited.body.answers[0].citedSources.map((s: { url: string; ownership: string }) => [s.url, s.ownership]),
    ).toEqual([
      ['https://acme-tools.com/pricing', 'owned'],
      ['https://globex.com/', 'competitor'],
    ]);
  }, 60_000);
});

describe('cancel, redelivery and duplicate delivery', () => {
  let slow: testing.LoopbackServer;
  beforeAll(async () => {
    slow = await startLoopbackServer(async () => {
      await sleep(300);
      return { json: openaiAnswer() };
    });
  });
  afterAll(() => slow.close());

  it('cancel: pending items are never asked, the run ends CANCELLED once, answers so far stay', async () => {
    const t = await createTestApp({
      ...FAST_RUNS_ENV,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${slow.baseUrl}/v1`,
      LANTERN_RPM_CHATGPT: '60000',
      RUN_CONCURRENCY: '2',
    });
    try {
      const team = await createTeam(t);
      const campaign = await createCampaign(t, team, {
        name: 'Cancel me',
        platforms: ['chatgpt'],
        samples: 5,
      });
      await waitForRun(t, team, campaign.id, ['IN_PROGRESS']);
      while ((await t.query('SELECT count(*)::int AS n FROM answers'))[0].n === 0) await sleep(50);
      const cancel = (token: string) =>
        t.request({
          method: 'POST',
          url: `/api/campaigns/${campaign.id}/runs/${campaign.lastRun!.id}/cancel`,
          token,
          body: { organizationId: team.orgId, accountId: team.accountId },
        });
      const res = await cancel(team.tokens.user);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('CANCELLED');
      const answersAtCancel = (await t.query('SELECT count(*)::int AS n FROM answers'))[0].n;
      const requestsAtCancel = slow.requests.length;
      await sleep(1500);
      expect((await t.query('SELECT count(*)::int AS n FROM answers'))[0].n).toBe(answersAtCancel);
      expect(slow.requests.length).toBeLessThanOrEqual(requestsAtCancel + 2); // at most the calls in flight
      const [run] = await t.query(
        'SELECT status, answered_items, failed_items, total_items FROM campaign_runs WHERE id = $1',
        [campaign.lastRun!.id],
      );
      expect(run).toMatchObject({
        status: 'CANCELLED',
        answered_items: answersAtCancel,
        failed_items: 0,
        total_items: 15,
      });
      const items = await t.query(
        'SELECT status, count(*)::int AS n FROM run_items GROUP BY status ORDER BY status',
      );
      expect(items).toEqual([
        { status: 'answered', n: answersAtCancel },
        { status: 'cancelled', n: 15 - answersAtCancel },
      ]);
      expect((await cancel(team.tokens.admin)).status).toBe(409);
      const detail = await waitForRun(t, team, campaign.id, ['CANCELLED']);
      expect(detail.status).toBe('COMPLETED'); // it has answers to show
      const viewer = await cancel(team.tokens.viewer);
      expect(viewer.status).toBe(403);
    } finally {
      await t.close();
    }
  }, 60_000);

  // Two real connections at once: PostgreSQL only (the embedded PGlite serves one at a time).
  (process.env.DATABASE_URL ? it : it.skip)(
    'cancel while a worker holds the run row and then updates the campaign: no deadlock, the cancel waits and succeeds',
    async () => {
      const t = await createTestApp({
        ...FAST_RUNS_ENV,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${slow.baseUrl}/v1`,
        LANTERN_RPM_CHATGPT: '60000',
        RUN_CONCURRENCY: '1',
      });
      const worker = t.app.get(DataSource).createQueryRunner();
      try {
        const team = await createTeam(t);
        const campaign = await createCampaign(t, team, {
          name: 'Lock order',
          platforms: ['chatgpt'],
          samples: 5,
        });
        await waitForRun(t, team, campaign.id, ['IN_PROGRESS']);
        const runId = campaign.lastRun!.id;
        // As a worker settling an item: the run row first (settleItem), the campaign row later
        // (finishIfDone, or an answer's foreign key).
        await worker.connect();
        await worker.startTransaction();
        await worker.query('SELECT id FROM campaign_runs WHERE id = $1 FOR UPDATE', [runId]);
        const cancelled = t.request({
          method: 'POST',
          url: `/api/campaigns/${campaign.id}/runs/${runId}/cancel`,
          token: team.tokens.user,
          body: { organizationId: team.orgId, accountId: team.accountId },
        });
        await sleep(500); // the cancel is now waiting for a lock
        await worker.query('UPDATE campaigns SET last_update = now() WHERE id = $1', [campaign.id]);
        await worker.commitTransaction();
        const res = await cancelled;
        expect(res.status).toBe(200);
        expect(res.body.status).toBe('CANCELLED');
      } finally {
        if (worker.isTransactionActive) await worker.rollbackTransaction();
        await worker.release();
        await t.close();
      }
    },
    60_000,
  );

  it('a worker that dies mid-run: its items are redelivered to another worker, nothing lost or doubled', async () => {
    const hang = await startLoopbackServer(() => ({ hang: true }));
    const common = {
      ...FAST_RUNS_ENV,
      OPENAI_API_KEY: 'sk-test',
      LANTERN_RPM_CHATGPT: '60000',
      RUN_ITEM_EXPIRE_SECONDS: '5',
      JOBS_SUPERVISE_SECONDS: '1',
    };
    const a = await createTestApp({ ...common, OPENAI_BASE_URL: `${hang.baseUrl}/v1`, RUN_CONCURRENCY: '2' });
    let b: TestApp | undefined;
    try {
      const team = await createTeam(a);
      const campaign = await createCampaign(a, team, { name: 'Crash', platforms: ['chatgpt'], samples: 1 });
      while (hang.requests.length < 2) await sleep(50);
      // Worker A stops taking jobs, and the two it holds never finish: as if the process had died.
      await a.app.get(JobsService).boss.offWork(RUN_ITEM_QUEUE, { wait: false });
      b = await createTestApp({ ...common, OPENAI_BASE_URL: `${slow.baseUrl}/v1` }, { shareWith: a });
      const done = await waitForRun(a, team, campaign.id, ['COMPLETED', 'FAILED'], 45_000);
      expect(done.lastRun).toMatchObject({
        status: 'COMPLETED',
        totalItems: 3,
        answeredItems: 3,
        failedItems: 0,
      });
      const [counts] = await a.query(
        'SELECT count(*)::int AS n, count(DISTINCT item_id)::int AS items FROM answers WHERE campaign_id = $1',
        [campaign.id],
      );
      expect(counts).toEqual({ n: 3, items: 3 });
    } finally {
      await b?.close();
      await hang.close(); // worker A's calls now fail; their items are settled already, so nothing changes
      await sleep(300);
      await a.close();
    }
  }, 90_000);

  it('a job delivered twice (even at once) stores one answer and counts it once', async () => {
    const t = await createTestApp(FAST_RUNS_ENV);
    try {
      const team = await createTeam(t);
      await t.app.get(JobsService).boss.offWork(RUN_ITEM_QUEUE); // no item worker: the test delivers
      const campaign = await createCampaign(t, team, { name: 'Twice', platforms: ['sandbox'], samples: 1 });
      const items: { id: string }[] = await t.query('SELECT id FROM run_items ORDER BY id');
      expect(items).toHaveLength(3);
      const worker = t.app.get(RunItemWorker);
      await Promise.all([worker.execute({ itemId: items[0]!.id }), worker.execute({ itemId: items[0]!.id })]);
      await worker.execute({ itemId: items[0]!.id });
      const [state] = await t.query(
        `SELECT (SELECT count(*)::int FROM answers) AS answers, answered_items, status FROM campaign_runs WHERE id = $1`,
        [campaign.lastRun!.id],
      );
      expect(state).toEqual({ answers: 1, answered_items: 1, status: 'IN_PROGRESS' });
      for (const item of items.slice(1)) await worker.execute({ itemId: item.id });
      await worker.execute({ itemId: items[2]!.id });
      const [end] = await t.query(
        'SELECT answered_items, status, finished_at IS NOT NULL AS finished FROM campaign_runs',
      );
      expect(end).toEqual({ answered_items: 3, status: 'COMPLETED', finished: true });
      expect((await t.query('SELECT count(*)::int AS n FROM answers'))[0].n).toBe(3);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('rate limits shared by every worker', () => {
  it('keeps a platform at its requests per minute across two worker processes, never above', async () => {
    const times: number[] = [];
    const stub = await startLoopbackServer(() => {
      times.push(Date.now());
      return { json: openaiAnswer() };
    });
    // 600 per minute: one slot every 100 ms, whatever the concurrency of each worker.
    const env = {
      ...FAST_RUNS_ENV,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${stub.baseUrl}/v1`,
      LANTERN_RPM_CHATGPT: '600',
      RUN_CONCURRENCY: '4',
    };
    const a = await createTestApp(env);
    const b = await createTestApp(env, { shareWith: a });
    try {
      const team = await createTeam(a);
      const campaign = await createCampaign(a, team, { name: 'Paced', platforms: ['chatgpt'], samples: 4 });
      const done = await waitForRun(a, team, campaign.id);
      expect(done.lastRun).toMatchObject({ status: 'COMPLETED', answeredItems: 12 });
      expect(times).toHaveLength(12);
      // Slots are reserved 100 ms apart in the database (platform_slots). A call can reach the stub late,
      // never early: the reservation's round trip, the event loop and a worker's first HTTP connection
      // (measured up to 225 ms with two apps in one process). Lateness does not add up, as every call
      // waits for its own slot, so any two calls i < j arrive at least (j - i) slots apart less one
      // call's lateness. That still fails an unpaced limiter (8 calls in flight arrive within a few ms)
      // and one at twice the rate (the 12 calls would span 550 ms, not 1,100 - 400).
      const LATE_MS = 400;
      let tightest = Infinity;
      for (let i = 0; i < times.length; i += 1)
        for (let j = i + 1; j < times.length; j += 1)
          tightest = Math.min(tightest, times[j]! - times[i]! - (j - i) * 100);
      expect(tightest).toBeGreaterThanOrEqual(-LATE_MS);
    } finally {
      await b.close();
      await a.close();
      await stub.close();
    }
  }, 60_000);
});
