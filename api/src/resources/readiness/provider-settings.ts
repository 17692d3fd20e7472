import type { ConfigSecretKey } from '@bestell/domain';
import { findConfigData } from '../../db/config-data.js';
import type { Db } from '../../db/database.js';
import { readSecret } from '../../infrastructure/secrets/index.js';
import type { AppConfig } from '../../kernel/config.js';

/** Whether a secret is set (environment first, else Einstellungen); one that cannot be read counts as not set. */
async function hasSecret(db: Db, config: AppConfig, key: ConfigSecretKey): Promise<boolean> {
  try {
    return (await readSecret({ db, config }, key)) !== null;
  } catch {
    return false;
  }
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Which keys the payment provider and the SMS gateway have, for the readiness checklist (never their values). */
export async function providerSettingsOf(db: Db, config: AppConfig) {
  const [stripeSecretKey, stripeWebhookSecret, mollieApiKey, authToken, data] = await Promise.all([
    hasSecret(db, config, 'stripeSecretKey'),
    hasSecret(db, config, 'stripeWebhookSecret'),
    hasSecret(db, config, 'mollieApiKey'),
    hasSecret(db, config, 'twilioAuthToken'),
    findConfigData(db),
  ]);
  return {
    paymentKeys: { stripeSecretKey, stripeWebhookSecret, mollieApiKey },
    sms: {
      provider: config.smsProvider,
      accountSid: Boolean(config.twilio.accountSid) || hasText(data.twilioAccountSid),
      authToken,
      from: Boolean(config.twilio.from) || hasText(data.smsSender),
    },
  };
}
