import { createApiClient } from './client';
import { campaignsApi } from './endpoints';
import { ApiRequestError } from './errors';
import { analyticsRetryDelay, retryAnalytics } from './query-client';
import { queryKeys } from './query-keys';

type Call = { url: string; method: string; body: unknown; accept?: string };

/** A campaigns API over a fake fetch that answers every call with `status` and the raw `text`. */
function setup(status: number, text = '{}') {
  const calls: Call[] = [];
  const client = createApiClient({
    baseUrl: '/api',
    getToken: () => 'tok',
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        accept: (init.headers as Record<string, string>).accept,
      });
      return { ok: status >= 200 && status < 300, status, statusText: 'status text', text: async () => text };
    }) as unknown as typeof fetch,
  });
  return { calls, campaigns: campaignsApi(client) };
}

const scope = { organizationId: 'o1', accountId: 'a1' };

describe('campaign endpoints', () => {
  it('reads platforms, a campaign, its runs and one platform analytics with the scope in the query', async () => {
    const { campaigns, calls } = setup(200);
    await campaigns.platforms(scope);
    await campaigns.get(scope, 'c1');
    await campaigns.runs(scope, 'c1', { limit: 5, offset: 10 });
    await campaigns.analytics(scope, 'c1', 'perplexity');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/campaigns/platforms?organizationId=o1&accountId=a1',
      'GET /api/campaigns/c1?organizationId=o1&accountId=a1',
      'GET /api/campaigns/c1/runs?organizationId=o1&accountId=a1&limit=5&offset=10',
      'GET /api/campaigns/c1/analytics?organizationId=o1&accountId=a1&scraperSource=perplexity',
    ]);
  });

  it('posts the wizard helpers and the new campaign with their bodies', async () => {
    const { campaigns, calls } = setup(201);
    const preview = { ...scope, websiteUrl: 'acme.com', location: 'India', keywords: ['crm'] };
    await campaigns.previewPrompts(preview);
    const file = { ...scope, filename: 'p.csv', content: 'a\nb', existing: ['c'] };
    await campaigns.importPrompts(file);
    const create = {
      ...scope,
      name: 'Acme',
      websiteUrl: 'acme.com',
      location: 'India',
      promptMethod: 'MANUAL_ADD' as const,
      prompts: ['best crm'],
    };
    await campaigns.create(create);
    expect(calls).toEqual([
      { url: '/api/campaigns/prompts/preview', method: 'POST', body: preview, accept: 'application/json' },
      { url: '/api/campaigns/prompts/import', method: 'POST', body: file, accept: 'application/json' },
      { url: '/api/campaigns', method: 'POST', body: create, accept: 'application/json' },
    ]);
  });

  it('updates, deletes, starts and cancels runs on the campaign path', async () => {
    const { campaigns, calls } = setup(200);
    await campaigns.update('c/1', { ...scope, name: 'New' });
    await campaigns.remove(scope, 'c1');
    await campaigns.startRun(scope, 'c1');
    await campaigns.cancelRun(scope, 'c1', 'r1');
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PATCH', url: '/api/campaigns/c%2F1', body: { ...scope, name: 'New' } },
      { method: 'DELETE', url: '/api/campaigns/c1?organizationId=o1&accountId=a1', body: undefined },
      { method: 'POST', url: '/api/campaigns/c1/runs', body: scope },
      { method: 'POST', url: '/api/campaigns/c1/runs/r1/cancel', body: scope },
    ]);
  });

  it('filters answers with bracketed ids and leaves out empty filters', async () => {
    const { campaigns, calls } = setup(200);
    await campaigns.answers(scope, 'c1', { platform: 'chatgpt', mentioned: false, limit: 20, offset: 0 });
    await campaigns.answers(scope, 'c1', { answerIds: ['x1', 'x2'] });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/campaigns/c1/answers?organizationId=o1&accountId=a1&platform=chatgpt&mentioned=false&limit=20&offset=0',
      '/api/campaigns/c1/answers?organizationId=o1&accountId=a1&answerIds%5B%5D=x1&answerIds%5B%5D=x2',
    ]);
  });

  it('returns the CSV export as text, and a refused export as an error with the message', async () => {
    const csv = 'id,prompt\n1,"best crm"\n';
    const ok = setup(200, csv);
    await expect(ok.campaigns.exportAnswers(scope, 'c1', { platform: 'gemini' })).resolves.toBe(csv);
    expect(ok.calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/campaigns/c1/answers/export?organizationId=o1&accountId=a1&platform=gemini',
      accept: '*/*',
    });
    // A body that happens to be valid JSON still comes back as the text it is.
    await expect(setup(200, '42').campaigns.exportAnswers(scope, 'c1')).resolves.toBe('42');
    const refused = setup(
      403,
      JSON.stringify({ statusCode: 403, code: 'TIER_REQUIRED', message: 'Upgrade' }),
    );
    await expect(refused.campaigns.exportAnswers(scope, 'c1')).rejects.toEqual(
      new ApiRequestError(403, 'Upgrade'),
    );
  });

  it('keeps a 409 conflict and its message for the caller', async () => {
    const message = 'A run is already in progress for this campaign';
    const { campaigns } = setup(409, JSON.stringify({ statusCode: 409, code: 'CONFLICT', message }));
    await expect(campaigns.startRun(scope, 'c1')).rejects.toMatchObject({ status: 409, message });
  });
});

describe('campaign query keys and analytics retries', () => {
  it('start with the organization and account, with analytics, answers and runs under the campaign', () => {
    const campaign = queryKeys.campaign('o1', 'a1', 'c1');
    expect(campaign).toEqual(['org', 'o1', 'account', 'a1', 'campaign', 'c1']);
    expect(queryKeys.campaignAnalytics('o1', 'a1', 'c1', 'gemini')).toEqual([
      ...campaign,
      'analytics',
      'gemini',
    ]);
    expect(queryKeys.campaignAnswers('o1', 'a1', 'c1', { offset: 20 })).toEqual([
      ...campaign,
      'answers',
      { offset: 20 },
    ]);
    expect(queryKeys.campaignRuns('o1', 'a1', 'c1')).toEqual([...campaign, 'runs', {}]);
    expect(queryKeys.campaignPlatforms('o1', 'a1')).toEqual([
      'org',
      'o1',
      'account',
      'a1',
      'campaign-platforms',
    ]);
  });

  it('doubles the analytics retry delay from 1 s up to 30 s and never retries a 4xx', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(analyticsRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryAnalytics(0, new ApiRequestError(503, 'down'))).toBe(true);
    expect(retryAnalytics(3, new ApiRequestError(503, 'down'))).toBe(false);
    expect(retryAnalytics(0, new ApiRequestError(403, 'Upgrade'))).toBe(false);
  });
});
