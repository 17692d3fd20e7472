import { refundableCents, refundsMessages } from '@bestell/domain';
import { sql } from 'kysely';
import type { RefundDeps } from '../refunds/execute.js';
import { amountOfCents, centsOf, findRefunds, heldCentsOf } from '../refunds/repository.js';

const batchSize = 20;

/**
 * Writes the automatic refund of every payment confirmed after its order was cancelled or rejected (the payment's
 * completion is not earlier than the first order event that stopped the order): the whole amount still open, reason
 * 'Zahlung nach Stornierung eingegangen', request key `auto-{payment}` (unique per order, so two processes write it
 * once). A payment that arrived before the order was stopped is left to staff (the back-office offers the refund).
 * Returns the ids of the refunds written; the caller asks the provider.
 */
export async function createAutomaticRefunds(deps: RefundDeps, now: Date): Promise<number[]> {
  const candidates = await deps.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .select(['payments.id', 'payments.orderId', 'payments.amount', 'payments.currency'])
    .where('payments.status', '=', 'paid')
    .where((eb) => eb.or([eb('orders.isCanceled', '=', true), eb('orders.isRejected', '=', true)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orderEvents')
          .select(sql.lit(1).as('one'))
          .whereRef('orderEvents.orderId', '=', 'payments.orderId')
          .where(sql<boolean>`order_events.payload ->> 'state' in ('canceled', 'rejected')`)
          .whereRef('orderEvents.createdAt', '<=', 'payments.completedAt'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refunds')
            .select(sql.lit(1).as('one'))
            .whereRef('refunds.paymentId', '=', 'payments.id')
            .where('refunds.isAutomatic', '=', true),
        ),
      ),
    )
    .orderBy('payments.completedAt')
    .limit(batchSize)
    .execute();
  const created: number[] = [];
  for (const payment of candidates) {
    const id = await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('orders').select('id').where('id', '=', payment.orderId).forUpdate().execute();
      const open = refundableCents(
        centsOf(payment.amount),
        heldCentsOf(await findRefunds(trx, payment.orderId), payment.id),
      );
      if (open === 0n) return null;
      const row = await trx
        .insertInto('refunds')
        .values({
          orderId: payment.orderId,
          paymentId: payment.id,
          requestKey: `auto-${payment.id}`,
          amount: amountOfCents(open),
          currency: payment.currency,
          reason: refundsMessages.automaticReason,
          status: 'requested',
          isAutomatic: true,
          createdAt: now,
          attemptedAt: now,
        })
        .onConflict((oc) => oc.columns(['orderId', 'requestKey']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    });
    if (id !== null) created.push(id);
  }
  return created;
}
