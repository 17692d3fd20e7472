import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import {
  attachCatalogFeed,
  catalogFeedFromDedicatedConnection,
  catalogFeedFromSingleConnectionPool,
} from './change-feed.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { createPool } from './pg-pool.js';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** True for an embedded database created by this start (so it may be seeded with demo data). */
  created: boolean;
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a tarball (tests clone a migrated template with it). */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /** Embedded PGlite in `dataDir/pglite`, locked by `dataDir/.lock`. */
  | { dataDir: string }
  /** Embedded PGlite in memory, empty or loaded from a dumped data dir (tests). */
  | { memory: true; loadDataDir?: Blob };

function createKysely(pool: pg.Pool): Db {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}

/**
 * Opens PostgreSQL (`databaseUrl`) or the embedded PGlite. PGlite is single-connection, so the pool holds one
 * connection: inside a transaction always use the transaction handle, never the root `db`.
 */
export async function openDatabase(
  options: DatabaseOptions,
  hooks: { onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = createPool({ connectionString: options.databaseUrl, max: 10 }, hooks.onIdleError);
    const db = createKysely(pool);
    // Catalog change events (migration 0006) of every process on this database, for the catalog cache.
    const feed = catalogFeedFromDedicatedConnection({
      connectionString: options.databaseUrl,
      ...(hooks.onIdleError ? { onError: hooks.onIdleError } : {}),
    });
    attachCatalogFeed(db, feed);
    const close = async () => {
      await feed.close();
      await db.destroy();
    };
    return { db, kind: 'postgres', created: false, close };
  }

  let lock: DataDirLock | null = null;
  let embedded: EmbeddedPostgres;
  if ('dataDir' in options) {
    lock = acquireDataDirLock(options.dataDir);
    try {
      embedded = await startEmbeddedPostgres({ pgliteDir: path.join(options.dataDir, 'pglite') });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    embedded = await startEmbeddedPostgres(
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : { memory: true },
    );
  }
  const pool = createPool(
    {
      host: embedded.host,
      port: embedded.port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 0,
      // A query on the root handle while a transaction holds the one connection would wait forever; this turns
      // that bug into an error ("timeout exceeded when trying to connect").
      connectionTimeoutMillis: 15_000,
    },
    hooks.onIdleError,
  );
  const db = createKysely(pool);
  attachCatalogFeed(db, catalogFeedFromSingleConnectionPool(pool));
  let closed = false;
  return {
    db,
    kind: 'pglite',
    created: embedded.created,
    dumpDataDir: () => embedded.pglite.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.destroy();
        await embedded.stop();
      } finally {
        lock?.release();
      }
    },
  };
}

/** `select 1` with a time limit, for the health check. */
export async function pingDatabase(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ping = sql<{ ok: number }>`select 1 as ok`
      .execute(db)
      .then((r) => r.rows[0]?.ok === 1)
      .catch(() => false);
    return await Promise.race([ping, timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
