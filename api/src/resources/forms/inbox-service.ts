import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import { formFileKey } from '../../infrastructure/media/media-paths.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import { AppError } from '../../kernel/app-error.js';

export const inboxResource = 'form-submissions';

/**
 * What the audit log keeps of a received form: its state and subject, never the sender's data (the log is kept two
 * years, a form only `formRetentionMonths`).
 */
function auditView(row: { id: number; subject: string; doneAt: Date | null }) {
  return { id: row.id, subject: row.subject, isDone: row.doneAt !== null };
}

async function lockedSubmission(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('formSubmissions')
    .select(['id', 'subject', 'doneAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw AppError.notFound();
  return row;
}

/** Marks a received form done (or open again); audited. Marking an already done form done keeps its first time. */
export async function setSubmissionDone(
  db: Db,
  actor: Extract<Actor, { kind: 'staff' }>,
  id: number,
  done: boolean,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedSubmission(trx, id);
    if ((before.doneAt !== null) === done) return;
    const doneAt = done ? now : null;
    await trx
      .updateTable('formSubmissions')
      .set({ doneAt, doneBy: done ? actor.userId : null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: done ? 'done' : 'reopen',
      resource: inboxResource,
      resourceId: id,
      before: auditView(before),
      after: auditView({ ...before, doneAt }),
      label: `#${id}`,
      at: now,
    });
  });
}

/** Removes the stored files of a form's file rows (a missing file is fine). */
export async function removeFormFiles(
  store: Storage,
  files: { id: number; submissionId: number; extension: string }[],
): Promise<void> {
  for (const file of files) await store.remove(formFileKey(file.submissionId, file.id, file.extension));
}

/** Deletes a received form and its files; audited (without the sender's data). */
export async function deleteSubmission(db: Db, store: Storage, actor: Actor, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedSubmission(trx, id);
    const files = await trx
      .selectFrom('formSubmissionFiles')
      .select(['id', 'submissionId', 'extension'])
      .where('submissionId', '=', id)
      .execute();
    await trx.deleteFrom('formSubmissions').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'delete',
      resource: inboxResource,
      resourceId: id,
      before: auditView(before),
      label: `#${id}`,
      at: now,
    });
    // Inside the transaction: a file that cannot be removed rolls the delete back, so no file outlives its row.
    await removeFormFiles(store, files);
  });
}
