import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const secretsKeyFileName = 'secrets-key';
const version = 'v1';

/**
 * The 256-bit key the config secrets are encrypted with: SHA-256 of SECRETS_KEY when set (at least 32 characters),
 * else a random key created once in DATA_DIR/secrets-key (mode 0600). A database dump or backup alone therefore
 * holds no usable secret; restoring it on another server needs the same SECRETS_KEY or that file.
 */
export async function loadSecretsKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const fromEnv = env.SECRETS_KEY;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters long');
    return createHash('sha256').update(fromEnv, 'utf8').digest();
  }
  const file = path.join(dataDir, secretsKeyFileName);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await fs.readFile(file, 'utf8')).trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable secrets key`);
  return createHash('sha256').update(stored, 'utf8').digest();
}

/** AES-256-GCM with a random 96-bit nonce; the secret's key name is bound as associated data (no swapping rows). */
export function encryptSecret(key: Buffer, name: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The plain secret, or null when the stored text was not made with this key (another server's, or altered). */
export function decryptSecret(key: Buffer, name: string, stored: string): string | null {
  const [tag, iv, auth, data] = stored.split(':');
  if (tag !== version || !iv || !auth || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(Buffer.from(auth, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
