import type { Db } from '../db/database.js';

/** Kysely type of the table of migration 0018 (kept here so the shared schema file stays with its owner). */
export type RateLimitsTable = {
  bucket: string;
  key: string;
  windowStart: Date;
  windowEnd: Date;
  count: number;
};

export function withRateLimitTables(db: Db) {
  return db.withTables<{ rateLimits: RateLimitsTable }>();
}
