import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTeam, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

/** Hostile and odd input answers with a 4xx and a clear message, never a 500. */
describe('bad input', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  it('malformed ids in path, query and body are 400 with the field named', async () => {
    const cases = [
      {
        method: 'GET',
        url: `/api/accounts/not-a-uuid/users?organization_id=${team.orgId}`,
        field: 'accountId',
      },
      {
        method: 'GET',
        url: `/api/accounts/${team.accountId}/users?organization_id=1%27%20OR%201=1`,
        field: 'organization_id',
      },
      { method: 'PATCH', url: `/api/organizations/../../etc/tier`, field: null },
      {
        method: 'POST',
        url: '/api/auth/context_login',
        body: { organization_id: 42 },
        field: 'organization_id',
      },
    ];
    for (const c of cases) {
      const res = await t.request({ ...c, token: team.tokens.admin });
      expect({ url: c.url, status: res.status < 500 && res.status >= 400 }).toEqual({
        url: c.url,
        status: true,
      });
      if (c.field) expect(Object.keys(res.body.errors ?? {})).toContain(c.field);
    }
  });

  it('unknown fields and wrong types are 400', async () => {
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'a@example.com', password: 'x', isAdmin: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field(s): isAdmin');
    const types = await t.request({
      method: 'POST',
      url: `/api/activities/account/${team.accountId}/organization/${team.orgId}/list`,
      token: team.tokens.admin,
      body: { limit: '20', offset: -1, activityTypes: 'user_login' },
    });
    expect(types.status).toBe(400);
    const array = await t.request({ method: 'POST', url: '/api/auth/login', body: [1, 2, 3] });
    expect(array.status).toBe(400);
    const notJson = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/not valid JSON/);
  });

  it('huge and deeply nested bodies are refused', async () => {
    const huge = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'a'.repeat(2_000_000), password: 'x' },
    });
    expect(huge.status).toBe(413);
    const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const deep = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      body: `{"firstName":${nested}}`,
    });
    expect(deep.status).toBeGreaterThanOrEqual(400);
    expect(deep.status).toBeLessThan(500);
  });

  it('NUL bytes are refused; emoji and right-to-left names are kept as typed', async () => {
    const nul = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      body: {
        firstName: 'A\u0000B',
        lastName: 'C',
        email: `nul-${Date.now()}@example.com`,
        country: 'IN',
        password: 'longenough1',
      },
    });
    expect(nul.status).toBe(400);
    expect(nul.body.errors.firstName).toBe('Must not contain NUL characters');
    const rtl = await t.signup({ firstName: 'مريم 🚀', lastName: 'כהן', companyName: 'שלום & Co. 🌍' });
    expect(rtl.user).toMatchObject({ firstName: 'مريم 🚀', lastName: 'כהן' });
    expect(rtl.user.organizations[0]!.name).toBe('שלום & Co. 🌍');
    const account = await t.request({
      method: 'POST',
      url: `/api/accounts/organizations/${team.orgId}`,
      token: team.tokens.admin,
      body: { name: "Robert'); DROP TABLE accounts;-- 🙂", actor_account_id: team.accountId },
    });
    expect(account.status).toBe(201);
    expect(account.body.name).toBe("Robert'); DROP TABLE accounts;-- 🙂");
  });

  it('SQL metacharacters in the campaign search and sort are text or a 400', async () => {
    const base = `/api/campaigns/list?organizationId=${team.orgId}&accountId=${team.accountId}`;
    const search = await t.request({
      method: 'GET',
      url: `${base}&search=${encodeURIComponent("%' OR 1=1 --")}`,
      token: team.tokens.viewer,
    });
    expect(search.status).toBe(200);
    expect(search.body.campaigns).toEqual([]);
    const sort = await t.request({
      method: 'GET',
      url: `${base}&sortBy=${encodeURIComponent('name;DROP TABLE campaigns')}`,
      token: team.tokens.viewer,
    });
    expect(sort.status).toBe(400);
  });

  it('emails are compared case-insensitively everywhere', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: team.owner.user.email.toUpperCase(), password: 'correct-horse-1' },
    });
    expect(login.status).toBe(200);
  });
});
