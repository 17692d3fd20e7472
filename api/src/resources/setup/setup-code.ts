import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { staffRoles } from '../../infrastructure/auth/actor.js';
import { randomSecret, sha256Hex } from '../../infrastructure/auth/tokens.js';
import type { Trx } from '../../infrastructure/crud/types.js';

/** The wizard's address with a code (storefront/src/backend/setup). */
export function setupUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/backend/setup?code=${code}`;
}

/** Is there a user with a staff role? Then the shop is set up and setup is closed for good. */
export async function hasStaffUser(db: Db | Trx): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`roles && ${sql.val([...staffRoles])}::text[]`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new one-time setup code (stored as its digest only) while no staff user exists, else null. Each API process
 * that starts adds its own code, so every printed address works until the setup is done.
 */
export async function issueSetupCode(db: Db, now: Date): Promise<string | null> {
  if (await hasStaffUser(db)) return null;
  const code = randomSecret();
  await db
    .insertInto('setupCodes')
    .values({ codeHash: sha256Hex(code), createdAt: now })
    .execute();
  return code;
}

/** Is this code one of the stored ones? */
export async function isSetupCode(db: Db | Trx, code: string): Promise<boolean> {
  const row = await db.selectFrom('setupCodes').select('id').where('codeHash', '=', sha256Hex(code)).executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses up the codes in the setup's transaction: deletes every stored code and says whether `code` was one of them.
 * Two setups racing each other both try to delete the same rows; the second waits for the first and then finds
 * none, so only one of them can create the first admin.
 */
export async function consumeSetupCodes(trx: Trx, code: string): Promise<boolean> {
  const deleted = await trx.deleteFrom('setupCodes').returning('codeHash').execute();
  const digest = sha256Hex(code);
  return deleted.some((row) => row.codeHash === digest);
}
