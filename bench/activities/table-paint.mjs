// Time from navigation to the painted activity table (the first page of rows visible) on
// /security?tab=activity, with 5,000 activities in the organization, in Debian's Chromium.
// Figures only. Needs the built app (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL).
//
//   node bench/activities/table-paint.mjs [--rows 5000] [--runs 7] [--port 8211]
//
// It creates a throwaway database, starts api/dist/main.js serving the web apps on --port, signs one
// owner up, inserts the rows in SQL, then for each run opens a fresh browser context (empty cache,
// session put in localStorage) and times page.goto -> the 20th row of the table visible.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, post, quantile, throwawayDatabase } from '../support/harness.mjs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '8211' },
  },
});
const CHROMIUM_ARGS = JSON.parse(readFileSync(join(ROOT, 'e2e/support/chromium-args.json'), 'utf8'));
const base = `http://127.0.0.1:${values.port}`;
const db = await throwawayDatabase();
const dataDir = mkdtempSync(join(tmpdir(), 'lantern-paint-'));
const app = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    PORT: values.port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '1000',
    NODE_ENV: 'development',
  },
  stdio: 'ignore',
});
let browser;
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    if (i > 600) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const signup = await post(base, '/api/auth/signup', {
    firstName: 'Paint',
    lastName: 'Owner',
    email: `paint-${Date.now()}@lantern.test`,
    country: 'IN',
    password: 'Bench-Lantern-2026!',
  });
  const org = signup.user.organizations[0];
  const account = org.accounts[0];
  const sql = await db.sql();
  await sql.query(
    `INSERT INTO activities (organization_id, account_id, user_id, user_name, user_email, activity_type, entity_type,
                             description, ip_address, user_agent, metadata, created_at)
     SELECT '${org.id}', '${account.id}', '${signup.user.id}', 'Paint Owner', 'paint@lantern.test',
            (ARRAY['user_login','campaign_updated','role_changed','user_invite_sent'])[1 + g % 4],
            (ARRAY['user','campaign','user','invite'])[1 + g % 4], 'Seeded activity ' || g,
            '203.0.113.' || (g % 250), 'Mozilla/5.0', jsonb_build_object('seq', g), now() - g * interval '1 minute'
       FROM generate_series(1, ${Number(values.rows)}) g`,
  );
  await sql.close();

  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const url = `${base}/org/${org.id}/account/${account.id}/security?tab=activity`;
  const times = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext();
    await context.addInitScript(
      ([token, user, ctx]) => {
        localStorage.setItem('lantern.authToken', token);
        localStorage.setItem('lantern.user', user);
        localStorage.setItem('lantern.context', ctx);
      },
      [
        signup.accessToken,
        JSON.stringify(signup.user),
        JSON.stringify({ organizationId: org.id, accountId: account.id }),
      ],
    );
    const page = await context.newPage();
    // What the security remote itself costs on this first load (the shell and shared libraries aside).
    const remote = [];
    page.on('response', async (res) => {
      if (!res.url().includes('/remotes/mfe-security/') || res.request().resourceType() !== 'script') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      remote.push({ file: res.url().split('/').pop(), gzip: gzipSync(body).length });
    });
    const t0 = performance.now();
    await page.goto(url);
    await page
      .locator('[role="region"][aria-label="Activity log"] tbody tr:nth-child(20) td')
      .first()
      .waitFor();
    times.push(performance.now() - t0);
    if (run === 0) {
      const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
      const sum = remote.reduce((a, r) => a + r.gzip, 0);
      console.log(
        `mfe-security scripts on this load (gzip): ${remote.map((r) => `${r.file} ${kib(r.gzip)}`).join(', ')}`,
      );
      console.log(`mfe-security total first load (gzip): ${kib(sum)}`);
    }
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `Activity table painted (${Number(values.rows).toLocaleString('en-US')} activities, ${times.length} cold runs): ` +
      `median ${quantile(sorted, 0.5).toFixed(0)} ms, p95 ${quantile(sorted, 0.95).toFixed(0)} ms, ` +
      `runs ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
} finally {
  await browser?.close();
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
