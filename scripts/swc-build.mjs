// Transpiles a package's TypeScript sources to CommonJS with swc (no type checking: `npm run typecheck`
// does that). Usage: node swc-build.mjs <srcDir> <outDir>. Spec files are skipped.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { join, relative, dirname, extname } from 'node:path';

const [srcDir = 'src', outDir = 'dist'] = process.argv.slice(2);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const options = {
  sourceMaps: true,
  module: { type: 'commonjs' },
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  },
};

await rm(outDir, { recursive: true, force: true });
let count = 0;
for await (const file of walk(srcDir)) {
  const rel = relative(srcDir, file);
  if (/\.(spec|int-spec)\.tsx?$/.test(rel) || rel.endsWith('.d.ts')) continue;
  const ext = extname(rel);
  if (ext === '.ts') {
    const out = join(outDir, rel.replace(/\.ts$/, '.js'));
    await mkdir(dirname(out), { recursive: true });
    const { code, map } = await transformFile(file, { ...options, filename: file });
    await writeFile(out, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map\n`);
    if (map) await writeFile(`${out}.map`, map);
  } else if (['.json', '.sql', '.html', '.txt'].includes(ext)) {
    const out = join(outDir, rel);
    await mkdir(dirname(out), { recursive: true });
    await copyFile(file, out);
  } else continue;
  count += 1;
}
console.log(`swc: ${count} files ${srcDir} -> ${outDir}`);
