import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ImagesTable } from '../../db/schema.js';

export function insertImage(db: Db, row: Insertable<ImagesTable>) {
  return db.insertInto('images').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findImageById(db: Db, id: number) {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the row for a replace (version bump) in a transaction. */
export function findImageForUpdate(db: Db, id: number) {
  return db.selectFrom('images').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findImages(db: Db, page: { limit: number; offset: number }) {
  return db.selectFrom('images').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countImages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function updateImage(db: Db, id: number, changes: Updateable<ImagesTable>) {
  return db.updateTable('images').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function deleteImageById(db: Db, id: number) {
  return db.deleteFrom('images').where('id', '=', id).returningAll().executeTakeFirst();
}
