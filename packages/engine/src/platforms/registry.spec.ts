import { PLATFORM_IDS } from '../types';
import { listPlatforms, createPlatform } from './registry';
import { platformSettings } from './config';

describe('listPlatforms', () => {
  it('marks every platform simulated when no key is set', () => {
    const list = listPlatforms({});
    expect(list.map((p) => p.id)).toEqual([...PLATFORM_IDS]);
    for (const p of list) expect(p.simulated).toBe(true);
    expect(list.find((p) => p.id === 'chatgpt')).toMatchObject({
      configured: false,
      missing: ['OPENAI_API_KEY'],
    });
    expect(list.find((p) => p.id === 'sandbox')).toMatchObject({ configured: true, simulated: true });
  });

  it('marks platforms with keys as configured and real', () => {
    const list = listPlatforms({
      OPENAI_API_KEY: 'k',
      SERPAPI_KEY: 's',
      OPENAI_COMPATIBLE_BASE_URL: 'http://localhost:11434/v1',
    });
    const real = list.filter((p) => !p.simulated).map((p) => p.id);
    expect(real).toEqual(['chatgpt', 'google_ai_overview', 'google_search', 'openai_compatible']);
    expect(list.find((p) => p.id === 'chatgpt')).toMatchObject({
      configured: true,
      model: 'gpt-5-mini',
      missing: [],
    });
  });

  it('ignores blank values', () => {
    expect(listPlatforms({ OPENAI_API_KEY: '  ' }).find((p) => p.id === 'chatgpt')?.configured).toBe(false);
  });
});

describe('platformSettings', () => {
  it('reads models, base URLs, rate limits and timeouts from the environment', () => {
    const s = platformSettings('claude', {
      ANTHROPIC_API_KEY: 'k',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9/',
      ANTHROPIC_MODEL: 'claude-haiku-4-5',
      LANTERN_RPM_CLAUDE: '500',
      LANTERN_TIMEOUT_MS: '1500',
    });
    expect(s).toMatchObject({
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:9',
      model: 'claude-haiku-4-5',
      requestsPerMinute: 500,
      timeoutMs: 1500,
    });
  });

  it('defaults Perplexity and SerpApi to their public endpoints', () => {
    expect(platformSettings('perplexity', {}).baseURL).toBe('https://api.perplexity.ai');
    expect(platformSettings('google_search', {}).baseURL).toBe('https://serpapi.com');
  });
});

describe('createPlatform', () => {
  it('simulates an unconfigured platform under its own id, labelled simulated', async () => {
    const platform = createPlatform('perplexity', {}, { sandbox: { seed: 1 } });
    expect(platform).toMatchObject({ id: 'perplexity', simulated: true });
    const answer = await platform.ask('best crm?');
    expect(answer).toMatchObject({ platform: 'perplexity', simulated: true });
  });

  it('refuses to simulate when a configured platform is required', () => {
    expect(() => createPlatform('gemini', {}, { requireConfigured: true })).toThrow(/GEMINI_API_KEY/);
  });
});
