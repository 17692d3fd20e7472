import { findConfigData } from '../../db/config-data.js';
import type { AppConfig, MailConfig } from '../../kernel/config.js';
import { readSecret, type SecretDeps } from './secret-store.js';

export interface SmtpSettingsDeps extends SecretDeps {
  config: Pick<AppConfig, 'dataDir' | 'mail'>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The mail settings in force: the server's SMTP_* environment when set (it takes precedence), else the mail server an
 * admin entered under Einstellungen › E-Mail (host, port, TLS, user, sender) with the stored SMTP password; no host
 * anywhere: null (mails go to the log). MAIL_FROM stays the sender unless the config names one.
 */
export async function mailSettingsOf(
  deps: SmtpSettingsDeps,
  env: NodeJS.ProcessEnv = process.env,
): Promise<MailConfig> {
  if (deps.config.mail.smtp) return deps.config.mail;
  const data = await findConfigData(deps.db);
  const from = text(data.mailFrom) ?? deps.config.mail.from;
  const host = text(data.smtpHost);
  if (!host) return { smtp: null, from };
  const port = typeof data.smtpPort === 'number' && Number.isInteger(data.smtpPort) ? data.smtpPort : 587;
  return {
    smtp: {
      host,
      port,
      secure: typeof data.smtpSecure === 'boolean' ? data.smtpSecure : port === 465,
      user: text(data.smtpUser),
      password: await readSecret(deps, 'smtpPassword', env),
    },
    from,
  };
}
