import { type ReadinessItem, readinessChecklist } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { mailSettingsOf } from '../../infrastructure/secrets/smtp-settings.js';
import type { AppConfig } from '../../kernel/config.js';
import { toBranch } from '../branches/serialize.js';
import { getPublicConfig } from '../config/service.js';
import { providerSettingsOf } from './provider-settings.js';

export interface Readiness {
  ready: boolean;
  items: ReadinessItem[];
}

/** The ready-to-open checklist (rules: packages/domain/src/setup/readiness.ts) from the stored shop and the server's settings. */
export async function readinessOf(db: Db, config: AppConfig): Promise<Readiness> {
  const [shop, rows, mail, providers] = await Promise.all([
    getPublicConfig(db),
    db.selectFrom('branches').selectAll().orderBy('position').orderBy('id').limit(1000).execute(),
    // SMTP_* of the environment, else the mail server entered under Einstellungen › E-Mail.
    mailSettingsOf({ db, config }),
    // Stripe/Mollie keys and the Twilio settings: environment first, else Einstellungen (set or not, never the value).
    providerSettingsOf(db, config),
  ]);
  const items = readinessChecklist({
    legal: shop,
    smtpConfigured: mail.smtp !== null,
    paymentProvider: config.payments.provider,
    paymentKeys: providers.paymentKeys,
    sms: providers.sms,
    branches: rows.map((row) => toBranch(row, [], [])),
    publicUrl: config.publicUrl,
  });
  return { ready: items.every((item) => item.ok), items };
}
