// A 5,000-item run (prompts x platforms x samples) against loopback stubs that answer in each
// provider's wire format, through the real adapters and SDKs, with a rate limit per platform.
// Reports how close each platform stays to its limit (measured at the stub, where requests arrive).
//
//   npm run build -w packages/engine && node bench/engine/run.bench.mjs [--items 5000] [--scale 1]
//
// The stubs add 20-80 ms of latency and fail 1% of requests with 503 and 0.5% with 429 (Retry-After
// 1 s), so retries are part of the run. Reported per platform, from the arrival times at the stub:
// the steady rate (after the first second, before the last 10% of the run) as a share of the limit,
// and the most requests seen in any sliding 10 s and 1 s window against what the limit allows there
// (rate x window + the limiter's bucket). --scale multiplies every limit.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const engine = require('../../packages/engine/dist/index.js');
const { startLoopbackServer } = require('../../packages/engine/dist/testing/loopback.js');
const wire = require('../../packages/engine/dist/testing/wire.js');

const { values } = parseArgs({
  options: { items: { type: 'string', default: '5000' }, scale: { type: 'string', default: '1' } },
});
const items = Number(values.items);
const scale = Number(values.scale);

// Requests per minute per platform (high enough for the bench to take ~30 s; the ratios matter).
const LIMITS = {
  chatgpt: 3000,
  perplexity: 2400,
  gemini: 3600,
  claude: 1800,
  google_ai_overview: 1500,
  google_search: 1500,
  openai_compatible: 6000,
};
for (const id of Object.keys(LIMITS)) LIMITS[id] *= scale;
const PREFIX = {
  chatgpt: '/openai',
  perplexity: '/perplexity',
  gemini: '/gemini',
  claude: '/anthropic',
  google_ai_overview: '/serp-aio',
  google_search: '/serp-organic',
  openai_compatible: '/local',
};
const PROVIDER = {
  chatgpt: 'openai',
  perplexity: 'perplexity',
  gemini: 'gemini',
  claude: 'anthropic',
  google_ai_overview: 'serpapi',
  google_search: 'serpapi',
  openai_compatible: 'openai',
};

const script = (prompt) => ({
  queries: [prompt],
  parts: [
    { text: 'Acme is a popular CRM for startups. ', cites: [{ url: 'https://acme.com/?utm_source=openai' }] },
    { text: 'Globex is cheaper but slower.', cites: [{ url: 'https://www.g2.com/products/globex' }] },
  ],
});
const SUCCESS = {
  chatgpt: (p) => wire.openaiResponses(script(p)),
  perplexity: (p) => wire.perplexityCompletion(script(p)),
  gemini: (p) => wire.geminiResponse(script(p)),
  claude: (p) => wire.anthropicMessage(script(p)),
  google_ai_overview: (p) => wire.serpapiGoogle(script(p), 'inline'),
  google_search: (p) => wire.serpapiGoogle(script(p), 'none'),
  openai_compatible: (p) => wire.chatCompletion(script(p)),
};

const stats = Object.fromEntries(Object.keys(LIMITS).map((id) => [id, { arrivals: [], injected: 0 }]));

const server = await startLoopbackServer(async (req) => {
  const id = Object.keys(PREFIX).find((k) => req.path.startsWith(`${PREFIX[k]}/`));
  const s = stats[id];
  s.arrivals.push(performance.now());
  await new Promise((r) => setTimeout(r, 20 + Math.random() * 60));
  const roll = Math.random();
  if (roll < 0.01) return ((s.injected += 1), wire.errorReply(PROVIDER[id], 503));
  if (roll < 0.015) return ((s.injected += 1), wire.errorReply(PROVIDER[id], 429, { retryAfter: '1' }));
  const prompt = req.query.get('q') ?? 'prompt';
  return { json: SUCCESS[id](prompt) };
});

