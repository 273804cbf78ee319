import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createCampaign, FAST_RUNS_ENV, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('usage & billing settings, plan changes by mode, and system status', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  const usage = (token: string) =>
    t.request({
      method: 'GET',
      url: `/api/usage/organization?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token,
    });

  it('tells the billing page how plans change here and who can change them (self-serve by default)', async () => {
    const res = await usage(team.tokens.viewer);
    expect(res.status).toBe(200);
    expect(res.body.billing).toEqual({
      planChanges: 'self-serve',
      contactUrl: null,
      planAdmins: [{ name: expect.any(String), email: team.owner.user.email }],
    });
  });

  it('lets only a super_admin change the plan in self-serve mode', async () => {
    const byAdmin = await t.request({
      method: 'PATCH',
      url: `/api/organizations/${team.orgId}/tier`,
      token: team.tokens.admin,
      body: { tier: 'enterprise' },
    });
    expect(byAdmin.status).toBe(403);
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/organizations/${team.orgId}/tier`,
      token: team.tokens.super_admin,
      body: { tier: 'platinum' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('tier must be one of free, starter, business, enterprise');
  });

  it('reports every platform with its last 24 h of calls, the error rate and a redacted last error', async () => {
    expect((await t.request({ method: 'GET', url: '/api/system/status' })).status).toBe(401);
    const campaign = await createCampaign(t, team, { platforms: ['chatgpt', 'perplexity'], samples: 1 });
    await waitForRun(t, team, campaign.id);
    // Two of Perplexity's three calls failed, the newest with a key in its message.
    await t.query(
      `UPDATE run_items SET status = 'failed', error_kind = 'auth',
              error_message = 'HTTP 401: invalid key sk-live-0123456789abcdefXYZ', finished_at = now()
        WHERE id IN (SELECT i.id FROM run_items i JOIN campaign_runs r ON r.id = i.run_id
                      WHERE r.campaign_id = $1 AND i.platform = 'perplexity' LIMIT 2)`,
      [campaign.id],
    );
    const res = await t.request({ method: 'GET', url: '/api/system/status', token: team.tokens.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', queue: 'up' });
    const byId = Object.fromEntries(res.body.platforms.map((p: { id: string }) => [p.id, p]));
    expect(byId.chatgpt).toMatchObject({
      simulated: true,
      configured: false,
      state: 'operational',
      failed24h: 0,
    });
    expect(byId.chatgpt.calls24h).toBeGreaterThanOrEqual(3);
    expect(byId.chatgpt.lastSuccessAt).not.toBeNull();
    expect(byId.perplexity).toMatchObject({ calls24h: 3, failed24h: 2, state: 'degraded' });
    expect(byId.perplexity.errorRate24h).toBeCloseTo(2 / 3);
    expect(byId.perplexity.lastError).toMatchObject({ kind: 'auth' });
    expect(byId.perplexity.lastError.message).toBe('HTTP 401: invalid key [redacted]');
    expect(byId.gemini).toMatchObject({ calls24h: 0, errorRate24h: null, lastError: null, state: 'idle' });
    expect(JSON.stringify(res.body)).not.toContain('sk-live');
  });

  // Last: it shares the database with `t`, and closing it ends that connection too.
  it('refuses every plan change with PLAN_CHANGES=contact and hands out the contact URL', async () => {
    const sales = await createTestApp(
      { PLAN_CHANGES: 'contact', BILLING_CONTACT_URL: 'mailto:sales@example.com' },
      {
        shareWith: t,
      },
    );
    try {
      const change = await sales.request({
        method: 'PATCH',
        url: `/api/organizations/${team.orgId}/tier`,
        token: team.tokens.super_admin,
        body: { tier: 'enterprise' },
      });
      expect(change.status).toBe(403);
      expect(change.body.message).toBe(
        'Plan changes are handled by sales. Contact sales to change your plan.',
      );
      const res = await sales.request({
        method: 'GET',
        url: `/api/usage/organization?organization_id=${team.orgId}&account_id=${team.accountId}`,
        token: team.tokens.user,
      });
      expect(res.body.billing).toMatchObject({
        planChanges: 'contact',
        contactUrl: 'mailto:sales@example.com',
      });
    } finally {
      await sales.close();
    }
  });
});
