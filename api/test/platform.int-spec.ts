import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RouteCatalog } from '../src/modules/docs/route-catalog.service';
import { createTestApp, type TestApp } from './support/test-app';

describe('platform: health, errors, headers, docs, tenancy of the campaign list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('GET /api/health reports database and queue up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', queue: 'up' });
  });

  it('answers unknown API routes with the error shape and a request id', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', requestId: 'trace-123' });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('sends security headers, including Referrer-Policy no-referrer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('allows CORS only for configured origins', async () => {
    const ok = await t.request({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'http://localhost:8000', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    const evil = await t.request({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document built from the contracts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.0.3');
    const signup = res.body.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.properties).toHaveProperty('firstName');
    expect(res.body.paths['/api/campaigns/list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['organizationId', 'accountId', 'sortBy', 'sortOrder', 'limit', 'offset']),
    );
  });

  it('every route is documented by a contract, and only deliberate ones are public', () => {
    const routes = t.app.get(RouteCatalog).routes();
    expect(routes.filter((r) => !r.contract && !r.isPublic).map((r) => r.handler)).toEqual([]);
    expect(
      routes
        .filter((r) => r.isPublic)
        .map((r) => r.handler)
        .sort(),
    ).toEqual([
      'AuthController.forgot',
      'AuthController.login',
      'AuthController.reset',
      'AuthController.signup',
      'CompaniesController.suggest',
      'DocsController.openapi',
      'HealthController.check',
      'InvitesController.accept',
      'InvitesController.decline',
      'PublicConfigController.get',
    ]);
  });

  it('guard coverage: every route declares a permission, signed-in or public rule', () => {
    const routes = t.app.get(RouteCatalog).routes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => !r.access).map((r) => `${r.handler} ${r.path}`)).toEqual([]);
    // Routes that only need a session touch the caller's own data; any tenant route names a permission.
    expect(
      routes
        .filter((r) => r.access?.kind === 'signed-in')
        .map((r) => r.handler)
        .sort(),
    ).toEqual([
      'AuthController.logout',
      'FeatureFlagsController.global',
      'RolesController.list',
      // Service health, not tenant data: per-platform counts and masked errors, no ids or prompts.
      'SystemStatusController.status',
      'UsersController.me',
      'UsersController.update',
    ]);
    for (const r of routes.filter((x) => x.access?.kind === 'permission')) {
      const params = Object.keys((r.contract?.params as { shape?: object } | undefined)?.shape ?? {});
      // A tenant route that names an id in its path also checks the scope that id belongs to.
      if (params.includes('accountId') && r.access?.kind === 'permission') {
        expect({ route: r.handler, account: r.access.account }).toEqual({
          route: r.handler,
          account: expect.objectContaining({ key: expect.any(String) }),
        });
      }
    }
  });

  it('lists an empty campaign page for the own account and 404 for another organization', async () => {
    const a = await t.signup();
    const b = await t.signup();
    const orgA = a.user.organizations[0]!;
    const orgB = b.user.organizations[0]!;
    const own = await t.request({
      method: 'GET',
      url: `/api/campaigns/list?organizationId=${orgA.id}&accountId=${orgA.accounts[0]!.id}&includeStats=true`,
      token: a.accessToken,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      campaigns: [],
      statusCounts: { completed: 0, inProgress: 0, pending: 0, failed: 0, total: 0 },
      pagination: { totalCampaigns: 0, currentPage: 1, limit: 20, hasMore: false },
      summaryStats: { totalCampaigns: 0 },
    });
    for (const url of [
      `/api/campaigns/list?organizationId=${orgB.id}&accountId=${orgB.accounts[0]!.id}`,
      `/api/campaigns/list?organizationId=${orgA.id}&accountId=${orgB.accounts[0]!.id}`,
      `/api/accounts/${orgB.accounts[0]!.id}/users?organization_id=${orgB.id}`,
    ]) {
      const res = await t.request({ method: 'GET', url, token: a.accessToken });
      expect(res.status).toBe(404);
    }
  });

  it('rejects sort fields outside the allowed list and malformed ids with 400', async () => {
    const a = await t.signup();
    const org = a.user.organizations[0]!;
    const base = `/api/campaigns/list?organizationId=${org.id}&accountId=${org.accounts[0]!.id}`;
    const sort = await t.request({
      method: 'GET',
      url: `${base}&sortBy=${encodeURIComponent('name; DROP TABLE users')}`,
      token: a.accessToken,
    });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('sortBy must be one of createdAt, name, status, promptCount, updatedAt');
    const id = await t.request({
      method: 'GET',
      url: `/api/campaigns/list?organizationId=not-a-uuid&accountId=x`,
      token: a.accessToken,
    });
    expect(id.status).toBe(400);
    const search = await t.request({
      method: 'GET',
      url: `${base}&search=${encodeURIComponent("%' OR 1=1 --")}`,
      token: a.accessToken,
    });
    expect(search.status).toBe(200);
    expect(search.body.campaigns).toEqual([]);
  });

  it('lists the account members with roles', async () => {
    const a = await t.signup();
    const org = a.user.organizations[0]!;
    const res = await t.request({
      method: 'GET',
      url: `/api/accounts/${org.accounts[0]!.id}/users?organization_id=${org.id}`,
      token: a.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: a.user.id,
        email: a.user.email,
        status: 'active',
        role: expect.objectContaining({ name: 'super_admin' }),
      }),
    ]);
  });
});
