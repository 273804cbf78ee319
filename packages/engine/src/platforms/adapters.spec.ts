/** Provider-specific behaviour beyond the shared contract. */
import { PlatformError } from '../errors';
import { startLoopbackServer, type LoopbackServer, type StubHandler } from '../testing/loopback';
import * as wire from '../testing/wire';
import { parsePerplexityResponse } from './perplexity';
import { createPlatform } from './registry';

const SCRIPT: wire.ScriptedAnswer = {
  queries: ['crm'],
  parts: [{ text: 'Acme is a CRM.', cites: [{ url: 'https://acme.com/', title: 'Acme' }] }],
};

let server: LoopbackServer;
async function serve(handler: StubHandler): Promise<string> {
  server = await startLoopbackServer(handler);
  return server.baseUrl;
}
afterEach(() => server?.close());

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('spend limits are never retryable', () => {
  it('Anthropic 429 enforced_spend_limit_reached', async () => {
    const base = await serve(() =>
      wire.errorReply('anthropic', 429, { code: 'enforced_spend_limit_reached', retryAfter: '60' }),
    );
    const claude = createPlatform('claude', { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: base });
    expect(await failure(claude.ask('q'))).toMatchObject({ kind: 'spend_limit', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('OpenAI 429 insufficient_quota', async () => {
    const base = await serve(() => wire.errorReply('openai', 429, { code: 'insufficient_quota' }));
    const chatgpt = createPlatform('chatgpt', { OPENAI_API_KEY: 'k', OPENAI_BASE_URL: base });
    expect(await failure(chatgpt.ask('q'))).toMatchObject({ kind: 'spend_limit', retryable: false });
  });

  it('SerpApi 429 when the account ran out of searches', async () => {
    const base = await serve(() =>
      wire.errorReply('serpapi', 429, { message: 'Your account has run out of searches.' }),
    );
    const google = createPlatform('google_search', { SERPAPI_KEY: 'k', SERPAPI_BASE_URL: base });
    expect(await failure(google.ask('q'))).toMatchObject({ kind: 'spend_limit', retryable: false });
  });
});

describe('gemini', () => {
  it('treats 400 API_KEY_INVALID as an auth failure', async () => {
    const base = await serve(() =>
      wire.errorReply('gemini', 400, {
        code: 'INVALID_ARGUMENT',
        message: 'API key not valid. Please pass a valid API key.',
      }),
    );
    const gemini = createPlatform('gemini', { GEMINI_API_KEY: 'k', GEMINI_BASE_URL: base });
    expect(await failure(gemini.ask('q'))).toMatchObject({ kind: 'auth', retryable: false, status: 400 });
  });

  it('answers without sources when groundingMetadata is absent', async () => {
    const base = await serve(() => ({ json: wire.geminiResponse(SCRIPT, { grounding: false }) }));
    const answer = await createPlatform('gemini', { GEMINI_API_KEY: 'k', GEMINI_BASE_URL: base }).ask('q');
    expect(answer).toMatchObject({
      text: 'Acme is a CRM.',
      citedSources: [],
      retrievedSources: [],
      searchQueries: [],
    });
  });
});

describe('google_ai_overview', () => {
  it('follows the page_token at once with engine=google_ai_overview', async () => {
    const base = await serve((r) =>
      r.query.get('engine') === 'google_ai_overview'
        ? { json: wire.serpapiAiOverview(SCRIPT) }
        : { json: wire.serpapiGoogle(SCRIPT, 'token') },
    );
    const answer = await createPlatform('google_ai_overview', {
      SERPAPI_KEY: 'k',
      SERPAPI_BASE_URL: base,
    }).ask('q');
    expect(server.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      { engine: 'google', q: 'q', api_key: 'k' },
      { engine: 'google_ai_overview', page_token: 'KIVu-nictZPdjqJIFMdfp2ay', api_key: 'k' },
    ]);
    expect(answer.text).toBe('Acme is a CRM.');
    expect(answer.citedSources).toEqual([
      { url: 'https://acme.com/', title: 'Acme', startIndex: 0, endIndex: 14 },
    ]);
    expect(answer.usage.searchQueries).toBe(2);
  });

  it('returns an empty answer when Google shows no AI Overview', async () => {
    const base = await serve(() => ({ json: wire.serpapiGoogle(SCRIPT, 'none') }));
    const answer = await createPlatform('google_ai_overview', {
      SERPAPI_KEY: 'k',
      SERPAPI_BASE_URL: base,
    }).ask('q');
    expect(answer).toMatchObject({ text: '', citedSources: [], retrievedSources: [] });
  });

  it('flattens lists and nested blocks, citing each item', async () => {
    const overview = {
      ai_overview: {
        text_blocks: [
          { type: 'heading', snippet: 'Top CRMs' },
          {
            type: 'list',
            list: [
              { title: 'Acme', snippet: 'simple pipelines.', reference_indexes: [0] },
              {
                title: 'Globex',
                snippet: 'cheap.',
                reference_indexes: [1],
                list: [{ snippet: 'Free tier.' }],
              },
            ],
          },
          {
            type: 'expandable',
            title: 'More',
            text_blocks: [{ type: 'paragraph', snippet: 'Ask a consultant.' }],
          },
        ],
        references: [
          { title: 'Acme', link: 'https://acme.com/', source: 'Acme', index: 0 },
          { title: 'G2', link: 'https://g2.com/globex', source: 'G2', index: 1 },
        ],
      },
    };
    const base = await serve(() => ({ json: overview }));
    const answer = await createPlatform('google_ai_overview', {
      SERPAPI_KEY: 'k',
      SERPAPI_BASE_URL: base,
    }).ask('q');
    expect(answer.text).toBe(
      'Top CRMs\n- Acme: simple pipelines.\n- Globex: cheap.\n  - Free tier.\nMore\nAsk a consultant.',
    );
    expect(answer.citedSources.map((c) => answer.text.slice(c.startIndex, c.endIndex))).toEqual([
      '- Acme: simple pipelines.',
      '- Globex: cheap.',
    ]);
  });
});

describe('claude', () => {
  it('continues a paused turn and joins the parts', async () => {
    const first = { ...SCRIPT, parts: [{ text: 'Acme is ' }] };
    const second = {
      ...SCRIPT,
      queries: [],
      parts: [{ text: 'a CRM.', cites: [{ url: 'https://acme.com/' }] }],
    };
    const base = await serve(() =>
      server.requests.length === 1
        ? { json: wire.anthropicMessage(first, 'pause_turn') }
        : { json: wire.anthropicMessage(second) },
    );
    const answer = await createPlatform('claude', { ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: base }).ask(
      'q',
    );
    expect(server.requests).toHaveLength(2);
    expect(
      (server.requests[1]?.body as { messages: { role: string }[] }).messages.map((m) => m.role),
    ).toEqual(['user', 'assistant']);
    expect(answer.text).toBe('Acme is a CRM.');
    expect(answer.citedSources).toEqual([
      { url: 'https://acme.com/', title: 'acme.com', startIndex: 8, endIndex: 14 },
    ]);
  });
});

describe('perplexity', () => {
  it('falls back to the deprecated citations array and ignores markers without a source', () => {
    const parsed = parsePerplexityResponse({
      choices: [{ message: { content: 'Acme[1] and Globex[3].' } }],
      citations: ['https://acme.com/?utm_source=x'],
    });
    expect(parsed.retrievedSources).toEqual([{ url: 'https://acme.com/' }]);
    expect(parsed.citedSources).toEqual([{ url: 'https://acme.com/', startIndex: 4, endIndex: 7 }]);
  });
});

describe('connection failures', () => {
  it('reports a refused connection as a retryable server error', async () => {
    const base = await serve(() => ({ json: {} }));
    await server.close();
    const error = await failure(
      createPlatform('openai_compatible', { OPENAI_COMPATIBLE_BASE_URL: base }).ask('q'),
    );
    expect(error).toMatchObject({ kind: 'server', retryable: true });
  });
});
