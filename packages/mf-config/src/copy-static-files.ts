import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler } from 'webpack';

/** Emits the listed files of a directory into the build output unchanged. */
export class CopyStaticFiles {
  constructor(
    private readonly dir: string,
    private readonly files: string[],
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyStaticFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyStaticFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const path = join(this.dir, file);
            compilation.fileDependencies.add(path);
            compilation.emitAsset(file, new RawSource(readFileSync(path)));
          }
        },
      );
    });
  }
}
