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

/** `%` and `_` of a search are plain characters. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search over alt text and file name, and for staff also the description. */
export interface ImageSearch {
  search?: string | null;
  byDescription?: boolean;
}

function matching(db: Db, { search = null, byDescription = false }: ImageSearch) {
  const query = db.selectFrom('images');
  if (search === null) return query;
  const pattern = likePattern(search);
  return query.where((eb) =>
    eb.or([
      eb('alt', 'ilike', pattern),
      eb('fileName', 'ilike', pattern),
      ...(byDescription ? [eb('description', 'ilike', pattern)] : []),
    ]),
  );
}

export function findImages(db: Db, page: { limit: number; offset: number } & ImageSearch) {
  return matching(db, page).selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countImages(db: Db, search: ImageSearch = {}): Promise<number> {
  const row = await matching(db, search)
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
