import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FAST_RUNS_ENV, createCampaign, scope, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('runs on the sandbox platform', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  it('creates a campaign and runs prompts x platforms x samples to COMPLETED, one answer per item', async () => {
    const campaign = await createCampaign(t, team);
    expect(campaign.lastRun).toMatchObject({ status: 'PENDING', totalItems: 3 * 2 * 2, trigger: 'create' });
    const done = await waitForRun(t, team, campaign.id);
    expect(done.lastRun).toMatchObject({ status: 'COMPLETED', answeredItems: 12, failedItems: 0 });
    expect(done.status).toBe('COMPLETED');
    expect(done.lastJobScrappedPromptCount).toBe(12);
    expect(done.lastJobTotalPromptCount).toBe(12);
    const [{ n, distinct }] = await t.query(
      'SELECT count(*)::int AS n, count(DISTINCT (prompt_id, platform, sample))::int AS distinct FROM answers WHERE campaign_id = $1',
      [campaign.id],
    );
    expect({ n, distinct }).toEqual({ n: 12, distinct: 12 });
    const analytics = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/analytics?${scope(team)}&scraperSource=chatgpt`,
      token: team.tokens.admin,
    });
    expect(analytics.status).toBe(200);
    expect(analytics.body).toMatchObject({
      campaignName: 'Acme visibility',
      campaignStatus: 'COMPLETED',
      scraperSource: 'chatgpt',
      lastJobScrappedPromptCount: 6,
      lastJobTotalPromptCount: 6,
    });
    const d = analytics.body.dashboardData;
    expect(d.platform).toMatchObject({ id: 'chatgpt', simulated: true });
    expect(d.headline.answers).toBe(6);
    expect(d.leaderboard.map((b: { name: string }) => b.name).sort()).toEqual(['Acme Tools', 'Globex']);
  }, 60_000);
});
