import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { StickyQueryQueue } from './sticky-query-queue';

export interface EmbeddedPostgres {
  connectionString: string;
  db: PGlite;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Directory of the persisted cluster; omit for an in-memory database. */
  dataDir?: string;
  /** A cluster saved with `dumpDataDir()` to start from (tests load a migrated template this way). */
  loadDataDir?: Blob;
}

/**
 * Runs PGlite in this process and serves it on a loopback port, so that TypeORM and pg-boss use the
 * ordinary `pg` driver exactly as against a PostgreSQL server (see docs/decisions.md).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 });
  // Replace the stock queue before any connection: see StickyQueryQueue for the interleaving it fixes.
  (server as unknown as { queryQueue: StickyQueryQueue }).queryQueue = new StickyQueryQueue(db);
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  return {
    connectionString: `postgres://postgres:postgres@${conn}/postgres`,
    db,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

export const embeddedDataDir = (dataDir: string) => join(dataDir, 'pgdata');