const base = server.baseUrl;
const env = {
  OPENAI_API_KEY: 'k',
  OPENAI_BASE_URL: `${base}/openai/v1`,
  PERPLEXITY_API_KEY: 'k',
  PERPLEXITY_BASE_URL: `${base}/perplexity`,
  GEMINI_API_KEY: 'k',
  GEMINI_BASE_URL: `${base}/gemini`,
  ANTHROPIC_API_KEY: 'k',
  ANTHROPIC_BASE_URL: `${base}/anthropic`,
  SERPAPI_KEY: 'k',
  OPENAI_COMPATIBLE_BASE_URL: `${base}/local/v1`,
};
const ids = Object.keys(LIMITS);
const platforms = ids.map((id) =>
  engine.createPlatform(
    id,
    id.startsWith('google_') ? { ...env, SERPAPI_BASE_URL: `${base}${PREFIX[id]}` } : env,
    { requireConfigured: true },
  ),
);

const samples = 3;
const promptCount = Math.ceil(items / (ids.length * samples));
const prompts = Array.from({ length: promptCount }, (_, i) => `best crm for team ${i}`);
const limiters = Object.fromEntries(
  ids.map((id) => [id, new engine.RateLimiter({ requestsPerMinute: LIMITS[id] })]),
);
const analyzer = engine.createAnalyzer({
  brand: { name: 'Acme', aliases: [], domains: ['acme.com'] },
  competitors: [{ name: 'Globex', aliases: [], domains: ['globex.com'] }],
});

console.log(
  `run bench: ${promptCount * ids.length * samples} items (${promptCount} prompts x ${ids.length} platforms x ${samples} samples)`,
);
const started = performance.now();
let analyzed = 0;
const results = await engine.runPrompts({
  prompts,
  platforms,
  samples,
  country: 'US',
  limiters,
  concurrency: 16,
  retry: { maxAttempts: 5, baseDelayMs: 200 },
  onResult: (r) => {
    if (r.answer) analyzed += analyzer.analyze(r.answer).brand.mentioned ? 1 : 0;
  },
});
const seconds = (performance.now() - started) / 1000;
await server.close();

/** The most arrivals within any window of `ms`. */
function peak(arrivals, ms) {
  let best = 0;
  for (let i = 0, j = 0; i < arrivals.length; i += 1) {
    while (arrivals[i] - arrivals[j] >= ms) j += 1;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

const rows = ids.map((id) => {
  const s = stats[id];
  const arrivals = s.arrivals.sort((a, b) => a - b);
  const perSecond = LIMITS[id] / 60;
  const burst = limiters[id].burst;
  // Steady state: after the first second, up to the last 10% of the run.
  const lo = Math.max(Math.floor(arrivals.length * 0.1), Math.ceil(perSecond));
  const hi = Math.floor(arrivals.length * 0.9);
  const steady = (hi - lo) / ((arrivals[hi] - arrivals[lo]) / 1000);
  const mine = results.filter((r) => r.item.platform === id);
  return [
    id,
    String(LIMITS[id]),
    String(arrivals.length),
    String(mine.filter((r) => r.error).length),
    `${(steady * 60).toFixed(0)} (${((steady / perSecond) * 100).toFixed(1)}%)`,
    `${peak(arrivals, 10_000)} / ${(perSecond * 10 + burst).toFixed(1)}`,
    `${peak(arrivals, 1000)} / ${(perSecond + burst).toFixed(1)}`,
    String(s.injected),
  ];
});
const header = [
  'platform',
  'limit rpm',
  'requests',
  'failed',
  'steady rpm (of limit)',
  'peak 10s / allowed',
  'peak 1s / allowed',
  'injected errors',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
const failed = results.filter((r) => r.error).length;
console.log(
  `done in ${seconds.toFixed(1)} s: ${results.length - failed} answers, ${failed} failed after retries, ${analyzed} mention the brand`,
);
console.log(
  'allowed in a window = limit x window + bucket (1 request + 5 ms of tokens); the stub sees requests a few ms after the\n' +
    'limiter lets them through, so one request above "allowed" is arrival jitter. Requests include retries.',
);
