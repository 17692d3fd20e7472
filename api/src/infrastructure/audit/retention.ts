import { auditRetentionMonths, retentionCutoff } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Removes audit entries older than two years (issue 24), in batches of `batchSize`: each batch is one DELETE whose
 * rows are picked with FOR UPDATE SKIP LOCKED, so several API processes running this at once never wait on each other
 * and never remove a row twice. Returns how many entries this call removed.
 */
export async function purgeOldAuditEntries(db: Db, now: Date, batchSize = 5000): Promise<number> {
  const cutoff = retentionCutoff(now, auditRetentionMonths);
  let removed = 0;
  for (;;) {
    const result = await sql`
      delete from logs where id in (
        select id from logs where created_at < ${cutoff} order by created_at limit ${batchSize} for update skip locked
      )`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    removed += count;
    if (count < batchSize) return removed;
  }
}
