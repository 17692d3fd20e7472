import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AcceptedPlacement,
  type Branch,
  branchTimeZone,
  checkOrderPlacement,
  localDateOf,
  messages,
  type OrderPlacement,
  orderPlacementHeadSchema,
  orderPlacementSchema,
  serviceModeFromFlags,
  toDecimalString,
  totalsToWire,
} from '@bestell/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { json } from '../../db/schema.js';
import { recordOrderEvent } from '../../events/outbox.js';
import { type OrderServices, type PlacedOrderInfo, runAfterPlacement } from '../../orders/order-services.js';
import { AppError } from '../../server/app-error.js';
import type { AppDeps } from '../../server/deps.js';
import { findStoredResponse, requestHash, type StoredResponse } from './idempotency.js';
import { loadBranch, loadPlacementContext } from './placement-context.js';
import { orderEventPayload } from './serialize.js';

export interface PlacementResult extends StoredResponse {
  replayed: boolean;
}

/** 128 bits would do (issue part 3); 256 bits of randomness, base64url. */
export function newOrderHash(): string {
  return randomBytes(32).toString('base64url');
}

class KeyAlreadyClaimed extends Error {}

function validationError(entries: { field?: string; message: string; code: string }[]): AppError {
  return new AppError('validation', entries[0]?.message ?? messages.errors.unknownError, { entries });
}

async function parsePlacement(deps: AppDeps, body: unknown): Promise<{ branch: Branch; placement: OrderPlacement }> {
  const head = orderPlacementHeadSchema.parse(body);
  const branch = await loadBranch(deps.db, head.branch);
  if (!branch) {
    throw validationError([{ field: 'branch', message: messages.validation.invalidChoice, code: 'validation' }]);
  }
  const placement = orderPlacementSchema({ mode: serviceModeFromFlags(head), branch }).parse(body);
  return { branch, placement };
}

