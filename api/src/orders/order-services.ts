import { OrderEventHub } from '../events/hub.js';
import type { AppDeps } from '../server/deps.js';
import { defaultPaymentMethods, type PaymentMethodRegistry } from './payment-methods.js';

/** What a hook sees after an order was committed (no transaction is open any more). */
export interface PlacedOrderInfo {
  id: number;
  uid: string;
  hash: string;
  branchId: number;
  ticketNumber: number;
  paymentMethod: string;
  notificationType: string;
}

/** Runs after the placement transaction committed (e-mail, SMS, …). A failing hook is logged, never undoes the order. */
export type AfterPlacementHook = (order: PlacedOrderInfo) => Promise<void>;

export interface OrderServices {
  events: OrderEventHub;
  paymentMethods: PaymentMethodRegistry;
  afterPlacement: AfterPlacementHook[];
}

export interface OrderServicesOptions {
  /** LISTEN connection string; defaults to the configured DATABASE_URL (none for the embedded database). */
  listenUrl?: string | null;
  paymentMethods?: Partial<PaymentMethodRegistry>;
  afterPlacement?: AfterPlacementHook[];
  eventPollMs?: number;
}

export function createOrderServices(deps: AppDeps, options: OrderServicesOptions = {}): OrderServices {
  const listenUrl = options.listenUrl === undefined ? deps.config.databaseUrl : options.listenUrl;
  return {
    events: new OrderEventHub(deps.db, deps.logger, {
      listenUrl,
      ...(options.eventPollMs ? { pollMs: options.eventPollMs } : {}),
    }),
    paymentMethods: { ...defaultPaymentMethods, ...options.paymentMethods },
    afterPlacement: [...(options.afterPlacement ?? [])],
  };
}

/** Runs the hooks one after another; errors are logged. */
export async function runAfterPlacement(deps: AppDeps, services: OrderServices, order: PlacedOrderInfo) {
  for (const hook of services.afterPlacement) {
    try {
      await hook(order);
    } catch (error) {
      deps.logger.error({ err: error, orderId: order.id }, 'after-placement hook failed');
    }
  }
}
