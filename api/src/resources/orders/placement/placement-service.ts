import {
  checkOrderPlacement,
  messages,
  type OrderOrigin,
  type OrderPlacement,
  orderPlacementHeadSchema,
  serviceModeFromFlags,
} from '@bestell/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { json } from '../../../db/schema.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import type { PaymentMethodHandler } from '../../../infrastructure/payments/payment-methods.js';
import { AppError } from '../../../kernel/app-error.js';
import { type OrderServices, runAfterPlacement } from '../order-services.js';
import { autoAcceptOrder } from '../status/staff-service.js';
import { findStoredResponse, requestHash, type StoredResponse } from './idempotency.js';
import type { PlacedOrderInfo } from './placed-order.js';
import { type LoadedPlacementBranch, loadPlacementBranch, placementContext } from './placement-context.js';
import {
  giveBackRefused,
  type LimitRefusal,
  type LimitTakes,
  limitRefusal,
  type PlacementClient,
  placementLimitTakes,
  pruneOrderLimits,
} from './placement-limits.js';
import { placementSchemaFor } from './placement-schema.js';
import { insertPlacements, isTakenKey, placementRecord, type WriteInput } from './placement-write.js';

export { newOrderHash } from './placement-write.js';

export interface PlacementResult extends StoredResponse {
  replayed: boolean;
}

class KeyAlreadyClaimed extends Error {}

/** A placement over an order limit; `tookUnits`: its statement committed the units (to be given back). */
class RefusedByLimit extends Error {
  constructor(
    readonly refused: LimitRefusal,
    readonly tookUnits: boolean,
  ) {
    super(`refused by the ${refused} limit`);
  }
}

function validationError(entries: { field?: string; message: string; code: string }[]): AppError {
  return new AppError('validation', entries[0]?.message ?? messages.errors.unknownError, { entries });
}

async function parsePlacement(
  deps: AppDeps,
  body: unknown,
): Promise<{ loaded: LoadedPlacementBranch; placement: OrderPlacement }> {
  const head = orderPlacementHeadSchema.parse(body);
  const loaded = await loadPlacementBranch(deps, head.branch);
  if (!loaded) {
    throw validationError([{ field: 'branch', message: messages.validation.invalidChoice, code: 'validation' }]);
  }
  const placement = placementSchemaFor({ mode: serviceModeFromFlags(head), branch: loaded.data.branch }).parse(body);
  return { loaded, placement };
}

/** Parses and checks the body with the domain; a refusal throws (422 with the §8 entries). */
async function acceptPlacement(deps: AppDeps, body: unknown, now: Date): Promise<WriteInput> {
  const { loaded, placement } = await parsePlacement(deps, body);
  const context = await placementContext(deps.db, loaded, placement, now);
  const check = checkOrderPlacement(placement, context);
  if (!check.ok) throw validationError(check.errors);
  return { branch: context.branch, placement, accepted: check.order, now, currency: context.currency };
}

interface Written {
  placed: PlacedOrderInfo;
  response: StoredResponse;
}

type Key = { key: string; requestHash: string } | null;

/**
 * Cash, card and voucher: order, items, ticket number, idempotency record and outbox event in one statement, shared
 * with the placements of the branch that arrive at the same time (PlacementWriter).
 */
async function writeInOneStatement(
  services: OrderServices,
  input: WriteInput,
  key: Key,
  limits: LimitTakes,
): Promise<Written> {
  const record = placementRecord(input, key && { ...key, status: 201, response: null }, limits);
  const data = { uid: record.order.uid, hash: record.order.hash };
  if (record.key) record.key.response = { data };
  const outcome = await services.placementWriter.write(record);
  if (!outcome) throw new KeyAlreadyClaimed();
  if (outcome.refused) throw new RefusedByLimit(outcome.refused, true);
  return { placed: outcome.placed, response: { status: 201, body: { data } } };
}

/**
 * Online payment: the statement above, the payment start (which may record its own rows) and the key's response
 * (known only after the start) in one transaction.
 */
