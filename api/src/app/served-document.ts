import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { openDatabase } from '../db/database.js';
import { loadConfig } from '../kernel/config.js';
import { createApp } from './app.js';

/**
 * The document GET /api/openapi.json serves, built by the real app (every router, the registry) over an empty
 * in-memory database: building the document reads no rows. Used by `npm run lint:openapi` and the client generator.
 */
export async function servedOpenApiDocument(): Promise<unknown> {
  const database = await openDatabase({ memory: true });
  const app = createApp({ db: database.db, logger: pino({ level: 'silent' }), config: loadConfig({}) });
  const server = http.createServer(app.callback());
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
    if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
    return (await response.json()) as unknown;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}
