import type { AppDeps } from '../../infrastructure/deps.js';
import { OrderEventHub } from '../../infrastructure/events/hub.js';
import {
  createNotifications,
  type Notifications,
  type NotificationsOptions,
} from '../../infrastructure/notifications/index.js';
import { molliePaymentMethods } from '../../infrastructure/payments/mollie-provider.js';
import { defaultPaymentMethods, type PaymentMethodRegistry } from '../../infrastructure/payments/payment-methods.js';
import { stripePaymentMethods } from '../../infrastructure/payments/stripe-provider.js';
import { testPaymentMethods } from '../../infrastructure/payments/test-provider.js';
import type { PlacedOrderInfo } from './placement/placed-order.js';
import { PlacementWriter } from './placement/placement-writer.js';

/** Runs after the placement transaction committed (e-mail, SMS, …). A failing hook is logged, never undoes the order. */
export type AfterPlacementHook = (order: PlacedOrderInfo) => Promise<void>;

export interface OrderServices {
  events: OrderEventHub;
  paymentMethods: PaymentMethodRegistry;
  afterPlacement: AfterPlacementHook[];
  /** Order e-mails and SMS (api/src/infrastructure/notifications). */
  notifications: Notifications;
  /** Writes the placements without a payment start, together when they arrive together. */
  placementWriter: PlacementWriter;
  /** The long poll's look for jobs other processes wrote (devices/device-wake.ts; default 500 ms). */
  deviceRecheckMs?: number;
}

export interface OrderServicesOptions {
  /** LISTEN connection string; defaults to the configured DATABASE_URL (none for the embedded database). */
  listenUrl?: string | null;
  paymentMethods?: Partial<PaymentMethodRegistry>;
  afterPlacement?: AfterPlacementHook[];
  eventPollMs?: number;
  /** Tests lengthen it so that only the in-process wake-up can answer a desk's long poll at once. */
  deviceRecheckMs?: number;
  /** Mailer, SMS provider and the event worker of the notifications (tests replace them). */
  notifications?: NotificationsOptions;
}

/** The online methods of the configured provider (PAYMENT_PROVIDER); none for 'none'. */
function providerPaymentMethods(deps: AppDeps): Partial<PaymentMethodRegistry> {
  if (deps.config.payments.provider === 'mollie') return molliePaymentMethods(deps.now);
  if (deps.config.payments.provider === 'stripe') return stripePaymentMethods(deps.now);
  return deps.config.payments.provider === 'test' ? testPaymentMethods(deps.now) : {};
}

export function createOrderServices(deps: AppDeps, options: OrderServicesOptions = {}): OrderServices {
  const listenUrl = options.listenUrl === undefined ? deps.config.databaseUrl : options.listenUrl;
  const events = new OrderEventHub(deps.db, deps.logger, {
    listenUrl,
    ...(options.eventPollMs ? { pollMs: options.eventPollMs } : {}),
  });
  const notifications = createNotifications(deps, events, options.notifications);
  // The confirmation and new-order mails are sent by the notification worker, which the NOTIFY of the placement
  // wakes right after the commit (and which catches up after a crash): one path, one load of the order per event.
  return {
    events,
    paymentMethods: { ...defaultPaymentMethods, ...providerPaymentMethods(deps), ...options.paymentMethods },
    afterPlacement: options.afterPlacement ?? [],
    notifications,
    placementWriter: new PlacementWriter(deps.db),
    ...(options.deviceRecheckMs ? { deviceRecheckMs: options.deviceRecheckMs } : {}),
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
