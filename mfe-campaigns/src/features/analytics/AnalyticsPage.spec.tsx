import {
  ANALYTICS_POLL_MS,
  CAMPAIGN_ERRORS,
  UPGRADE_MESSAGES,
  type AnalyticsOverviewResponse,
  type AnalyticsSourcesResponse,
  type CampaignAnalyticsResponse,
  type DashboardData,
  type MetricSummary,
  type StoredAnswer,
} from '@lantern/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  apiError,
  BASE,
  callsTo,
  currentPath,
  mockApi,
  permissions,
  renderPage,
  type Answer,
  type ApiCall,
} from '../../test-utils';
import AnalyticsPage from './AnalyticsPage';
import { headerModel } from './format';

jest.setTimeout(20_000);

const ID = '33333333-3333-4333-8333-333333333333';
const ANALYTICS = `GET /campaigns/${ID}/analytics`;
const ANSWERS = `GET /campaigns/${ID}/answers`;
const SOURCES = `GET /campaigns/${ID}/analytics/sources`;
const OVERVIEW = `GET /campaigns/${ID}/analytics/overview`;
const REANALYSIS = `GET /campaigns/${ID}/reanalysis`;
const progress = (status: 'idle' | 'running' | 'done', done = 0, total = 0) => ({
  body: {
    status,
    reason: status === 'idle' ? null : 'brand_set',
    analyzerVersion: 2,
    total,
    done,
    startedAt: status === 'idle' ? null : '2026-03-02T10:00:00.000Z',
    finishedAt: status === 'done' ? '2026-03-02T10:01:00.000Z' : null,
  },
});

const proportion = (count: number, total: number, low: number, high: number) => ({
  count,
  total,
  value: total ? count / total : null,
  interval: { low, high },
});

const summary = (over: Partial<MetricSummary> = {}): MetricSummary => ({
  answers: 24,
  visibility: { count: 10, total: 24, value: 0.42, interval: { low: 0.31, high: 0.54 } },
  shareOfVoice: { mentions: 7, trackedMentions: 20, value: 0.35 },
  averagePosition: 2.14,
  averageProminence: 0.7,
  citationRate: proportion(4, 20, 0.08, 0.42),
  recommendationRate: proportion(6, 24, 0.12, 0.45),
  sentiment: { average: 0.32, positive: 5, neutral: 3, negative: 1 },
  ...over,
});

const DASHBOARD: DashboardData = {
  metricsVersion: 'metrics v1',
  platform: { id: 'chatgpt', label: 'ChatGPT', simulated: true, model: 'sandbox-1' },
  range: '30',
  rangeHasRuns: true,
  latestRun: { id: 'r2', at: '2026-03-02T10:00:00.000Z', status: 'COMPLETED', answers: 24, totalItems: 24 },
  runs: 2,
  positions: [4, 3, 2, 1, 0],
  headline: summary(),
  changes: [
    {
      metric: 'visibility',
      before: proportion(6, 24, 0.12, 0.45),
      after: proportion(10, 24, 0.31, 0.54),
      delta: 0.12,
      zScore: 2.1,
      pValue: 0.03,
      significant: true,
      direction: 'up',
    },
    {
      metric: 'citationRate',
      before: proportion(3, 20, 0.05, 0.36),
      after: proportion(4, 20, 0.08, 0.42),
      delta: 0.05,
      zScore: 0.4,
      pValue: 0.69,
      significant: false,
      direction: 'unchanged',
    },
  ],
  leaderboard: [
    { name: 'Globex', role: 'competitor', summary: summary({ visibility: proportion(12, 24, 0.3, 0.7) }) },
    { name: 'Acme', role: 'brand', summary: summary() },
  ],
  trend: [
    {
      runId: 'r1',
      runAt: '2026-03-01T10:00:00.000Z',
      status: 'COMPLETED',
      summary: summary({ visibility: proportion(6, 24, 0.12, 0.45) }),
      brands: [
        { name: 'Acme', role: 'brand', summary: summary({ visibility: proportion(6, 24, 0.12, 0.45) }) },
      ],
    },
    {
      runId: 'r2',
      runAt: '2026-03-02T10:00:00.000Z',
      status: 'COMPLETED',
      summary: summary(),
      brands: [{ name: 'Acme', role: 'brand', summary: summary() }],
    },
  ],
  prompts: [
    {
      promptId: 'p1',
      prompt: 'best crm for startups',
      summary: summary(),
      competitorsMentioned: ['Globex'],
      change: null,
    },
  ],
  citedDomains: [
    { domain: 'acme.com', ownership: 'owned', answers: 3, citations: 4 },
    { domain: 'globex.com', ownership: 'competitor', competitor: 'Globex', answers: 2, citations: 2 },
    { domain: 'g2.com', ownership: 'third_party', answers: 5, citations: 6 },
  ],
  insights: [
    {
      id: 'i1',
      rule: 'competitors_without_brand',
      severity: 'high',
      title: 'Globex is named where you are not',
      detail: 'Answers to "best crm for startups" mention Globex and never Acme.',
      prompt: 'best crm for startups',
      answerIds: ['a1', 'a2'],
    },
  ],
  suggestedCompetitors: [],
};

