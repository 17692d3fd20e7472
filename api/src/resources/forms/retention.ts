import { formRetentionMonthsOf, retentionCutoff } from '@bestell/domain';
import { sql } from 'kysely';
import { findConfigData } from '../../db/config-data.js';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import { removeFormFiles } from './inbox-service.js';

/**
 * Removes received forms older than the config's `formRetentionMonths` (default 6) with their files (issue 24). Each
 * batch is one transaction: the forms are picked FOR UPDATE SKIP LOCKED (several API processes never take the same
 * ones), their files removed, then the rows (the file rows go with them). A file that cannot be removed keeps its
 * form for the next run. Returns how many forms this call removed.
 */
export async function purgeOldForms(db: Db, store: Storage, now: Date, batchSize = 100): Promise<number> {
  const cutoff = retentionCutoff(now, formRetentionMonthsOf(await findConfigData(db)));
  let removed = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        select id from form_submissions where created_at < ${cutoff}
        order by created_at limit ${batchSize} for update skip locked`.execute(trx);
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      const files = await trx
        .selectFrom('formSubmissionFiles')
        .select(['id', 'submissionId', 'extension'])
        .where('submissionId', 'in', ids)
        .execute();
      await removeFormFiles(store, files);
      await trx.deleteFrom('formSubmissions').where('id', 'in', ids).execute();
      return ids.length;
    });
    removed += count;
    if (count < batchSize) return removed;
  }
}
