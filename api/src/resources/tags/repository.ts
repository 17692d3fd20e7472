import type { Db } from '../../db/database.js';

export function findTags(db: Db) {
  return db.selectFrom('tags').select(['id', 'name', 'image']).orderBy('position').orderBy('id').execute();
}
