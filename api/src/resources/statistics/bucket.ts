import type { StatisticsBucketName, StatisticsKind } from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * What a bucket is asked: local days `from`..`to` (both included, YYYY-MM-DD, each branch's own time zone; all
 * branches are Europe/Vienna today) and the branches to count (`'all'` only for admins without `branchId`).
 */
export interface StatisticsRequest {
  from: string;
  to: string;
  branchIds: number[] | 'all';
  /** The API's clock (buckets of things still running, e.g. a working activity, count up to it). */
  now?: Date;
  /**
   * Set for employees: the working-time buckets then count only this person's activities and shifts (in a branch of
   * two, a branch total would show a colleague's hours).
   */
  ownUserId?: number;
}

/** One row of an answer: `value` a count, `amount` a sum of money (decimal string, 2 decimals) where the bucket has one. */
export interface StatisticsRow {
  key: string;
  label?: string;
  value: number;
  amount?: string;
}

export interface StatisticsTotal {
  value: number;
  amount?: string;
}

/** What a bucket computes; the route adds bucket, kind, from, to and branchId. */
export interface BucketResult {
  rows: StatisticsRow[];
  total: StatisticsTotal;
}

/** One bucket of GET /api/statistics/{bucket}: its row kind and how it is computed (from rollups, fast). */
export interface BucketDefinition {
  kind: StatisticsKind;
  /** One sentence for the OpenAPI document: what `value` and `amount` are. */
  description: string;
  compute(db: Kysely<DB>, request: StatisticsRequest): Promise<BucketResult>;
}

/** A group of buckets (one file each: order buckets, analytics buckets, …), registered in buckets.ts. */
export type BucketGroup = Partial<Record<StatisticsBucketName, BucketDefinition>>;
