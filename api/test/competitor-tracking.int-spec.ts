import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPETITOR_TRACKING_ERRORS } from '@lantern/contracts';
import { untrackedSuggestions } from '../src/modules/campaigns/competitor-suggestions';
import { createCampaign } from './support/campaigns';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('tracking a suggested competitor', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  const track = (campaignId: string, name: string, token = team.tokens.user) =>
    t.request({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/competitors`,
      token,
      body: { organizationId: team.orgId, accountId: team.accountId, name },
    });

  it('adds it once, with one audit row; refuses the own brand, a repeat, a viewer and bad input', async () => {
    const campaign = await createCampaign(t, team, { runNow: false, brandName: 'Acme Tools' });
    const added = await track(campaign.id, 'Initech');
    expect(added.status).toBe(201);
    expect(added.body.competitors).toEqual([
      { name: 'Globex', aliases: [], domains: ['globex.com'] },
      { name: 'Initech', aliases: [], domains: [] },
    ]);
    const audit = await t.query(
      `SELECT metadata AS m FROM activities WHERE entity_id = $1 AND activity_type = 'campaign_updated'`,
      [campaign.id],
    );
    expect(audit).toEqual([
      { m: expect.objectContaining({ changed: ['competitors'], trackedCompetitor: 'Initech' }) },
    ]);

    const again = await track(campaign.id, 'initech');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COMPETITOR_TRACKING_ERRORS.alreadyTracked('initech'));
    for (const own of ['Acme Tools', 'acme', 'Acme-Tools Inc']) {
      const res = await track(campaign.id, own);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(COMPETITOR_TRACKING_ERRORS.ownBrand);
    }
    expect((await track(campaign.id, 'Hooli', team.tokens.viewer)).status).toBe(403);
    expect((await track(campaign.id, '  ')).status).toBe(400);
    expect((await track('00000000-0000-4000-8000-000000000000', 'Hooli')).status).toBe(404);
  });

  it('suggestions leave out the own brand and the competitors tracked since', () => {
    const campaign = {
      brandName: 'Acme Tools',
      brandAliases: [],
      websiteDomain: 'acme-tools.com',
      competitors: [{ name: 'Globex', aliases: ['Globex Corp'], domains: [] }],
    };
    const names = (xs: { name: string }[]) => xs.map((x) => x.name);
    expect(
      names(
        untrackedSuggestions(
          [{ name: 'Acme' }, { name: 'Globex Corp' }, { name: 'Initech' }, { name: 'AcmeTools' }],
          campaign,
        ),
      ),
    ).toEqual(['Initech']);
  });
});
