import type { Logger } from 'pino';
import type { MailConfig } from '../../kernel/config.js';
import { FreshReads } from '../../kernel/fresh-reads.js';
import { mailSettingsOf, type SmtpSettingsDeps } from '../secrets/smtp-settings.js';
import { createMailer, type Mailer } from './mailer.js';

/**
 * A mailer that takes the mail settings in force at each send (mailSettingsOf: the SMTP_* environment first, else
 * Einstellungen › E-Mail with the stored password), so a change in the back-office applies to the next mail without a
 * restart. The transport is kept while the settings stay the same. Sends that start together share a read begun after
 * they started (FreshReads: the notifier sends the mails of many orders side by side, one read each was a round trip
 * per mail).
 */
export function createConfiguredMailer(deps: SmtpSettingsDeps & { logger: Logger }): Mailer {
  if (deps.config.mail.smtp) return createMailer(deps.config.mail, deps.logger);
  let kept: { key: string; mailer: Mailer } | null = null;
  const settingsReads = new FreshReads<'settings', MailConfig>();
  const currentSettings = () => settingsReads.get('settings', () => mailSettingsOf(deps));
  return {
    async send(message, senderName) {
      const settings = await currentSettings();
      const key = JSON.stringify(settings);
      if (kept?.key !== key) kept = { key, mailer: createMailer(settings, deps.logger) };
      return kept.mailer.send(message, senderName);
    },
  };
}
