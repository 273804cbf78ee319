/**
 * Adapter contract: every platform adapter against a loopback server answering in that provider's
 * wire format, through the official SDK pointed at it by base URL.
 */
import { PlatformError } from '../errors';
import {
  startLoopbackServer,
  type LoopbackServer,
  type StubReply,
  type StubRequest,
} from '../testing/loopback';
import * as wire from '../testing/wire';
import type { Answer, PlatformId } from '../types';
import type { PlatformEnv } from './config';
import { createPlatform } from './registry';

const ACME = { url: 'https://acme.com/crm?utm_source=openai', title: 'Acme CRM' };
const G2 = { url: 'https://www.g2.com/products/globex', title: 'Globex reviews' };
const REDDIT = { url: 'https://www.reddit.com/r/CRM/', title: 'r/CRM' };
const PART_1 = 'Acme’s CRM is the best choice for startups.';
const PART_2 = ' Globex is cheaper — but slower.';
const SCRIPT: wire.ScriptedAnswer = {
  queries: ['best crm for startups'],
  parts: [
    { text: PART_1, cites: [ACME] },
    { text: PART_2, cites: [G2] },
  ],
  retrieved: [ACME, G2, REDDIT],
};

interface ContractCase {
  id: PlatformId;
  provider: wire.Provider;
  env: (base: string) => PlatformEnv;
  success: StubReply;
  checkRequest: (request: StubRequest) => void;
  checkAnswer: (answer: Answer) => void;
}

const slices = (a: Answer) => a.citedSources.map((c) => a.text.slice(c.startIndex, c.endIndex));

