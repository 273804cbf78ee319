import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app';
import { createTeam, type Team } from './support/team';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const b64 = (v: object | string) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
function sign(payload: object, { secret = SECRET, alg = 'HS256' } = {}): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);

describe('sessions: tokens, revocation, context login, switch account, profile', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  const me = (token: string) => t.request({ method: 'GET', url: '/api/users/me', token });

  it('rejects tampered, expired, wrong-audience, wrong-issuer, unsigned and foreign-key tokens', async () => {
    const ver = 0;
    const sub = team.userIds.viewer;
    const valid = { sub, ver, aud: 'lantern-app', iss: 'lantern', iat: now(), exp: now() + 600 };
    expect((await me(sign(valid))).status).toBe(200);
    const [h, p, s] = team.tokens.viewer.split('.');
    const tampered = `${h}.${b64({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: team.userIds.super_admin })}.${s}`;
    for (const token of [
      tampered,
      sign({ ...valid, exp: now() - 10 }),
      sign({ ...valid, aud: 'another-app' }),
      sign({ ...valid, iss: 'someone' }),
      sign(valid, { alg: 'none' }),
      sign(valid, { secret: 'a-different-secret-that-is-long-enough-too' }),
      sign({ ...valid, ver: 5 }),
      'not-a-jwt',
    ]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });

  it('logout revokes every token of the user, and is audited', async () => {
    const s = await t.signup();
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: s.user.email, password: 'correct-horse-1' },
    });
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token: s.accessToken });
    expect(out.status).toBe(200);
    expect((await me(s.accessToken)).status).toBe(401);
    expect((await me(login.body.accessToken)).status).toBe(401);
    const fresh = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: s.user.email, password: 'correct-horse-1' },
    });
    expect((await me(fresh.body.accessToken)).status).toBe(200);
    const rows = await t.query(
      "SELECT organization_id FROM activities WHERE user_id = $1 AND activity_type = 'user_logout'",
      [s.user.id],
    );
    expect(rows).toEqual([{ organization_id: s.user.organizations[0]!.id }]);
  });

  it('context login selects the organization and its account; the user reports it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/context_login',
      token: team.tokens.admin,
      body: { organization_id: team.orgId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: team.userIds.admin,
      currentOrganizationId: team.orgId,
      currentAccountId: team.accountId,
    });
    expect(res.body.organizations.map((o: { id: string }) => o.id)).toContain(team.orgId);
    const alias = await t.request({
      method: 'POST',
      url: '/api/auth/context_login',
      token: team.tokens.admin,
      body: { orgId: team.orgId },
    });
    expect(alias.status).toBe(200);
    const missing = await t.request({
      method: 'POST',
      url: '/api/auth/context_login',
      token: team.tokens.admin,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ organization_id: 'organization_id is required' });
  });

  it('switch account selects another account of the organization, only one the user belongs to', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/switch_account',
      token: team.tokens.super_admin,
      body: { organization_id: team.orgId, account_id: team.otherAccountId },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.currentAccountId).toBe(team.otherAccountId);
    expect((await me(team.tokens.super_admin)).body.currentAccountId).toBe(team.otherAccountId);
    const denied = await t.request({
      method: 'POST',
      url: '/api/auth/switch_account',
      token: team.tokens.viewer,
      body: { organization_id: team.orgId, account_id: team.otherAccountId },
    });
    expect(denied.status).toBe(404);
    expect(denied.body.message).toBe('Account not found');
    await t.request({
      method: 'POST',
      url: '/api/auth/switch_account',
      token: team.tokens.super_admin,
      body: { organization_id: team.orgId, account_id: team.accountId },
    });
  });

  it('updates the profile with one audit row and rejects empty names', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: team.tokens.user,
      body: { firstName: 'Zoë', lastName: 'שלום', country: 'il' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Zoë', lastName: 'שלום', country: 'IL' });
    const rows = await t.query(
      "SELECT count(*)::int AS n FROM activities WHERE user_id = $1 AND activity_type = 'user_profile_updated'",
      [team.userIds.user],
    );
    expect(rows[0].n).toBe(1);
    const bad = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      token: team.tokens.user,
      body: { firstName: '  ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.firstName).toBe('First Name is required');
  });

  it('answers permissions, limits and role per account', async () => {
    const viewer = await t.request({
      method: 'GET',
      url: `/api/permissions/user?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token: team.tokens.viewer,
    });
    expect(viewer.status).toBe(200);
    expect(viewer.body.user_info).toEqual({ role: 'viewer', tier: 'business' });
    expect(viewer.body.permissions.campaign).toEqual(['view']);
    expect(viewer.body.permissions.invite).toBeUndefined();
    expect(viewer.body.limits).toMatchObject({
      user_invite_limit_per_account: 10,
      max_accounts_per_organization: 5,
      is_user_invite_allowed: true,
      is_account_creation_allowed: true,
    });
    const admin = await t.request({
      method: 'GET',
      url: `/api/permissions/user?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token: team.tokens.admin,
    });
    expect(admin.body.permissions.invite).toEqual(['view', 'send_invite']);
    expect(admin.body.features).toContain('invite_users');
  });

  it('reports usage against each plan limit', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/usage/organization?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token: team.tokens.user,
    });
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.body.items.map((i: { key: string }) => [i.key, i]));
    expect(byKey.max_accounts_per_organization).toMatchObject({ used: 2, limit: 5, reached: false });
    expect(byKey.user_invite_limit_per_account).toMatchObject({ used: 3, limit: 10, reached: false });
  });

  it('serves feature flags globally and per account; admins override them per account', async () => {
    const global = await t.request({ method: 'GET', url: '/api/config/global', token: team.tokens.viewer });
    expect(global.body.flags).toContainEqual({ path: 'app.tab.security.enabled', value: true });
    const put = await t.request({
      method: 'PUT',
      url: `/api/config/user?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token: team.tokens.admin,
      body: { flags: [{ path: 'app.tab.billing.enabled', value: false }] },
    });
    expect(put.status).toBe(200);
    const user = await t.request({
      method: 'GET',
      url: `/api/config/user?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token: team.tokens.viewer,
    });
    expect(user.body.flags).toContainEqual({ path: 'app.tab.billing.enabled', value: false });
    const unknown = await t.request({
      method: 'PUT',
      url: `/api/config/user?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token: team.tokens.admin,
      body: { flags: [{ path: 'app.secret.enabled', value: true }] },
    });
    expect(unknown.status).toBe(400);
  });

  it('only a super_admin changes the plan, to a known tier, with one audit row', async () => {
    const byAdmin = await t.request({
      method: 'PATCH',
      url: `/api/organizations/${team.orgId}/tier`,
      token: team.tokens.admin,
      body: { tier: 'enterprise' },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('This feature is only available to super_admin users.');
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/organizations/${team.orgId}/tier`,
      token: team.tokens.super_admin,
      body: { tier: 'platinum' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('tier must be one of free, starter, business, enterprise');
    const ok = await t.request({
      method: 'PATCH',
      url: `/api/organizations/${team.orgId}/tier`,
      token: team.tokens.super_admin,
      body: { tier: 'enterprise' },
    });
    expect(ok.body.tier).toBe('enterprise');
    const rows = await t.query(
      "SELECT metadata FROM activities WHERE organization_id = $1 AND activity_type = 'plan_changed' ORDER BY created_at",
      [team.orgId],
    );
    expect(rows.map((r) => [r.metadata.from, r.metadata.to])).toEqual([
      ['free', 'business'],
      ['business', 'enterprise'],
    ]);
    await t.request({
      method: 'PATCH',
      url: `/api/organizations/${team.orgId}/tier`,
      token: team.tokens.super_admin,
      body: { tier: 'business' },
    });
  });

  it('lists the four roles, with trailing slash or not', async () => {
    for (const url of ['/api/roles', '/api/roles/']) {
      const res = await t.request({ method: 'GET', url, token: team.tokens.viewer });
      expect(res.status).toBe(200);
      expect(res.body.map((r: { name: string }) => r.name)).toEqual([
        'super_admin',
        'admin',
        'user',
        'viewer',
      ]);
    }
  });

  it('sends a Contact Support message to the support address and audits it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/support/tickets',
      token: team.tokens.viewer,
      body: {
        organization_id: team.orgId,
        account_id: team.accountId,
        subject: ' Export question ',
        message: 'How do I export?',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Your message reached our support team. We reply by email, usually within one business day.',
    );
    const [mail] = await t.query(
      "SELECT subject, text_body FROM mail_outbox WHERE kind = 'support' AND to_address = 'support@lantern.local'",
    );
    expect(mail.subject).toBe('[Support] Export question');
    expect(mail.text_body).toContain('How do I export?');
    const rows = await t.query(
      "SELECT count(*)::int AS n FROM activities WHERE entity_id = $1 AND activity_type = 'support_ticket_created'",
      [res.body.ticketId],
    );
    expect(rows[0].n).toBe(1);
    const empty = await t.request({
      method: 'POST',
      url: '/api/support/tickets',
      token: team.tokens.viewer,
      body: { organization_id: team.orgId, account_id: team.accountId, subject: '', message: ' ' },
    });
    expect(empty.body.errors).toEqual({ subject: 'Subject is required', message: 'Message is required' });
  });
});
