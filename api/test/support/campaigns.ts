import type { CampaignDetail, CreateCampaignRequest, RunSummary } from '@lantern/contracts';
import type { Team } from './team';
import type { TestApp } from './test-app';

/** Fast simulated runs: the sandbox's shared rate limit out of the way, short job polling. */
export const FAST_RUNS_ENV = {
  LANTERN_RPM_SANDBOX: '600000',
  RUN_CONCURRENCY: '4',
  RUN_RETRY_BASE_MS: '20',
};

export const PROMPTS = [
  'What is the best project management software for small agencies?',
  'Which CRM should a five person sales team use?',
  'Best tools to track time for freelancers',
];

export function campaignBody(
  team: Team,
  overrides: Partial<CreateCampaignRequest> = {},
): CreateCampaignRequest {
  return {
    organizationId: team.orgId,
    accountId: team.accountId,
    name: 'Acme visibility',
    websiteUrl: 'https://www.acme-tools.com',
    location: 'India',
    promptType: 'Commercial',
    keywords: ['project management', 'crm'],
    promptMethod: 'MANUAL_ADD',
    prompts: PROMPTS,
    competitors: [{ name: 'Globex', aliases: [], domains: ['globex.com'] }],
    platforms: ['chatgpt', 'perplexity'],
    samples: 2,
    ...overrides,
  };
}

export async function createCampaign(
  t: TestApp,
  team: Team,
  overrides: Partial<CreateCampaignRequest> = {},
  token = team.tokens.admin,
): Promise<CampaignDetail> {
  const res = await t.request({
    method: 'POST',
    url: '/api/campaigns',
    token,
    body: campaignBody(team, overrides),
  });
  if (res.status !== 201) throw new Error(`create campaign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as CampaignDetail;
}

export const scope = (team: Team) => `organizationId=${team.orgId}&accountId=${team.accountId}`;

/** Polls the campaign until its last run is in one of `statuses`. */
export async function waitForRun(
  t: TestApp,
  team: Team,
  campaignId: string,
  statuses: RunSummary['status'][] = ['COMPLETED', 'FAILED', 'CANCELLED'],
  timeoutMs = 30_000,
): Promise<CampaignDetail> {
  const until = Date.now() + timeoutMs;
  let last: CampaignDetail | undefined;
  while (Date.now() < until) {
    const res = await t.request({
      method: 'GET',
      url: `/api/campaigns/${campaignId}?${scope(team)}`,
      token: team.tokens.admin,
    });
    last = res.body as CampaignDetail;
    if (last.lastRun && statuses.includes(last.lastRun.status)) return last;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `run of ${campaignId} not ${statuses.join('/')} within ${timeoutMs} ms: ${JSON.stringify(last?.lastRun)}`,
  );
}
