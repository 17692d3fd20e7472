import fs from 'node:fs';
import path from 'node:path';

export interface StoredCredential {
  shopUrl: string;
  credential: string;
  deviceId: number;
  branchId: number;
}

const fileName = 'credential.json';

/** Where a desk keeps its credential: a mode-0600 file (desk:web), or encrypted by the OS (the shell's safeStorage). */
export interface CredentialStore {
  read(): StoredCredential | null;
  write(value: StoredCredential): void;
}

export function fileCredentialStore(dataDir: string): CredentialStore {
  return { read: () => readCredential(dataDir), write: (value) => writeCredential(dataDir, value) };
}

/** The device credential in the data folder, readable by the owner only (mode 0600), written atomically. */
export function readCredential(dataDir: string): StoredCredential | null {
  try {
    const value = JSON.parse(fs.readFileSync(path.join(dataDir, fileName), 'utf8')) as Partial<StoredCredential>;
    if (typeof value.credential !== 'string' || typeof value.shopUrl !== 'string') return null;
    return {
      shopUrl: value.shopUrl,
      credential: value.credential,
      deviceId: Number(value.deviceId),
      branchId: Number(value.branchId),
    };
  } catch {
    return null;
  }
}

export function writeCredential(dataDir: string, value: StoredCredential): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, fileName);
  const temporary = `${file}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  fs.writeSync(fd, JSON.stringify(value));
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.chmodSync(temporary, 0o600);
  fs.renameSync(temporary, file);
}

export function removeCredential(dataDir: string): void {
  fs.rmSync(path.join(dataDir, fileName), { force: true });
}
