import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ANALYSIS_VERSION } from '@lantern/engine';
import { RunAggregates } from '../src/modules/analytics/aggregates/run-aggregates';
import { ReanalysisWorker, analyzerForCampaign } from '../src/modules/reanalysis/reanalysis.worker';
import { FAST_RUNS_ENV, createCampaign, scope, waitForRun } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('re-analysis of stored answers', () => {
  let t: TestApp;
  let team: Team;
  let campaignId: string;
  let worker: ReanalysisWorker;

  const progress = async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/reanalysis?${scope(team)}`,
      token: team.tokens.viewer,
    });
    expect(res.status).toBe(200);
    return res.body as {
      status: string;
      reason: string | null;
      total: number;
      done: number;
      analyzerVersion: number;
    };
  };
  const waitDone = async () => {
    for (let i = 0; i < 200; i += 1) {
      const p = await progress();
      if (p.status === 'done') return p;
      await sleep(100);
    }
    throw new Error('re-analysis did not finish');
  };
  const stored = () =>
    t.query(
      `SELECT analysis_version AS version, analysis->>'contextHash' AS hash, analysis->'competitors' AS competitors
         FROM answers WHERE campaign_id = $1`,
      [campaignId],
    ) as Promise<{ version: number; hash: string; competitors: { name: string }[] }[]>;

  beforeAll(async () => {
    t = await createTestApp(FAST_RUNS_ENV);
    team = await createTeam(t);
    const campaign = await createCampaign(t, team);
    campaignId = campaign.id;
    await waitForRun(t, team, campaignId);
    worker = t.app.get(ReanalysisWorker);
    worker.batchSize = 5; // 12 answers: three batches
  }, 60_000);
  afterAll(() => t.close());

  it('leaves current answers alone and reports idle', async () => {
    expect(await worker.request(campaignId)).toBe(false);
    expect(await progress()).toMatchObject({
      status: 'idle',
      reason: null,
      analyzerVersion: ANALYSIS_VERSION,
    });
  });

  it("re-analyses answers stored by an older analyzer in batches, rebuilding each run's analytics aggregates", async () => {
    const hook = jest.spyOn(RunAggregates.prototype, 'rebuildRun');
    await t.query(
      `UPDATE answers SET analysis_version = 1, analysis = analysis - 'contextHash' - 'untrackedBrands'
        WHERE campaign_id = $1`,
      [campaignId],
    );
    expect(await worker.request(campaignId)).toBe(true);
    expect(await worker.request(campaignId)).toBe(false); // already running for this version and brand set
    const done = await waitDone();
    expect(done).toMatchObject({ status: 'done', reason: 'analyzer_version', total: 12, done: 12 });
    const rows = await stored();
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.version === ANALYSIS_VERSION && r.hash === rows[0]?.hash)).toBe(true);
    const [run] = await t.query(`SELECT DISTINCT run_id FROM answers WHERE campaign_id = $1`, [campaignId]);
    // rebuildRun(id) re-enters itself with its transaction; count the outer calls only.
    expect(hook.mock.calls.filter((c) => c[1] === undefined).map((c) => c[0])).toEqual([run.run_id]);
    hook.mockRestore();
  }, 30_000);

  it('re-analyses after the brand set changes, and ignores duplicate or superseded batch jobs', async () => {
    await t.query(
      `UPDATE campaigns SET competitors = '[{"name":"Initech","aliases":[],"domains":["initech.io"]}]'
        WHERE id = $1`,
      [campaignId],
    );
    const [campaign] = await t.query(
      `SELECT id, brand_name, brand_aliases, website_domain, competitors FROM campaigns WHERE id = $1`,
      [campaignId],
    );
    const hash = analyzerForCampaign(campaign).contextHash;
    expect(await worker.request(campaignId)).toBe(true);
    const done = await waitDone();
    expect(done).toMatchObject({ status: 'done', reason: 'brand_set', total: 12, done: 12 });
    const rows = await stored();
    expect(rows.every((r) => r.hash === hash)).toBe(true);
    expect(rows.every((r) => r.competitors.map((c) => c.name).join() === 'Initech')).toBe(true);
    // A second delivery of the first batch, and a job for an older brand set, change nothing.
    expect(await worker.batch({ campaignId, contextHash: hash, batch: 0 })).toBe(0);
    expect(await worker.batch({ campaignId, contextHash: 'older', batch: 3 })).toBe(0);
    expect(await progress()).toMatchObject({ status: 'done', done: 12 });
  }, 30_000);

  it('starts right after an edit of the brand set through the API, with no wait for the sweep', async () => {
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/campaigns/${campaignId}`,
      token: team.tokens.admin,
      body: {
        organizationId: team.orgId,
        accountId: team.accountId,
        competitors: [{ name: 'Hooli', aliases: [], domains: ['hooli.xyz'] }],
      },
    });
    expect(patch.status).toBe(200);
    // The edit's response is sent after the chain was started: progress already shows it.
    expect((await progress()).reason).toBe('brand_set');
    expect(['running', 'done']).toContain((await progress()).status);
    await waitDone();
    expect((await stored()).every((r) => r.competitors.map((c) => c.name).join() === 'Hooli')).toBe(true);

    const track = await t.request({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/competitors`,
      token: team.tokens.admin,
      body: {
        organizationId: team.orgId,
        accountId: team.accountId,
        name: 'Initrode',
        aliases: [],
        domains: [],
      },
    });
    expect(track.status).toBe(201);
    await waitDone();
    const names = (await stored()).map((r) =>
      r.competitors
        .map((c) => c.name)
        .sort()
        .join(),
    );
    expect(new Set(names)).toEqual(new Set(['Hooli,Initrode']));

    // A rename changes no brand field: nothing is re-analysed.
    const before = await progress();
    const rename = await t.request({
      method: 'PATCH',
      url: `/api/campaigns/${campaignId}`,
      token: team.tokens.admin,
      body: { organizationId: team.orgId, accountId: team.accountId, name: 'Renamed campaign' },
    });
    expect(rename.status).toBe(200);
    expect(await progress()).toEqual(before);
  }, 30_000);

  it('keeps progress private to the campaign account', async () => {
    const other = await createTeam(t);
    const res = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/reanalysis?${scope(other)}`,
      token: other.tokens.viewer,
    });
    expect(res.status).toBe(404);
  });
});
