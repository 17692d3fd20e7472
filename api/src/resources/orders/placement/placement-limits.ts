import { orderLimitsMessages } from '@bestell/domain';
import type { Db } from '../../../db/database.js';
import { type RateLimitInput, returnRateLimit, takeRateLimit } from '../../../infrastructure/rate-limit/limiter.js';
import { type HeaderTarget, tooManyRequests } from '../../../infrastructure/rate-limit/refusal.js';
import type { AppError } from '../../../kernel/app-error.js';
import type { OrderLimitsConfig } from '../../../kernel/config.js';

/** Who places the order: the client address (behind TRUST_PROXY the real client's) and the response headers. */
export interface PlacementClient {
  ip: string;
  response: HeaderTarget;
}

export type PlacementLimits =
  | { ok: true; giveBack(): Promise<void> }
  /** `refusal()` sets Retry-After and returns the 429 to throw (not called when the request is a free retry). */
  | { ok: false; refusal(): AppError; giveBack(): Promise<void> };

const minute = 60;

/**
 * Takes one order from the client's and from the branch's per-minute limits (RATE_LIMIT_ORDERS,
 * RATE_LIMIT_ORDERS_PER_BRANCH; 0 = off). Called only for a placement that passed every rule, so a customer who
 * corrects a refused form is not counted; the caller gives the units back when the placement turns out to be a retry
 * under a used Idempotency-Key (never counted) or fails to be written. The branch's unit is taken only when the
 * client's was allowed, so one flooding client does not use up the branch's minute.
 */
export async function takePlacementLimits(
  db: Db,
  limits: OrderLimitsConfig,
  client: PlacementClient,
  branchId: number,
  now: Date,
): Promise<PlacementLimits> {
  const taken: RateLimitInput[] = [];
  const giveBack = async () => {
    for (const input of taken) await returnRateLimit(db, input);
  };
  const perClient = {
    bucket: 'orders:client',
    key: client.ip,
    limit: limits.perClientPerMinute,
    windowSeconds: minute,
    now,
  };
  const clientResult = await takeRateLimit(db, perClient);
  taken.push(perClient);
  if (!clientResult.allowed) {
    const message = orderLimitsMessages.tooManyOrders({ seconds: clientResult.retryAfterSeconds });
    return {
      ok: false,
      refusal: () => tooManyRequests(client.response, clientResult, message, 'too_many_orders'),
      giveBack,
    };
  }
  const perBranch = {
    bucket: 'orders:branch',
    key: String(branchId),
    limit: limits.perBranchPerMinute,
    windowSeconds: minute,
    now,
  };
  const branchResult = await takeRateLimit(db, perBranch);
  taken.push(perBranch);
  if (!branchResult.allowed) {
    const message = orderLimitsMessages.branchBusy({ seconds: branchResult.retryAfterSeconds });
    return {
      ok: false,
      refusal: () => tooManyRequests(client.response, branchResult, message, 'branch_busy'),
      giveBack,
    };
  }
  return { ok: true, giveBack };
}
