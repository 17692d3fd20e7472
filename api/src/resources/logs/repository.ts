import { auditNoiseFields } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Paging } from '../../infrastructure/http/paging.js';
import { type LogQuery, logConditions } from './query.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Top-level fields whose value differs between before and after (updatedAt and version left out). */
function changedFields(before: unknown, after: unknown): string[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) =>
      !(auditNoiseFields as readonly string[]).includes(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

/** One page of entries and the number of all that match. */
export async function listLogs(db: Db, query: LogQuery, paging: Pick<Paging, 'limit' | 'offset'>) {
  const conditions = logConditions(query);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = query.sort === 'createdAt' ? sql`asc` : sql`desc`;
  const { rows: counted } = await sql<{ total: string }>`select count(*) as total from logs ${where}`.execute(db);
  const { rows } = await sql<{
    id: number;
    action: string;
    resource: string;
    resourceId: number | null;
    userId: number | null;
    username: string | null;
    label: string | null;
    createdAt: Date;
    before: unknown;
    after: unknown;
  }>`select id, action, resource, resource_id, user_id, username, label, created_at, before, after
      from logs ${where}
      order by created_at ${direction}, id ${direction}
      limit ${paging.limit} offset ${paging.offset}`.execute(db);
  return {
    total: Number(counted[0]?.total ?? 0),
    entries: rows.map(({ before, after, ...entry }) => ({ ...entry, changedFields: changedFields(before, after) })),
  };
}

export function findLog(db: Db, id: number) {
  return db
    .selectFrom('logs')
    .select([
      'id',
      'action',
      'resource',
      'resourceId',
      'userId',
      'username',
      'label',
      'createdAt',
      'before',
      'after',
      'data',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
