import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { AppConfig } from '../../kernel/config.js';
import type { OrderEventHub } from '../events/hub.js';
import { createConfiguredMailer } from './configured-mailer.js';
import type { Mailer } from './mailer.js';
import { OrderNotifier } from './notifier.js';
import { createLogSmsProvider, type SmsProvider } from './sms.js';
import { defaultSmsRetryDelaysMs, SmsRetries } from './sms-retry.js';
import { createTwilioSmsProvider } from './sms-twilio.js';
import { NotificationWorker } from './worker.js';

export interface NotificationsOptions {
  /** Replaces the SMTP/log mailer of the configuration. */
  mailer?: Mailer;
  /** Replaces the SMS provider of the configuration (SMS_PROVIDER). */
  sms?: SmsProvider;
  /** Waits before the retries of a failed automatic SMS (default defaultSmsRetryDelaysMs; [] = no retries). */
  smsRetryDelaysMs?: readonly number[];
  /** How often due SMS retries are looked for (default 5 s). */
  smsRetryPollMs?: number;
  /** false: no event worker (only staff resends send). Default true. */
  followEvents?: boolean;
}

export interface Notifications {
  notifier: OrderNotifier;
  smsRetries: SmsRetries;
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
  const sms = options.sms ?? smsProviderOf(deps);
  const smsRetries = new SmsRetries({
    db: deps.db,
    logger: deps.logger,
    now: deps.now,
    sms,
    delaysMs: options.smsRetryDelaysMs ?? defaultSmsRetryDelaysMs,
    ...(options.smsRetryPollMs ? { pollMs: options.smsRetryPollMs } : {}),
  });
  const notifier = new OrderNotifier({
    db: deps.db,
    logger: deps.logger,
    now: deps.now,
    publicUrl: deps.config.publicUrl,
    mailer: options.mailer ?? createConfiguredMailer(deps),
    sms,
    smsRetries,
    newAddressMailsPerHour: deps.config.orderLimits.newMailAddressesPerHour,
  });
  const worker = options.followEvents === false ? null : new NotificationWorker(deps.db, hub, notifier, deps.logger);
  void worker?.start();
  // Persisted retries: also those a stopped process left behind. Not with followEvents false (a process that sends
  // nothing on its own).
  if (options.followEvents !== false) smsRetries.start();
  return { notifier, smsRetries, worker };
}

/** SMS_PROVIDER: 'twilio' (the Messages API) or the log. */
function smsProviderOf(deps: NotificationsDeps): SmsProvider {
  if (deps.config.smsProvider === 'twilio') return createTwilioSmsProvider({ ...deps, twilio: deps.config.twilio });
  return createLogSmsProvider(deps.logger);
}