/** The next ticket number of the branch's local business day: one upserted counter row, locked until commit. */
async function nextTicketNumber(trx: Transaction<DB>, branchId: number, businessDate: string): Promise<number> {
  const row = await trx
    .insertInto('ticketCounters')
    .values({ branchId, businessDate, lastNumber: 1 })
    .onConflict((oc) =>
      oc
        .columns(['branchId', 'businessDate'])
        .doUpdateSet((eb) => ({ lastNumber: eb('ticketCounters.lastNumber', '+', 1) })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

interface WriteInput {
  branch: Branch;
  placement: OrderPlacement;
  accepted: AcceptedPlacement;
  now: Date;
  currency: string;
}

async function writeOrder(trx: Transaction<DB>, input: WriteInput) {
  const { branch, placement, accepted, now } = input;
  const businessDate = localDateOf(now.getTime(), branchTimeZone(branch));
  const ticketNumber = await nextTicketNumber(trx, branch.id, businessDate);
  const totals = totalsToWire(accepted.priced.totals);
  const order = await trx
    .insertInto('orders')
    .values({
      uid: randomUUID(),
      hash: newOrderHash(),
      branchId: branch.id,
      businessDate,
      ticketNumber,
      mode: accepted.mode,
      submitMode: accepted.submitMode,
      isDelivery: placement.isDelivery,
      isDineIn: placement.isDineIn,
      firstName: placement.firstName,
      lastName: placement.lastName,
      email: placement.email,
      phone: placement.phone,
      customer: json({
        isCompany: placement.isCompany,
        companyName: placement.companyName,
        company: placement.company,
        street: placement.street,
        floor: placement.floor,
        stairway: placement.stairway,
        door: placement.door,
        zipCode: placement.zipCode,
        city: placement.city,
        country: placement.country,
        vatNumber: placement.vatNumber,
        isDeliveryAddressDifferent: placement.isDeliveryAddressDifferent,
        isDeliveryCompany: placement.isDeliveryCompany,
        deliveryCompanyName: placement.deliveryCompanyName,
        deliveryFirstName: placement.deliveryFirstName,
        deliveryLastName: placement.deliveryLastName,
        deliveryStreet: placement.deliveryStreet,
        deliveryFloor: placement.deliveryFloor,
        deliveryStairway: placement.deliveryStairway,
        deliveryDoor: placement.deliveryDoor,
        deliveryZipCode: placement.deliveryZipCode,
        deliveryCity: placement.deliveryCity,
        deliveryCountry: placement.deliveryCountry,
      }),
      comment: placement.comment,
      paymentMethod: placement.paymentMethod,
      notificationType: placement.notificationType,
      appointment: accepted.appointment === null ? null : new Date(accepted.appointment),
      dueAt: new Date(accepted.dueAt),
      tableIdentifier: placement.isDineIn ? placement.table : null,
      deliveryArea: accepted.deliveryArea ? json(accepted.deliveryArea) : null,
      donateeId: placement.donatee,
      currency: input.currency,
      gross: totals.gross,
      deliveryGross: totals.deliveryGross,
      totalGross: totals.totalGross,
      net: totals.net,
      tax: totals.tax,
      taxes: json(totals.taxes),
      isApproximate: accepted.priced.isApproximate,
      placedAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const priceByIndex = new Map(accepted.priced.lines.map((line) => [line.index, line]));
  await trx
    .insertInto('orderItems')
    .values(
      accepted.lines.map((line, position) => {
        const priced = priceByIndex.get(position);
        if (!priced) throw new Error(`line ${position} was not priced`);
        return {
          orderId: order.id,
          position,
          productId: line.product.id,
          productUid: line.product.uid,
          name: line.product.name,
          amount: line.amount,
          unit: line.unit,
          parts: json(line.parts),
          calculationModel: line.product.calculationModel,
          unitPrice: toDecimalString(priced.unitPrice, 4),
          gross: toDecimalString(priced.gross, 4),
          taxRate: toDecimalString(priced.taxRate, 4),
        };
      }),
    )
    .execute();
  await recordOrderEvent(trx, {
    type: 'order.created',
    orderId: order.id,
    branchId: order.branchId,
    payload: orderEventPayload(order),
    at: now,
  });
  return order;
}

/**
 * POST /api/orders (issue parts 2 and 3): parse with the domain schema, check every rule with the domain, recompute
 * all prices from the catalog, then write order, items, ticket number, outbox event and the idempotency record in one
 * transaction. A repeated Idempotency-Key returns the stored response; a concurrent repeat waits on the key's row.
 */
export async function placeOrder(
  deps: AppDeps,
  services: OrderServices,
  body: unknown,
  idempotencyKey: string | null,
): Promise<PlacementResult> {
  const hash = requestHash(body);
  if (idempotencyKey !== null) {
    const stored = await findStoredResponse(deps.db, idempotencyKey, hash);
    if (stored) return { ...stored, replayed: true };
  }
  const { branch, placement } = await parsePlacement(deps, body);
  const now = deps.now();
  const context = await loadPlacementContext(deps.db, branch, now);
  const check = checkOrderPlacement(placement, context);
  if (!check.ok) throw validationError(check.errors);

  let placed: PlacedOrderInfo;
  let response: StoredResponse;
  try {
    ({ placed, response } = await deps.db.transaction().execute(async (trx) => {
      if (idempotencyKey !== null) {
        const claimed = await trx
          .insertInto('idempotencyKeys')
          .values({ key: idempotencyKey, requestHash: hash, status: 0, response: json(null), createdAt: now })
          .onConflict((oc) => oc.column('key').doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!claimed) throw new KeyAlreadyClaimed();
      }
      const order = await writeOrder(trx, {
        branch,
        placement,
        accepted: check.order,
        now,
        currency: context.currency,
      });
      const payment = await services.paymentMethods[order.paymentMethod].start?.({
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
      const data: { uid: string; hash: string; paymentRedirectUrl?: string } = { uid: order.uid, hash: order.hash };
      if (payment) data.paymentRedirectUrl = payment.paymentRedirectUrl;
      const result: StoredResponse = { status: 201, body: { data } };
      if (idempotencyKey !== null) {
        await trx
          .updateTable('idempotencyKeys')
          .set({ orderId: order.id, status: result.status, response: json(result.body) })
          .where('key', '=', idempotencyKey)
          .execute();
      }
      const info: PlacedOrderInfo = {
        id: order.id,
        uid: order.uid,
        hash: order.hash,
        branchId: order.branchId,
        ticketNumber: order.ticketNumber,
        paymentMethod: order.paymentMethod,
        notificationType: order.notificationType,
      };
      return { placed: info, response: result };
    }));
  } catch (error) {
    if (error instanceof KeyAlreadyClaimed && idempotencyKey !== null) {
      const stored = await findStoredResponse(deps.db, idempotencyKey, hash);
      if (stored) return { ...stored, replayed: true };
    }
    throw error;
  }
  services.events.wake();
  await runAfterPlacement(deps, services, placed);
  return { ...response, replayed: false };
}
