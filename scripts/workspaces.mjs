// What each buildable workspace is built from, for the stale-build check of `npm start` and `npm run dev`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

const FRONT_PACKAGES = [
  'packages/contracts/src',
  'packages/ui/src',
  'packages/session/src',
  'packages/api-client/src',
  'packages/mf-config/src',
];
const app = (dir) => ({
  dir,
  inputs: [
    `${dir}/src`,
    `${dir}/public`,
    `${dir}/webpack.config.js`,
    `${dir}/package.json`,
    ...FRONT_PACKAGES,
  ],
});

/** In build order: libraries first, then the API and the front-end apps. */
export const BUILDS = [
  { dir: 'packages/mf-config', inputs: ['packages/mf-config/src'] },
  { dir: 'packages/contracts', inputs: ['packages/contracts/src'] },
  { dir: 'packages/engine', inputs: ['packages/engine/src'] },
  { dir: 'api', inputs: ['api/src', 'packages/contracts/src', 'packages/engine/src'] },
  app('shell'),
  app('mfe-auth'),
  app('mfe-campaigns'),
  app('mfe-security'),
  app('mfe-profile'),
];

export const STAMP = 'dist/.build-stamp';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** A workspace is stale when any of its inputs changed after its last successful build. */
export function isStale(build) {
  const stamp = join(ROOT, build.dir, STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return build.inputs.some((input) => newestMtime(join(ROOT, input)) > built);
}

export const packageName = (dir) => JSON.parse(readFileSyncUtf8(join(ROOT, dir, 'package.json'))).name;

import { readFileSync } from 'node:fs';
function readFileSyncUtf8(p) {
  return readFileSync(p, 'utf8');
}
