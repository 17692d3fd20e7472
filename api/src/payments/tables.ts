import type { ColumnType, Kysely } from 'kysely';
import type { DB, Numeric } from '../db/schema.js';

/** The payments table of migration 0009 (kept here, so api/src/db/schema.ts stays untouched). */
export interface PaymentsTable {
  /** 128 random bits, base64url: the payment page's address. */
  id: string;
  orderId: number;
  provider: string;
  method: string;
  amount: Numeric;
  currency: string;
  /** Random per payment; part of the signed callback. */
  nonce: string;
  status: ColumnType<
    'pending' | 'paid' | 'failed',
    'pending' | 'paid' | 'failed' | undefined,
    'pending' | 'paid' | 'failed'
  >;
  createdAt: ColumnType<Date, Date | string, Date | string>;
  completedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type PaymentTables = {
  payments: PaymentsTable;
};

export function paymentDb<T extends Kysely<DB>>(db: T) {
  return db.withTables<PaymentTables>();
}
