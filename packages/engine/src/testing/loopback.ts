import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stub received. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What the stub answers: a JSON (or text) reply, a hang (never answers), or a cut-off body. */
export type StubReply =
  | { status?: number; headers?: Record<string, string>; json: unknown }
  | { status: number; headers?: Record<string, string>; text: string }
  | { hang: true }
  | { truncate: unknown };

export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

export interface LoopbackServer {
  baseUrl: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

function send(res: ServerResponse, reply: StubReply): void {
  if ('hang' in reply) return;
  if ('truncate' in reply) {
    const body = JSON.stringify(reply.truncate);
    // Promise the full length, send half, then drop the connection.
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    res.write(body.slice(0, Math.floor(body.length / 2)));
    setTimeout(() => res.socket?.destroy(), 5);
    return;
  }
  const isJson = 'json' in reply;
  const body = isJson ? JSON.stringify(reply.json) : reply.text;
  res.writeHead(reply.status ?? 200, {
    'content-type': isJson ? 'application/json' : 'text/html',
    ...reply.headers,
  });
  res.end(body);
}

/**
 * An HTTP server on 127.0.0.1 (random port) answering with `handler`, for adapter contract tests and
 * benchmarks: the SDKs are pointed at `baseUrl`, so no request leaves the machine.
 */
export async function startLoopbackServer(handler: StubHandler): Promise<LoopbackServer> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw || undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the text
      }
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      Promise.resolve(handler(request)).then(
        (reply) => send(res, reply),
        (error: unknown) => send(res, { status: 500, json: { error: String(error) } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
