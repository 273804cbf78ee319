// The campaign list at scale: latency of GET /api/campaigns/list over HTTP, against the real app, with
// one account holding --rows campaigns (100,000 by default) and a second account of the same
// organization holding a tenth of that, on embedded PGlite and on PostgreSQL. Prints p50 and p95 per
// query and target, and the time the bulk load took. Figures only, no assertions (tests never assert
// on time).
//
//   npm run build:libs && npm run build -w @lantern/api && node bench/campaigns/list.bench.mjs
//     [--rows 100000] [--runs 30] [--warmup 3] [--targets pglite,postgres] [--keep-database]
//
// Builds nothing: it runs api/dist (and packages/contracts/dist), so build first.
// For each target: starts `node api/dist/main.js` (SERVE_WEB=false, LOG_LEVEL=warn, RATE_LIMIT_FACTOR=1000)
// on a fresh temporary DATA_DIR (PGlite) or on a throwaway database it creates on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) and drops at the end; signs one user up
// through the API; stops the app and bulk-loads the rows in SQL (a second account in the same
// organization, then INSERT ... SELECT FROM generate_series, secondary indexes dropped during the load
// and rebuilt after, then VACUUM ANALYZE; PGlite is opened in this process, as only one process can
// hold its data directory); starts the app again and times each request (--warmup untimed, then --runs
// timed, one at a time, keep-alive). --keep-database leaves the PostgreSQL database in place (its URL
// is printed) to look at plans with EXPLAIN ANALYZE in psql.
//
// Data: names like "Acme Coffee Q3 visibility" from 60 brands (one of them, Northwind Outfitters, in
// 1 % of rows) and 8 name endings ("Qn visibility" in 30 % of rows), the brand's domain, a country
// from a small set, 3 to 5 keywords of the brand's trade, status about 70 % COMPLETED and 10 % each
// IN_PROGRESS, PENDING and FAILED, prompts_count 1..100, created_at over the last two years in
// insertion order, updated_at between created_at and now. Only the columns of the first migration
// are written; later columns take their defaults. PostgreSQL target: p95 < 50 ms per query.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  W,
  get,
  lit,
  pgliteSql,
  post,
  quantile,
  requireFromApi,
  seconds,
  startApp,
  throwawayDatabase,
  timed,
} from '../support/harness.mjs';

