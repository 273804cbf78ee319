// The audit trail at scale: latency of POST /api/activities/account/:accountId/organization/:orgId/list
// over HTTP, against the real app, with one organization holding --rows activities (1,000,000 by
// default), on embedded PGlite and on PostgreSQL. Prints p50 and p95 per query and target, and the time
// the bulk load took. Figures only, no assertions (tests never assert on time).
//
//   npm run build -w @lantern/api && node bench/activities/list.bench.mjs
//     [--rows 1000000] [--runs 30] [--warmup 3] [--targets pglite,postgres] [--keep-database]
//
// Builds nothing: it runs api/dist (and packages/contracts/dist), so build first.
// For each target: starts `node api/dist/main.js` (SERVE_WEB=false, LOG_LEVEL=warn, RATE_LIMIT_FACTOR=1000)
// on a fresh temporary DATA_DIR (PGlite) or on a throwaway database it creates on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) and drops at the end; signs one user up
// through the API; stops the app and bulk-loads the rows in SQL (INSERT ... SELECT FROM generate_series,
// secondary indexes dropped during the load and rebuilt after, then VACUUM ANALYZE; PGlite is opened in
// this process, as only one process can hold its data directory); starts the app again and times each
// request (--warmup untimed, then --runs timed, one at a time, keep-alive). --keep-database leaves the
// PostgreSQL database in place (its URL is printed) to look at plans with EXPLAIN ANALYZE in psql.
//
// Data: activity types from the contracts (skewed: user_login most common), their entity types, four
// users (about 42/23/19/16 % of rows), each with its own IPs (10 % random public IPs), descriptions
// naming campaigns and, in 1 % of rows, an invoice; created_at evenly over the last two years in
// insertion order (as an audit log grows). PostgreSQL target: p95 < 50 ms per query.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  W,
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

const { ACTIVITY_TYPES, ENTITY_TYPES } = requireFromApi('../packages/contracts/dist/index.js');

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    targets: { type: 'string', default: 'pglite,postgres' },
    'keep-database': { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const TARGETS = values.targets.split(',').map((t) => t.trim());
const TARGET_P95_MS = 50;
const CHUNK = 100_000;

// ---- the data ------------------------------------------------------------------------------------

const FIRST = [
  'user_login',
  'campaign_updated',
  'user_logout',
  'system_event',
  'data_export',
  'campaign_created',
];
const TYPES = [...FIRST, ...ACTIVITY_TYPES.filter((t) => !FIRST.includes(t))];
const entityOf = (type) =>
  type.startsWith('campaign_') || type === 'data_import'
    ? 'campaign'
    : type.startsWith('user_invite_')
      ? 'invite'
      : type.startsWith('account_')
        ? 'account'
        : type === 'data_export'
          ? 'analytics'
          : ['settings_updated', 'plan_changed', 'support_ticket_created', 'system_event'].includes(type)
            ? 'settings'
            : 'user';
for (const t of TYPES) {
  if (!ENTITY_TYPES.includes(entityOf(t))) throw new Error(`${t}: ${entityOf(t)} is not an entity type`);
}
const DESCRIPTION = {
  user_login: 'signed in',
  user_logout: 'Signed out (all sessions revoked)',
  campaign_updated: 'Updated keywords of campaign',
  campaign_created: 'Created campaign',
  system_event: 'Nightly visibility run finished for',
  data_export: 'Exported visibility report of',
};
const CAMPAIGNS = Array.from(
  { length: 50 },
  (_, i) => `${['Cold brew', 'Espresso', 'Gift box', 'Decaf', 'Oat latte'][i % 5]} ${i + 1}`,
);
const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
];
const IP_POOLS = ['203.0.113.', '198.51.100.', '192.0.2.', '100.64.7.'];
const arr = (xs) => `ARRAY[${xs.map(lit).join(', ')}]`;

