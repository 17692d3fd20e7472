import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Router } from '@koa/router';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { mediaFor } from '../infrastructure/media/media.js';
import { startUploadSweep } from '../infrastructure/media/upload-sweep.js';
import type { AppConfig } from '../kernel/config.js';
import { createLogger } from '../kernel/logger.js';
import { announceSetup } from '../resources/setup/announce.js';
import { createApp } from './app.js';
import { startReconciliationJob } from './reconciliation-job.js';
import { startRetentionJobs } from './retention-jobs.js';
import { isUnconfigured, seedDemoData } from './seed/seed.js';

export interface RunningServer {
  url: string;
  port: number;
  app: Koa;
  server: http.Server;
  database: Database;
  logger: Logger;
  /** Stops accepting connections, lets in-flight requests finish (up to the shutdown timeout), closes the database. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  logger?: Logger;
  /** Extra routers under /api (test fixtures). */
  extraRouters?: Router[];
  /** The clock of the API (TEST_NOW in browser tests, see test-clock.ts); the system clock by default. */
  now?: () => Date;
}

/**
 * Opens the database (PostgreSQL or embedded PGlite), runs the migrations, fills an empty database with the demo data
 * when DEMO_DATA is on (the default for the embedded database only; `npm run seed -w api` loads it anywhere), and
 * listens on `config.host:config.port` (0 picks a free port). While no staff user exists it prints the setup address.
 */
export async function startServer(config: AppConfig, options: StartServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    { onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost') },
  );
  try {
    const migrated = await migrateToLatest(database.db);
    const applied = migrated.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    if (config.demoData && (await isUnconfigured(database.db))) {
      logger.info(
        database.kind === 'pglite' ? { dataDir: config.dataDir } : { database: 'postgres' },
        'empty database: loading demo data',
      );
      // The demo's six months of order history end the day before the server's today (its clock: TEST_NOW in tests).
      await seedDemoData(database.db, {
        uploadsDir: mediaFor(config).stores.originals,
        historyUntil: config.demoHistory ? (options.now ?? (() => new Date()))() : undefined,
      });
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = createApp({
    db: database.db,
    logger,
    config,
    extraRouters: options.extraRouters ?? [],
    ...(options.now ? { now: options.now } : {}),
  });
  // Visitors' uploads nothing references are removed after UPLOAD_SWEEP_HOURS (api/src/infrastructure/media/upload-sweep.ts).
  const sweeper = startUploadSweep({
    db: database.db,
    media: mediaFor(config),
    logger,
    now: options.now ?? (() => new Date()),
    olderThanHours: config.uploadLimits.sweepAfterHours,
  });
  // Audit entries after two years, received forms after formRetentionMonths (issue 24; retention-jobs.ts).
  const retention = startRetentionJobs({
    db: database.db,
    formFiles: mediaFor(config).stores.originals,
    logger,
    now: options.now ?? (() => new Date()),
  });
  // Online payments pending after 10 minutes asked again, payments after cancellation refunded (reconciliation-job.ts).
  const reconciliation = startReconciliationJob({
    db: database.db,
    config,
    logger,
    now: options.now ?? (() => new Date()),
  });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  // While shutting down, answers close their connection, so keep-alive sockets do not hold the exit back: those
  // that arrive meanwhile say so, and every socket is closed as soon as it is idle (the answers in flight when the
  // shutdown began included). Watched from the shutdown on only: a running server's requests have no listener
  // but the app's (bench:api counts microseconds).
  const closeIdleWhileDraining = () => {
    server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      res.on('finish', () => setImmediate(() => server.closeIdleConnections()));
    });
    const sweep = setInterval(() => server.closeIdleConnections(), 20);
    server.once('close', () => clearInterval(sweep));
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  logger.info({ url, database: database.kind }, 'listening');
  logger.info(
    {
      mail: config.mail.smtp ? 'smtp' : 'log (set SMTP_URL or SMTP_HOST to send)',
      sms: config.smsProvider,
      payments: config.payments.provider,
    },
    'notifications and payments',
  );
  await announceSetup({ db: database.db, config, logger, now: options.now ?? (() => new Date()) });
  // The start-up lines are written at once, not with the next buffer: scripts and operators wait for 'listening'.
  logger.flush();

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      sweeper.stop();
      retention.stop();
      reconciliation?.stop();
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      closeIdleWhileDraining();
      const timer = setTimeout(() => {
        logger.warn('shutdown timeout: closing open connections');
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      await drained;
      clearTimeout(timer);
      await database.close();
      logger.info('stopped');
    })();
    return closing;
  };

  return { url, port, app, server, database, logger, close };
}
