import fs from 'node:fs';
import path from 'node:path';
import type { CredentialStore, StoredCredential } from '../core/credential-store.js';

/** The part of Electron's safeStorage the shell uses (declared; see electron-api.ts). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(text: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/**
 * The desk credential encrypted by the operating system's key store (Electron safeStorage: DPAPI, Keychain,
 * libsecret), in `credential.bin` (mode 0600) of the data folder. Without encryption available nothing is stored in
 * clear: writing throws, and the desk pairs again at the next start.
 */
export function safeCredentialStore(safeStorage: SafeStorageLike, dataDir: string): CredentialStore {
  const file = path.join(dataDir, 'credential.bin');
  return {
    read(): StoredCredential | null {
      try {
        const value = JSON.parse(safeStorage.decryptString(fs.readFileSync(file))) as StoredCredential;
        return typeof value.credential === 'string' && typeof value.shopUrl === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    write(value: StoredCredential): void {
      if (!safeStorage.isEncryptionAvailable()) throw new Error('no OS encryption available for the credential');
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, safeStorage.encryptString(JSON.stringify(value)), { mode: 0o600 });
    },
  };
}