const { CAMPAIGN_STATUSES } = requireFromApi('../packages/contracts/dist/index.js');

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    targets: { type: 'string', default: 'pglite,postgres' },
    'keep-database': { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const OTHER_ROWS = Math.round(ROWS / 10);
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const TARGETS = values.targets.split(',').map((t) => t.trim());
const TARGET_P95_MS = 50;
const LIMIT = 50; // the dashboard's page size
const CHUNK = 50_000;
const RUNS_MAX = 10; // finished runs per campaign: 1..10, about 5.5 on average

// ---- the data ------------------------------------------------------------------------------------

const arr = (xs) => `ARRAY[${xs.map(lit).join(', ')}]::text[]`;

/** Trades and their keywords; five brands each. */
const TRADES = {
  outdoor: ['hiking boots', 'rain jacket', 'camping tent', 'trail running shoes', 'down sleeping bag'],
  coffee: ['cold brew', 'coffee subscription', 'espresso beans', 'decaf coffee', 'oat milk latte'],
  bakery: ['sourdough bread', 'gluten free bakery', 'birthday cake delivery', 'croissants', 'bakery near me'],
  dental: ['teeth whitening', 'invisible aligners', 'emergency dentist', 'dental implants', 'kids dentist'],
  bikes: ['electric bike', 'gravel bike', 'bike repair', 'commuter bike', 'kids bike'],
  fitness: ['home gym', 'yoga classes', 'personal trainer', 'protein powder', 'gym membership'],
  software: [
    'crm software',
    'project management tool',
    'invoice software',
    'team chat app',
    'password manager',
  ],
  travel: ['cheap flights', 'boutique hotel', 'travel insurance', 'city break', 'all inclusive resort'],
  pets: ['dog food', 'cat litter', 'pet insurance', 'dog grooming', 'puppy training'],
  home: ['sofa bed', 'standing desk', 'mattress in a box', 'kitchen island', 'smart thermostat'],
  beauty: ['vitamin c serum', 'vegan shampoo', 'sunscreen spf 50', 'hair salon', 'nail polish'],
  finance: ['savings account', 'credit card rewards', 'mortgage calculator', 'business loan', 'robo advisor'],
};
const BRAND_WORDS = {
  outdoor: ['Northwind Outfitters', 'Summit Gear', 'Ridgeline Outdoor', 'Pinecrest Supply', 'Basecamp Co'],
  coffee: ['Acme Coffee', 'Brewline Roasters', 'Morning Cup', 'Bean There', 'Crema House'],
  bakery: ['Golden Crust', 'Flour and Salt', 'Rise Bakery', 'Little Loaf', 'Sweet Oven'],
  dental: ['Bright Smile Dental', 'Pearl Clinic', 'Molar Care', 'Smile Studio', 'Gentle Dental'],
  bikes: ['Velo City', 'Spoke and Chain', 'Pedal Works', 'Gearshift Cycles', 'Freewheel Bikes'],
  fitness: ['Iron Temple', 'Flex Studio', 'Pulse Fitness', 'Core Club', 'Stride Athletics'],
  software: ['Taskflow', 'Ledgerly', 'Chatterbox', 'Keysafe', 'Pipeline CRM'],
  travel: ['Wanderlust Trips', 'Skyhop', 'Harbor Hotels', 'Globetrot', 'Sunseeker Holidays'],
  pets: ['Happy Paws', 'Whisker Co', 'Good Boy Foods', 'Petwell', 'Tail Waggers'],
  home: ['Nestwell', 'Oak and Iron', 'Dreamrest', 'Casa Moderna', 'Hearth Home'],
  beauty: ['Glow Lab', 'Pure Petal', 'Silk Salon', 'Velvet Skin', 'Luma Beauty'],
  finance: ['Coinwise', 'Harborline Bank', 'Nestegg', 'Brightpath Finance', 'Ledger Lane'],
};
const TLDS = ['.com', '.co.uk', '.de', '.io', '.com.au'];
/** 60 brands; the first, Northwind Outfitters, gets 1 % of the rows and the others share the rest. */
const BRANDS = Object.entries(BRAND_WORDS).flatMap(([trade, names]) =>
  names.map((name, i) => ({
    name,
    domain: `${name.toLowerCase().replace(/[^a-z]/g, '')}${TLDS[(name.length + i) % TLDS.length]}`,
    keywords: TRADES[trade],
  })),
);
/** Name endings: "Qn visibility" in 30 % of rows (q = 1..4), the other seven 10 % each. */
const ENDINGS = [
  'launch tracking',
  'competitor watch',
  'holiday push',
  'brand audit',
  'local search',
  'product comparison',
  'always-on monitoring',
];
const LOCATIONS = ['US', 'US', 'US', 'GB', 'GB', 'DE', 'IN', 'CA', 'AU', 'FR', 'BR', 'NL'];
const SEARCH_1 = 'northwind';
const SEARCH_30 = 'visibility';
for (const b of BRANDS.slice(1)) {
  if (`${b.name} ${b.domain}`.toLowerCase().includes(SEARCH_1))
    throw new Error(`${b.name} matches ${SEARCH_1}`);
}
for (const s of [...ENDINGS, ...BRANDS.flatMap((b) => [b.name, b.domain])]) {
  if (s.toLowerCase().includes(SEARCH_30)) throw new Error(`${s} matches ${SEARCH_30}`);
}

function insertSql(ctx, accountId, total, lo, hi) {
  const brands = `(VALUES ${BRANDS.map((b, i) => `(${i + 1}, ${lit(b.name)}, ${lit(b.domain)}, ${arr(b.keywords)})`).join(', ')}) AS b(i, name, domain, keywords)`;
  const n = BRANDS.length;
  return `
    INSERT INTO campaigns (organization_id, account_id, name, website_url, website_domain, brand_url, location,
                           prompt_type, breadth, depth, keywords, prompts_count, status, created_at, updated_at)
    SELECT ${lit(ctx.organizationId)}::uuid, ${lit(accountId)}::uuid,
           b.name || ' ' || CASE WHEN s.re < 0.3 THEN 'Q' || (1 + s.g % 4) || ' visibility'
                                 ELSE (${arr(ENDINGS)})[1 + floor((s.re - 0.3) / 0.7 * ${ENDINGS.length})::int] END,
           'https://www.' || b.domain || CASE WHEN s.g % 3 = 0 THEN '/' ELSE '/products/' || (s.g % 40) END,
           b.domain,
           CASE WHEN s.g % 4 = 0 THEN NULL ELSE 'https://' || b.domain || '/about' END,
           (${arr(LOCATIONS)})[1 + s.g % ${LOCATIONS.length}],
           CASE WHEN s.g % 5 = 0 THEN 'Informative' ELSE 'Commercial' END,
           3 + s.g % 5, 2 + s.g % 3,
           b.keywords[1 + s.g % 3 : 3 + s.g % 3 + (s.g / 7) % 3],
           1 + floor(random() * 100)::int,
           CASE WHEN s.rs < 0.7 THEN 'COMPLETED' WHEN s.rs < 0.8 THEN 'IN_PROGRESS'
                WHEN s.rs < 0.9 THEN 'PENDING' ELSE 'FAILED' END,
           s.created,
           s.created + random() * (now() - s.created)
      FROM (SELECT g, random() AS re, random() AS rs,
                   CASE WHEN r < 0.01 THEN 1 ELSE 2 + least(${n - 2}, floor((r - 0.01) / 0.99 * ${n - 1})::int) END AS bi,
                   now() - ((${total} - g)::float8 / ${total}) * interval '730 days' - random() * interval '1 hour' AS created
              FROM (SELECT g, random() AS r FROM generate_series(${lo}, ${hi}) g) g0) s
      JOIN ${brands} ON b.i = s.bi`;
}

/**
 * The measured account's run history, for includeStats (the row performance): 1 to RUNS_MAX finished
 * runs per campaign spread between its creation and now, each with its run_summaries row (visibility
 * and share of voice), and the campaign's last_run_id on its latest run.
 */
async function loadRuns(sql, accountId) {
  await sql.query(`
    INSERT INTO campaign_runs (campaign_id, status, trigger, total_items, answered_items, failed_items,
                               created_at, started_at, finished_at)
    SELECT c.id, 'COMPLETED', 'schedule', 30, 30, 0, x.t, x.t, x.t + interval '5 minutes'
      FROM campaigns c
     CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(c.id::text)) % ${RUNS_MAX}) k
     CROSS JOIN LATERAL (SELECT c.created_at + (now() - c.created_at) * k / ${RUNS_MAX + 1}.0 AS t) x
     WHERE c.account_id = ${lit(accountId)}`);
  await sql.query(`
    INSERT INTO run_summaries (run_id, campaign_id, status, finished_at, answers, visibility, share_of_voice)
    SELECT id, campaign_id, status, finished_at, 30, random(), random() FROM campaign_runs`);
  await sql.query(`
    UPDATE campaigns c SET last_run_id = (SELECT r.id FROM campaign_runs r WHERE r.campaign_id = c.id
                                           ORDER BY r.created_at DESC LIMIT 1)
     WHERE c.account_id = ${lit(accountId)}`);
}

/** Bulk load: a second account, secondary indexes dropped, rows inserted, indexes rebuilt, VACUUM ANALYZE. */
async function load(sql, ctx) {
  const t0 = performance.now();
  const [other] = await sql.query(
    `INSERT INTO accounts (organization_id, name, description)
     VALUES (${lit(ctx.organizationId)}, 'Second brand', 'bench: the other account') RETURNING id`,
  );
  const indexes = await sql.query(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'campaigns' AND indexname <> 'campaigns_pkey'`,
  );
  for (const ix of indexes) await sql.query(`DROP INDEX ${ix.indexname}`);
  await sql.query('SELECT setseed(0.42)');
  const ins = performance.now();
  for (const [accountId, total] of [
    [ctx.accountId, ROWS],
    [other.id, OTHER_ROWS],
  ]) {
    for (let lo = 1; lo <= total; lo += CHUNK) {
      await sql.query(insertSql(ctx, accountId, total, lo, Math.min(total, lo + CHUNK - 1)));
    }
  }
  console.log(
    `    ${`insert ${(ROWS + OTHER_ROWS).toLocaleString('en-US')} rows`.padEnd(W)} ${seconds(performance.now() - ins).padStart(9)}`,
  );
  for (const ix of indexes) await timed(`index ${ix.indexname}`, () => sql.query(ix.indexdef));
  await timed('runs and run summaries', () => loadRuns(sql, ctx.accountId));
  await timed('VACUUM ANALYZE campaigns', () => sql.query('VACUUM ANALYZE campaigns'));
  await timed('VACUUM ANALYZE runs', () => sql.query('VACUUM ANALYZE campaign_runs, run_summaries'));
  const [size] = await sql.query(
    `SELECT pg_size_pretty(pg_total_relation_size('campaigns')) AS total, count(*)::int AS n FROM campaigns`,
  );
  const ms = performance.now() - t0;
  console.log(
    `    ${'bulk load total'.padEnd(W)} ${seconds(ms).padStart(9)}   (${size.n.toLocaleString('en-US')} rows, ${size.total} with indexes)`,
  );
  return ms;
}

// ---- the requests --------------------------------------------------------------------------------

function queries() {
  const sorts = [
    ['createdAt', 'asc'],
    ['name', 'asc'],
    ['name', 'desc'],
    ['status', 'asc'],
    ['status', 'desc'],
    ['promptCount', 'asc'],
    ['promptCount', 'desc'],
    ['updatedAt', 'asc'],
    ['updatedAt', 'desc'],
  ];
  return [
    ['default (createdAt desc)', {}],
    ...sorts.map(([sortBy, sortOrder]) => [`sort ${sortBy} ${sortOrder}`, { sortBy, sortOrder }]),
    ['status FAILED', { status: 'FAILED' }],
    [`search '${SEARCH_1}' (~1 %)`, { search: SEARCH_1 }],
    [`search '${SEARCH_30}' (~30 %)`, { search: SEARCH_30 }],
    ['offset 5,000', { offset: 5_000 }],
    ['offset 50,000', { offset: 50_000 }],
    ['includeStats=true', { includeStats: 'true' }],
    ['includeStats=true, limit 100', { includeStats: 'true', limit: '100' }],
    ['includeStats=true, search ~30 %', { includeStats: 'true', search: SEARCH_30 }],
  ];
}

async function measure(app, ctx) {
  const scope = { organizationId: ctx.organizationId, accountId: ctx.accountId, limit: String(LIMIT) };
  const out = [];
  for (const [label, extra] of queries()) {
    const query = { ...scope, ...extra };
    let res;
    for (let i = 0; i < WARMUP; i++) res = await get(app.base, '/api/campaigns/list', query, ctx.token);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      res = await get(app.base, '/api/campaigns/list', query, ctx.token);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const total = res.pagination.totalCampaigns;
    const r = { label, total, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
    console.log(
      `    ${label.padEnd(W)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (total ${total.toLocaleString('en-US')})`,
    );
    out.push(r);
  }
  return out;
}

// ---- one target ----------------------------------------------------------------------------------

async function signUp(app) {
  const email = `bench-${Date.now()}@lantern.test`;
  const res = await post(app.base, '/api/auth/signup', {
    firstName: 'Bench',
    lastName: 'Owner',
    email,
    country: 'IN',
    password: 'Bench-Lantern-2026!',
  });
  const org = res.user.organizations[0];
  return { token: res.accessToken, organizationId: org.id, accountId: org.accounts[0].id };
}

const cleanups = [];
process.on('SIGINT', async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  process.exit(130);
});

async function runTarget(target) {
  let env;
  let openSql;
  let label;
  if (target === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'lantern-bench-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir };
    openSql = () => pgliteSql(dataDir);
    label = 'PGlite';
  } else if (target === 'postgres') {
    const db = await throwawayDatabase();
    if (values['keep-database']) console.log(`  keeping the database for EXPLAIN: psql ${db.url}`);
    else cleanups.push(() => db.drop());
    env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'lantern-bench-')), DATABASE_URL: db.url };
    cleanups.push(async () => rmSync(env.DATA_DIR, { recursive: true, force: true }));
    openSql = () => db.sql();
    label = 'PostgreSQL';
  } else {
    throw new Error(`unknown target ${target} (pglite or postgres)`);
  }
  console.log(`\n${label}`);
  let app = await startApp(env);
  const ctx = await signUp(app);
  await app.stop();
  const sql = await openSql();
  let loadMs;
  try {
    loadMs = await load(sql, ctx);
  } finally {
    await sql.close();
  }
  app = await startApp(env);
  cleanups.push(() => app.stop());
  // The sign-up token is still valid: the app reuses the JWT secret kept in DATA_DIR.
  const results = await measure(app, ctx);
  await app.stop();
  return { label, loadMs, results };
}

if (CAMPAIGN_STATUSES.join() !== 'COMPLETED,IN_PROGRESS,PENDING,FAILED') {
  throw new Error(
    `the bench writes the statuses COMPLETED, IN_PROGRESS, PENDING, FAILED; the contracts have ${CAMPAIGN_STATUSES}`,
  );
}
console.log(
  `Campaign list over HTTP: ${ROWS.toLocaleString('en-US')} campaigns in one account ` +
    `(+${OTHER_ROWS.toLocaleString('en-US')} in another), limit ${LIMIT}, ` +
    `${RUNS} runs after ${WARMUP} warm-ups, node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
);
const all = [];
try {
  for (const t of TARGETS) all.push(await runTarget(t));
} finally {
  for (const c of cleanups.splice(0).reverse())
    await c().catch((e) => console.error(`cleanup: ${e.message}`));
}

// ---- the table -----------------------------------------------------------------------------------

const head = ['query', 'rows matched', ...all.flatMap((t) => [`${t.label} p50`, `${t.label} p95`])];
const body = all[0].results.map((r, i) => [
  r.label,
  r.total.toLocaleString('en-US'),
  ...all.flatMap((t) => {
    const x = t.results[i];
    const flag = t.label === 'PostgreSQL' && x.p95 >= TARGET_P95_MS ? ' !' : '';
    return [`${x.p50.toFixed(1)} ms`, `${x.p95.toFixed(1)} ms${flag}`];
  }),
]);
body.push(['bulk load (insert, indexes, vacuum)', '', ...all.flatMap((t) => [seconds(t.loadMs), ''])]);
const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
const line = (cells) =>
  `| ${cells.map((c, i) => (i < 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
console.log(
  `\n${line(head)}\n|${widths.map((w, i) => (i < 1 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
);
for (const r of body) console.log(line(r));
if (all.some((t) => t.label === 'PostgreSQL')) {
  console.log(`\nTarget on PostgreSQL: p95 < ${TARGET_P95_MS} ms per query ('!' marks a miss).`);
}
