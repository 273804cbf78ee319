// Gzip size of each remote's remoteEntry.js and of the chunks its ./App needs before the page code
// (shared singletons come from the shell). Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const app of ['shell', 'mfe-auth', 'mfe-campaigns', 'mfe-security', 'mfe-profile']) {
  const dist = join(root, app, 'dist');
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const size = (f) => gzipSync(readFileSync(join(dist, f))).length;
  const entry = app === 'shell' ? 'main.js' : 'remoteEntry.js';
  const all = files.reduce((n, f) => n + size(f), 0);
  console.log(
    `${app.padEnd(14)} ${entry} ${kib(size(entry)).padStart(9)}   all chunks ${kib(all).padStart(9)} (${files.length} files)`,
  );
}
