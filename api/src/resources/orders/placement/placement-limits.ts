import { orderLimitsMessages } from '@bestell/domain';
import type { Db } from '../../../db/database.js';
import {
  fixedWindow,
  pruneRateLimits,
  rateLimitKey,
  returnRateLimit,
} from '../../../infrastructure/rate-limit/limiter.js';
import { type HeaderTarget, tooManyRequests } from '../../../infrastructure/rate-limit/refusal.js';
import type { AppError } from '../../../kernel/app-error.js';
import type { OrderLimitsConfig } from '../../../kernel/config.js';

/** Who places the order: the client address (behind TRUST_PROXY the real client's) and the response headers. */
export interface PlacementClient {
  ip: string;
  response: HeaderTarget;
}

/** Which per-minute limit refused a placement. */
export type LimitRefusal = 'client' | 'branch';

/**
 * The units a placement takes from the order limits (RATE_LIMIT_ORDERS, RATE_LIMIT_ORDERS_PER_BRANCH; 0 = off, that
 * counter is not touched), as the placement statement reads them (placement-write.ts): the counters' hashed keys,
 * the limits and the minute window of the placement.
 */
export interface LimitTakes {
  client_key: string;
  client_limit: number;
  branch_key: string;
  branch_limit: number;
  window_start: string;
  window_end: string;
}

const minute = 60;
const clientBucket = 'orders:client';
const branchBucket = 'orders:branch';

/** Hashed counter keys of the clients and branches seen lately (a digest per order and counter is not free). */
const counterKeys = new Map<string, string>();
const maxCounterKeys = 10_000;

function counterKey(bucket: string, key: string): string {
  const name = `${bucket} ${key}`;
  let hashed = counterKeys.get(name);
  if (hashed === undefined) {
    if (counterKeys.size >= maxCounterKeys) counterKeys.clear();
    hashed = rateLimitKey(bucket, key);
    counterKeys.set(name, hashed);
  }
  return hashed;
}

/**
 * What a placement that passed every rule takes from the client's and the branch's per-minute limits. The units are
 * taken by the statement that writes the order (one round trip, in its transaction): the client's unit first, the
 * branch's only when the client's was allowed, so one flooding client does not use up the branch's minute.
 */
export function placementLimitTakes(
  limits: OrderLimitsConfig,
  client: PlacementClient,
  branchId: number,
  now: Date,
): LimitTakes {
  const window = fixedWindow(minute, now);
  return {
    client_key: counterKey(clientBucket, client.ip),
    client_limit: limits.perClientPerMinute,
    branch_key: counterKey(branchBucket, String(branchId)),
    branch_limit: limits.perBranchPerMinute,
    window_start: window.start.toISOString(),
    window_end: window.end.toISOString(),
  };
}

/** The 429 of a refused placement: sets Retry-After (the rest of the minute) and returns the error to throw. */
export function limitRefusal(refused: LimitRefusal, client: PlacementClient, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((fixedWindow(minute, now).end.getTime() - now.getTime()) / 1000));
  const result = { allowed: false, retryAfterSeconds };
  return refused === 'client'
    ? tooManyRequests(
        client.response,
        result,
        orderLimitsMessages.tooManyOrders({ seconds: retryAfterSeconds }),
        'too_many_orders',
      )
    : tooManyRequests(
        client.response,
        result,
        orderLimitsMessages.branchBusy({ seconds: retryAfterSeconds }),
        'branch_busy',
      );
}

/**
 * Gives back the units a refused placement took in its statement (the client's; the branch's too when the branch
 * refused), so only placed orders count: a customer who was turned away is not held back further by it. A refusal
 * inside a rolled-back transaction (payment start) took nothing and needs no call.
 */
export async function giveBackRefused(
  db: Db,
  limits: OrderLimitsConfig,
  client: PlacementClient,
  branchId: number,
  now: Date,
  refused: LimitRefusal,
): Promise<void> {
  const window = { windowSeconds: minute, now };
  await returnRateLimit(db, { ...window, bucket: clientBucket, key: client.ip, limit: limits.perClientPerMinute });
  if (refused === 'branch') {
    await returnRateLimit(db, {
      ...window,
      bucket: branchBucket,
      key: String(branchId),
      limit: limits.perBranchPerMinute,
    });
  }
}

/** Removes ended windows now and then (the statement only adds and updates rows). */
export function pruneOrderLimits(db: Db, limits: OrderLimitsConfig, now: Date): Promise<void> {
  if (limits.perClientPerMinute <= 0 && limits.perBranchPerMinute <= 0) return Promise.resolve();
  return pruneRateLimits(db, now);
}
