import type { AppConfig } from '../config/config';
import { embeddedDataDir, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export interface OpenedDatabase {
  /** The `postgres://` URL to connect to (the embedded server's loopback URL when embedded). */
  url: string;
  /** Set when PGlite was started here; close it after the data source. */
  embedded?: EmbeddedPostgres;
  /** For start-up messages: which database this is. */
  where: string;
}

/**
 * The database the configuration names: DATABASE_URL when set, otherwise embedded PGlite persisted
 * under DATA_DIR (started here). Shared by the server (main.ts) and the scripts (seed-demo.ts).
 */
export async function openDatabase(config: AppConfig): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, where: 'PostgreSQL (DATABASE_URL)' };
  const embedded = await startEmbeddedPostgres({ dataDir: embeddedDataDir(config.DATA_DIR) });
  return {
    url: embedded.connectionString,
    embedded,
    where: `embedded PostgreSQL in ${config.DATA_DIR}`,
  };
}