function insertSql(ctx, lo, hi) {
  const types = `(VALUES ${TYPES.map((t, i) => `(${i + 1}, ${lit(t)}, ${lit(entityOf(t))}, ${lit(DESCRIPTION[t] ?? t.replace(/_/g, ' '))})`).join(', ')}) AS t(i, type, entity, words)`;
  const users = `(VALUES ${ctx.users.map((u, i) => `(${i + 1}, ${lit(u.id)}::uuid, ${lit(u.name)}, ${lit(u.email)}, ${lit(IP_POOLS[i])})`).join(', ')}) AS u(i, id, name, email, pool)`;
  return `
    INSERT INTO activities (organization_id, account_id, user_id, user_name, user_email, activity_type, entity_type,
                            entity_id, description, ip_address, user_agent, metadata, created_at)
    SELECT ${lit(ctx.organizationId)}::uuid, ${lit(ctx.accountId)}::uuid, u.id, u.name, u.email, t.type, t.entity,
           CASE WHEN t.entity = 'campaign' THEN 'c-' || (s.g % 50) WHEN t.entity = 'user' THEN u.id::text END,
           CASE WHEN t.type = 'user_login' THEN u.name || ' ' || t.words ELSE t.words END
             || CASE WHEN t.entity IN ('campaign', 'analytics') THEN ' "' || (${arr(CAMPAIGNS)})[1 + s.g % 50] || '"' ELSE '' END
             || CASE WHEN s.r < 10 THEN ' for invoice INV-' || lpad((s.g % 100000)::text, 5, '0') ELSE '' END,
           CASE WHEN s.r < 100 THEN (1 + s.r * 2) || '.' || (s.g % 256) || '.' || ((s.g / 256) % 256) || '.' || (1 + s.g % 254)
                ELSE u.pool || (1 + s.r % 3) END,
           (${arr(AGENTS)})[1 + (s.r + u.i) % 4],
           jsonb_build_object('seq', s.g, 'bench', true),
           now() - ((${ROWS} - s.g)::float8 / ${ROWS}) * interval '730 days' - s.r * interval '1 second'
      FROM (SELECT g, 1 + floor(power(random(), 2.2) * ${TYPES.length})::int AS ti,
                   1 + floor(power(random(), 1.6) * ${ctx.users.length})::int AS ui,
                   floor(random() * 1000)::int AS r
              FROM generate_series(${lo}, ${hi}) g) s
      JOIN ${types} ON t.i = s.ti
      JOIN ${users} ON u.i = s.ui`;
}

