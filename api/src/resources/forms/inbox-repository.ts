import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import type { Paging } from '../../infrastructure/http/paging.js';
import { type InboxQuery, inboxConditions } from './inbox-query.js';

const listColumns = sql`s.id, s.subject, s.company, s.first_name, s.last_name, s.email, s.phone, s.created_at,
  s.done_at, (select count(*)::int from form_submission_files f where f.submission_id = s.id) as file_count`;

interface ListRow {
  id: number;
  subject: string;
  company: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: Date;
  doneAt: Date | null;
  fileCount: number;
}

/** One page of received forms (newest first) and the number of all that match. */
export async function listSubmissions(
  db: Db,
  query: InboxQuery,
  paging: Paging,
): Promise<{ total: number; rows: ListRow[] }> {
  const conditions = inboxConditions(query);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const counted = await sql<{ total: string }>`select count(*) as total from form_submissions ${where}`.execute(db);
  const { rows } = await sql<ListRow>`select ${listColumns} from form_submissions s ${where}
    order by s.created_at desc, s.id desc limit ${paging.limit} offset ${paging.offset}`.execute(db);
  return { total: Number(counted.rows[0]?.total ?? 0), rows };
}

export async function findSubmission(executor: Db | Trx, id: number) {
  const row = await executor
    .selectFrom('formSubmissions as s')
    .leftJoin('users as u', 'u.id', 's.doneBy')
    .select([
      's.id',
      's.subject',
      's.company',
      's.firstName',
      's.lastName',
      's.email',
      's.phone',
      's.comment',
      's.recipient',
      's.createdAt',
      's.doneAt',
      's.doneBy',
      's.shopMailSentAt',
      's.confirmationSentAt',
      's.mailError',
      'u.username as doneByUsername',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const files = await executor
    .selectFrom('formSubmissionFiles')
    .select(['id', 'originalName', 'extension', 'mimeType', 'size'])
    .where('submissionId', '=', id)
    .orderBy('id')
    .execute();
  return { row, files };
}

export async function findSubmissionFile(db: Db, submissionId: number, fileId: number) {
  return db
    .selectFrom('formSubmissionFiles')
    .select(['id', 'submissionId', 'originalName', 'extension', 'mimeType', 'sha256'])
    .where('submissionId', '=', submissionId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}
