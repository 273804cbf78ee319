import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROLE_NAMES, type RoleName } from '@lantern/contracts';
import { RouteCatalog } from '../src/modules/docs/route-catalog.service';
import { campaignBody } from './support/campaigns';
import { createTeam, inviteAndAccept, type Team } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

type Caller = RoleName | 'non_member';
interface Req {
  method: string;
  url: string;
  body?: unknown;
}
interface Entry {
  /** Roles that may call the route in their own organization (a non-member never may). */
  allowed: readonly RoleName[] | 'all';
  /** Builds a request that succeeds for an allowed caller (it may set up fresh data first). */
  build: (caller: Caller, token: string) => Promise<Req>;
}

const ADMINS: RoleName[] = ['super_admin', 'admin'];
let seq = 0;

/**
 * Walks every route x caller (each role, and a signed-in member of another organization) and checks
 * allow (2xx) or deny (403 for a member without the permission, 404 outside the organization).
 */
describe('authorization matrix', () => {
  let t: TestApp;
  let team: Team;
  let outsider: { token: string; orgId: string; accountId: string };
  let pendingInviteUserId: string;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    // Enterprise room, so that plan limits never mask a permission verdict.
    await t.request({
      method: 'PATCH',
      url: `/api/organizations/${team.orgId}/tier`,
      token: team.tokens.super_admin,
      body: { tier: 'enterprise' },
    });
    const o = await t.signup();
    outsider = {
      token: o.accessToken,
      orgId: o.user.organizations[0]!.id,
      accountId: o.user.organizations[0]!.accounts[0]!.id,
    };
    const pending = await t.request({
      method: 'POST',
      url: `/api/organizations/${team.orgId}/invites`,
      token: team.tokens.super_admin,
      body: {
        email: `pending-${Date.now()}@example.com`,
        roleId: team.roleIds.viewer,
        accountId: team.accountId,
      },
    });
    pendingInviteUserId = pending.body.invitation.userId;
  }, 60_000);
  afterAll(() => t.close());

  const q = () => `organization_id=${team.orgId}&account_id=${team.accountId}`;
  const freshMember = async () =>
    (
      await inviteAndAccept(
        t,
        { token: team.tokens.super_admin, orgId: team.orgId, accountId: team.accountId },
        team.roleIds.viewer,
      )
    ).user.id;

  const cq = () => `organizationId=${team.orgId}&accountId=${team.accountId}`;
  const cbody = () => ({ organizationId: team.orgId, accountId: team.accountId });
  /** A fresh campaign of the team's account (no run unless asked), made by the super admin. */
  const freshCampaign = async (runNow = false): Promise<string> => {
    const res = await t.request({
      method: 'POST',
      url: '/api/campaigns',
      token: team.tokens.super_admin,
      body: campaignBody(team, { name: `Matrix ${++seq}`, runNow, competitors: [], platforms: undefined }),
    });
    if (res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  };

  const MATRIX: Record<string, Entry> = {
    'PermissionsController.user': {
      allowed: 'all',
      build: async () => ({ method: 'GET', url: `/api/permissions/user?${q()}` }),
    },
    'UsageController.organization': {
      allowed: 'all',
      build: async () => ({ method: 'GET', url: `/api/usage/organization?${q()}` }),
    },
    'FeatureFlagsController.user': {
      allowed: 'all',
      build: async () => ({ method: 'GET', url: `/api/config/user?${q()}` }),
    },
    'FeatureFlagsController.update': {
      allowed: ADMINS,
      build: async () => ({
        method: 'PUT',
        url: `/api/config/user?${q()}`,
        body: { flags: [{ path: 'app.tab.billing.enabled', value: true }] },
      }),
    },
    'CampaignsController.list': {
      allowed: 'all',
      build: async () => ({
        method: 'GET',
        url: `/api/campaigns/list?organizationId=${team.orgId}&accountId=${team.accountId}`,
      }),
    },
    'CampaignsController.platforms': {
      allowed: 'all',
      build: async () => ({ method: 'GET', url: `/api/campaigns/platforms?${cq()}` }),
    },
    'CampaignsController.preview': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => ({
        method: 'POST',
        url: '/api/campaigns/prompts/preview',
        body: {
          ...cbody(),
          websiteUrl: 'acme.com',
          location: 'India',
          keywords: ['crm'],
          breadth: 2,
          depth: 2,
        },
      }),
    },
    'CampaignsController.import': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => ({
        method: 'POST',
        url: '/api/campaigns/prompts/import',
        body: { ...cbody(), filename: 'p.txt', content: 'Which CRM is best?\nBest CRM for startups' },
      }),
    },
    'CampaignsController.create': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => ({
        method: 'POST',
        url: '/api/campaigns',
        body: campaignBody(team, { name: `Matrix create ${++seq}`, runNow: false }),
      }),
    },
    'CampaignsController.detail': {
      allowed: 'all',
      build: async () => ({ method: 'GET', url: `/api/campaigns/${await freshCampaign()}?${cq()}` }),
    },
    'CampaignsController.update': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => ({
        method: 'PATCH',
        url: `/api/campaigns/${await freshCampaign()}`,
        body: { ...cbody(), name: `Renamed ${++seq}` },
      }),
    },
    'CampaignsController.trackCompetitor': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => ({
        method: 'POST',
        url: `/api/campaigns/${await freshCampaign()}/competitors`,
        body: { ...cbody(), name: 'Initech', aliases: [], domains: ['initech.io'] },
      }),
    },
    'CampaignsController.remove': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => ({ method: 'DELETE', url: `/api/campaigns/${await freshCampaign()}?${cq()}` }),
    },
    'RunsController.start': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => ({
        method: 'POST',
        url: `/api/campaigns/${await freshCampaign()}/runs`,
        body: cbody(),
      }),
    },
    'RunsController.list': {
      allowed: 'all',
      build: async () => ({ method: 'GET', url: `/api/campaigns/${await freshCampaign()}/runs?${cq()}` }),
    },
    'RunsController.cancel': {
      allowed: ['super_admin', 'admin', 'user'],
      build: async () => {
        const id = await freshCampaign();
        const run = await t.request({
          method: 'POST',
          url: `/api/campaigns/${id}/runs`,
          token: team.tokens.super_admin,
          body: cbody(),
        });
        return { method: 'POST', url: `/api/campaigns/${id}/runs/${run.body.id}/cancel`, body: cbody() };
      },
    },
    'ReanalysisController.progress': {
      allowed: 'all',
      build: async () => ({
        method: 'GET',
        url: `/api/campaigns/${await freshCampaign()}/reanalysis?${cq()}`,
      }),
    },
    'AnalyticsController.get': {
      allowed: 'all',
      build: async () => ({
        method: 'GET',
        url: `/api/campaigns/${await freshCampaign()}/analytics?${cq()}&scraperSource=chatgpt`,
      }),
    },
    'AnalyticsController.overview': {
      allowed: 'all',
      build: async () => ({
        method: 'GET',
        url: `/api/campaigns/${await freshCampaign()}/analytics/overview?${cq()}&range=30`,
      }),
    },
    'AnalyticsController.sources': {
      allowed: 'all',
      build: async () => ({
        method: 'GET',
        url: `/api/campaigns/${await freshCampaign()}/analytics/sources?${cq()}&range=all`,
      }),
    },
    'AnalyticsController.answers': {
      allowed: 'all',
      build: async () => ({ method: 'GET', url: `/api/campaigns/${await freshCampaign()}/answers?${cq()}` }),
    },
    'AnalyticsController.export': {
      allowed: 'all',
      build: async () => ({
        method: 'GET',
        url: `/api/campaigns/${await freshCampaign()}/answers/export?${cq()}`,
      }),
    },
    'AccountsController.users': {
      allowed: 'all',
      build: async () => ({
        method: 'GET',
        url: `/api/accounts/${team.accountId}/users?organization_id=${team.orgId}`,
      }),
    },
    'AccountsController.changeRole': {
      allowed: ADMINS,
      build: async (caller) => ({
        method: 'PATCH',
        url: `/api/accounts/${team.accountId}/users/${caller === 'non_member' || !ADMINS.includes(caller as RoleName) ? team.userIds.viewer : await freshMember()}/role?organization_id=${team.orgId}`,
        body: { roleId: team.roleIds.user },
      }),
    },
    'AccountsController.removeMember': {
      allowed: ADMINS,
      build: async (caller) => ({
        method: 'DELETE',
        url: `/api/accounts/${team.accountId}/users/${ADMINS.includes(caller as RoleName) ? await freshMember() : team.userIds.viewer}?organization_id=${team.orgId}`,
      }),
    },
    'AccountsController.create': {
      allowed: ADMINS,
      build: async () => ({
        method: 'POST',
        url: `/api/accounts/organizations/${team.orgId}`,
        body: { name: `Matrix ${++seq}`, actor_account_id: team.accountId },
      }),
    },
    'AccountsController.update': {
      allowed: ADMINS,
      build: async () => ({
        method: 'PATCH',
        url: `/api/accounts/organizations/${team.orgId}/${team.accountId}`,
        body: { description: `Updated ${++seq}` },
      }),
    },
    'AccountsController.remove': {
      allowed: ADMINS,
      build: async (caller, token) => {
        if (!ADMINS.includes(caller as RoleName)) {
          return { method: 'DELETE', url: `/api/accounts/organizations/${team.orgId}/${team.accountId}` };
        }
        // The caller creates a throwaway account (and so is a member of it), then deletes it.
        const created = await t.request({
          method: 'POST',
          url: `/api/accounts/organizations/${team.orgId}`,
          token,
          body: { name: `Doomed ${++seq}`, actor_account_id: team.accountId },
        });
        return { method: 'DELETE', url: `/api/accounts/organizations/${team.orgId}/${created.body.id}` };
      },
    },
    'InvitesController.send': {
      allowed: ADMINS,
      build: async () => ({
        method: 'POST',
        url: `/api/organizations/${team.orgId}/invites`,
        body: {
          email: `matrix-${++seq}-${Date.now()}@example.com`,
          roleId: team.roleIds.user,
          accountId: team.accountId,
        },
      }),
    },
    'InvitesController.resend': {
      allowed: ADMINS,
      build: async () => ({
        method: 'POST',
        url: `/api/organizations/${team.orgId}/invites/${pendingInviteUserId}/resend`,
        body: { invitation_id: pendingInviteUserId },
      }),
    },
    'ActivitiesController.list': {
      allowed: ADMINS,
      build: async () => ({
        method: 'POST',
        url: `/api/activities/account/${team.accountId}/organization/${team.orgId}/list`,
        body: { limit: 5, offset: 0 },
      }),
    },
    'OrganizationsController.changeTier': {
      allowed: ['super_admin'],
      build: async () => ({
        method: 'PATCH',
        url: `/api/organizations/${team.orgId}/tier`,
        body: { tier: 'business' },
      }),
    },
    'SupportController.create': {
      allowed: 'all',
      build: async () => ({
        method: 'POST',
        url: '/api/support/tickets',
        body: { organization_id: team.orgId, account_id: team.accountId, subject: 'Help', message: 'Hello' },
      }),
    },
    'AuthController.contextLogin': {
      allowed: 'all',
      build: async () => ({
        method: 'POST',
        url: '/api/auth/context_login',
        body: { organization_id: team.orgId },
      }),
    },
    'AuthController.switchAccount': {
      allowed: 'all',
      build: async () => ({
        method: 'POST',
        url: '/api/auth/switch_account',
        body: { organization_id: team.orgId, account_id: team.accountId },
      }),
    },
  };

  const SIGNED_IN: Record<string, Req> = {
    'UsersController.me': { method: 'GET', url: '/api/users/me' },
    'UsersController.update': { method: 'PATCH', url: '/api/users/me', body: { country: 'FR' } },
    'RolesController.list': { method: 'GET', url: '/api/roles/' },
    'FeatureFlagsController.global': { method: 'GET', url: '/api/config/global' },
    'SystemStatusController.status': { method: 'GET', url: '/api/system/status' },
  };

  it('has an entry for every non-public route', () => {
    const routes = t.app.get(RouteCatalog).routes();
    const missing = routes
      .filter((r) => r.access?.kind === 'permission' && !MATRIX[r.handler])
      .concat(
        routes.filter(
          (r) =>
            r.access?.kind === 'signed-in' && !SIGNED_IN[r.handler] && r.handler !== 'AuthController.logout',
        ),
      )
      .map((r) => r.handler);
    expect(missing).toEqual([]);
  });

  const callers: Caller[] = [...ROLE_NAMES, 'non_member'];

  it('allows and denies every permission route as the tables say', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [handler, entry] of Object.entries(MATRIX)) {
      for (const caller of callers) {
        const token = caller === 'non_member' ? outsider.token : team.tokens[caller];
        const req = await entry.build(caller, token);
        const res = await t.request({ ...req, token });
        const allowed =
          caller !== 'non_member' && (entry.allowed === 'all' || entry.allowed.includes(caller));
        const verdict =
          res.status < 300
            ? 'allow'
            : res.status === 403
              ? 'deny-403'
              : res.status === 404
                ? 'deny-404'
                : `status-${res.status} ${JSON.stringify(res.body)}`;
        outcomes.push(`${handler} ${caller}: ${verdict}`);
        expected.push(
          `${handler} ${caller}: ${allowed ? 'allow' : caller === 'non_member' ? 'deny-404' : 'deny-403'}`,
        );
      }
    }
    expect(outcomes).toEqual(expected);
  }, 120_000);

  it('a member of the organization reaches nothing of another organization, whatever ids it mixes', async () => {
    const token = team.tokens.super_admin;
    const mixed: Req[] = [
      { method: 'GET', url: `/api/accounts/${outsider.accountId}/users?organization_id=${team.orgId}` },
      { method: 'GET', url: `/api/accounts/${outsider.accountId}/users?organization_id=${outsider.orgId}` },
      {
        method: 'GET',
        url: `/api/permissions/user?organization_id=${team.orgId}&account_id=${outsider.accountId}`,
      },
      {
        method: 'GET',
        url: `/api/campaigns/list?organizationId=${outsider.orgId}&accountId=${team.accountId}`,
      },
      {
        method: 'POST',
        url: `/api/activities/account/${team.accountId}/organization/${outsider.orgId}/list`,
        body: {},
      },
      {
        method: 'POST',
        url: `/api/organizations/${team.orgId}/invites`,
        body: { email: 'x@example.com', roleId: team.roleIds.user, accountId: outsider.accountId },
      },
      {
        method: 'POST',
        url: `/api/accounts/organizations/${team.orgId}`,
        body: { name: 'Sneaky', actor_account_id: outsider.accountId },
      },
      { method: 'DELETE', url: `/api/accounts/organizations/${team.orgId}/${outsider.accountId}` },
      { method: 'PATCH', url: `/api/organizations/${outsider.orgId}/tier`, body: { tier: 'enterprise' } },
      { method: 'POST', url: '/api/auth/context_login', body: { organization_id: outsider.orgId } },
    ];
    for (const req of mixed) {
      const res = await t.request({ ...req, token });
      expect({ url: req.url, status: res.status }).toEqual({ url: req.url, status: 404 });
    }
  });

  it('lets every signed-in caller use the routes that touch only their own data', async () => {
    for (const caller of callers) {
      const token = caller === 'non_member' ? outsider.token : team.tokens[caller];
      for (const [handler, req] of Object.entries(SIGNED_IN)) {
        const res = await t.request({ ...req, token });
        expect({ handler, caller, status: res.status }).toEqual({ handler, caller, status: 200 });
      }
    }
  });

  it('without a token every non-public route answers 401', async () => {
    for (const [handler, entry] of Object.entries(MATRIX)) {
      const res = await t.request(await entry.build('viewer', ''));
      expect({ handler, status: res.status }).toEqual({ handler, status: 401 });
    }
  });
});
