import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../kernel/config.js';

export const secretFileName = 'payment-secret';

/**
 * The HMAC key of payment callbacks: PAYMENT_SECRET, else a random 256-bit key created once in
 * DATA_DIR/payment-secret (mode 0600), so every process on that data dir and every restart signs alike.
 */
export async function loadPaymentSecret(config: Pick<AppConfig, 'dataDir' | 'payments'>): Promise<Buffer> {
  if (config.payments.secret) return Buffer.from(config.payments.secret, 'utf8');
  const file = path.join(config.dataDir, secretFileName);
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await fs.readFile(file, 'utf8')).trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable payment secret`);
  return Buffer.from(stored, 'utf8');
}

/** Loads the secret once, on first use. */
export function paymentSecretLoader(config: Pick<AppConfig, 'dataDir' | 'payments'>): () => Promise<Buffer> {
  let loading: Promise<Buffer> | null = null;
  return () => {
    loading ??= loadPaymentSecret(config).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
