import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { AppConfig } from '../../kernel/config.js';
import type { OrderEventHub } from '../events/hub.js';
import { createConfiguredMailer } from './configured-mailer.js';
import type { Mailer } from './mailer.js';
import { OrderNotifier } from './notifier.js';
import { createLogSmsProvider, type SmsProvider } from './sms.js';
import { NotificationWorker } from './worker.js';

export interface NotificationsOptions {
  /** Replaces the SMTP/log mailer of the configuration. */
  mailer?: Mailer;
  /** Replaces the SMS provider of the configuration (SMS_PROVIDER). */
  sms?: SmsProvider;
  /** false: no event worker (only staff resends send). Default true. */
  followEvents?: boolean;
}

export interface Notifications {
  notifier: OrderNotifier;
  worker: NotificationWorker | null;
}

interface NotificationsDeps {
  db: Db;
  logger: Logger;
  config: AppConfig;
  now: () => Date;
}

/** The notifier (mailer from the configuration, SMS provider) and the worker that follows the order events. */
export function createNotifications(
  deps: NotificationsDeps,
  hub: OrderEventHub,
  options: NotificationsOptions = {},
): Notifications {
  const notifier = new OrderNotifier({
    db: deps.db,
    logger: deps.logger,
    now: deps.now,
    publicUrl: deps.config.publicUrl,
    mailer: options.mailer ?? createConfiguredMailer(deps),
    sms: options.sms ?? createLogSmsProvider(deps.logger),
    newAddressMailsPerHour: deps.config.orderLimits.newMailAddressesPerHour,
  });
  const worker = options.followEvents === false ? null : new NotificationWorker(deps.db, hub, notifier, deps.logger);
  void worker?.start();
  return { notifier, worker };
}