const SOURCES_BODY: AnalyticsSourcesResponse = {
  range: '30',
  answers: 24,
  sources: [
    {
      domain: 'g2.com',
      ownership: 'third_party',
      citedAnswers: 5,
      retrievedAnswers: 9,
      citations: 6,
      urls: [{ url: 'https://g2.com/crm', title: 'Best CRM 2026', cited: 5, retrieved: 9 }],
      prompts: [{ prompt: 'best crm for startups', answers: 9 }],
      platforms: [{ platform: 'chatgpt', citedAnswers: 5, retrievedAnswers: 9 }],
    },
  ],
  trend: [
    { runId: 'r2', runAt: '2026-03-02T10:00:00.000Z', answers: 24, owned: 3, competitor: 2, thirdParty: 5 },
  ],
  searchQueries: [{ query: 'best crm 2026', platform: 'chatgpt', answers: 4 }],
};

const OVERVIEW_BODY: AnalyticsOverviewResponse = {
  campaignName: 'Acme CRM',
  campaignStatus: 'COMPLETED',
  lastUpdate: '2026-03-02T10:00:00.000Z',
  lastRunStatus: 'CANCELLED',
  range: '30',
  latestRun: { id: 'r2', at: '2026-03-02T10:00:00.000Z', status: 'CANCELLED', answers: 7, totalItems: 48 },
  platforms: [
    {
      id: 'chatgpt',
      label: 'ChatGPT',
      simulated: true,
      runs: 2,
      summary: summary(),
      topCompetitor: { name: 'Globex', visibility: proportion(12, 24, 0.3, 0.7) },
    },
    {
      id: 'gemini',
      label: 'Gemini',
      simulated: true,
      runs: 2,
      summary: summary({ visibility: proportion(2, 24, 0.02, 0.26) }),
      topCompetitor: { name: 'Globex', visibility: proportion(15, 24, 0.4, 0.8) },
    },
  ],
  leaderboard: [
    {
      name: 'Globex',
      role: 'competitor',
      summary: summary({ visibility: proportion(27, 48, 0.4, 0.7) }),
      byPlatform: [
        { platform: 'chatgpt', visibility: proportion(12, 24, 0.3, 0.7) },
        { platform: 'gemini', visibility: proportion(15, 24, 0.4, 0.8) },
      ],
    },
    {
      name: 'Acme',
      role: 'brand',
      summary: summary({ visibility: proportion(12, 48, 0.15, 0.39) }),
      byPlatform: [
        { platform: 'chatgpt', visibility: proportion(10, 24, 0.31, 0.54) },
        { platform: 'gemini', visibility: proportion(2, 24, 0.02, 0.26) },
      ],
    },
  ],
  trend: DASHBOARD.trend.map((t) => ({ ...t, runAt: t.runAt!, platforms: [] })),
  positions: [4, 3, 2, 1, 0],
  insights: [],
};

