import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UploadsTable } from '../../db/schema.js';

export function insertUpload(db: Db, row: Insertable<UploadsTable>) {
  return db.insertInto('uploads').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findUploadById(db: Db, id: number) {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first, bounded. */
export function findUploads(db: Db, page: { limit: number; offset: number }) {
  return db.selectFrom('uploads').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countUploads(db: Db): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function deleteUploadById(db: Db, id: number) {
  return db.deleteFrom('uploads').where('id', '=', id).returningAll().executeTakeFirst();
}
