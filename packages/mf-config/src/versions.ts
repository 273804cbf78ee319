import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The version range an app declares for a package (its package.json is the one source). */
export function requiredVersion(appDir: string, request: string): string | false {
  const pkgName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const range = pkg.dependencies?.[pkgName] ?? pkg.devDependencies?.[pkgName];
  if (range) return range;
  // A sub-path of a package the app does not list directly (react/jsx-runtime): use the installed version.
  try {
    const resolved = require.resolve(`${pkgName}/package.json`, { paths: [appDir] });
    return `^${(JSON.parse(readFileSync(resolved, 'utf8')) as { version: string }).version}`;
  } catch {
    return false;
  }
}

export const packageDir = (appDir: string, request: string) =>
  dirname(require.resolve(`${request}/package.json`, { paths: [appDir] }));
