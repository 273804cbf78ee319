import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import {
  TEMPLATE_DB_ENV,
  TEMPLATE_FILE_ENV,
  adminQuery,
  migrate,
  randomDbName,
  withDatabase,
} from './support/template';

/**
 * Migrates one template database for the whole run; each suite then starts from a copy of it
 * (PGlite: a saved data directory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = randomDbName('lantern_tpl');
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    await migrate(withDatabase(serverUrl, name));
    process.env[TEMPLATE_DB_ENV] = name;
    return;
  }
  const pg = await startEmbeddedPostgres({});
  await migrate(pg.connectionString);
  const dump = await pg.db.dumpDataDir('none');
  const file = join(tmpdir(), `lantern-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  process.env[TEMPLATE_FILE_ENV] = file;
}
