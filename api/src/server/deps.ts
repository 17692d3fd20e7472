import type { Logger } from 'pino';
import type { CatalogCache } from '../cache/catalog-cache.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';

/** What every resource gets: the database, a logger, the configuration and the clock. */
export interface AppDeps {
  db: Db;
  logger: Logger;
  config: AppConfig;
  now: () => Date;
  /** Per-process cache of the anonymous catalog answers (see api/src/cache). */
  catalogCache: CatalogCache;
}
