import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';

/** Where the migrated template lives: a PGlite dump file, or a template database on the server. */
export const TEMPLATE_FILE_ENV = 'LANTERN_TEST_TEMPLATE_FILE';
export const TEMPLATE_DB_ENV = 'LANTERN_TEST_TEMPLATE_DB';

export async function migrate(url: string): Promise<void> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize(); // migrationsRun: true
  await ds.destroy();
}

export const withDatabase = (serverUrl: string, database: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
};

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const randomDbName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
