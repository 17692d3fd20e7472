import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** Connection for `pg`: the PGlite instance speaks the wire protocol on 127.0.0.1. */
  host: string;
  port: number;
  pglite: PGlite;
  /** True when the PGlite directory was created by this call (a brand-new database). */
  created: boolean;
  stop(): Promise<void>;
}

/**
 * Opens (or creates) PGlite in `pgliteDir` (or in memory from a dumped data dir) and serves it on a random
 * 127.0.0.1 port, so the ordinary `pg` driver talks to it and values come back exactly as from PostgreSQL.
 */
export async function startEmbeddedPostgres(
  options: { pgliteDir: string } | { loadDataDir: Blob } | { memory: true },
): Promise<EmbeddedPostgres> {
  let created = false;
  let pglite: PGlite;
  // pg_trgm: the order history's search indexes (migration 0012); a database with them needs it on every open.
  const extensions = { pg_trgm };
  if ('pgliteDir' in options) {
    created = !fs.existsSync(path.join(options.pgliteDir, 'PG_VERSION'));
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    pglite = await PGlite.create(options.pgliteDir, { extensions });
  } else if ('loadDataDir' in options) {
    pglite = await PGlite.create({ loadDataDir: options.loadDataDir, extensions });
  } else {
    created = true;
    pglite = await PGlite.create({ extensions });
  }
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const address = server.getServerConn();
  const separator = address.lastIndexOf(':');
  const port = Number(address.slice(separator + 1));
  return {
    host: address.slice(0, separator),
    port,
    pglite,
    created,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
