// Rewrites the tables of docs/permissions.md from packages/contracts (run `npm run build:libs` first).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { renderPermissionTables } = require('../packages/contracts/dist/permissions-doc.js');
const file = new URL('../docs/permissions.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const [head, rest] = doc.split('<!-- tables:start -->');
const tail = rest.split('<!-- tables:end -->')[1];
writeFileSync(
  file,
  `${head}<!-- tables:start -->\n\n${renderPermissionTables()}\n\n<!-- tables:end -->${tail}`,
);
console.log('docs/permissions.md updated');
