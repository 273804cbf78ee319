import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createTestApp, type TestApp } from './support/test-app';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A company suggestion service on loopback: each `query` value answers in its own way. */
async function startProvider(routes: Record<string, Handler>) {
  const queries: string[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams.get('query') ?? '';
    queries.push(query);
    open.add(res);
    res.on('close', () => open.delete(res));
    (routes[query] ?? ((_, r) => json(r, 200, [])))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/suggest`,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const suggest = (t: TestApp, q: string) =>
  t.request({ method: 'GET', url: `/api/companies/suggest?q=${encodeURIComponent(q)}` });

describe('company suggestions with a suggestion service', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  const warn = jest.spyOn(Logger.prototype, 'warn');

  beforeAll(async () => {
    provider = await startProvider({
      acme: (_, res) =>
        json(res, 200, [
          { name: 'Acme Corp', domain: 'acme.com', logo: 'https://logos.example/acme.png', extra: 1 },
          { name: 'Acme Labs', domain: 'WWW.Acme-Labs.io' },
          { name: '', domain: 'empty-name.com' },
          { name: 'No Domain' },
          { name: 'Bad Domain', domain: 'not a domain/../x' },
          { name: 'Path Domain', domain: 'acme.com/evil' },
          { name: 42, domain: 'number.com' },
          null,
          'Acme as text',
          { name: 'Acme Script', domain: 'acme.dev', logo: 'javascript:alert(1)' },
        ]),
      many: (_, res) =>
        json(
          res,
          200,
          Array.from({ length: 25 }, (_, i) => ({ name: `Many ${i}`, domain: `many${i}.com` })),
        ),
      boom: (_, res) => json(res, 500, { error: 'internal' }),
      slow: () => {
        /* never answers; the provider's close() ends it */
      },
      html: (_, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>Service unavailable</html>');
      },
      object: (_, res) => json(res, 200, { results: [{ name: 'Acme', domain: 'acme.com' }] }),
    });
    t = await createTestApp({
      COMPANY_SUGGEST_URL: provider.url,
      COMPANY_SUGGEST_TIMEOUT_MS: '300',
      LOGO_URL_TEMPLATE: 'https://img.logo.example/{domain}?size=64',
      FLAG_URL_TEMPLATE: 'https://flags.example/{code}.svg',
    });
  }, 60_000);
  afterEach(() => {
    warn.mockClear();
  });
  afterAll(async () => {
    warn.mockRestore();
    await t.close();
    await provider.close();
  });

  it('maps the provider answer to {name, domain, logo} and drops malformed items', async () => {
    const res = await suggest(t, ' acme ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'Acme Corp', domain: 'acme.com', logo: 'https://logos.example/acme.png' },
      { name: 'Acme Labs', domain: 'acme-labs.io', logo: null },
      { name: 'Acme Script', domain: 'acme.dev', logo: null },
    ]);
    // The trimmed text goes to the service as `query`.
    expect(provider.queries.at(-1)).toBe('acme');
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns at most 10 suggestions', async () => {
    const res = await suggest(t, 'many');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(res.body[0]).toEqual({ name: 'Many 0', domain: 'many0.com', logo: null });
  });

  it.each([
    ['a 500 answer', 'boom', 'HTTP 500'],
    ['no answer within the timeout', 'slow', 'no answer within 300 ms'],
    ['a body that is not JSON', 'html', 'JSON'],
    ['JSON that is not an array', 'object', 'not a JSON array'],
  ])('answers [] and logs one warning on %s', async (_, q, reason) => {
    const started = Date.now();
    const res = await suggest(t, q);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(reason);
  });

  it('publishes the image templates and allows their origins in the CSP img-src', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config/public' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      logoUrlTemplate: 'https://img.logo.example/{domain}?size=64',
      flagUrlTemplate: 'https://flags.example/{code}.svg',
    });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc?.trim()).toBe("img-src 'self' data: https://img.logo.example https://flags.example");
  });
});

describe('company suggestions without a suggestion service', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 60 lookups per minute x 0.05 = 3.
    t = await createTestApp({ RATE_LIMIT_FACTOR: '0.05' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers null templates (the pages use initials and emoji flags) and a CSP without image hosts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config/public' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      logoUrlTemplate: null,
      flagUrlTemplate: null,
      environment: 'test',
      analyticsUrl: null,
      errorReportingUrl: null,
    });
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data:;");
  });

  it('rejects a text shorter than 3 or longer than 100 characters with 400', async () => {
    const short = await suggest(t, ' ab ');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'q must be at least 3 characters' });
    const long = await suggest(t, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'q must be at most 100 characters' });
    const missing = await t.request({ method: 'GET', url: '/api/companies/suggest' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'q is required' });
    const unknown = await t.request({ method: 'GET', url: '/api/companies/suggest?q=acme&x=1' });
    expect(unknown.status).toBe(400);
  });

  it('answers [] without a service, and 429 with Retry-After past the per-IP allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await suggest(t, `acme ${i}`);
      statuses.push(res.status);
      if (res.status === 200) expect(res.body).toEqual([]);
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(res.body).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('public configuration: telemetry endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ANALYTICS_URL: 'https://analytics.example/v1/events',
      ERROR_REPORTING_URL: 'https://errors.example/api/42/store',
    });
  }, 60_000);
  afterAll(() => t.close());

  it('hands the configured endpoints to the browser and lets it reach them (CSP connect-src)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config/public' });
    expect(res.body).toMatchObject({
      environment: 'test',
      analyticsUrl: 'https://analytics.example/v1/events',
      errorReportingUrl: 'https://errors.example/api/42/store',
    });
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://analytics.example https://errors.example",
    );
  });
});
