import { startLoopbackServer, type LoopbackServer, type StubReply } from '../testing/loopback';
import * as wire from '../testing/wire';
import { createAnalyzer } from './analyze';
import { AnalysisJudge } from './judge';
import type { AnalysisContext } from './types';

const context: AnalysisContext = {
  brand: { id: 'b1', name: 'Acme', aliases: [], domains: ['acme.com'] },
  competitors: [{ id: 'c1', name: 'Globex', aliases: [], domains: ['globex.com'] }],
};
const text = 'Acme has a great pipeline view but weak reporting. Globex is what most teams compare against.';
const analysis = createAnalyzer(context).analyze({
  platform: 'chatgpt',
  model: 'test',
  text,
  retrievedSources: [],
  citedSources: [],
  searchQueries: [],
  latencyMs: 0,
  usage: {},
  simulated: false,
  raw: null,
});

/** The Responses API reply carrying the structured output as the message text (its wire format). */
const verdictReply = (verdicts: unknown): StubReply => ({
  json: wire.openaiResponses({ model: 'gpt-judge', parts: [{ text: JSON.stringify({ verdicts }) }] }),
});

describe('model-assisted judging (contract: OpenAI Responses on a loopback server)', () => {
  let server: LoopbackServer;
  let reply: () => StubReply;
  beforeAll(async () => {
    server = await startLoopbackServer(() => reply());
  });
  afterAll(() => server.close());

  const judge = (budget = 1) =>
    new AnalysisJudge({
      apiKey: 'sk-test',
      model: 'gpt-judge',
      baseURL: `${server.baseUrl}/v1`,
      budgetUsdPerDay: budget,
      inputUsdPerMTok: 1000,
      outputUsdPerMTok: 2000,
    });

  it('asks with the rules and a strict JSON schema, applies the verdicts, counts the cost and caches', async () => {
    reply = () =>
      verdictReply([
        { id: 'b1', recommended: true, sentiment: 'positive', evidence: 'Acme has a great pipeline view.' },
        {
          id: 'c1',
          recommended: false,
          sentiment: 'neutral',
          evidence: 'Globex is what most teams compare against.',
        },
      ]);
    const j = judge();
    const before = server.requests.length;
    const judged = await j.refine(text, analysis, context);
    const request = server.requests[before];
    expect(request).toMatchObject({ method: 'POST', path: '/v1/responses' });
    expect(request?.body).toMatchObject({
      model: 'gpt-judge',
      text: { format: { type: 'json_schema', name: 'verdicts', strict: true } },
    });
    expect(String((request?.body as { instructions: string }).instructions)).toMatch(/alternatives to/);
    expect(judged.judgedBy).toBe('llm');
    expect(judged.brand).toMatchObject({
      recommended: true,
      sentimentLabel: 'positive',
      sentiment: { label: 'positive' },
    });
    expect(judged.competitors[0]).toMatchObject({ recommended: false, sentimentLabel: 'neutral' });
    // Mentions stay the rules' own.
    expect(judged.brand.count).toBe(analysis.brand.count);
    // 321 input and 123 output tokens at $1000 / $2000 per million.
    expect(j.stats.spentUsd).toBeCloseTo(0.321 + 0.246, 6);
    await j.refine(text, analysis, context);
    expect(server.requests.length).toBe(before + 1);
    expect(j.stats.cacheHits).toBe(1);
  });

  it('falls back to the rules on an error, a malformed reply or a spent budget', async () => {
    reply = () => wire.errorReply('openai', 500);
    expect(await judge().refine(text, analysis, context)).toBe(analysis);
    reply = () => verdictReply([{ id: 'b1', recommended: 'yes' }]);
    expect(await judge().refine(text, analysis, context)).toBe(analysis);
    reply = () =>
      verdictReply([
        { id: 'b1', recommended: true, sentiment: 'positive', evidence: '' },
        { id: 'c1', recommended: false, sentiment: 'neutral', evidence: '' },
      ]);
    const poor = judge(0.1);
    expect((await poor.refine(text, analysis, context)).judgedBy).toBe('llm'); // spends 0.567
    const before = server.requests.length;
    const other = text.replace('weak', 'slow');
    expect(await poor.refine(other, analysis, context)).toBe(analysis);
    expect(server.requests.length).toBe(before);
    expect(poor.stats.fallbacks).toBe(1);
  });
});
