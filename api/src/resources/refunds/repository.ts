import { fromCents, holdsAmount, parseDecimal, toCents, toDecimalString } from '@bestell/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Payments, Refunds } from '../../db/generated.js';
import type { DB } from '../../db/schema.js';
import type { PaymentRef } from '../../infrastructure/payments/refund-gateway.js';

type Executor = Kysely<DB>;
export type RefundRow = Selectable<Refunds>;
export type PaymentRow = Selectable<Payments>;

/** The order's paid online payment (the latest, should there be more than one); undefined when none is paid. */
export function findPaidPayment(db: Executor, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('status', '=', 'paid')
    .orderBy('completedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export function findRefunds(db: Executor, orderId: number) {
  return db.selectFrom('refunds').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

export function findRefundByKey(db: Executor, orderId: number, requestKey: string) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('requestKey', '=', requestKey)
    .executeTakeFirst();
}

export function lockRefund(db: Executor, id: number) {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export const centsOf = (amount: string): bigint => toCents(parseDecimal(String(amount)));
export const amountOfCents = (cents: bigint): string => toDecimalString(fromCents(cents), 2);

/** The refunds of one payment that hold their amount (asked for, pending or done), in cents. */
export function heldCentsOf(refunds: RefundRow[], paymentId: string): bigint {
  return refunds
    .filter((refund) => refund.paymentId === paymentId && holdsAmount(refund.status))
    .reduce((sum, refund) => sum + centsOf(refund.amount), 0n);
}

export function paymentRefOf(payment: PaymentRow): PaymentRef {
  return {
    id: payment.id,
    provider: payment.provider,
    providerReference: payment.providerReference,
    checkoutSession: payment.checkoutSession,
    nonce: payment.nonce,
  };
}
