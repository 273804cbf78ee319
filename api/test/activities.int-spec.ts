import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RouteCatalog } from '../src/modules/docs/route-catalog.service';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('activity log', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    // A spread of rows to filter, next to those the team's creation wrote.
    await t.query(
      `INSERT INTO activities (organization_id, account_id, user_id, activity_type, entity_type, entity_id,
                               description, ip_address, user_agent, metadata, created_at, user_name, user_email)
       SELECT $1, $2, CASE WHEN i % 2 = 0 THEN $3::uuid ELSE $4::uuid END,
              (ARRAY['campaign_created','campaign_updated','campaign_deleted'])[1 + i % 3], 'campaign',
              'camp-' || i, 'Campaign 100% "Q' || i || '_launch" edited', '10.0.' || (i % 4) || '.1', 'bench',
              jsonb_build_object('i', i), now() - make_interval(days => i), 'Ann Lee', 'ann@example.com'
         FROM generate_series(1, 60) AS i`,
      [team.orgId, team.accountId, team.userIds.admin, team.userIds.user],
    );
  }, 60_000);
  afterAll(() => t.close());

  const list = (body: Record<string, unknown>, token = team.tokens.admin) =>
    t.request({
      method: 'POST',
      url: `/api/activities/account/${team.accountId}/organization/${team.orgId}/list`,
      token,
      body,
    });

  it('pages newest first with the total, and shapes each row as the spec says', async () => {
    const res = await list({ limit: 10, offset: 0 });
    expect(res.status).toBe(200);
    expect(res.body.activities).toHaveLength(10);
    expect(res.body.pagination).toMatchObject({ limit: 10, offset: 0 });
    expect(res.body.pagination.total).toBeGreaterThan(60);
    const dates = res.body.activities.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(Object.keys(res.body.activities[0]).sort()).toEqual(
      [
        'accountId',
        'activityMetadata',
        'activityType',
        'createdAt',
        'description',
        'entityId',
        'entityType',
        'id',
        'ipAddress',
        'userAgent',
        'userEmail',
        'userId',
        'userName',
      ].sort(),
    );
    const page2 = await list({ limit: 10, offset: 10 });
    const ids = new Set(res.body.activities.map((a: { id: string }) => a.id));
    expect(page2.body.activities.some((a: { id: string }) => ids.has(a.id))).toBe(false);
  });

  it('answers totals from the running counts, equal to the rows themselves', async () => {
    const [{ n }] = await t.query('SELECT count(*)::int AS n FROM activities WHERE organization_id = $1', [
      team.orgId,
    ]);
    expect((await list({})).body.pagination.total).toBe(n);
    const [{ m }] = await t.query(
      "SELECT count(*)::int AS m FROM activities WHERE organization_id = $1 AND entity_type IN ('campaign', 'invite')",
      [team.orgId],
    );
    expect((await list({ entityTypes: ['campaign', 'invite'] })).body.pagination.total).toBe(m);
  });

  it('counts filtered matches up to the cap and says so beyond it', async () => {
    await t.query(
      `INSERT INTO activities (organization_id, activity_type, entity_type, description, ip_address)
       SELECT $1, 'system_event', 'settings', 'Nightly rollup ' || i, '192.0.2.' || (i % 250)
         FROM generate_series(1, 10050) AS i`,
      [team.orgId],
    );
    const capped = await list({ search: 'nightly rollup' });
    expect(capped.body.pagination).toMatchObject({ total: 10_000, totalCapped: true });
    const exact = await list({ activityTypes: ['system_event'] });
    expect(exact.body.pagination).toMatchObject({ total: 10_050, totalCapped: false });
    const small = await list({ search: 'nightly rollup 10049' });
    expect(small.body.pagination).toMatchObject({ total: 1, totalCapped: false });
    await t.query("DELETE FROM activities WHERE organization_id = $1 AND activity_type = 'system_event'", [
      team.orgId,
    ]);
    expect((await list({ activityTypes: ['system_event'] })).body.pagination.total).toBe(0);
  });

  it('filters by types, entity ids, users, dates and IP prefix', async () => {
    const deleted = await list({ activityTypes: ['campaign_deleted'], limit: 100 });
    expect(deleted.body.pagination.total).toBe(20);
    expect(new Set(deleted.body.activities.map((a: { activityType: string }) => a.activityType))).toEqual(
      new Set(['campaign_deleted']),
    );
    expect((await list({ entityIds: ['camp-7', 'camp-8'] })).body.pagination.total).toBe(2);
    expect(
      (await list({ userIds: [team.userIds.user], entityTypes: ['campaign'] })).body.pagination.total,
    ).toBe(30);
    const week = new Date(Date.now() - 7.5 * 86_400_000).toISOString().slice(0, 19);
    expect((await list({ entityTypes: ['campaign'], startDate: week })).body.pagination.total).toBe(7);
    const endDay = new Date(Date.now() - 58 * 86_400_000).toISOString().slice(0, 10);
    expect((await list({ entityTypes: ['campaign'], endDate: endDay })).body.pagination.total).toBe(3);
    expect((await list({ ipAddress: '10.0.3.' })).body.pagination.total).toBe(15);
  });

  it('searches literally: SQL and LIKE metacharacters are plain text', async () => {
    expect((await list({ search: 'q7_launch' })).body.pagination.total).toBe(1);
    expect((await list({ search: '100%' })).body.pagination.total).toBe(60);
    expect((await list({ search: "'; DROP TABLE activities; --" })).body.pagination.total).toBe(0);
    expect((await list({ search: '%' })).body.pagination.total).toBe(60);
    expect((await list({ search: 'ANN@EXAMPLE' })).body.pagination.total).toBe(60);
  });

  it('sorts by an allowed column only', async () => {
    const res = await list({ sortBy: 'activity_type', sortOrder: 'asc', limit: 100 });
    const types = res.body.activities.map((a: { activityType: string }) => a.activityType);
    expect([...types].sort()).toEqual(types);
    const bad = await list({ sortBy: 'created_at; DROP TABLE users' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('sortBy must be one of created_at, activity_type, entity_type, ip_address');
  });

  it('rejects bad filters with clear messages', async () => {
    expect((await list({ activityTypes: ['made_up'] })).body.message).toBe('Unknown activity type');
    expect((await list({ userIds: ['nope'] })).body.message).toBe('userIds must be a UUID');
    expect((await list({ startDate: 'yesterday' })).status).toBe(400);
    expect((await list({ startDate: '2026-05-02', endDate: '2026-05-01' })).body.message).toBe(
      'startDate must not be after endDate',
    );
    expect((await list({ limit: 1000 })).status).toBe(400);
  });

  it('is for admins only, and never reveals another organization', async () => {
    const res = await list({}, team.tokens.user);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This feature is only available to admin users.');
    const other = await t.signup();
    const theirs = await list({}, other.accessToken);
    expect(theirs.status).toBe(404);
    const own = await t.request({
      method: 'POST',
      url: `/api/activities/account/${other.user.organizations[0]!.accounts[0]!.id}/organization/${other.user.organizations[0]!.id}/list`,
      token: other.accessToken,
      body: { limit: 100 },
    });
    expect(own.body.activities.every((a: { accountId: string }) => a.accountId !== team.accountId)).toBe(
      true,
    );
  });

  it('records denied access, and offers no way to change or delete activity rows', async () => {
    await list({}, team.tokens.viewer);
    const rows = await t.query(
      "SELECT metadata FROM activities WHERE user_id = $1 AND activity_type = 'access_denied'",
      [team.userIds.viewer],
    );
    expect(rows.length).toBeGreaterThan(0);
    const writes = t.app
      .get(RouteCatalog)
      .routes()
      .filter((r) => r.path.startsWith('/api/activities') && r.handler !== 'ActivitiesController.list');
    expect(writes).toEqual([]);
  });

  it('records failed logins (unknown and known emails alike)', async () => {
    await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: team.owner.user.email, password: 'wrong-pass' },
    });
    const rows = await t.query(
      "SELECT organization_id FROM activities WHERE activity_type = 'user_login_failed' AND user_id = $1",
      [team.userIds.super_admin],
    );
    expect(rows).toEqual([{ organization_id: team.orgId }]);
  });
});
