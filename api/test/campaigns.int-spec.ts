import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FAST_RUNS_ENV, PROMPTS, campaignBody, createCampaign, scope, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('campaigns: create, read, update, delete and the wizard helpers', () => {
  let t: TestApp;
  let team: Team;
  let free: { token: string; orgId: string; accountId: string };
  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
    const f = await t.signup();
    free = {
      token: f.accessToken,
      orgId: f.user.organizations[0]!.id,
      accountId: f.user.organizations[0]!.accounts[0]!.id,
    };
  }, 60_000);
  afterAll(() => t.close());

  const post = (body: unknown, token = team.tokens.admin) =>
    t.request({ method: 'POST', url: '/api/campaigns', token, body });
  const freeBody = (overrides: Record<string, unknown> = {}) => ({
    ...campaignBody(team, { competitors: [], runNow: false }),
    organizationId: free.orgId,
    accountId: free.accountId,
    ...overrides,
  });

  it('creates a campaign with normalized website, brand from the domain, de-duplicated prompts and one audit row', async () => {
    const res = await post(
      campaignBody(team, {
        websiteUrl: '  WWW.Northwind-Coffee.com/shop ',
        prompts: [
          '1. Best coffee beans online?',
          'best coffee beans online',
          '  "Which espresso machine for beginners?" ',
        ],
        runNow: false,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      websiteUrl: 'https://www.northwind-coffee.com/shop',
      websiteDomain: 'northwind-coffee.com',
      brandName: 'Northwind Coffee',
      promptsCount: 2,
      status: 'PENDING',
      lastRun: null,
      schedule: 'none',
      nextRunAt: null,
    });
    expect(res.body.prompts.map((p: { text: string }) => p.text)).toEqual([
      'Best coffee beans online?',
      'Which espresso machine for beginners?',
    ]);
    const audit = await t.query('SELECT activity_type, user_id FROM activities WHERE entity_id = $1', [
      res.body.id,
    ]);
    expect(audit).toEqual([{ activity_type: 'campaign_created', user_id: team.userIds.admin }]);
    const list = await t.request({
      method: 'GET',
      url: `/api/campaigns/list?${scope(team)}&search=northwind`,
      token: team.tokens.viewer,
    });
    expect(list.body.campaigns.map((c: { id: string }) => c.id)).toContain(res.body.id);
  });

  it('answers bad input with the field and the spec-style message, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Campaign name is required'],
      [{ websiteUrl: '' }, 'websiteUrl', 'Website URL is required'],
      [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'Please enter a valid website URL'],
      [{ websiteUrl: 'not a site' }, 'websiteUrl', 'Please enter a valid website URL'],
      [{ location: '' }, 'location', 'Location is required'],
      [{ breadth: 11 }, 'breadth', 'Breadth must be between 1 and 10'],
      [{ depth: 0 }, 'depth', 'Depth must be between 1 and 10'],
      [{ prompts: [] }, 'prompts', 'Add at least one prompt'],
      [{ platforms: [] }, 'platforms', 'Select at least one platform'],
      [
        { platforms: ['bing'] },
        'platforms.0',
        'platform must be one of chatgpt, perplexity, gemini, claude, google_ai_overview, google_search, openai_compatible, sandbox',
      ],
      [{ samples: 9 }, 'samples', 'Too big: expected number to be <=5'],
      [{ schedule: 'hourly' }, 'schedule', 'Invalid option: expected one of "none"|"daily"|"weekly"'],
      [{ prompts: ['ok?', '1234'] }, 'prompts', '1 prompt is not usable: the prompt has no letters'],
      [{ extra: true }, '', ''],
    ];
    for (const [override, field, message] of cases) {
      const res = await post({ ...campaignBody(team, { runNow: false }), ...override });
      expect({ override, status: res.status }).toEqual({ override, status: 400 });
      if (field) expect({ override, error: res.body.errors?.[field] }).toEqual({ override, error: message });
    }
    const nul = await post({ ...campaignBody(team, { runNow: false }), name: 'a\u0000b' });
    expect(nul.status).toBe(400);
  });

  it('enforces the plan: prompt limit, competitors, countries; analytics and export are gated', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `Which CRM suits a team of ${i + 2}?`);
    const tooMany = await post(freeBody({ prompts: many }), free.token);
    expect(tooMany.status).toBe(403);
    expect(tooMany.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 10 prompts per campaign. Upgrade your plan to add more.',
    });
    const rivals = await post(freeBody({ competitors: [{ name: 'Globex' }] }), free.token);
    expect(rivals.body).toMatchObject({
      code: 'TIER_REQUIRED',
      errors: { competitors: expect.stringContaining('Business and Enterprise') },
    });
    const first = await post(freeBody({ location: 'India' }), free.token);
    expect(first.status).toBe(201);
    expect((await post(freeBody({ location: 'india', name: 'Same country' }), free.token)).status).toBe(201);
    const germany = await post(freeBody({ location: 'Germany' }), free.token);
    expect(germany.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows campaigns in 1 country per account. Upgrade your plan to add more.',
    });
    const q = `organizationId=${free.orgId}&accountId=${free.accountId}`;
    const analytics = await t.request({
      method: 'GET',
      url: `/api/campaigns/${first.body.id}/analytics?${q}`,
      token: free.token,
    });
    expect(analytics.body.code).toBe('TIER_REQUIRED');
    const csv = await t.request({
      method: 'GET',
      url: `/api/campaigns/${first.body.id}/answers/export?${q}`,
      token: free.token,
    });
    expect(csv.body.code).toBe('TIER_REQUIRED');
    const answers = await t.request({
      method: 'GET',
      url: `/api/campaigns/${first.body.id}/answers?${q}`,
      token: free.token,
    });
    expect(answers.status).toBe(200);
  });

  it('updates settings and prompts (kept prompts keep their id), locks prompts while a run is active', async () => {
    const created = await createCampaign(t, team, { runNow: false, name: 'Editable' });
    const kept = created.prompts[0]!;
    const patch = (body: Record<string, unknown>, token = team.tokens.user) =>
      t.request({
        method: 'PATCH',
        url: `/api/campaigns/${created.id}`,
        token,
        body: { organizationId: team.orgId, accountId: team.accountId, ...body },
      });
    const res = await patch({
      name: '  Renamed  ',
      prompts: [kept.text, 'A brand new prompt about CRMs?'],
      schedule: 'weekly',
      samples: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', promptsCount: 2, schedule: 'weekly', samples: 1 });
    expect(res.body.nextRunAt).not.toBeNull();
    expect(res.body.prompts[0]).toEqual(kept);
    const archived = await t.query(
      'SELECT count(*)::int AS n FROM campaign_prompts WHERE campaign_id = $1 AND archived_at IS NOT NULL',
      [created.id],
    );
    expect(archived[0].n).toBe(PROMPTS.length - 1);
    expect((await patch({ name: '' })).body.errors).toEqual({ name: 'Campaign name is required' });
    expect((await patch({ name: 'Viewer' }, team.tokens.viewer)).status).toBe(403);
    const run = await t.request({
      method: 'POST',
      url: `/api/campaigns/${created.id}/runs`,
      token: team.tokens.user,
      body: { organizationId: team.orgId, accountId: team.accountId },
    });
    expect(run.status).toBe(202);
    const locked = await patch({ prompts: ['Something else entirely?'] });
    if (locked.status === 409)
      expect(locked.body.message).toMatch(/Prompts cannot change while a run is in progress/);
    else expect(locked.status).toBe(200); // the sandbox run may already have finished
    await waitForRun(t, team, created.id);
    const audit = await t.query(
      "SELECT count(*)::int AS n FROM activities WHERE entity_id = $1 AND activity_type = 'campaign_updated'",
      [created.id],
    );
    expect(audit[0].n).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('deletes a campaign with its runs and answers; other accounts and organizations see nothing', async () => {
    const created = await createCampaign(t, team, { name: 'Doomed', platforms: ['sandbox'], samples: 1 });
    await waitForRun(t, team, created.id);
    const other = `organizationId=${team.orgId}&accountId=${team.otherAccountId}`;
    for (const url of [
      `/api/campaigns/${created.id}?${other}`,
      `/api/campaigns/${created.id}/answers?${other}`,
      `/api/campaigns/${created.id}/analytics?${other}`,
    ]) {
      const res = await t.request({ method: 'GET', url, token: team.tokens.super_admin });
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
    const foreign = `organizationId=${free.orgId}&accountId=${free.accountId}`;
    expect(
      (await t.request({ method: 'GET', url: `/api/campaigns/${created.id}?${foreign}`, token: free.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/campaigns/${created.id}?${scope(team)}`,
          token: team.tokens.viewer,
        })
      ).status,
    ).toBe(403);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/campaigns/${created.id}?${scope(team)}`,
      token: team.tokens.user,
    });
    expect(del.body).toEqual({ message: 'Successfully deleted Doomed' });
    const left = await t.query(
      `SELECT (SELECT count(*)::int FROM answers WHERE campaign_id = $1) AS answers,
              (SELECT count(*)::int FROM campaign_runs WHERE campaign_id = $1) AS runs`,
      [created.id],
    );
    expect(left[0]).toEqual({ answers: 0, runs: 0 });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/campaigns/${created.id}?${scope(team)}`,
          token: team.tokens.user,
        })
      ).status,
    ).toBe(404);
    const audit = await t.query(
      "SELECT count(*)::int AS n FROM activities WHERE entity_id = $1 AND activity_type = 'campaign_deleted'",
      [created.id],
    );
    expect(audit[0].n).toBe(1);
  }, 60_000);

  it('previews generated prompts (templates without an LLM) within the plan limit, brand-neutral', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/campaigns/prompts/preview',
      token: free.token,
      body: {
        organizationId: free.orgId,
        accountId: free.accountId,
        websiteUrl: 'northwind.com',
        location: 'Germany',
        keywords: ['crm', 'northwind crm'],
        breadth: 5,
        depth: 3,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.generator).toBe('template');
    expect(res.body.limit).toBe(10);
    expect(res.body.prompts).toHaveLength(10);
    expect(res.body.warnings.join(' ')).toMatch(/names the brand/);
    expect(res.body.warnings.join(' ')).toMatch(/Your plan allows 10 prompts per campaign/);
    expect(res.body.prompts.every((p: { text: string }) => !/northwind/i.test(p.text))).toBe(true);
    const noKeywords = await t.request({
      method: 'POST',
      url: '/api/campaigns/prompts/preview',
      token: free.token,
      body: {
        organizationId: free.orgId,
        accountId: free.accountId,
        websiteUrl: 'northwind.com',
        location: 'Germany',
        keywords: [],
      },
    });
    expect(noKeywords.body.errors).toEqual({ keywords: 'Add at least one keyword' });
  });

  it('parses an import file with errors per line, duplicates removed and the plan limit', async () => {
    const body = (content: string, filename = 'prompts.csv', existing: string[] = []) => ({
      organizationId: free.orgId,
      accountId: free.accountId,
      filename,
      content,
      existing,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/campaigns/prompts/import',
      token: free.token,
      body: body(
        'id,prompt\n1,Best CRM for startups?\n2,best crm for startups\n3,4242\n4,"Which CRM, if any, integrates with Gmail?"',
        'prompts.csv',
        ['Existing one?'],
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      format: 'csv',
      prompts: ['Best CRM for startups?', 'Which CRM, if any, integrates with Gmail?'],
      duplicates: [{ line: 3, prompt: 'best crm for startups' }],
      limit: 10,
    });
    expect(res.body.errors).toEqual([{ line: 4, message: 'Line 4: the prompt has no letters' }]);
    const lines = Array.from({ length: 12 }, (_, i) => `Which CRM suits team number ${i}?`).join('\n');
    const over = await t.request({
      method: 'POST',
      url: '/api/campaigns/prompts/import',
      token: free.token,
      body: body(lines, 'p.txt'),
    });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('LIMIT_REACHED');
    const huge = await t.request({
      method: 'POST',
      url: '/api/campaigns/prompts/import',
      token: free.token,
      body: body('x'.repeat(600 * 1024), 'p.txt'),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errors.content).toBe('The file must be at most 512 KB');
  });

  it('exports answers as CSV that a spreadsheet cannot run as formulas', async () => {
    const created = await createCampaign(t, team, {
      name: 'Formula',
      platforms: ['sandbox'],
      samples: 1,
      prompts: ['=HYPERLINK("http://evil.example","click") which CRM?', '+cmd which tool?', '@SUM which crm'],
    });
    await waitForRun(t, team, created.id);
    const csv = await t.request({
      method: 'GET',
      url: `/api/campaigns/${created.id}/answers/export?${scope(team)}`,
      token: team.tokens.viewer,
    });
    const text = csv.body as string;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") which CRM?"`);
    expect(text).toContain("'+cmd which tool?");
    expect(text).toContain("'@SUM which crm");
    expect(text).not.toMatch(/(^|,)[=+@]/m);
  }, 60_000);
});
