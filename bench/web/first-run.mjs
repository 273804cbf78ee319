// A newcomer following the README quick start, timed: sign up -> first campaign -> 'Upgrade Required'
// -> View Plans -> Switch to Business -> analytics. Prints the clicks, the seconds, and the gzip bytes of
// mfe-profile the browser fetched on its first load (remoteEntry + chunks of the billing page).
// Usage: start the built app (PORT=8221 DATA_DIR=$(mktemp -d) node api/dist/main.js), then
//   node bench/web/first-run.mjs http://localhost:8221
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const root = new URL('../..', import.meta.url).pathname;
const args = JSON.parse(readFileSync(`${root}e2e/support/chromium-args.json`, 'utf8'));
const base = process.argv[2] ?? 'http://localhost:8221';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const profileFiles = new Set();
page.on('response', (r) => {
  const m = /\/remotes\/mfe-profile\/([^?]+\.js)/.exec(r.url());
  if (m) profileFiles.add(m[1]);
});
let clicks = 0;
const click = async (locator) => {
  clicks += 1;
  await locator.click();
};

const started = Date.now();
await page.goto(`${base}/signup`);
await page.getByLabel('First Name').fill('Nora');
await page.getByLabel('Last Name').fill('Newcomer');
await page.getByLabel('Email').fill(`nora-${Date.now()}@example.com`);
await page.getByLabel('Password', { exact: true }).fill('Sup3rSecret!');
await click(page.getByRole('button', { name: 'Create Account' }));
await click(page.getByRole('button', { name: 'Create Your First Campaign' }));
await page.getByLabel('Campaign Name').fill('Northwind Coffee');
await page.getByLabel('Website URL').fill('northwind-coffee.com');
await page.getByLabel('Keywords').fill('coffee beans');
await page.getByLabel('Keywords').press('Enter');
await click(page.getByRole('button', { name: 'Next' }));
await click(page.getByRole('radio', { name: /Add manually/ }));
await page.getByLabel('Prompts (one per line)').fill('Where can I buy fresh coffee beans online?');
await click(page.getByRole('button', { name: 'Add prompts' }));
await click(page.getByRole('button', { name: 'Next' }));
await click(page.getByRole('button', { name: 'Create Campaign' }));
await page.getByRole('heading', { name: 'Upgrade Required' }).waitFor();
const gateAt = Date.now();
await click(page.getByRole('button', { name: 'View Plans' }));
await click(page.getByRole('button', { name: 'Switch to Business', exact: true }));
await click(page.getByRole('dialog').getByRole('button', { name: 'Switch to Business Plan' }));
await page.getByRole('dialog').waitFor({ state: 'hidden' });
await page.goBack(); // the browser's Back (one click)
clicks += 1;
await page.getByText('Simulated data').first().waitFor({ timeout: 60_000 });
const done = Date.now();
await browser.close();

const gz = [...profileFiles].reduce(
  (n, f) => n + gzipSync(readFileSync(`${root}mfe-profile/dist/${f}`)).length,
  0,
);
console.log(`clicks from sign-up to analytics: ${clicks}`);
console.log(`seconds from sign-up to 'Upgrade Required': ${((gateAt - started) / 1000).toFixed(1)}`);
console.log(`seconds from sign-up to analytics:          ${((done - started) / 1000).toFixed(1)}`);
console.log(
  `mfe-profile first load: ${profileFiles.size} files, ${(gz / 1024).toFixed(1)} KiB gzip (${[...profileFiles].join(', ')})`,
);
