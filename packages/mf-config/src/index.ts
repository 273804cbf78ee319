import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { DEV_PORTS, REMOTES, type RemoteDir, SHARED_SINGLETONS } from './shared';
import { CopyStaticFiles } from './copy-static-files';
import { requiredVersion } from './versions';

export { DEV_PORTS, REMOTES, SHARED_SINGLETONS } from './shared';
export type { RemoteDir } from './shared';

export interface FederatedAppOptions {
  /** The app's directory (pass __dirname from its webpack.config.js). */
  dir: string;
  kind: 'host' | 'remote';
  /** `shell` or one of the remote directory names. */
  app: 'shell' | RemoteDir;
  /** What a remote exposes (always `./App`). */
  exposes?: Record<string, string>;
  title?: string;
  /** Files of `public/` copied as they are into the build (e.g. the default remotes.json). */
  staticFiles?: string[];
}

type Argv = { mode?: 'production' | 'development' };

/** The one factory every webpack + Module Federation config in Lantern comes from. */
export function federatedConfig(opts: FederatedAppOptions) {
  return (_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const isHost = opts.kind === 'host';
    const name = isHost ? 'shell' : REMOTES[opts.app as RemoteDir];
    const port = DEV_PORTS[opts.app];
    return {
      mode: production ? 'production' : 'development',
      context: opts.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(opts.dir, 'dist'),
        // Entry files keep stable names (the registry points at remoteEntry.js); chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // The shell owns deep links, so its chunks load from the root; remotes load from wherever
        // their remoteEntry.js was fetched.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Workspace packages expose their TypeScript sources under the `source` condition.
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2022',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: opts.exposes,
          // The shell finds remotes at run time from /remotes.json (see shell/src/remotes).
          remotes: {},
          shared: Object.fromEntries(
            SHARED_SINGLETONS.map((request) => [
              request,
              { singleton: true, requiredVersion: requiredVersion(opts.dir, request), strictVersion: false },
            ]),
          ),
          dts: false,
          manifest: false,
        }),
        // The shell's page, and in development a standalone page for each remote.
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: join(opts.dir, 'public', 'index.html'),
                title: opts.title ?? 'Lantern',
                publicPath: isHost ? '/' : 'auto',
              }),
            ]
          : []),
        new CopyStaticFiles(join(opts.dir, 'public'), opts.staticFiles ?? []),
      ],
      performance: { hints: false },
      optimization: production ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : undefined,
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: 'http://localhost:8000' }],
        static: isHost ? { directory: join(opts.dir, 'public'), publicPath: '/' } : false,
        client: { overlay: { warnings: false } },
      },
    };
  };
}
