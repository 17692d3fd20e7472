import type { Logger } from 'pino';
import type { DeliveryResult } from './mailer.js';

export interface SmsMessage {
  /** E.164-like number as the checkout stores it ("+436641234567"). */
  to: string;
  text: string;
}

/** An SMS gateway. Throws when the gateway refuses. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<DeliveryResult>;
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
