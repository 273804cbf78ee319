// Measures what a first visit to /login costs: every script fetched until the sign-in form is painted
// (gzip size of each, grouped by app) and the time from navigation to the painted form, over N runs.
// Needs the built app running: `npm start` (or BASE=http://host:port). Usage: node bench/web/initial-js.mjs [runs]
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('../../e2e/support/chromium-args.json', import.meta.url), 'utf8'),
);

const base = process.env.BASE ?? 'http://localhost:8000';
const runs = Number(process.argv[2] ?? 5);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const times = [];
let scripts = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    seen.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
  });
  const t0 = Date.now();
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  times.push(Date.now() - t0);
  await page.waitForTimeout(200);
  scripts = seen;
  await context.close();
}
await browser.close();

const group = (path) => (path.startsWith('/remotes/') ? path.split('/')[2] : 'shell');
const totals = {};
for (const s of scripts) totals[group(s.url)] = (totals[group(s.url)] ?? 0) + s.gzip;
console.log('Scripts loaded before the /login form is painted (gzip):');
for (const s of scripts) console.log(`  ${s.url.padEnd(52)} ${kib(s.gzip).padStart(10)}`);
for (const [g, n] of Object.entries(totals)) console.log(`  total ${g.padEnd(46)} ${kib(n).padStart(10)}`);
times.sort((a, b) => a - b);
console.log(
  `Navigation to painted form: median ${times[Math.floor(times.length / 2)]} ms, min ${times[0]} ms, max ${times.at(-1)} ms (${runs} cold runs)`,
);
