import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuthResponse } from '@lantern/contracts';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config';
import { createApp } from '../../src/create-app';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV, adminQuery, randomDbName, withDatabase } from './template';

export interface TestApp {
  app: NestFastifyApplication;
  request(opts: {
    method: string;
    url: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<{
    status: number;
    body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    headers: Record<string, unknown>;
  }>;
  signup(overrides?: Partial<Record<string, string>>): Promise<AuthResponse>;
  /** Runs SQL on the app's database (to read the mail outbox or age a token). */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The database this app runs on (another app can share it: see `createTestApp`'s `shareWith`). */
  databaseUrl: string;
  close(): Promise<void>;
}

let counter = 0;

/** The real application on its own copy of the migrated template database (PGlite or PostgreSQL). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { shareWith?: TestApp } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string;
  let dispose: () => Promise<void>;
  if (options.shareWith) {
    // A second process on the same database (e.g. another worker); the first app owns the database.
    url = options.shareWith.databaseUrl;
    dispose = async () => undefined;
  } else if (serverUrl) {
    const name = randomDbName('lantern_t');
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${process.env[TEMPLATE_DB_ENV]}`);
    url = withDatabase(serverUrl, name);
    dispose = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const file = process.env[TEMPLATE_FILE_ENV];
    if (!file) throw new Error('The integration global setup did not run');
    const pg = await startEmbeddedPostgres({ loadDataDir: new Blob([readFileSync(file)]) });
    url = pg.connectionString;
    dispose = () => pg.close();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lantern-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    RATE_LIMIT_FACTOR: '1000',
    ...env,
  });
  const app = await createApp(config, url);
  // Real HTTP on loopback (Fastify's inject needs an ESM-only dependency Jest cannot require).
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = await app.getUrl();

  const request: TestApp['request'] = async ({ method, url: path, token, body, headers }) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: Object.fromEntries(res.headers.entries()) };
  };

  const db = app.get(DataSource);
  return {
    app,
    request,
    databaseUrl: url,
    query: (sql, params) => db.query(sql, params),
    async signup(overrides = {}) {
      counter += 1;
      const res = await request({
        method: 'POST',
        url: '/api/auth/signup',
        body: {
          firstName: 'Test',
          lastName: `User${counter}`,
          email: `user${counter}-${Date.now()}@example.com`,
          country: 'IN',
          password: 'correct-horse-1',
          ...overrides,
        },
      });
      if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as AuthResponse;
    },
    async close() {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
