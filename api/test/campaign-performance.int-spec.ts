import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CampaignListResponse } from '@lantern/contracts';
import { summarize, type AnalyzedAnswer } from '@lantern/engine';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../src/config/config';
import { APP_CONFIG } from '../src/config/config.module';
import { REVOKED_KEY_MESSAGE, seedRunHistory } from '../src/database/seed-demo-history';
import { FAST_RUNS_ENV, createCampaign, scope, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

/** The run's figures recomputed here from its stored answers, with the engine's formula. */
async function expected(t: TestApp, runId: string) {
  const rows = (await t.query('SELECT id, prompt, platform, analysis FROM answers WHERE run_id = $1', [
    runId,
  ])) as AnalyzedAnswer[];
  const s = summarize(rows);
  return { visibility: s.visibility.value, shareOfVoice: s.shareOfVoice.value };
}

describe('campaign performance in the list (run_summaries)', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  const list = async (includeStats: boolean) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/campaigns/list?${scope(team)}&includeStats=${includeStats}`,
      token: team.tokens.viewer,
    });
    expect(res.status).toBe(200);
    return res.body as CampaignListResponse;
  };

  it('stores each settled run once and shows the latest two, the change and the trend', async () => {
    const campaign = await createCampaign(t, team);
    const first = await waitForRun(t, team, campaign.id);
    let row = (await list(true)).campaigns.find((c) => c.id === campaign.id)!;
    const one = await expected(t, first.lastRun!.id);
    expect(row.performance).toEqual({
      lastRun: { status: 'COMPLETED', at: first.lastRun!.finishedAt, error: null },
      visibility: one.visibility,
      visibilityChange: null,
      shareOfVoice: one.shareOfVoice,
      shareOfVoiceChange: null,
      trend: [one.visibility],
    });

    const started = await t.request({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/runs`,
      token: team.tokens.admin,
      body: { organizationId: team.orgId, accountId: team.accountId },
    });
    expect(started.status).toBe(202);
    const second = await waitForRun(t, team, campaign.id);
    expect(second.lastRun!.id).not.toBe(first.lastRun!.id);
    const two = await expected(t, second.lastRun!.id);
    row = (await list(true)).campaigns.find((c) => c.id === campaign.id)!;
    expect(row.performance!.visibility).toBe(two.visibility);
    expect(row.performance!.visibilityChange).toBeCloseTo(two.visibility! - one.visibility!, 10);
    expect(row.performance!.shareOfVoiceChange).toBeCloseTo(two.shareOfVoice! - one.shareOfVoice!, 10);
    expect(row.performance!.trend).toEqual([one.visibility, two.visibility]);

    const stored = await t.query('SELECT status, answers FROM run_summaries WHERE campaign_id = $1', [
      campaign.id,
    ]);
    expect(stored).toEqual([
      { status: 'COMPLETED', answers: 12 },
      { status: 'COMPLETED', answers: 12 },
    ]);
    // Without includeStats the rows carry no performance.
    expect((await list(false)).campaigns[0]).not.toHaveProperty('performance');
  }, 60_000);

  it('a campaign that never ran has no figures and no last run', async () => {
    const campaign = await createCampaign(t, team, { name: 'Not yet run', runNow: false });
    const row = (await list(true)).campaigns.find((c) => c.id === campaign.id)!;
    expect(row.performance).toEqual({
      lastRun: null,
      visibility: null,
      visibilityChange: null,
      shareOfVoice: null,
      shareOfVoiceChange: null,
      trend: [],
    });
  });

  it('the demo history: backdated runs through the pipeline, one failed with its reason, one in progress, once', async () => {
    const make = (name: string) =>
      createCampaign(t, team, { name, runNow: false, platforms: ['chatgpt', 'gemini'] });
    const [done, failed, running] = [
      await make('History done'),
      await make('History failed'),
      await make('History running'),
    ];
    const day = 86_400_000;
    const now = Date.now();
    const campaigns = [
      { id: done.id, name: done.name, createdAt: now - 100 * day, ending: 'completed' as const },
      { id: failed.id, name: failed.name, createdAt: now - 100 * day, ending: 'failed' as const },
      { id: running.id, name: running.name, createdAt: now - 20 * day, ending: 'in_progress' as const },
    ];
    const ds = t.app.get(DataSource);
    const config = t.app.get<AppConfig>(APP_CONFIG);
    expect(await seedRunHistory(ds, config, campaigns, now)).toBe(6 + 6 + 2);
    expect(await seedRunHistory(ds, config, campaigns, now)).toBe(0); // idempotent

    const rows = (await list(true)).campaigns;
    const row = (id: string) => rows.find((c) => c.id === id)!;
    expect(row(done.id).status).toBe('COMPLETED');
    expect(row(done.id).performance!.trend).toHaveLength(6);
    expect(row(failed.id).status).toBe('FAILED');
    expect(row(failed.id).performance!.lastRun).toMatchObject({
      status: 'FAILED',
      error: expect.stringContaining(REVOKED_KEY_MESSAGE),
    });
    expect(row(failed.id).performance!.trend).toHaveLength(5); // the failed run has no answers
    // Two days old: System Status (last 24 h) is not degraded by the demo's one failing campaign.
    const [failedRun] = await t.query(
      `SELECT max(finished_at) AS at FROM run_items WHERE run_id = (
         SELECT id FROM campaign_runs WHERE campaign_id = $1 ORDER BY created_at DESC LIMIT 1)`,
      [failed.id],
    );
    expect(new Date(failedRun.at).getTime()).toBeLessThan(now - day);
    expect(row(running.id).status).toBe('IN_PROGRESS');
    expect(row(running.id).performance!.lastRun!.status).toBe('IN_PROGRESS');

    // Spread over the past months, answers stored (simulated) and dated with their run.
    const spread = await t.query(
      `SELECT min(r.created_at) AS first, max(r.created_at) AS last, count(a.id)::int AS answers,
              bool_and(a.simulated) AS simulated, bool_and(a.created_at >= r.created_at) AS dated
         FROM campaign_runs r LEFT JOIN answers a ON a.run_id = r.id WHERE r.campaign_id = $1`,
      [done.id],
    );
    expect(new Date(spread[0].first).getTime()).toBeLessThan(now - 60 * day);
    expect(spread[0]).toMatchObject({ answers: 6 * 3 * 2 * 2, simulated: true, dated: true });
  }, 60_000);
});
