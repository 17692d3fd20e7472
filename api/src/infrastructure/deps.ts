import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { AppConfig } from '../kernel/config.js';
import type { CatalogCache } from './cache/catalog-cache.js';

/** What every resource gets: the database, a logger, the configuration and the clock. */
export interface AppDeps {
  db: Db;
  logger: Logger;
  config: AppConfig;
  now: () => Date;
  /** Per-process cache of the anonymous catalog answers (see api/src/infrastructure/cache). */
  catalogCache: CatalogCache;
}
