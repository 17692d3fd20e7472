import type { Db } from '../../db/database.js';

/** Public categories that are enabled or marked visible when unavailable (spec §5: shown disabled then). */
export function findVisibleCategories(db: Db) {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('isPublic', '=', true)
    .where((eb) => eb.or([eb('isEnabled', '=', true), eb('isVisibleWhenUnavailable', '=', true)]))
    .orderBy('position')
    .orderBy('id')
    .execute();
}
