import type { Db } from '../../db/database.js';
import { randomSecret, sha256Hex } from './tokens.js';

export interface NewLoginLink {
  id: number;
  /** Shown once to the admin who created it; stored only as its SHA-256 digest. */
  token: string;
  userId: number;
  expiresAt: Date;
}

export async function createLoginLink(
  db: Db,
  input: { userId: number; createdBy: number | null; minutes: number },
  now: Date,
): Promise<NewLoginLink> {
  const token = randomSecret();
  const expiresAt = new Date(now.getTime() + input.minutes * 60_000);
  const row = await db
    .insertInto('loginLinks')
    .values({
      tokenHash: sha256Hex(token),
      userId: input.userId,
      createdBy: input.createdBy,
      createdAt: now,
      expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token, userId: input.userId, expiresAt };
}

/**
 * Uses up a link: one conditional update marks it used if it exists, is unused and has not expired, so two
 * concurrent uses cannot both succeed. Returns the user id, or null.
 */
export async function consumeLoginLink(db: Db, token: string, now: Date): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .updateTable('loginLinks')
    .set({ usedAt: now })
    .where('tokenHash', '=', sha256Hex(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId ?? null;
}
