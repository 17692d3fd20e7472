import type { PaymentMethod } from '../entities/order.js';
import { refundsMessages as r } from '../messages/refunds.js';
import { fromCents } from '../money/cents.js';
import { formatCurrency } from '../money/format-currency.js';

export const refundStatuses = ['requested', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Refunds that hold their amount: asked for, taken by the provider, or done (a failed one frees it). */
export function holdsAmount(status: RefundStatus): boolean {
  return status !== 'failed';
}

export interface RefundCheckInput {
  paymentMethod: PaymentMethod;
  /** The amount the provider confirmed as paid, in cents; null when the order has no paid online payment. */
  paidCents: bigint | null;
  /** The sum of the refunds that hold their amount, in cents. */
  heldCents: bigint;
  /** The amount asked for, in cents; null for the whole amount still open. */
  requestedCents: bigint | null;
  currency: string;
}

export type RefundCheck =
  | { ok: true; cents: bigint }
  | { ok: false; status: 409 | 422; code: string; message: string; field?: 'amount' };

const onlineMethods: ReadonlySet<PaymentMethod> = new Set(['online', 'online-alternative']);

/** The amount still open for refunds (never below zero). */
export function refundableCents(paidCents: bigint | null, heldCents: bigint): bigint {
  if (paidCents === null) return 0n;
  return paidCents > heldCents ? paidCents - heldCents : 0n;
}

/**
 * Whether a refund may be asked for (issue 25 point 3): only for an order paid online (409 otherwise), not beyond
 * what was paid minus the refunds already asked for (409 when nothing is left, 422 on the amount when more is asked),
 * and more than nothing (422).
 */
export function checkRefund(input: RefundCheckInput): RefundCheck {
  if (!onlineMethods.has(input.paymentMethod) || input.paidCents === null) {
    return { ok: false, status: 409, code: 'not_paid_online', message: r.notOnlinePaid };
  }
  const open = refundableCents(input.paidCents, input.heldCents);
  if (open === 0n) return { ok: false, status: 409, code: 'fully_refunded', message: r.nothingLeft };
  const cents = input.requestedCents ?? open;
  if (cents <= 0n) return { ok: false, status: 422, code: 'not_positive', message: r.notPositive, field: 'amount' };
  if (cents > open) {
    const max = formatCurrency(fromCents(open), input.currency);
    return { ok: false, status: 422, code: 'too_much', message: r.tooMuch({ max }), field: 'amount' };
  }
  return { ok: true, cents };
}

/** The order counts as refunded ('Erstattet', isRefunded) once the confirmed refunds reach what was paid. */
export function isFullyRefunded(paidCents: bigint, refundedCents: bigint): boolean {
  return paidCents > 0n && refundedCents >= paidCents;
}
