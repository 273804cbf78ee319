// The analytics endpoints at scale (issue 13): latency of GET /api/campaigns/{id}/analytics (one
// platform), /analytics/overview and /analytics/sources over HTTP against the real app on PostgreSQL,
// for campaigns of about 1k, 10k, 100k and 225k answers (5 platforms x 3 samples x 30 daily runs, the
// prompt count scaled: 2, 22, 222 and 500 prompts). Prints p50 and p95 per request and size, and how
// long the stored aggregates took to build. Figures only, no assertions (tests never assert on time).
//
//   npm run build:libs && npm run build -w @lantern/api && node bench/analytics/analytics.bench.mjs
//     [--sizes 1000,10000,100000,225000] [--runs 30] [--warmup 3] [--keep-database]
//
// Builds nothing: it runs api/dist, so build first. Starts `node api/dist/main.js` on a throwaway
// database it creates on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and
// drops at the end; signs one user up and creates one campaign per size through the API (runNow off);
// stops the app and bulk-loads prompts, 30 COMPLETED runs one day apart, their run items and answers in
// SQL (the analysis JSON as the analyzer writes it: the brand and three competitors mentioned at random
// rates, two cited and three retrieved sources from 40 domains, some owned or a competitor's, sentiment,
// search queries); starts the app again; the first request of each campaign builds its aggregates (as
// for runs settled before the aggregates existed: the same code the settle hook runs, timed per
// campaign) and ANALYZE refreshes the aggregate tables' statistics; then times each request (--warmup untimed, then --runs timed, one at a time). Target: p95 <
// 50 ms at 225k answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  W,
  get,
  lit,
  post,
  quantile,
  seconds,
  startApp,
  throwawayDatabase,
  timed,
} from '../support/harness.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000,225000' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    'keep-database': { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const PLATFORMS = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google_ai_overview'];
const SAMPLES = 3;
const DAYS = 30;
const PER_PROMPT = PLATFORMS.length * SAMPLES * DAYS;
const COMPETITORS = ['Globex', 'Initech', 'Umbrella'];

// ---- the data ------------------------------------------------------------------------------------

/** SQL helpers of this session: one tracked brand's mention result, and one classified source. */
const HELPERS = `
  CREATE FUNCTION pg_temp.mention(name text, role text, m boolean, pos int, score float8) RETURNS jsonb
  LANGUAGE sql AS $$
    SELECT jsonb_build_object('name', name, 'role', role, 'mentioned', m, 'count', CASE WHEN m THEN 1 ELSE 0 END,
      'firstIndex', CASE WHEN m THEN 40 * pos END, 'position', CASE WHEN m THEN pos END,
      'prominence', CASE WHEN m THEN 1 - 0.15 * pos ELSE 0 END, 'matchedBy', '[]'::jsonb, 'occurrences', '[]'::jsonb,
      'sentiment', CASE WHEN m THEN jsonb_build_object('score', score, 'label',
        CASE WHEN score > 0.2 THEN 'positive' WHEN score < -0.2 THEN 'negative' ELSE 'neutral' END) END,
      'recommended', m AND score > 0.3)
  $$;
  CREATE FUNCTION pg_temp.source(d int) RETURNS jsonb LANGUAGE sql AS $$
    SELECT CASE WHEN d = 0 THEN jsonb_build_object('url', 'https://acme-tools.com/pricing', 'domain', 'acme-tools.com', 'ownership', 'owned')
                WHEN d = 1 THEN jsonb_build_object('url', 'https://globex.com/', 'domain', 'globex.com', 'ownership', 'competitor', 'competitor', 'Globex')
                ELSE jsonb_build_object('url', 'https://site' || d || '.example/review/' || (d % 7), 'domain', 'site' || d || '.example',
                                        'title', 'Review ' || d, 'ownership', 'third_party') END
  $$;`;

function answersSql(campaignId) {
  return `
    INSERT INTO answers (item_id, run_id, campaign_id, prompt_id, prompt, platform, sample, model, simulated, text,
                         retrieved_sources, cited_sources, search_queries, latency_ms, analysis, analysis_version,
                         brand_mentioned, created_at)
    SELECT x.id, x.run_id, ${lit(campaignId)}, x.prompt_id, x.prompt, x.platform, x.sample, 'bench-model', true,
           'Acme Tools and Globex are both options for this; see the sources.',
           jsonb_build_array(pg_temp.source(x.d1), pg_temp.source(x.d2), pg_temp.source(x.d3)),
           jsonb_build_array(pg_temp.source(x.d1), pg_temp.source(x.d2)),
           CASE WHEN x.platform IN ('chatgpt', 'perplexity') THEN jsonb_build_array(x.prompt || ' 2026', 'best ' || x.platform) ELSE '[]' END,
           900,
           jsonb_build_object('version', 1, 'platform', x.platform, 'simulated', true, 'textLength', 600,
             'brand', pg_temp.mention('Acme Tools', 'brand', x.bm, x.bp, x.s0),
             'competitors', jsonb_build_array(pg_temp.mention('Globex', 'competitor', x.c1, 1 + (x.bm)::int, x.s1),
                                              pg_temp.mention('Initech', 'competitor', x.c2, 2, x.s2),
                                              pg_temp.mention('Umbrella', 'competitor', x.c3, 3, x.s0)),
             'mentionOrder', to_jsonb(array_remove(ARRAY[CASE WHEN x.bm THEN 'Acme Tools' END, CASE WHEN x.c1 THEN 'Globex' END,
                                                         CASE WHEN x.c2 THEN 'Initech' END, CASE WHEN x.c3 THEN 'Umbrella' END], NULL)),
             'citations', jsonb_build_object(
               'retrieved', jsonb_build_array(pg_temp.source(x.d1), pg_temp.source(x.d2), pg_temp.source(x.d3)),
               'cited', jsonb_build_array(pg_temp.source(x.d1), pg_temp.source(x.d2))),
             'hasCitations', true, 'citesOwnDomain', x.d1 = 0 OR x.d2 = 0, 'retrievesOwnDomain', x.d1 = 0 OR x.d2 = 0 OR x.d3 = 0,
             'organicRank', NULL,
             'suggestedCompetitors', CASE WHEN x.s1 > 0.8 THEN '["Hooli"]'::jsonb ELSE '[]'::jsonb END),
           1, x.bm, x.created_at
      FROM (SELECT i.id, i.run_id, i.prompt_id, p.text AS prompt, i.platform, i.sample, r.created_at + interval '1 minute' AS created_at,
                   random() < 0.25 + 0.1 * array_position(ARRAY[${PLATFORMS.map(lit).join(', ')}], i.platform) AS bm,
                   1 + floor(random() * 3)::int AS bp,
                   random() < 0.5 AS c1, random() < 0.3 AS c2, random() < 0.15 AS c3,
                   random() * 2 - 1 AS s0, random() * 2 - 1 AS s1, random() * 2 - 1 AS s2,
                   floor(random() * 40)::int AS d1, floor(random() * 40)::int AS d2, floor(random() * 40)::int AS d3
              FROM run_items i JOIN campaign_runs r ON r.id = i.run_id JOIN campaign_prompts p ON p.id = i.prompt_id
             WHERE r.campaign_id = ${lit(campaignId)}) x`;
}

async function load(sql, campaigns) {
  await sql.query(HELPERS);
  await sql.query('SELECT setseed(0.13)');
  for (const c of campaigns) {
    const prompts = Math.max(1, Math.round(c.size / PER_PROMPT));
    await sql.query(`DELETE FROM campaign_prompts WHERE campaign_id = ${lit(c.id)}`);
    await sql.query(
      `INSERT INTO campaign_prompts (campaign_id, text, topic, position)
       SELECT ${lit(c.id)}, 'Which project tool is best for use case ' || g || '?', 'tools', g
         FROM generate_series(1, ${prompts}) g`,
    );
    await sql.query(
      `INSERT INTO campaign_runs (campaign_id, status, trigger, total_items, answered_items, created_at, started_at, finished_at)
       SELECT ${lit(c.id)}, 'COMPLETED', 'schedule', ${prompts * PLATFORMS.length * SAMPLES}, ${prompts * PLATFORMS.length * SAMPLES},
              now() - (${DAYS} - g) * interval '1 day' - interval '2 hours', now() - (${DAYS} - g) * interval '1 day' - interval '2 hours',
              now() - (${DAYS} - g) * interval '1 day' - interval '1 hour'
         FROM generate_series(1, ${DAYS}) g`,
    );
    await sql.query(
      `INSERT INTO run_items (run_id, prompt_id, platform, sample, status, attempts, finished_at)
       SELECT r.id, p.id, pl, s, 'answered', 1, r.finished_at
         FROM campaign_runs r JOIN campaign_prompts p ON p.campaign_id = r.campaign_id,
              unnest(ARRAY[${PLATFORMS.map(lit).join(', ')}]) pl, generate_series(1, ${SAMPLES}) s
        WHERE r.campaign_id = ${lit(c.id)}`,
    );
    const { ms } = await timed(`insert ~${c.size.toLocaleString('en-US')} answers`, () =>
      sql.query(answersSql(c.id)),
    );
    const [n] = await sql.query(`SELECT count(*)::int AS n FROM answers WHERE campaign_id = ${lit(c.id)}`);
    c.answers = n.n;
    c.prompts = prompts;
    c.loadMs = ms;
    await sql.query(
      `UPDATE campaigns SET status = 'COMPLETED', last_update = now(),
              last_run_id = (SELECT id FROM campaign_runs WHERE campaign_id = ${lit(c.id)} ORDER BY created_at DESC LIMIT 1)
        WHERE id = ${lit(c.id)}`,
    );
  }
  await timed('VACUUM ANALYZE', () => sql.query('VACUUM ANALYZE'));
}

// ---- the requests --------------------------------------------------------------------------------

const REQUESTS = [
  [
    'analytics chatgpt, range 30',
    (id) => [`/api/campaigns/${id}/analytics`, { scraperSource: 'chatgpt', range: '30' }],
  ],
  [
    'analytics gemini, range all',
    (id) => [`/api/campaigns/${id}/analytics`, { scraperSource: 'gemini', range: 'all' }],
  ],
  [
    'analytics chatgpt, range 7',
    (id) => [`/api/campaigns/${id}/analytics`, { scraperSource: 'chatgpt', range: '7' }],
  ],
  ['overview, range 30', (id) => [`/api/campaigns/${id}/analytics/overview`, { range: '30' }]],
  ['sources, range 30', (id) => [`/api/campaigns/${id}/analytics/sources`, { range: '30' }]],
];

async function measure(app, ctx, c) {
  const scope = { organizationId: ctx.organizationId, accountId: ctx.accountId };
  const out = [];
  for (const [label, build] of REQUESTS) {
    const [path, query] = build(c.id);
    for (let i = 0; i < WARMUP; i++) await get(app.base, path, { ...scope, ...query }, ctx.token);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await get(app.base, path, { ...scope, ...query }, ctx.token);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const r = { label, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
    console.log(
      `    ${label.padEnd(W)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms`,
    );
    out.push(r);
  }
  return out;
}

// ---- main ----------------------------------------------------------------------------------------

async function signUp(app) {
  const res = await post(app.base, '/api/auth/signup', {
    firstName: 'Bench',
    lastName: 'Owner',
    email: `bench-${Date.now()}@lantern.test`,
    country: 'IN',
    password: 'Bench-Lantern-2026!',
  });
  const org = res.user.organizations[0];
  return { token: res.accessToken, organizationId: org.id, accountId: org.accounts[0].id };
}

async function createCampaign(app, ctx, size) {
  return post(
    app.base,
    '/api/campaigns',
    {
      organizationId: ctx.organizationId,
      accountId: ctx.accountId,
      name: `Bench ${size}`,
      websiteUrl: 'https://www.acme-tools.com',
      location: 'India',
      promptType: 'Commercial',
      keywords: ['project management'],
      promptMethod: 'MANUAL_ADD',
      prompts: ['Which project tool is best?'],
      competitors: COMPETITORS.map((name) => ({ name, aliases: [], domains: [`${name.toLowerCase()}.com`] })),
      platforms: PLATFORMS,
      samples: SAMPLES,
      runNow: false,
    },
    ctx.token,
  );
}

const cleanups = [];
process.on('SIGINT', async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  process.exit(130);
});

console.log(
  `Analytics over HTTP on PostgreSQL: campaigns of ${SIZES.map((s) => s.toLocaleString('en-US')).join(', ')} answers ` +
    `(${PLATFORMS.length} platforms x ${SAMPLES} samples x ${DAYS} daily runs), ${RUNS} runs after ${WARMUP} warm-ups, ` +
    `node ${process.version}, ${cpus().length} cores`,
);
const table = [];
try {
  const db = await throwawayDatabase();
  if (values['keep-database']) console.log(`  keeping the database for EXPLAIN: psql ${db.url}`);
  else cleanups.push(() => db.drop());
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'lantern-bench-')), DATABASE_URL: db.url };
  cleanups.push(async () => rmSync(env.DATA_DIR, { recursive: true, force: true }));
  let app = await startApp(env);
  const ctx = await signUp(app);
  // Competitor tracking needs the Business plan.
  const setup = await db.sql();
  await setup.query(`UPDATE organizations SET tier = 'business' WHERE id = ${lit(ctx.organizationId)}`);
  await setup.close();
  const campaigns = [];
  for (const size of SIZES) campaigns.push({ size, id: (await createCampaign(app, ctx, size)).id });
  await app.stop();
  const sql = await db.sql();
  try {
    await load(sql, campaigns);
  } finally {
    await sql.close();
  }
  app = await startApp(env);
  cleanups.push(() => app.stop());
  for (const c of campaigns) {
    console.log(`\n  ${c.answers.toLocaleString('en-US')} answers (${c.prompts} prompts)`);
    const scope = { organizationId: ctx.organizationId, accountId: ctx.accountId, scraperSource: 'chatgpt' };
    const { ms } = await timed(`build aggregates of ${DAYS} runs`, () =>
      get(app.base, `/api/campaigns/${c.id}/analytics`, scope, ctx.token),
    );
    // As autovacuum would after a day of runs: statistics of the freshly written aggregate tables.
    const stats = await db.sql();
    await stats.query('ANALYZE analytics_runs, analytics_run_platforms, analytics_run_prompts');
    await stats.close();
    table.push({ c, buildMs: ms, results: await measure(app, ctx, c) });
  }
} finally {
  for (const c of cleanups.splice(0).reverse())
    await c().catch((e) => console.error(`cleanup: ${e.message}`));
}

console.log(
  `\n| request | ${table.map((t) => `${t.c.answers.toLocaleString('en-US')} p50 / p95 (ms)`).join(' | ')} |`,
);
console.log(`|---|${table.map(() => '---:').join('|')}|`);
for (const [i, [label]] of REQUESTS.entries()) {
  console.log(
    `| ${label} | ${table.map((t) => `${t.results[i].p50.toFixed(1)} / ${t.results[i].p95.toFixed(1)}`).join(' | ')} |`,
  );
}
console.log(
  `| build aggregates (${DAYS} runs, once) | ${table.map((t) => seconds(t.buildMs)).join(' | ')} |`,
);
