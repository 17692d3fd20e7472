import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/**
 * The day's salt (issue 26 point 1): created by the first request of a local day (any API process; the insert
 * that loses the race reads the winner's), deleted with the day when it is folded (fold.ts).
 */
export async function saltOfDay(db: Db, day: string): Promise<string> {
  const created = randomBytes(32).toString('hex');
  await db
    .insertInto('analyticsSalts')
    .values({ day, salt: created })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.selectFrom('analyticsSalts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * The visitor of a day: sha256 over the day's salt, the client address and the user agent. Without the salt
 * (deleted once the day is over) the hash cannot be tied to an address; the next day gives another hash.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\u0000${ip}\u0000${userAgent}`).digest('hex').slice(0, 32);
}
