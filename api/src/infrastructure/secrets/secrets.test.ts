import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { decryptSecret, encryptSecret, loadSecretsKey, secretsKeyFileName } from './cipher.js';
import { readSecret, sealSecret } from './secret-store.js';

describe('config secrets at rest', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase('migrated');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'secrets-'));
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the key in DATA_DIR/secrets-key (0600, made once) unless SECRETS_KEY is set', async () => {
    const first = await loadSecretsKey(dataDir, {});
    const again = await loadSecretsKey(dataDir, {});
    expect(first.equals(again)).toBe(true);
    expect(first).toHaveLength(32);
    const stat = await fs.stat(path.join(dataDir, secretsKeyFileName));
    expect(stat.mode & 0o777).toBe(0o600);
    const fromEnv = await loadSecretsKey(dataDir, { SECRETS_KEY: 'x'.repeat(40) });
    expect(fromEnv.equals(first)).toBe(false);
    await expect(loadSecretsKey(dataDir, { SECRETS_KEY: 'kurz' })).rejects.toThrow(/32/);
  });

  it('encrypts with a fresh nonce, bound to the secret name; another key or name reads nothing', async () => {
    const key = await loadSecretsKey(dataDir, {});
    const sealed = encryptSecret(key, 'stripeSecretKey', 'sk_live_geheim');
    expect(sealed).not.toContain('geheim');
    expect(encryptSecret(key, 'stripeSecretKey', 'sk_live_geheim')).not.toBe(sealed);
    expect(decryptSecret(key, 'stripeSecretKey', sealed)).toBe('sk_live_geheim');
    expect(decryptSecret(key, 'mollieApiKey', sealed)).toBeNull();
    expect(decryptSecret(Buffer.alloc(32, 7), 'stripeSecretKey', sealed)).toBeNull();
    expect(decryptSecret(key, 'stripeSecretKey', `${sealed.slice(0, -2)}AA`)).toBeNull();
  });

  it('readSecret: the environment variable first, else the stored value, else null', async () => {
    const deps = { db: database.db, config: { dataDir } };
    expect(await readSecret(deps, 'twilioAuthToken', {})).toBeNull();
    const value = await sealSecret(deps, 'twilioAuthToken', 'tok_123', {});
    await database.db
      .insertInto('configSecrets')
      .values({ key: 'twilioAuthToken', value, updatedAt: new Date() })
      .execute();
    const stored = await database.db.selectFrom('configSecrets').select('value').executeTakeFirstOrThrow();
    expect(stored.value).not.toContain('tok_123');
    expect(await readSecret(deps, 'twilioAuthToken', {})).toBe('tok_123');
    expect(await readSecret(deps, 'twilioAuthToken', { TWILIO_AUTH_TOKEN: 'tok_env' })).toBe('tok_env');
    // Under another server's key the stored value is unreadable: null, not garbage.
    expect(await readSecret(deps, 'twilioAuthToken', { SECRETS_KEY: 'y'.repeat(40) })).toBeNull();
  });
});