const analytics = (over: Partial<CampaignAnalyticsResponse> = {}): Answer => ({
  body: {
    campaignName: 'Acme CRM',
    campaignStatus: 'COMPLETED',
    scraperSource: 'chatgpt',
    lastUpdate: '1772445600',
    dashboardData: DASHBOARD,
    lastJobScrappedPromptCount: 8,
    lastJobTotalPromptCount: 8,
    lastRunStatus: 'COMPLETED',
    ...over,
  },
});
const EMPTY = {
  dashboardData: {},
  lastRunStatus: 'IN_PROGRESS' as const,
  lastJobScrappedPromptCount: 3,
  lastJobTotalPromptCount: 10,
};

const campaign = (over: Record<string, unknown> = {}): Answer => ({
  body: {
    id: ID,
    name: 'Acme CRM',
    status: 'COMPLETED',
    platforms: ['chatgpt', 'gemini'],
    brandName: 'Acme',
    brandAliases: ['Acme Inc'],
    lastRun: null,
    lastJobScrappedPromptCount: 8,
    lastJobTotalPromptCount: 8,
    ...over,
  },
});

const ANSWER: StoredAnswer = {
  id: 'a1',
  runId: 'r2',
  promptId: 'p1',
  prompt: 'best crm for startups',
  platform: 'chatgpt',
  sample: 1,
  model: 'sandbox-1',
  simulated: true,
  text: 'Globex is popular. Acme is cheaper than globex for small teams.',
  latencyMs: 12,
  createdAt: '2026-03-02T10:00:00.000Z',
  brandMentioned: true,
  brandPosition: 2,
  brandSentiment: 'positive',
  recommended: false,
  competitorsMentioned: ['Globex'],
  citedSources: [
    { url: 'https://g2.com/crm', domain: 'g2.com', title: 'Best CRM 2026', ownership: 'third_party' },
  ],
  retrievedSources: [],
  searchQueries: [],
  organicRank: null,
};

type Routes = Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>;

function setup(
  routes: Routes = {},
  url = `${BASE}/analytics/${ID}/chatgpt`,
  pattern = 'analytics/:campaignId/:platform',
) {
  const calls = mockApi({
    'GET /permissions/user': permissions(),
    [`GET /campaigns/${ID}`]: campaign(),
    [ANALYTICS]: analytics(),
    [SOURCES]: { body: SOURCES_BODY },
    [OVERVIEW]: { body: OVERVIEW_BODY },
    [REANALYSIS]: progress('idle'),
    ...routes,
  });
  const rendered = renderPage(<AnalyticsPage />, pattern, url);
  return { calls, ...rendered };
}

const card = (metric: string) => document.querySelector<HTMLElement>(`[data-metric="${metric}"]`)!;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('analytics header rules', () => {
  it('names the campaign, or "Campaign" and the first 8 characters of its id', () => {
    expect(headerModel(ID, { campaignName: 'Acme CRM' }, undefined).name).toBe('Acme CRM');
    expect(headerModel(ID, { campaignName: '' }, { name: 'From detail' }).name).toBe('From detail');
    expect(headerModel(ID, { campaignName: '  ' }, undefined).name).toBe('Campaign 33333333');
    expect(headerModel(ID, undefined, undefined).name).toBe('Campaign 33333333');
  });

  it('shows N/A without a readable last update, active without a status, and (done/total)', () => {
    const none = headerModel(ID, { lastUpdate: null }, undefined);
    expect(none).toEqual({ name: 'Campaign 33333333', status: 'active', lastUpdate: 'N/A', progress: null });
    expect(headerModel(ID, { lastUpdate: 'not a date' }, undefined).lastUpdate).toBe('N/A');
    const epoch = headerModel(
      ID,
      { lastUpdate: '1772445600', lastJobScrappedPromptCount: 3, lastJobTotalPromptCount: 10 },
      undefined,
    );
    expect(epoch.lastUpdate).not.toBe('N/A');
    expect(epoch.lastUpdate).toBe(
      headerModel(ID, { lastUpdate: '2026-03-02T10:00:00.000Z' }, undefined).lastUpdate,
    );
    expect(epoch.progress).toBe('(3/10)');
    expect(headerModel(ID, { campaignStatus: 'FAILED' }, undefined).status).toBe('FAILED');
  });
});

