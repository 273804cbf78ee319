// Builds the workspaces whose sources changed since their last build (all of them on a fresh clone).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS, ROOT, STAMP, isStale, packageName } from './workspaces.mjs';

export function buildStale({ only } = {}) {
  const stale = BUILDS.filter((b) => (!only || only.includes(b.dir)) && isStale(b));
  if (stale.length === 0) {
    console.log('Lantern: everything is built.');
    return;
  }
  console.log(`Lantern: building ${stale.map((b) => b.dir).join(', ')} ...`);
  const started = Date.now();
  const scopes = stale.flatMap((b) => ['--scope', packageName(b.dir)]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--loglevel', 'warn', ...scopes], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (result.status !== 0) {
    console.error('Lantern: the build failed (run `npm run build` to see every message).');
    process.exit(result.status ?? 1);
  }
  for (const b of stale) writeFileSync(join(ROOT, b.dir, STAMP), new Date().toISOString());
  console.log(`Lantern: built in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildStale();