async function writeWithPaymentStart(
  trx: Transaction<DB>,
  start: NonNullable<PaymentMethodHandler['start']>,
  input: WriteInput,
  key: Key,
  limits: LimitTakes,
): Promise<Written> {
  const record = placementRecord(input, key && { ...key, status: 0, response: null }, limits);
  const data: { uid: string; hash: string; paymentRedirectUrl?: string } = {
    uid: record.order.uid,
    hash: record.order.hash,
  };
  const [outcome] = await insertPlacements(trx, [record]).catch((error: unknown) => {
    if (isTakenKey(error)) return [];
    throw error;
  });
  if (!outcome) throw new KeyAlreadyClaimed();
  // Thrown inside the transaction: its rollback returns the units.
  if (outcome.refused) throw new RefusedByLimit(outcome.refused, false);
  const order = outcome.placed;
  const payment = await start({
    trx,
    order: {
      id: order.id,
      uid: order.uid,
      hash: order.hash,
      branchId: order.branchId,
      totalGross: order.totalGross,
      currency: order.currency,
    },
  });
  if (payment) data.paymentRedirectUrl = payment.paymentRedirectUrl;
  if (key) {
    await trx
      .updateTable('idempotencyKeys')
      .set({ status: 201, response: json({ data }) })
      .where('key', '=', key.key)
      .execute();
  }
  return { placed: order, response: { status: 201, body: { data } } };
}

/**
 * POST /api/orders (issue parts 2 and 3): parse with the domain schema, check every rule with the domain, recompute
 * all prices from the catalog, then write order, items, ticket number, idempotency record and outbox event in one
 * transaction. A used Idempotency-Key returns the stored response: the write finds the key taken (waiting for a
 * concurrent placement under it to finish) and rolls back; a body that is refused is first checked against the
 * stored keys, so a retry is answered with its first result even when the catalog changed in between.
 * An accepted placement counts against the client's and the branch's per-minute limits (429 with Retry-After);
 * a retry under a used key is answered from the stored response and never counted, even over the limit.
 */
export async function placeOrder(
  deps: AppDeps,
  services: OrderServices,
  body: unknown,
  idempotencyKey: string | null,
  client: PlacementClient & { origin?: OrderOrigin },
): Promise<PlacementResult> {
  const hash = requestHash(body);
  const replay = async (): Promise<PlacementResult | null> => {
    if (idempotencyKey === null) return null;
    const stored = await findStoredResponse(deps.db, idempotencyKey, hash);
    return stored && { ...stored, replayed: true };
  };
  const now = deps.now();
  let input: WriteInput;
  try {
    input = { ...(await acceptPlacement(deps, body, now)), ...(client.origin ? { origin: client.origin } : {}) };
  } catch (error) {
    const replayed = await replay();
    if (replayed) return replayed;
    throw error;
  }
  const key = idempotencyKey === null ? null : { key: idempotencyKey, requestHash: hash };
  const limitsConfig = deps.config.orderLimits;
  const branchId = input.branch.id;
  await pruneOrderLimits(deps.db, limitsConfig, now);
  const limits = placementLimitTakes(limitsConfig, client, branchId, now);
  let written: Written;
  try {
    const start = services.paymentMethods[input.placement.paymentMethod].start;
    written = start
      ? await deps.db.transaction().execute((trx) => writeWithPaymentStart(trx, start, input, key, limits))
      : await writeInOneStatement(services, input, key, limits);
  } catch (error) {
    // Not written (a retry under a used key, a refusal, or a failure): nothing of it counts against the limits.
    if (error instanceof RefusedByLimit) {
      if (error.tookUnits) await giveBackRefused(deps.db, limitsConfig, client, branchId, now, error.refused);
      const replayed = await replay();
      if (replayed) return replayed;
      throw limitRefusal(error.refused, client, now);
    }
    if (error instanceof KeyAlreadyClaimed) {
      const replayed = await replay();
      if (replayed) return replayed;
    }
    throw error;
  }
  services.events.wake();
  // Auto-accept (issue 27 point 4) before the answer, so the order is confirmed within a second of its placement;
  // an order paid online waits for staff (it is not paid yet). A failure leaves the order waiting, never undoes it.
  if (input.branch.isAutoAcceptEnabled && !services.paymentMethods[input.placement.paymentMethod].start) {
    await autoAcceptOrder(deps, services, written.placed.id, input.branch.autoAcceptMinutes).catch((error: unknown) =>
      deps.logger.error({ err: error, orderId: written.placed.id }, 'auto-accept failed'),
    );
  }
  await runAfterPlacement(deps, services, written.placed);
  return { ...written.response, replayed: false };
}