describe('analytics page', () => {
  it('falls back in the header and shows the progress while answers are collected', async () => {
    setup({
      [`GET /campaigns/${ID}`]: { status: 500, body: { message: 'down' } },
      [ANALYTICS]: analytics({
        ...EMPTY,
        campaignName: '',
        campaignStatus: undefined as never,
        lastUpdate: null,
      }),
    });
    expect(await screen.findByText('Collecting answers... (3/10)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Campaign 33333333' })).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Campaign' });
    expect(within(header).getByText('N/A')).toBeTruthy();
    expect(within(header).getByText('ACTIVE')).toBeTruthy();
    expect(within(header).getByText('(3/10)')).toBeTruthy();
    expect(within(header).getByText('ChatGPT')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Answers collected' }).getAttribute('aria-valuenow')).toBe(
      '3',
    );
  });

  it('polls every 15 s while the dashboard data is empty and stops once it arrives', async () => {
    jest.useFakeTimers();
    let served = 0;
    // The platform has no answers yet and no run is going (e.g. just added): the spec's 15 s polling.
    const waiting = { ...EMPTY, lastRunStatus: 'COMPLETED' as const };
    const { calls } = setup({ [ANALYTICS]: () => (++served < 3 ? analytics(waiting) : analytics()) });
    const count = () => callsTo(calls, ANALYTICS).length;
    await screen.findByText('Collecting answers... (3/10)');
    expect(count()).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_POLL_MS));
    expect(count()).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_POLL_MS));
    expect(await screen.findByText('42%', { selector: '[data-metric] strong' })).toBeTruthy();
    expect(count()).toBe(3);
    await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_POLL_MS * 4));
    expect(count()).toBe(3);
    expect(callsTo(calls, ANALYTICS)[0]!.query.get('scraperSource')).toBe('chatgpt');
  });

  it('shows the headline metrics with arrows only for changes beyond the noise', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Acme CRM' })).toBeTruthy();
    expect(within(card('visibility')).getByText('42%')).toBeTruthy();
    // The interval sits on its own line under the value.
    expect(within(card('visibility')).getByText('95% interval 31-54%')).toBeTruthy();
    // 24 answers: below 30, so the card warns.
    expect(within(card('visibility')).getByText(/^Small sample: 24 answers\./)).toBeTruthy();
    expect(within(card('visibility')).getByText('▲ +12 pts')).toBeTruthy();
    expect(within(card('visibility')).getByText('Up +12 pts since the previous run')).toBeTruthy();
    expect(within(card('citationRate')).getByText('within noise')).toBeTruthy();
    expect(card('citationRate').querySelector('[data-change="up"], [data-change="down"]')).toBeNull();
    expect(within(card('shareOfVoice')).getByText('35%')).toBeTruthy();
    expect(card('shareOfVoice').querySelector('[data-change]')).toBeNull();
    expect(within(card('averagePosition')).getByText('2.1')).toBeTruthy();
    expect(within(card('sentiment')).getByText('Positive (+0.32)')).toBeTruthy();
    expect(screen.getByText('Simulated data')).toBeTruthy();
    expect(screen.getByText('Metrics v1')).toBeTruthy();
    const leaderboard = screen.getByRole('table', { name: 'Competitor leaderboard' });
    expect(
      within(leaderboard)
        .getAllByRole('row')
        .map((r) => r.querySelector('td')?.textContent),
    ).toEqual([undefined, 'Globex ', 'Acme You']);
    const domains = screen.getByRole('table', { name: 'Top cited domains' });
    expect(within(domains).getByText('Owned')).toBeTruthy();
    expect(within(domains).getByText('Competitor: Globex')).toBeTruthy();
    // The charts load lazily with their own chunk; each has a name and a table view.
    expect(await screen.findByRole('figure', { name: 'Visibility over time' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Share of voice over time' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Sentiment per brand' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Position distribution' })).toBeTruthy();
    const sources = await screen.findByRole('table', { name: 'Retrieved and cited domains' });
    expect(within(sources).getByText('g2.com')).toBeTruthy();
    // 'All engines' total and the per-engine line: answers citing / retrieving g2.com.
    expect(within(sources).getByText('All engines')).toBeTruthy();
    expect(within(sources).getAllByText('5 / 9')).toHaveLength(2);
    expect(screen.getByText('best crm 2026')).toBeTruthy();
  });

  it('shows the table view of a chart', async () => {
    const { user } = setup();
    const figure = await screen.findByRole('figure', { name: 'Visibility over time' });
    await user.click(within(figure).getByRole('button', { name: 'Show table' }));
    const table = within(figure).getByRole('table', { name: 'Visibility over time' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('42%')).toBeTruthy();
    expect(within(table).getByText('31-54%')).toBeTruthy();
  });

  it('shows every platform side by side on the All platforms tab, honest about a cancelled run', async () => {
    const { user, calls } = setup(
      {
        [ANSWERS]: {
          body: { answers: [ANSWER], pagination: { total: 1, limit: 20, offset: 0, hasMore: false } },
        },
      },
      `${BASE}/analytics/${ID}/all`,
    );
    const table = await screen.findByRole('table', { name: 'Your brand by platform' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'All platforms' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/was cancelled with 7 of 48 planned answers/)).toBeTruthy();
    expect(screen.getAllByText('Small sample (24)').length).toBeGreaterThan(0);
    const weakest = screen.getByRole('region', { name: 'Where you are weakest' });
    expect(within(weakest).getAllByRole('heading', { level: 4 })[0]!.textContent).toBe('Gemini');
    expect(
      within(weakest).getByText(
        'Your brand appears in 8% of Gemini answers; Globex appears in 63%. Next: read the Gemini answers that mention Globex but not you, and work on the sources they cite.',
      ),
    ).toBeTruthy();
    const leaderboard = screen.getByRole('table', { name: 'Competitor leaderboard across platforms' });
    expect(
      within(leaderboard)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Gemini');
    await user.click(within(table).getByRole('button', { name: /Gemini: answers mentioning your brand$/ }));
    await waitFor(() => expect(callsTo(calls, ANSWERS).length).toBe(1));
    const q = callsTo(calls, ANSWERS)[0]!.query;
    expect([q.get('platform'), q.get('mentioned')]).toEqual(['gemini', 'true']);
    expect(callsTo(calls, OVERVIEW)[0]!.query.get('range')).toBe('30');
  });

  it('renders answer markdown inert: no script, no javascript: link, external links with rel', async () => {
    const hostile: StoredAnswer = {
      ...ANSWER,
      text: '**Acme** is <script>window.__pwned = 1</script> good. [click](javascript:alert(1)) and [G2](https://g2.com/x)\n\n<img src=x onerror="window.__pwned=2">',
    };
    const { user } = setup({
      [ANSWERS]: {
        body: { answers: [hostile], pagination: { total: 1, limit: 20, offset: 0, hasMore: false } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Browse answers' }));
    const text = await waitFor(() => {
      const el = document.querySelector('[data-answer-text]');
      if (!el) throw new Error('no answer text yet');
      return el as HTMLElement;
    });
    expect(text.querySelector('strong mark[data-kind="brand"]')?.textContent).toBe('Acme');
    expect(text.querySelector('script, img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    const links = [...text.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://g2.com/x']);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(text).getByText('click').tagName).toBe('SPAN');
  });

  it("opens an insight's answers in the drawer, filtered by its answer ids", async () => {
    const { user, calls } = setup({
      [ANSWERS]: {
        body: { answers: [ANSWER], pagination: { total: 1, limit: 20, offset: 0, hasMore: false } },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'View answers (2): Globex is named where you are not' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Answers' });
    await within(drawer).findByRole('heading', { name: 'best crm for startups' });
    const first = callsTo(calls, ANSWERS)[0]!.query;
    expect(first.getAll('answerIds[]')).toEqual(['a1', 'a2']);
    expect(first.get('platform')).toBe('chatgpt');
    expect(within(drawer).getByText('Globex is named where you are not')).toBeTruthy();
    expect([...drawer.querySelectorAll('mark')].map((m) => `${m.dataset.kind}:${m.textContent}`)).toEqual([
      'competitor:Globex',
      'brand:Acme',
      'competitor:globex',
    ]);
    expect(within(drawer).getByText('Simulated')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Best CRM 2026' }).getAttribute('href')).toBe(
      'https://g2.com/crm',
    );

    await user.selectOptions(within(drawer).getByLabelText('Brand mentioned'), 'false');
    await waitFor(() => expect(callsTo(calls, ANSWERS)).toHaveLength(2));
    const second = callsTo(calls, ANSWERS)[1]!.query;
    expect(second.get('mentioned')).toBe('false');
    expect(second.getAll('answerIds[]')).toEqual(['a1', 'a2']);
    await user.click(
      within(drawer).getByRole('button', { name: 'Remove Globex is named where you are not' }),
    );
    await waitFor(() => expect(callsTo(calls, ANSWERS)).toHaveLength(3));
    expect(callsTo(calls, ANSWERS)[2]!.query.getAll('answerIds[]')).toEqual([]);
  });

  it('keeps Export CSV behind the plan', async () => {
    const gated = setup({ 'GET /permissions/user': permissions({ features: ['analytics'] }) });
    await screen.findByText('42%', { selector: '[data-metric] strong' });
    const locked = screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    await gated.user.hover(locked.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toContain(CAMPAIGN_ERRORS.exportTier);
  });

  it('downloads the CSV export of the platform as a file', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, calls } = setup({
      [`GET /campaigns/${ID}/answers/export`]: { text: 'id,prompt\na1,best crm\n' },
    });
    // The button waits for the permissions (the gate re-renders it).
    const exportButton = () => screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement;
    await waitFor(() => expect(exportButton().disabled).toBe(false));
    await user.click(exportButton());
    await waitFor(() => expect(saved).toEqual(['acme-crm-chatgpt-answers.csv']));
    expect(callsTo(calls, `GET /campaigns/${ID}/answers/export`)[0]!.query.get('platform')).toBe('chatgpt');
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('shows the analytics upgrade gate on plans without analytics', async () => {
    const { calls } = setup({ 'GET /permissions/user': permissions({ features: [] }) });
    expect(await screen.findByText(UPGRADE_MESSAGES.analytics)).toBeTruthy();
    expect(screen.getByText('Upgrade Required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Plans' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Acme CRM' })).toBeTruthy();
    expect(callsTo(calls, ANALYTICS).length).toBeLessThanOrEqual(1);
  });

  it('shows the same gate when the server answers 403 TIER_REQUIRED', async () => {
    setup({ [ANALYTICS]: apiError(403, 'TIER_REQUIRED', 'Upgrade your plan') });
    expect(await screen.findByText(UPGRADE_MESSAGES.analytics)).toBeTruthy();
  });

  it('shows a 409 on Run now as a toast', async () => {
    const conflict = 'A run is already in progress for this campaign';
    const { user } = setup({ [`POST /campaigns/${ID}/runs`]: apiError(409, 'CONFLICT', conflict) });
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(conflict)).toBeTruthy();
  });

  it('disables Run now while a run is active, and cancels it', async () => {
    const { user, calls } = setup({
      [`GET /campaigns/${ID}`]: campaign({ lastRun: { id: 'run-1', status: 'IN_PROGRESS' } }),
      [`POST /campaigns/${ID}/runs/run-1/cancel`]: { body: { id: 'run-1', status: 'CANCELLED' } },
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel run' });
    expect((screen.getByRole('button', { name: 'Run now' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(cancel);
    expect(await screen.findByText('Run cancelled')).toBeTruthy();
    expect(callsTo(calls, `POST /campaigns/${ID}/runs/run-1/cancel`)[0]!.body).toEqual({
      organizationId: expect.any(String),
      accountId: expect.any(String),
    });
  });

  it('switches platforms with the tabs and reads that platform', async () => {
    const { user, calls } = setup();
    const gemini = await screen.findByRole('tab', { name: 'Gemini' });
    expect(screen.getByRole('tab', { name: 'ChatGPT' }).getAttribute('aria-selected')).toBe('true');
    await user.click(gemini);
    await waitFor(() =>
      expect(callsTo(calls, ANALYTICS).map((c) => c.query.get('scraperSource'))).toContain('gemini'),
    );
    expect(screen.getByRole('tab', { name: 'Gemini' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the campaign first platform when the URL has none and the campaign does not ask ChatGPT', async () => {
    setup(
      { [`GET /campaigns/${ID}`]: campaign({ platforms: ['gemini', 'claude'] }) },
      `${BASE}/analytics/${ID}`,
      'analytics/:campaignId',
    );
    await waitFor(() => expect(currentPath()).toBe(`${BASE}/analytics/${ID}/gemini`));
  });

  it('shows the re-analysis of stored answers while it runs, then refreshes the figures once', async () => {
    jest.useFakeTimers();
    let polls = 0;
    const { calls } = setup({
      [REANALYSIS]: () =>
        ++polls < 3 ? progress('running', 1200 * polls, 4800) : progress('done', 4800, 4800),
    });
    const notice = await screen.findByTestId('reanalysis-notice');
    expect(notice.textContent).toContain('Updating the analysis');
    expect(notice.textContent).toContain(
      'after a change to the brand or its competitors: 1,200 of 4,800 answers (25%). No engine is asked again',
    );
    const analyticsCalls = callsTo(calls, ANALYTICS).length;
    await act(() => jest.advanceTimersByTimeAsync(2_500));
    expect(screen.getByTestId('reanalysis-notice').textContent).toContain('2,400 of 4,800 answers (50%)');
    await act(() => jest.advanceTimersByTimeAsync(2_500));
    await waitFor(() => expect(screen.queryByTestId('reanalysis-notice')).toBeNull());
    // Finished: the analytics are read again, and the progress stops polling.
    await waitFor(() => expect(callsTo(calls, ANALYTICS).length).toBe(analyticsCalls + 1));
    await act(() => jest.advanceTimersByTimeAsync(2_500 * 4));
    expect(callsTo(calls, REANALYSIS)).toHaveLength(3);
  });

  it('shows no re-analysis notice when nothing is being re-analysed', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { name: 'Acme CRM' })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, REANALYSIS)).toHaveLength(1));
    expect(screen.queryByTestId('reanalysis-notice')).toBeNull();
  });

  it('says so when the campaign does not exist', async () => {
    setup({ [`GET /campaigns/${ID}`]: apiError(404, 'NOT_FOUND', 'Campaign not found') });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeTruthy();
  });
});
