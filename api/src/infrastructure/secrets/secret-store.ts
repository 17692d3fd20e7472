import type { ConfigSecretKey } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import type { AppConfig } from '../../kernel/config.js';
import { decryptSecret, encryptSecret, loadSecretsKey } from './cipher.js';

/** The environment variable that, when set, is used instead of the stored secret. */
export const secretEnvNames: Readonly<Record<ConfigSecretKey, string>> = {
  smtpPassword: 'SMTP_PASSWORD',
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  mollieApiKey: 'MOLLIE_API_KEY',
  twilioAuthToken: 'TWILIO_AUTH_TOKEN',
  aiApiKey: 'AI_API_KEY',
};

export interface SecretDeps {
  db: Db;
  config: Pick<AppConfig, 'dataDir'>;
}

const keys = new Map<string, Promise<Buffer>>();

/** The encryption key, loaded once per data directory and SECRETS_KEY. */
export function secretsKeyFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const cacheKey = `${dataDir}\u0000${env.SECRETS_KEY ?? ''}`;
  let loading = keys.get(cacheKey);
  if (!loading) {
    loading = loadSecretsKey(dataDir, env).catch((error: unknown) => {
      keys.delete(cacheKey);
      throw error;
    });
    keys.set(cacheKey, loading);
  }
  return loading;
}

/**
 * A config secret for the server's own use (SMTP, payment and SMS providers): the environment variable first
 * (e.g. STRIPE_SECRET_KEY), else the value an admin stored under Einstellungen; null when neither is set (or the
 * stored one was encrypted with another server's key). Never send what this returns to a client.
 */
export async function readSecret(
  deps: SecretDeps,
  key: ConfigSecretKey,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  const fromEnv = env[secretEnvNames[key]];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const row = await deps.db.selectFrom('configSecrets').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return null;
  return decryptSecret(await secretsKeyFor(deps.config.dataDir, env), key, row.value);
}

/** The stored text of a new secret value (encrypted under the server's key, bound to its name). */
export async function sealSecret(
  deps: SecretDeps,
  key: ConfigSecretKey,
  value: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return encryptSecret(await secretsKeyFor(deps.config.dataDir, env), key, value);
}
