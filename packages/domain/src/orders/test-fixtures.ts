import type { OrderFlags } from '../entities/order.js';

/** An order's flags for tests: a fresh takeaway order, overridden as needed. */
export function flags(overrides: Partial<OrderFlags> = {}): OrderFlags {
  return {
    isConfirmed: false,
    isRejected: false,
    isCanceled: false,
    isCompleted: false,
    isDelivery: false,
    isDineIn: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    isFailed: false,
    ...overrides,
  };
}
