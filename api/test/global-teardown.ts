import { rmSync } from 'node:fs';
import { TEMPLATE_DB_ENV, TEMPLATE_FILE_ENV, adminQuery } from './support/template';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_FILE_ENV];
  if (file) rmSync(file, { force: true });
  const db = process.env[TEMPLATE_DB_ENV];
  if (db && process.env.DATABASE_URL)
    await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${db}`);
}
