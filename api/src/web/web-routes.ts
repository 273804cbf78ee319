import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { ERROR_CODES } from '@lantern/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REMOTE_NAMES = ['mfe-auth', 'mfe-campaigns', 'mfe-security', 'mfe-profile'] as const;
const HASHED = /\.[0-9a-f]{8,}\./;

export interface WebOptions {
  webRoot: string;
  /** A deployment's remotes.json served in place of the one built with the shell. */
  remotesRegistryFile?: string;
}

/**
 * Serves the built front end from the API process: the shell at / (with the SPA fallback to
 * index.html), each remote under /remotes/<name>/ and the remote registry at /remotes.json.
 */
export async function registerWebRoutes(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const shellDist = resolve(opts.webRoot, 'shell', 'dist');
  // Loaded only when the web is served (the API alone, e.g. in tests, never needs it).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, { root: shellDist, serve: false });

  const send = (reply: FastifyReply, root: string, file: string) => {
    const full = resolve(root, file);
    if (!full.startsWith(root + sep) || !existsSync(full)) return false;
    void reply.header(
      'cache-control',
      HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    void reply.sendFile(file, root);
    return true;
  };

  app.get('/remotes.json', async (_req, reply) => {
    if (opts.remotesRegistryFile) {
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json')
        .send(readFileSync(opts.remotesRegistryFile));
    }
    if (!send(reply, shellDist, 'remotes.json')) return notBuilt(reply);
    return reply;
  });

  app.get(
    '/remotes/:name/*',
    async (req: FastifyRequest<{ Params: { name: string; '*': string } }>, reply) => {
      const { name } = req.params;
      const file = req.params['*'] || 'remoteEntry.js';
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) return notFound(req, reply);
      const root = resolve(opts.webRoot, name, 'dist');
      if (!send(reply, root, file)) return notFound(req, reply);
      return reply;
    },
  );

  app.get('/*', async (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const path = req.params['*'] ?? '';
    if (path === 'api' || path.startsWith('api/')) return notFound(req, reply);
    if (path && send(reply, shellDist, path)) return reply;
    if (extname(path)) return notFound(req, reply);
    if (!existsSync(join(shellDist, 'index.html'))) return notBuilt(reply);
    void reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', shellDist);
  });
}

function notFound(req: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ statusCode: 404, code: ERROR_CODES.notFound, message: 'Not found', requestId: String(req.id) });
}

function notBuilt(reply: FastifyReply) {
  return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
}

/** Origins of remotes a deployment's registry points at: they must be allowed to run scripts. */
export function registryOrigins(file?: string): string[] {
  if (!file) return [];
  try {
    const registry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return [
      ...new Set(Object.values(registry).flatMap((u) => (/^https?:/.test(u) ? [new URL(u).origin] : []))),
    ];
  } catch {
    return [];
  }
}
