import type { Db } from '../../db/database.js';
import { constantTimeEqual, randomSecret, sha256Hex } from './tokens.js';

/**
 * A branch API key reads `bk_<keyId>_<secret>`: the id finds the row, the 256-bit secret is compared by its SHA-256
 * digest in constant time. Only the digest is stored; the full key is shown once, on create and on rotate.
 */
const keyPattern = /^bk_([1-9][0-9]{0,9})_([A-Za-z0-9_-]{43})$/;

export function formatBranchKey(id: number, secret: string): string {
  return `bk_${id}_${secret}`;
}

export function parseBranchKey(raw: string): { id: number; secret: string } | null {
  const match = keyPattern.exec(raw);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? { id, secret: match[2] } : null;
}

/** A fresh secret and its stored digest. */
export function newBranchKeySecret(): { secret: string; secretHash: string } {
  const secret = randomSecret();
  return { secret, secretHash: sha256Hex(secret) };
}

/** The key's id and branch when `raw` is a live (not revoked) key, else null. */
export async function authenticateBranchKey(
  db: Db,
  raw: string,
  now: Date,
): Promise<{ keyId: number; branchId: number } | null> {
  const parsed = parseBranchKey(raw);
  if (!parsed) return null;
  const row = await db
    .selectFrom('branchApiKeys')
    .select(['id', 'branchId', 'secretHash', 'revokedAt', 'lastUsedAt'])
    .where('id', '=', parsed.id)
    .executeTakeFirst();
  // Hash even when the row is missing, so a wrong id takes as long as a wrong secret.
  const presented = sha256Hex(parsed.secret);
  const stored = row?.secretHash ?? '0'.repeat(64);
  if (!constantTimeEqual(presented, stored) || !row || row.revokedAt !== null) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= 60_000) {
    await db.updateTable('branchApiKeys').set({ lastUsedAt: now }).where('id', '=', row.id).execute();
  }
  return { keyId: row.id, branchId: row.branchId };
}
