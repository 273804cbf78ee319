import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { computeMetrics, type AnswerAnalysis } from '@lantern/engine';
import { RunAggregates } from '../src/modules/analytics/aggregates/run-aggregates';
import { FAST_RUNS_ENV, createCampaign, scope, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

/** Stored analytics aggregates (issue 13): written when a run settles, read by the analytics views. */
describe('analytics aggregates', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url, token: team.tokens.viewer });

  it('writes per-run, per-platform and per-prompt aggregates that agree with the answers', async () => {
    const campaign = await createCampaign(t, team);
    await waitForRun(t, team, campaign.id, ['COMPLETED']);
    const [counts] = await t.query(
      `SELECT (SELECT count(*)::int FROM analytics_runs WHERE campaign_id = $1) AS runs,
              (SELECT count(*)::int FROM analytics_run_platforms WHERE campaign_id = $1) AS platforms,
              (SELECT count(*)::int FROM analytics_run_prompts WHERE campaign_id = $1) AS prompts`,
      [campaign.id],
    );
    expect(counts).toEqual({ runs: 1, platforms: 2, prompts: 6 });

    const res = await get(
      `/api/campaigns/${campaign.id}/analytics?${scope(team)}&scraperSource=perplexity&range=all`,
    );
    expect(res.status).toBe(200);
    const d = res.body.dashboardData;
    const raw: { id: string; prompt: string; analysis: AnswerAnalysis }[] = await t.query(
      `SELECT id, prompt, analysis FROM answers WHERE campaign_id = $1 AND platform = 'perplexity' ORDER BY created_at, id`,
      [campaign.id],
    );
    const expected = computeMetrics(raw.map((a) => ({ ...a, platform: 'perplexity' as const })));
    expect(d.headline.visibility).toEqual(expected.overall.visibility);
    expect(d.headline.shareOfVoice).toEqual(expected.overall.shareOfVoice);
    expect(d.headline.citationRate).toEqual(expected.overall.citationRate);
    // The sandbox is seeded per campaign id, so the brand may go unranked in all six answers (null).
    if (expected.overall.averagePosition === null) expect(d.headline.averagePosition).toBeNull();
    else expect(d.headline.averagePosition).toBeCloseTo(expected.overall.averagePosition, 10);
    expect(d.latestRun).toMatchObject({ status: 'COMPLETED', answers: 6, totalItems: 6 });
    expect(d.range).toBe('all');
    expect(d.rangeHasRuns).toBe(true);
    expect(d.trend[0].brands.map((b: { name: string }) => b.name)).toEqual(['Acme Tools', 'Globex']);
    expect(d.positions.reduce((a: number, b: number) => a + b, 0)).toBe(expected.overall.visibility.count);
    for (const p of expected.byPrompt) {
      const row = d.prompts.find((x: { prompt: string }) => x.prompt === p.prompt);
      expect(row.summary.visibility).toEqual(p.summary.visibility);
    }
  }, 60_000);

  it('serves the overview across platforms and the sources view', async () => {
    const campaign = await createCampaign(t, team, { name: 'Overview' });
    await waitForRun(t, team, campaign.id, ['COMPLETED']);
    // As built before migration 1796500000000: the first view builds the run's merged sources.
    await t.query('UPDATE analytics_runs SET sources = NULL WHERE campaign_id = $1', [campaign.id]);
    const res = await get(`/api/campaigns/${campaign.id}/analytics/overview?${scope(team)}&range=7`);
    expect(res.status).toBe(200);
    expect(res.body.platforms.map((p: { id: string }) => p.id)).toEqual(['chatgpt', 'perplexity']);
    expect(res.body.platforms[0].summary.answers).toBe(6);
    expect(res.body.latestRun).toMatchObject({ status: 'COMPLETED', answers: 12, totalItems: 12 });
    expect(res.body.leaderboard.map((b: { name: string }) => b.name).sort()).toEqual([
      'Acme Tools',
      'Globex',
    ]);
    expect(res.body.leaderboard[0].byPlatform).toHaveLength(2);
    expect(res.body.trend).toHaveLength(1);

    const sources = await get(`/api/campaigns/${campaign.id}/analytics/sources?${scope(team)}&range=all`);
    expect(sources.status).toBe(200);
    expect(sources.body.answers).toBe(12);
    const [cited] = await t.query(
      `SELECT count(DISTINCT a.id)::int AS n FROM answers a, jsonb_array_elements(a.analysis->'citations'->'cited') c
        WHERE a.campaign_id = $1 AND c->>'domain' = $2`,
      [campaign.id, sources.body.sources[0]?.domain ?? ''],
    );
    expect(sources.body.sources.length).toBeGreaterThan(0);
    expect(sources.body.sources[0].citedAnswers).toBe(cited.n);
    const [stored] = await t.query(
      'SELECT count(sources)::int AS n FROM analytics_runs WHERE campaign_id = $1',
      [campaign.id],
    );
    expect(stored.n).toBe(1);
    expect(sources.body.trend).toHaveLength(1);

    // Each domain's per-engine counts add up to its total (an answer belongs to one engine), and a
    // platform's own view agrees with its line.
    type Row = {
      domain: string;
      citedAnswers: number;
      retrievedAnswers: number;
      platforms: { platform: string; citedAnswers: number; retrievedAnswers: number }[];
    };
    for (const s of sources.body.sources as Row[]) {
      expect(s.platforms.reduce((n, p) => n + p.citedAnswers, 0)).toBe(s.citedAnswers);
      expect(s.platforms.reduce((n, p) => n + p.retrievedAnswers, 0)).toBe(s.retrievedAnswers);
    }
    const perplexity = await get(
      `/api/campaigns/${campaign.id}/analytics/sources?${scope(team)}&range=all&platform=perplexity`,
    );
    expect(perplexity.status).toBe(200);
    expect(perplexity.body.answers).toBe(6);
    for (const s of perplexity.body.sources as Row[]) {
      const all = (sources.body.sources as Row[]).find((x) => x.domain === s.domain)!;
      expect(all.platforms.find((p) => p.platform === 'perplexity')).toEqual({
        platform: 'perplexity',
        citedAnswers: s.citedAnswers,
        retrievedAnswers: s.retrievedAnswers,
      });
    }

    const bad = await get(`/api/campaigns/${campaign.id}/analytics/overview?${scope(team)}&range=14`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('range must be one of 7, 30, 90 or all');
  }, 60_000);

  it('marks a cancelled run and rebuilds on demand, and builds runs that have none on first view', async () => {
    const campaign = await createCampaign(t, team, { name: 'Cancelled', runNow: false });
    const run = await t.request({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/runs`,
      token: team.tokens.admin,
      body: { organizationId: team.orgId, accountId: team.accountId },
    });
    expect(run.status).toBe(202);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/runs/${run.body.id}/cancel`,
      token: team.tokens.admin,
      body: { organizationId: team.orgId, accountId: team.accountId },
    });
    expect(cancel.status).toBe(200);
    const [row] = await t.query('SELECT status FROM analytics_runs WHERE run_id = $1', [run.body.id]);
    expect(row.status).toBe('CANCELLED');

    // Aggregates dropped (as before the migration): the first read builds them again.
    const done = await createCampaign(t, team, { name: 'Rebuilt' });
    await waitForRun(t, team, done.id, ['COMPLETED']);
    await t.query('DELETE FROM analytics_runs WHERE campaign_id = $1', [done.id]);
    const res = await get(`/api/campaigns/${done.id}/analytics?${scope(team)}&scraperSource=chatgpt`);
    expect(res.body.dashboardData.headline.answers).toBe(6);

    // The re-analysis hook: a changed analysis shows after rebuildCampaign.
    await t.query(
      `UPDATE answers SET analysis = jsonb_set(analysis, '{brand,mentioned}', 'false') WHERE campaign_id = $1`,
      [done.id],
    );
    await t.app.get(RunAggregates).rebuildCampaign(done.id);
    const after = await get(`/api/campaigns/${done.id}/analytics?${scope(team)}&scraperSource=chatgpt`);
    expect(after.body.dashboardData.headline.visibility.count).toBe(0);
  }, 60_000);
});
