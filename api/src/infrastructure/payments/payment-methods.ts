import type { PaymentMethod } from '@bestell/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface PaymentStartInput {
  trx: Transaction<DB>;
  order: { id: number; uid: string; hash: string; branchId: number; totalGross: string; currency: string };
}

export interface PaymentStatusUpdate {
  isPaid?: boolean;
  isFailed?: boolean;
  isRefunded?: boolean;
}

/**
 * How a payment method behaves on placement. Cash, EC card and voucher need nothing; an online provider (issue part 8)
 * starts a payment inside the placement transaction (so the idempotent response holds the same redirect) and can be
 * asked for the current status.
 */
export interface PaymentMethodHandler {
  start?(input: PaymentStartInput): Promise<{ paymentRedirectUrl: string } | null>;
  /**
   * `trx`: the caller's open transaction (it holds the order's row lock). A handler that reads the database must use
   * it: on the embedded PGlite a second connection would wait for that transaction forever.
   */
  checkStatus?(order: { id: number; uid: string }, trx: Transaction<DB>): Promise<PaymentStatusUpdate | null>;
}

export type PaymentMethodRegistry = Readonly<Record<PaymentMethod, PaymentMethodHandler>>;

/** Until a provider is configured, no method redirects; an online method is then paid at the counter. */
export const defaultPaymentMethods: PaymentMethodRegistry = {
  cash: {},
  'atm-card': {},
  voucher: {},
  online: {},
  'online-alternative': {},
};
