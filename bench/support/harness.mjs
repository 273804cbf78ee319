// Shared by the list benches: the built app as a child process, SQL access to a throwaway PostgreSQL
// database or a PGlite data directory, and the timing helpers. Figures only, no assertions.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;
for (const f of ['api/dist/main.js', 'packages/contracts/dist/index.js']) {
  if (!existsSync(join(ROOT, f))) {
    console.error(`${f} is missing: run \`npm run build:libs && npm run build -w @lantern/api\` first.`);
    process.exit(1);
  }
}
/** `require` as the API resolves modules (its dist, the contracts dist, pg). */
export const requireFromApi = createRequire(join(ROOT, 'api', 'package.json'));
const { startEmbeddedPostgres, embeddedDataDir } = requireFromApi('./dist/database/embedded-postgres.js');
const pg = requireFromApi('pg');

export const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Label column of the progress lines. */
export const W = 40;

let port = 8400 + (process.pid % 1000);
export async function startApp(env) {
  port += 1;
  const logFile = join(env.DATA_DIR, `app-${port}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      NODE_ENV: 'development',
      NODE_NO_WARNINGS: '1',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    console.error(
      `\nThe app exited unexpectedly (code ${code}, signal ${signal}). Its log ends with:\n${tail}`,
    );
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600) throw new Error('the app did not answer /api/health within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      stopping = true;
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A PostgreSQL database created for this run on BENCH_DATABASE_URL; dropped by `drop()`. */
export async function throwawayDatabase() {
  const name = `lantern_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async sql() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return {
        query: async (text) => (await client.query(text)).rows,
        close: () => client.end(),
      };
    },
    async drop() {
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The PGlite cluster of a DATA_DIR, opened in this process (the app must be stopped). */
export async function pgliteSql(dataDir) {
  const embedded = await startEmbeddedPostgres({ dataDir: embeddedDataDir(dataDir) });
  return {
    query: async (text) => (await embedded.db.query(text)).rows,
    close: () => embedded.close(),
  };
}

export async function get(base, path, query, token) {
  const res = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export const lit = (s) => (s === null ? 'NULL' : `'${String(s).replace(/'/g, "''")}'`);
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export async function timed(label, fn) {
  const t0 = performance.now();
  const r = await fn();
  const ms = performance.now() - t0;
  console.log(`    ${label.padEnd(W)} ${seconds(ms).padStart(9)}`);
  return { r, ms };
}
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
