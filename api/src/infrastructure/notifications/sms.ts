import type { Logger } from 'pino';
import type { DeliveryResult } from './mailer.js';

export interface SmsMessage {
  /** The number as the checkout stores it ("+436641234567", or a national "0664 …"); gateways make it E.164. */
  to: string;
  text: string;
}

/** An SMS gateway. Throws when the gateway refuses (an SmsDeliveryError says whether trying again can help). */
export interface SmsProvider {
  send(message: SmsMessage): Promise<DeliveryResult>;
}

/**
 * A refused or failed SMS. `permanent`: sending the same message again cannot succeed (an invalid number), so it is
 * not retried; otherwise (a 5xx, a timeout, the gateway not reachable or not configured) it is retried with backoff.
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** Whether a failed send may be tried again: everything but an SmsDeliveryError marked permanent. */
export function isRetryableSmsError(error: unknown): boolean {
  return !(error instanceof SmsDeliveryError && error.permanent);
}

/** The default provider (SMS_PROVIDER=log): writes each SMS to the log. A real gateway implements SmsProvider. */
export function createLogSmsProvider(logger: Logger): SmsProvider {
  return {
    async send(message) {
      logger.info({ sms: message }, 'sms not sent (log provider)');
      return 'logged';
    },
  };
}
