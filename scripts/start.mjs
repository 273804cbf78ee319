// `npm start`: builds whatever is stale, then serves the whole app (API, web, workers) on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildStale } from './build-stale.mjs';
import { ROOT } from './workspaces.mjs';

buildStale();
const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
