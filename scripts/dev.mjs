// `npm run dev`: the API on 8000 (rebuilt and restarted on change) and webpack-dev-server with hot
// reload for the shell (3000) and each remote (3001-3004). Open http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { buildStale } from './build-stale.mjs';
import { ROOT } from './workspaces.mjs';

buildStale({ only: ['packages/mf-config', 'packages/contracts', 'packages/engine', 'api'] });

const children = [];
const run = (name, cmd, args, env = {}) => {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => process.stdout.write(d.toString().replace(/^(?=.)/gm, prefix)));
  }
  children.push(child);
  return child;
};

let api;
const startApi = () => {
  api = run('api', process.execPath, [join(ROOT, 'api/dist/main.js')], {
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
  });
};
let timer;
const rebuildApi = () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const r = spawnSync(
      'npm',
      ['run', 'build', '-w', 'packages/contracts', '-w', 'packages/engine', '-w', 'api'],
      {
        cwd: ROOT,
        stdio: 'ignore',
      },
    );
    if (r.status !== 0) return console.error('[api] build failed; fix the error and save again');
    api.once('exit', startApi);
    api.kill('SIGTERM');
  }, 300);
};
startApi();
for (const dir of ['api/src', 'packages/contracts/src', 'packages/engine/src']) {
  watch(join(ROOT, dir), { recursive: true }, rebuildApi);
}
for (const app of ['shell', 'mfe-auth', 'mfe-campaigns', 'mfe-security', 'mfe-profile']) {
  run(app, 'npm', ['run', 'dev', '-w', app]);
}
console.log('Lantern dev: http://localhost:3000 (API http://localhost:8000, remotes on 3001-3004)');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
