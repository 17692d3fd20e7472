import fs from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Router } from '@koa/router';
import type Koa from 'koa';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp } from '../src/app/app.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { type AppConfig, loadConfig } from '../src/kernel/config.js';
import type { OrderServicesOptions } from '../src/resources/orders/order-services.js';
import { databaseUrl, type TestTemplates } from './context.js';
import { contractFolder, installContractRecorder } from './contract/install.js';

export type DatabaseState = 'blank' | 'migrated' | 'seeded';

export const silentLogger = pino({ level: 'silent' });

export function templates(): TestTemplates {
  return inject('apiTestTemplates');
}

export interface TestDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection string of this database (for child processes). */
  url: string | null;
  close(): Promise<void>;
}

let counter = 0;

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A private PostgreSQL database cloned from a template (or empty); returns its url and a drop function. */
export async function createPostgresDatabase(state: DatabaseState): Promise<{ url: string; drop(): Promise<void> }> {
  const t = templates();
  if (!t.adminUrl) throw new Error('not running on PostgreSQL');
  const adminUrl = t.adminUrl;
  const name = `${t.databasePrefix}_${process.pid}_${++counter}`;
  const template = state === 'blank' ? '' : ` template "${t.templates[state]}"`;
  await adminQuery(adminUrl, `create database "${name}"${template}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * A private database in the given state: on PGlite loaded in memory from the run's dump, on PostgreSQL
 * (TEST_DATABASE_URL) created from the run's template database. Every call is independent of the others.
 */
export async function openTestDatabase(state: DatabaseState = 'seeded'): Promise<TestDatabase> {
  const t = templates();
  if (t.kind === 'postgres') {
    const created = await createPostgresDatabase(state);
    const database = await openDatabase({ databaseUrl: created.url });
    return {
      db: database.db,
      kind: 'postgres',
      url: created.url,
      async close() {
        await database.close();
        await created.drop();
      },
    };
  }
  const dump = new Blob([await fs.readFile(t.dumps[state])]);
  const database = await openDatabase({ memory: true, loadDataDir: dump });
  return { db: database.db, kind: 'pglite', url: null, close: () => database.close() };
}

/** Configuration for in-process tests: port 0, silent logs, the run's uploads, no storefront build. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const t = templates();
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    port: 0,
    dataDir: path.join(t.root, 'unused-data-dir'),
    uploadsDir: t.uploadsDir,
    storefrontDist: path.join(t.root, 'no-storefront'),
    // Order and mail limits are off unless a test is about them (tests place many orders from 127.0.0.1).
    orderLimits: { perClientPerMinute: 0, perBranchPerMinute: 0, newMailAddressesPerHour: 0 },
    ...overrides,
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestApp {
  url: string;
  db: Db;
  app: Koa;
  server: http.Server;
  config: AppConfig;
  /** fetch() against the app; the body is parsed as JSON when the response is JSON, else text. */
  request<T = unknown>(pathname: string, init?: RequestInit): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  state?: DatabaseState;
  config?: Partial<AppConfig>;
  now?: () => Date;
  extraRouters?: Router[];
  /** Order hooks (payment methods, after-placement hooks, live-event options). */
  orders?: OrderServicesOptions;
}

/** The app on 127.0.0.1:0 over a private database (seeded by default). Call close() in afterAll/afterEach. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(options.state ?? 'seeded');
  const config = testConfig(options.config);
  const app = createApp({
    db: database.db,
    logger: silentLogger,
    config,
    ...(options.now ? { now: options.now } : {}),
    extraRouters: options.extraRouters ?? [],
    ...(options.orders ? { orders: options.orders } : {}),
  });
  let url = '';
  // Every answer of the run is checked against the served OpenAPI document (test/contract; never in production).
  installContractRecorder(app, contractFolder(templates().root), () => url);
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db: database.db,
    app,
    server,
    config,
    async request<T>(pathname: string, init?: RequestInit): Promise<TestResponse<T>> {
      const response = await fetch(`${url}${pathname}`, init);
      const type = response.headers.get('content-type') ?? '';
      const body = (type.includes('json') ? await response.json() : await response.text()) as T;
      return { status: response.status, headers: response.headers, body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/** For child-process tests: the env of a database the child may use (a copy of the seeded data dir, or a PG db). */
export async function prepareChildDatabase(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const t = templates();
  if (t.kind === 'postgres') {
    const created = await createPostgresDatabase('seeded');
    return { env: { DATABASE_URL: created.url, UPLOADS_DIR: t.uploadsDir }, cleanup: created.drop };
  }
  const dir = path.join(t.root, `child-${process.pid}-${++counter}`);
  await fs.cp(t.seededDataDir, dir, { recursive: true });
  await fs.rm(path.join(dir, '.lock'), { force: true });
  return { env: { DATA_DIR: dir }, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}