const CASES: ContractCase[] = [
  {
    id: 'chatgpt',
    provider: 'openai',
    env: (base) => ({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `${base}/v1` }),
    success: { json: wire.openaiResponses(SCRIPT) },
    checkRequest: (r) => {
      expect(r.path).toBe('/v1/responses');
      expect(r.headers.authorization).toBe('Bearer test-key');
      expect(r.body).toMatchObject({
        model: 'gpt-5-mini',
        input: 'best crm?',
        tools: [{ type: 'web_search', user_location: { type: 'approximate', country: 'DE' } }],
        include: ['web_search_call.action.sources'],
      });
    },
    checkAnswer: (a) => {
      expect(a.text).toBe(PART_1 + PART_2);
      expect(a.citedSources.map((c) => c.url)).toEqual(['https://acme.com/crm', G2.url]);
      expect(slices(a)).toEqual([PART_1, PART_2]);
      expect(a.retrievedSources.map((s) => s.url)).toEqual(['https://acme.com/crm', G2.url, REDDIT.url]);
      expect(a.searchQueries).toEqual(['best crm for startups']);
      expect(a.usage).toEqual({ inputTokens: 321, outputTokens: 123, searchQueries: 1 });
      expect(a.model).toBe('gpt-5-mini-2025-08-07');
    },
  },
  {
    id: 'perplexity',
    provider: 'perplexity',
    env: (base) => ({ PERPLEXITY_API_KEY: 'test-key', PERPLEXITY_BASE_URL: base }),
    success: { json: wire.perplexityCompletion(SCRIPT) },
    checkRequest: (r) => {
      expect(r.path).toBe('/chat/completions');
      expect(r.headers.authorization).toBe('Bearer test-key');
      expect(r.body).toMatchObject({
        model: 'sonar',
        messages: [{ role: 'user', content: 'best crm?' }],
        web_search_options: { user_location: { country: 'DE' } },
      });
    },
    checkAnswer: (a) => {
      expect(a.text).toBe(`${PART_1}[1]${PART_2}[2]`);
      expect(slices(a)).toEqual(['[1]', '[2]']);
      expect(a.citedSources.map((c) => c.url)).toEqual(['https://acme.com/crm', G2.url]);
      expect(a.retrievedSources).toEqual([
        { url: 'https://acme.com/crm', title: 'Acme CRM' },
        { url: G2.url, title: G2.title },
        { url: REDDIT.url, title: REDDIT.title },
      ]);
      expect(a.usage).toEqual({ inputTokens: 12, outputTokens: 80, searchQueries: 1 });
    },
  },
  {
    id: 'gemini',
    provider: 'gemini',
    env: (base) => ({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: base, GEMINI_MODEL: 'gemini-test' }),
    success: { json: wire.geminiResponse(SCRIPT) },
    checkRequest: (r) => {
      expect(r.path).toMatch(/\/models\/gemini-test:generateContent$/);
      expect(r.headers['x-goog-api-key']).toBe('test-key');
      expect(r.body).toMatchObject({
        contents: [{ parts: [{ text: 'best crm?' }] }],
        tools: [{ googleSearch: {} }],
      });
      expect(JSON.stringify(r.body)).toContain('DE');
    },
    checkAnswer: (a) => {
      expect(a.text).toBe(PART_1 + PART_2);
      // Gemini counts UTF-8 bytes; the adapter maps them back to string indexes.
      expect(slices(a)).toEqual([PART_1, PART_2]);
      expect(a.citedSources.map((c) => c.title)).toEqual(['acme.com', 'g2.com']);
      expect(a.retrievedSources).toHaveLength(3);
      expect(a.searchQueries).toEqual(['best crm for startups']);
      expect(a.usage).toEqual({ inputTokens: 12, outputTokens: 80, searchQueries: 1 });
      expect(a.model).toBe('gemini-2.5-flash');
    },
  },
  {
    id: 'claude',
    provider: 'anthropic',
    env: (base) => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: base }),
    success: { json: wire.anthropicMessage(SCRIPT) },
    checkRequest: (r) => {
      expect(r.path).toBe('/v1/messages');
      // @anthropic-ai/sdk 1.x sends the key as a Bearer token (older versions: x-api-key).
      expect(r.headers['x-api-key'] ?? r.headers.authorization).toMatch(/test-key/);
      expect(r.body).toMatchObject({
        model: 'claude-sonnet-4-6',
        messages: [{ role: 'user', content: 'best crm?' }],
        tools: [
          {
            type: 'web_search_20250305',
            name: 'web_search',
            max_uses: 5,
            user_location: { type: 'approximate', country: 'DE' },
          },
        ],
      });
    },
    checkAnswer: (a) => {
      expect(a.text).toBe(PART_1 + PART_2);
      expect(slices(a)).toEqual([PART_1, PART_2]);
      expect(a.citedSources.map((c) => c.url)).toEqual(['https://acme.com/crm', G2.url]);
      expect(a.retrievedSources).toHaveLength(3);
      expect(a.searchQueries).toEqual(['best crm for startups']);
      expect(a.usage).toEqual({ inputTokens: 2100, outputTokens: 150, searchQueries: 1 });
    },
  },
  {
    id: 'google_ai_overview',
    provider: 'serpapi',
    env: (base) => ({ SERPAPI_KEY: 'test-key', SERPAPI_BASE_URL: base }),
    success: { json: wire.serpapiGoogle(SCRIPT, 'inline') },
    checkRequest: (r) => {
      expect(r.path).toBe('/search.json');
      expect(Object.fromEntries(r.query)).toEqual({
        engine: 'google',
        q: 'best crm?',
        gl: 'de',
        api_key: 'test-key',
      });
    },
    checkAnswer: (a) => {
      expect(a.text).toBe(`${PART_1}\n${PART_2.trim()}`);
      expect(slices(a)).toEqual([PART_1, PART_2.trim()]);
      expect(a.citedSources.map((c) => c.url)).toEqual(['https://acme.com/crm', G2.url]);
      expect(a.retrievedSources).toHaveLength(3);
    },
  },
  {
    id: 'google_search',
    provider: 'serpapi',
    env: (base) => ({ SERPAPI_KEY: 'test-key', SERPAPI_BASE_URL: base }),
    success: { json: wire.serpapiGoogle(SCRIPT, 'none') },
    checkRequest: (r) => {
      expect(r.path).toBe('/search.json');
      expect(r.query.get('engine')).toBe('google');
      expect(r.query.get('gl')).toBe('de');
    },
    checkAnswer: (a) => {
      expect(a.organicResults).toEqual([
        { position: 1, url: 'https://acme.com/crm', title: 'Acme CRM' },
        { position: 2, url: G2.url, title: G2.title },
        { position: 3, url: REDDIT.url, title: REDDIT.title },
      ]);
      expect(a.text.split('\n')[0]).toBe('1. Acme CRM - About Acme CRM.');
      expect(slices(a)[1]).toBe('2. Globex reviews - About Globex reviews.');
    },
  },
  {
    id: 'openai_compatible',
    provider: 'openai',
    env: (base) => ({ OPENAI_COMPATIBLE_BASE_URL: `${base}/v1`, OPENAI_COMPATIBLE_MODEL: 'qwen3' }),
    success: { json: wire.chatCompletion(SCRIPT) },
    checkRequest: (r) => {
      expect(r.path).toBe('/v1/chat/completions');
      expect(r.body).toMatchObject({ model: 'qwen3', messages: [{ role: 'user', content: 'best crm?' }] });
    },
    checkAnswer: (a) => {
      expect(a.text).toBe(PART_1 + PART_2);
      expect(a.citedSources).toEqual([]);
      expect(a.usage).toEqual({ inputTokens: 12, outputTokens: 80 });
    },
  },
];

