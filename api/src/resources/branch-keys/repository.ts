import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BranchApiKeysTable } from '../../db/schema.js';

export type BranchKeyRow = Omit<Selectable<BranchApiKeysTable>, 'secretHash'>;

const columns = ['id', 'branchId', 'name', 'createdAt', 'rotatedAt', 'revokedAt', 'lastUsedAt'] as const;

export function listBranchKeys(db: Db, branchId: number | null): Promise<BranchKeyRow[]> {
  let query = db.selectFrom('branchApiKeys').select(columns).orderBy('id');
  if (branchId !== null) query = query.where('branchId', '=', branchId);
  return query.limit(1000).execute();
}

export async function findBranchKey(db: Db, id: number): Promise<BranchKeyRow | null> {
  return (await db.selectFrom('branchApiKeys').select(columns).where('id', '=', id).executeTakeFirst()) ?? null;
}

export function insertBranchKey(
  db: Db,
  values: { branchId: number; name: string; secretHash: string; createdAt: Date },
): Promise<BranchKeyRow> {
  return db.insertInto('branchApiKeys').values(values).returning(columns).executeTakeFirstOrThrow();
}

/** Replaces the secret of a live key; null when the key is missing or revoked. */
export async function replaceSecret(db: Db, id: number, secretHash: string, now: Date): Promise<BranchKeyRow | null> {
  const row = await db
    .updateTable('branchApiKeys')
    .set({ secretHash, rotatedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row ?? null;
}

/** Marks a key revoked (kept for the record); null when it is missing or already revoked. */
export async function revokeBranchKey(db: Db, id: number, now: Date): Promise<BranchKeyRow | null> {
  const row = await db
    .updateTable('branchApiKeys')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning(columns)
    .executeTakeFirst();
  return row ?? null;
}

export async function branchExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('branches').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
