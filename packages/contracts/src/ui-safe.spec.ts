import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/** The contracts modules the web apps import values from: they must not pull zod into a bundle. */
const UI_SAFE = [
  'messages',
  'validators',
  'countries',
  'plans',
  'permissions',
  'feature-flags',
  'support-limits',
  'activities',
  'company-lookup',
  'campaign-constants',
  'prompt-text',
];

const dir = join(process.cwd(), 'packages/contracts/src'); // jest runs from the repo root

function imports(file: string): string[] {
  const src = readFileSync(join(dir, `${file}.ts`), 'utf8');
  return [...src.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((m) => m[1]!);
}

function reachesZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return imports(file).some((spec) =>
    spec === 'zod' ? true : spec.startsWith('./') ? reachesZod(spec.slice(2), seen) : false,
  );
}

describe('UI-safe contracts modules', () => {
  it.each(UI_SAFE)('%s imports no zod, directly or through another module', (file) => {
    expect(reachesZod(file)).toBe(false);
  });
});
