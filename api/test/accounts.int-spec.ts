import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTeam, inviteAndAccept, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('accounts and members', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  }, 60_000);
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, token = team.tokens.admin) =>
    t.request({ method: 'POST', url: `/api/accounts/organizations/${team.orgId}`, token, body });
  const role = (userId: string, roleId: string, token = team.tokens.admin) =>
    t.request({
      method: 'PATCH',
      url: `/api/accounts/${team.accountId}/users/${userId}/role?organization_id=${team.orgId}`,
      token,
      body: { roleId },
    });

  it('creates an account (creator joins it), with trimmed name and one audit row', async () => {
    const res = await create({
      name: '  Growth  ',
      description: '  EMEA brands  ',
      actor_account_id: team.accountId,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Growth', description: 'EMEA brands', role: { name: 'admin' } });
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: team.tokens.admin });
    const org = me.body.organizations.find((o: { id: string }) => o.id === team.orgId);
    expect(org.accounts.map((a: { name: string }) => a.name)).toContain('Growth');
    const audit = await t.query(
      "SELECT count(*)::int AS n FROM activities WHERE entity_id = $1 AND activity_type = 'account_created'",
      [res.body.id],
    );
    expect(audit[0].n).toBe(1);
  });

  it('refuses blank and duplicate names, and creation beyond the plan limit', async () => {
    const blank = await create({ name: '   ', actor_account_id: team.accountId });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.name).toBe('Account name is required');
    const dup = await create({ name: 'growth', actor_account_id: team.accountId });
    expect(dup.status).toBe(409);
    expect((await create({ name: 'Fourth', actor_account_id: team.accountId })).status).toBe(201);
    expect((await create({ name: 'Fifth', actor_account_id: team.accountId })).status).toBe(201);
    const over = await create({ name: 'Sixth', actor_account_id: team.accountId });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 5 accounts per organization. Upgrade your plan to add more.',
    });
  });

  it('updates name and description; a user role cannot', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/accounts/organizations/${team.orgId}/${team.accountId}`,
      token: team.tokens.admin,
      body: { name: 'Main brand', description: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Main brand', description: null });
    const denied = await t.request({
      method: 'PATCH',
      url: `/api/accounts/organizations/${team.orgId}/${team.accountId}`,
      token: team.tokens.user,
      body: { name: 'Mine' },
    });
    expect(denied.status).toBe(403);
    const empty = await t.request({
      method: 'PATCH',
      url: `/api/accounts/organizations/${team.orgId}/${team.accountId}`,
      token: team.tokens.admin,
      body: {},
    });
    expect(empty.status).toBe(400);
  });

  it('never deletes the current account; deletes another with its data', async () => {
    const current = await t.request({
      method: 'DELETE',
      url: `/api/accounts/organizations/${team.orgId}/${team.accountId}`,
      token: team.tokens.super_admin,
    });
    expect(current.status).toBe(409);
    expect(current.body.message).toBe(
      'You cannot delete the account you are using. Switch to another account first.',
    );
    const ok = await t.request({
      method: 'DELETE',
      url: `/api/accounts/organizations/${team.orgId}/${team.otherAccountId}`,
      token: team.tokens.super_admin,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Account deleted successfully');
    const again = await t.request({
      method: 'DELETE',
      url: `/api/accounts/organizations/${team.orgId}/${team.otherAccountId}`,
      token: team.tokens.super_admin,
    });
    expect(again.status).toBe(404);
  });

  it('changes a role: takes effect on the next request, audited with from and to', async () => {
    const member = await inviteAndAccept(
      t,
      { token: team.tokens.super_admin, orgId: team.orgId, accountId: team.accountId },
      team.roleIds.viewer,
    );
    const sendAs = () =>
      t.request({
        method: 'GET',
        url: `/api/permissions/user?organization_id=${team.orgId}&account_id=${team.accountId}`,
        token: member.accessToken,
      });
    expect((await sendAs()).body.user_info.role).toBe('viewer');
    const res = await role(member.user.id, team.roleIds.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'User role updated successfully',
      user: { role: { name: 'admin' } },
    });
    expect((await sendAs()).body.user_info.role).toBe('admin');
    const [row] = await t.query(
      "SELECT metadata FROM activities WHERE activity_type = 'role_changed' AND entity_id = $1",
      [member.user.id],
    );
    expect(row.metadata).toMatchObject({ from: 'viewer', to: 'admin' });
  });

  it('role change rules: not yourself, never super_admin, not the same role, not pending users, not the owner', async () => {
    const self = await role(team.userIds.admin, team.roleIds.user);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change your own role');
    const sa = await role(team.userIds.viewer, team.roleIds.super_admin);
    expect(sa.status).toBe(400);
    expect(sa.body.errors.roleId).toBe('The super_admin role cannot be assigned');
    const same = await role(team.userIds.viewer, team.roleIds.viewer);
    expect(same.status).toBe(400);
    const owner = await role(team.userIds.super_admin, team.roleIds.viewer);
    expect(owner.status).toBe(403);
    const pending = await t.request({
      method: 'POST',
      url: `/api/organizations/${team.orgId}/invites`,
      token: team.tokens.admin,
      body: { email: `p-${Date.now()}@example.com`, roleId: team.roleIds.user, accountId: team.accountId },
    });
    const p = await role(pending.body.invitation.userId, team.roleIds.viewer);
    expect(p.status).toBe(409);
    expect(p.body.message).toBe('Only active users can have their role changed');
    const stranger = await role('00000000-0000-4000-8000-000000000001', team.roleIds.viewer);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('User not found');
  });

  it('removing a member takes effect on their very next request', async () => {
    const member = await inviteAndAccept(
      t,
      { token: team.tokens.super_admin, orgId: team.orgId, accountId: team.accountId },
      team.roleIds.user,
    );
    const list = () =>
      t.request({
        method: 'GET',
        url: `/api/campaigns/list?organizationId=${team.orgId}&accountId=${team.accountId}`,
        token: member.accessToken,
      });
    expect((await list()).status).toBe(200);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/accounts/${team.accountId}/users/${member.user.id}?organization_id=${team.orgId}`,
      token: team.tokens.admin,
    });
    expect(res.status).toBe(200);
    expect((await list()).status).toBe(404);
  });

  it('a free plan cannot create accounts (upgrade message)', async () => {
    const solo = await t.signup();
    const org = solo.user.organizations[0]!;
    const res = await t.request({
      method: 'POST',
      url: `/api/accounts/organizations/${org.id}`,
      token: solo.accessToken,
      body: { name: 'Second', actor_account_id: org.accounts[0]!.id },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TIER_REQUIRED');
  });
});