/** Bulk load: secondary indexes dropped, rows inserted in chunks, indexes rebuilt, VACUUM ANALYZE. */
async function load(sql, ctx) {
  const t0 = performance.now();
  const indexes = await sql.query(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'activities' AND indexname <> 'activities_pkey'`,
  );
  for (const ix of indexes) await sql.query(`DROP INDEX ${ix.indexname}`);
  await sql.query('SELECT setseed(0.42)');
  const ins = performance.now();
  for (let lo = 1; lo <= ROWS; lo += CHUNK) {
    await sql.query(insertSql(ctx, lo, Math.min(ROWS, lo + CHUNK - 1)));
    if (process.stdout.isTTY) {
      process.stdout.write(`\r    inserting ${Math.min(ROWS, lo + CHUNK - 1).toLocaleString('en-US')} rows`);
    }
  }
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
  console.log(
    `    ${`insert ${ROWS.toLocaleString('en-US')} rows`.padEnd(W)} ${seconds(performance.now() - ins).padStart(9)}`,
  );
  for (const ix of indexes) await timed(`index ${ix.indexname}`, () => sql.query(ix.indexdef));
  await timed('VACUUM ANALYZE activities', () => sql.query('VACUUM ANALYZE activities'));
  const [size] = await sql.query(
    `SELECT pg_size_pretty(pg_total_relation_size('activities')) AS total, count(*)::int AS n FROM activities`,
  );
  const ms = performance.now() - t0;
  console.log(
    `    ${'bulk load total'.padEnd(W)} ${seconds(ms).padStart(9)}   (${size.n.toLocaleString('en-US')} rows, ${size.total} with indexes)`,
  );
  return ms;
}

// ---- the requests --------------------------------------------------------------------------------

const PAGE = 20;

/**
 * The requests. Page 1, page 1,000 and the last page are asked for twice: by offset alone (a shared
 * link, a jump) and with the cursor of the page before (Next in the UI: seek pagination). A seek row
 * is skipped when the API sends no cursor (before seek pagination existed).
 */
function queries(ctx) {
  const day = 86_400_000;
  const lastOffset = Math.floor((ctx.total - 1) / PAGE) * PAGE;
  const page1000 = 999 * PAGE;
  return [
    ['page 1 (created_at desc)', { limit: PAGE, offset: 0 }],
    [`page 1,000 (offset ${page1000.toLocaleString('en-US')})`, { limit: PAGE, offset: page1000 }],
    ['page 1,000 (seek: Next from page 999)', { limit: PAGE, offset: page1000 }, 'seek'],
    ['offset 100,000', { limit: PAGE, offset: 100_000 }],
    ['offset 500,000', { limit: PAGE, offset: 500_000 }],
    [`last page (offset ${lastOffset.toLocaleString('en-US')})`, { limit: PAGE, offset: lastOffset }],
    ['last page (seek: Next from the page before)', { limit: PAGE, offset: lastOffset }, 'seek'],
    ['activityTypes [data_export]', { limit: PAGE, offset: 0, activityTypes: ['data_export'] }],
    ['entityTypes [campaign, account]', { limit: PAGE, offset: 0, entityTypes: ['campaign', 'account'] }],
    [
      'last 30 days',
      {
        limit: PAGE,
        offset: 0,
        startDate: new Date(Date.now() - 30 * day).toISOString(),
        endDate: new Date().toISOString(),
      },
    ],
    ['userIds [2 of 4 users]', { limit: PAGE, offset: 0, userIds: [ctx.users[2].id, ctx.users[3].id] }],
    ["search 'invoice'", { limit: PAGE, offset: 0, search: 'invoice' }],
    ["search '100.64.7.' (IP prefix)", { limit: PAGE, offset: 0, search: '100.64.7.' }],
    ["ipAddress '100.64.7.' (prefix)", { limit: PAGE, offset: 0, ipAddress: '100.64.7.' }],
    ['sort activity_type asc', { limit: PAGE, offset: 0, sortBy: 'activity_type', sortOrder: 'asc' }],
  ];
}

/** The body Next sends for `body`'s page: the page before it, fetched once, gives the cursor. */
async function seekBody(app, path, body, token) {
  const before = await post(app.base, path, { ...body, offset: body.offset - body.limit }, token);
  const cursor = before.pagination.nextCursor;
  return cursor ? { ...body, cursor } : null;
}

async function measure(app, ctx) {
  const path = `/api/activities/account/${ctx.accountId}/organization/${ctx.organizationId}/list`;
  ctx.total = (await post(app.base, path, { limit: 1, offset: 0 }, ctx.token)).pagination.total;
  const out = [];
  for (const [label, plain, mode] of queries(ctx)) {
    const body = mode === 'seek' ? await seekBody(app, path, plain, ctx.token) : plain;
    if (!body) {
      console.log(`    ${label.padEnd(W)} n/a (the API sends no cursor)`);
      out.push({ label, total: 0, p50: NaN, p95: NaN });
      continue;
    }
    let total = 0;
    for (let i = 0; i < WARMUP; i++) total = (await post(app.base, path, body, ctx.token)).pagination.total;
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      total = (await post(app.base, path, body, ctx.token)).pagination.total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const r = { label, total, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
    console.log(
      `    ${label.padEnd(W + 6)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (total ${total.toLocaleString('en-US')})`,
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
  return {
    token: res.accessToken,
    organizationId: org.id,
    accountId: org.accounts[0].id,
    users: [
      { id: res.user.id, name: 'Bench Owner', email },
      { id: crypto.randomUUID(), name: 'Marcus Reyes', email: 'marcus@lantern.test' },
      { id: crypto.randomUUID(), name: 'Priya Nair', email: 'priya@lantern.test' },
      { id: crypto.randomUUID(), name: 'Tom Becker', email: 'tom@lantern.test' },
    ],
  };
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

console.log(
  `Activities list over HTTP: ${ROWS.toLocaleString('en-US')} rows in one organization, ` +
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
  r.total ? r.total.toLocaleString('en-US') : '',
  ...all.flatMap((t) => {
    const x = t.results[i];
    const flag = t.label === 'PostgreSQL' && x.p95 >= TARGET_P95_MS ? ' !' : '';
    if (Number.isNaN(x.p50)) return ['n/a', 'n/a'];
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
