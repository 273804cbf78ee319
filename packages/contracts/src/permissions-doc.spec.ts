import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { renderPermissionTables } from './permissions-doc';

describe('docs/permissions.md', () => {
  it('shows exactly the tables the code enforces (regenerate: npm run docs:permissions)', () => {
    const doc = readFileSync(join(process.cwd(), 'docs/permissions.md'), 'utf8'); // jest runs from the repo root;
    const start = doc.indexOf('<!-- tables:start -->');
    const end = doc.indexOf('<!-- tables:end -->');
    expect(start).toBeGreaterThan(-1);
    expect(doc.slice(start + '<!-- tables:start -->'.length, end).trim()).toBe(renderPermissionTables());
  });
});