async function askExpectingError(platformId: PlatformId, env: PlatformEnv): Promise<PlatformError> {
  const platform = createPlatform(
    platformId,
    { ...env, LANTERN_TIMEOUT_MS: '300' },
    { requireConfigured: true },
  );
  const error = await platform.ask('best crm?', { country: 'DE' }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe.each(CASES.map((c) => [c.id, c] as const))('%s adapter contract', (_id, c) => {
  let server: LoopbackServer;
  let reply: StubReply;

  beforeEach(async () => {
    server = await startLoopbackServer(() => reply);
  });
  afterEach(() => server.close());

  it('returns the normalized answer with cited and retrieved sources', async () => {
    reply = c.success;
    const platform = createPlatform(c.id, c.env(server.baseUrl), { requireConfigured: true });
    const answer = await platform.ask('best crm?', { country: 'DE' });
    expect(server.requests).toHaveLength(1);
    c.checkRequest(server.requests[0] as StubRequest);
    expect(answer).toMatchObject({ platform: c.id, simulated: false });
    expect(answer.latencyMs).toBeGreaterThanOrEqual(0);
    expect(answer.raw).toBeDefined();
    c.checkAnswer(answer);
  });

  it('fails fast on 401 (auth, not retryable, one request)', async () => {
    reply = wire.errorReply(c.provider, 401, { message: 'invalid key' });
    const error = await askExpectingError(c.id, c.env(server.baseUrl));
    expect(error).toMatchObject({ kind: 'auth', retryable: false, status: 401, platform: c.id });
    expect(server.requests).toHaveLength(1);
  });

  it('reports 429 as a retryable rate limit with the Retry-After wait', async () => {
    reply = wire.errorReply(c.provider, 429, { retryAfter: '7', message: 'slow down' });
    const error = await askExpectingError(c.id, c.env(server.baseUrl));
    expect(error).toMatchObject({ kind: 'rate_limit', retryable: true, retryAfterMs: 7000, status: 429 });
    expect(server.requests).toHaveLength(1);
  });

  it.each([500, 503])(
    'reports %i as a retryable server error without retrying inside the SDK',
    async (status) => {
      reply = wire.errorReply(c.provider, status, status === 503 ? { retryAfter: '2' } : {});
      const error = await askExpectingError(c.id, c.env(server.baseUrl));
      expect(error).toMatchObject({ kind: 'server', retryable: true, status });
      expect(error.retryAfterMs).toBe(status === 503 ? 2000 : undefined);
      expect(server.requests).toHaveLength(1);
    },
  );

  it('aborts a hanging request at the timeout', async () => {
    reply = { hang: true };
    const error = await askExpectingError(c.id, c.env(server.baseUrl));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(server.requests).toHaveLength(1);
  });

  it('reports a truncated body as a bad response', async () => {
    reply = { truncate: (c.success as { json: unknown }).json };
    const error = await askExpectingError(c.id, c.env(server.baseUrl));
    expect(error).toMatchObject({ kind: 'bad_response', retryable: true });
  });

  it("rethrows the caller's abort as is (a cancel is not a platform failure)", async () => {
    reply = { hang: true };
    const platform = createPlatform(c.id, c.env(server.baseUrl), { requireConfigured: true });
    const controller = new AbortController();
    const asked = platform.ask('best crm?', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled by user')), 20);
    await expect(asked).rejects.toThrow('cancelled by user');
  });
});
