import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTeam, lastMail, PASSWORD, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('invites: send, resend, accept, decline', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://app.lantern.example' });
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  let n = 0;
  const email = () => `invitee-${Date.now()}-${++n}@Example.com`;
  const send = (body: Record<string, unknown>, token = team.tokens.admin, orgId = team.orgId) =>
    t.request({ method: 'POST', url: `/api/organizations/${orgId}/invites`, token, body });
  const accept = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/invites/accept', body });

  it('sends an invite: pending member, one audit row, a mail whose link comes from APP_URL only', async () => {
    const to = email();
    const res = await t.request({
      method: 'POST',
      url: `/api/organizations/${team.orgId}/invites`,
      token: team.tokens.admin,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      body: { email: to, roleId: team.roleIds.user, accountId: team.accountId },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Invite sent successfully');
    expect(res.body.invitation).toMatchObject({
      email: to.toLowerCase(),
      status: 'pending',
      role: { name: 'user' },
    });
    const mail = (await lastMail(t, to, 'invite'))!;
    expect(mail.url.origin + mail.url.pathname).toBe('https://app.lantern.example/accept-invite');
    expect(mail.token).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.url.searchParams.get('alreadyExists')).toBe('false');
    expect(mail.status).toBe('outbox');
    const [stored] = await t.query('SELECT token_hash FROM invitations WHERE id = $1', [
      res.body.invitation.id,
    ]);
    expect(stored.token_hash).not.toContain(mail.token);
    const users = await t.request({
      method: 'GET',
      url: `/api/accounts/${team.accountId}/users?organization_id=${team.orgId}`,
      token: team.tokens.viewer,
    });
    expect(users.body.find((u: { email: string }) => u.email === to.toLowerCase())).toMatchObject({
      status: 'pending',
    });
    const audit = await t.query(
      "SELECT count(*)::int AS n FROM activities WHERE entity_id = $1 AND activity_type = 'user_invite_sent'",
      [res.body.invitation.id],
    );
    expect(audit[0].n).toBe(1);
  });

  it('refuses super_admin, unknown roles, duplicates and members with clear messages', async () => {
    const sa = await send({ email: email(), roleId: team.roleIds.super_admin, accountId: team.accountId });
    expect(sa.status).toBe(400);
    expect(sa.body.errors.roleId).toBe('The super_admin role cannot be invited');
    const unknown = await send({
      email: email(),
      roleId: '00000000-0000-4000-8000-000000000000',
      accountId: team.accountId,
    });
    expect(unknown.status).toBe(400);
    const missing = await send({ email: '', roleId: '', accountId: team.accountId });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      email: 'Email address is required',
      roleId: 'Please select a role',
    });
    const invalid = await send({
      email: 'not-an-email',
      roleId: team.roleIds.user,
      accountId: team.accountId,
    });
    expect(invalid.body.errors.email).toBe('Please enter a valid email address');
    const to = email();
    await send({ email: to, roleId: team.roleIds.user, accountId: team.accountId });
    const again = await send({
      email: to.toUpperCase(),
      roleId: team.roleIds.user,
      accountId: team.accountId,
    });
    expect(again.status).toBe(409);
    const member = await send({
      email: team.owner.user.email,
      roleId: team.roleIds.user,
      accountId: team.accountId,
    });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe('This user is already a member of this account');
  });

  it('a free plan cannot invite, with the upgrade message', async () => {
    const solo = await t.signup();
    const org = solo.user.organizations[0]!;
    const roles = await t.request({ method: 'GET', url: '/api/roles', token: solo.accessToken });
    const res = await send(
      { email: email(), roleId: roles.body[2].id, accountId: org.accounts[0]!.id },
      solo.accessToken,
      org.id,
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'TIER_REQUIRED',
      message:
        'User invitations are only available for Business and Enterprise plans. Upgrade your plan to invite team members.',
    });
  });

  it('accepts as a new user (strong password required), then the link is spent', async () => {
    const to = email();
    await send({ email: to, roleId: team.roleIds.viewer, accountId: team.accountId });
    const { token } = (await lastMail(t, to, 'invite'))!;
    const weak = await accept({
      token,
      email: to,
      firstName: 'N',
      lastName: 'U',
      country: 'DE',
      password: 'alllowercase1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter and one number',
    );
    const noFields = await accept({ token, email: to });
    expect(noFields.status).toBe(400);
    expect(noFields.body.errors).toMatchObject({
      firstName: 'First name is required',
      password: 'Password must be at least 8 characters',
    });
    const ok = await accept({
      token,
      email: to.toUpperCase(),
      firstName: 'Nia',
      lastName: 'Ude',
      country: 'de',
      password: PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      firstName: 'Nia',
      country: 'DE',
      state: 'active',
      currentAccountId: team.accountId,
    });
    expect(ok.body.user.organizations[0].accounts[0].role.name).toBe('viewer');
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: ok.body.accessToken });
    expect(me.status).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: to, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const replay = await accept({
      token,
      email: to,
      firstName: 'Nia',
      lastName: 'Ude',
      country: 'DE',
      password: PASSWORD,
    });
    expect(replay.status).toBe(404);
    expect(replay.body.message).toBe('Invite not found or has expired');
  });

  it('accepts as an existing user with only token and email, into a second organization', async () => {
    const other = await t.signup();
    await send({ email: other.user.email, roleId: team.roleIds.user, accountId: team.accountId });
    const mail = (await lastMail(t, other.user.email, 'invite'))!;
    expect(mail.url.searchParams.get('alreadyExists')).toBe('true');
    const ok = await accept({ token: mail.token, email: other.user.email });
    expect(ok.status).toBe(200);
    expect(ok.body.user.organizations.map((o: { id: string }) => o.id).sort()).toEqual(
      [other.user.organizations[0]!.id, team.orgId].sort(),
    );
  });

  it('expired, wrong-email, malformed and double-submitted tokens get 404', async () => {
    const to = email();
    const sent = await send({ email: to, roleId: team.roleIds.user, accountId: team.accountId });
    const { token } = (await lastMail(t, to, 'invite'))!;
    const body = { token, email: to, firstName: 'A', lastName: 'B', country: 'FR', password: PASSWORD };
    expect((await accept({ ...body, email: 'someone-else@example.com' })).status).toBe(404);
    expect((await accept({ ...body, token: 'abc' })).status).toBe(404);
    await t.query("UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      sent.body.invitation.id,
    ]);
    expect((await accept(body)).status).toBe(404);
    await t.query("UPDATE invitations SET expires_at = now() + interval '1 day' WHERE id = $1", [
      sent.body.invitation.id,
    ]);
    const results = await Promise.all([accept(body), accept(body), accept(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
  });

  it('resend (by the invitee user id) issues a new link and voids the old one', async () => {
    const to = email();
    const sent = await send({ email: to, roleId: team.roleIds.user, accountId: team.accountId });
    const first = (await lastMail(t, to, 'invite'))!.token;
    const userId = sent.body.invitation.userId;
    const res = await t.request({
      method: 'POST',
      url: `/api/organizations/${team.orgId}/invites/${userId}/resend`,
      token: team.tokens.admin,
      body: { invitation_id: userId },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Invite resent successfully');
    const second = (await lastMail(t, to, 'invite'))!.token;
    expect(second).not.toBe(first);
    const body = { email: to, firstName: 'A', lastName: 'B', country: 'FR', password: PASSWORD };
    expect((await accept({ ...body, token: first })).status).toBe(404);
    expect((await accept({ ...body, token: second })).status).toBe(200);
    const gone = await t.request({
      method: 'POST',
      url: `/api/organizations/${team.orgId}/invites/${userId}/resend`,
      token: team.tokens.admin,
      body: {},
    });
    expect(gone.status).toBe(404);
    const mismatch = await t.request({
      method: 'POST',
      url: `/api/organizations/${team.orgId}/invites/${userId}/resend`,
      token: team.tokens.admin,
      body: { invitation_id: team.userIds.viewer },
    });
    expect(mismatch.status).toBe(400);
  });

  it('decline removes the pending membership and spends the link', async () => {
    const to = email();
    await send({ email: to, roleId: team.roleIds.user, accountId: team.accountId });
    const { token } = (await lastMail(t, to, 'invite'))!;
    const res = await t.request({ method: 'POST', url: '/api/invites/decline', body: { token, email: to } });
    expect(res.status).toBe(200);
    const users = await t.request({
      method: 'GET',
      url: `/api/accounts/${team.accountId}/users?organization_id=${team.orgId}`,
      token: team.tokens.admin,
    });
    expect(users.body.some((u: { email: string }) => u.email === to.toLowerCase())).toBe(false);
    expect((await accept({ token, email: to })).status).toBe(404);
  });

  it('enforces the per-account invite limit of the plan', async () => {
    const used = await t.request({
      method: 'GET',
      url: `/api/usage/organization?organization_id=${team.orgId}&account_id=${team.accountId}`,
      token: team.tokens.admin,
    });
    const item = used.body.items.find((i: { key: string }) => i.key === 'user_invite_limit_per_account');
    for (let i = item.used; i < item.limit; i++) {
      expect(
        (await send({ email: email(), roleId: team.roleIds.user, accountId: team.accountId })).status,
      ).toBe(201);
    }
    const over = await send({ email: email(), roleId: team.roleIds.user, accountId: team.accountId });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'This account has reached its limit of 10 invited users. Upgrade your plan to invite more.',
    });
  });
});
