import type { Db } from '../../db/database.js';
import { anonymous } from '../auth/actor.js';
import { maxLimit } from './list-query.js';
import { loose } from './scope.js';
import type { ResourceDefinition } from './types.js';

/** What an anonymous visitor's list shows, in the default order (bounded like every list). */
export async function listPublic<TInput extends Record<string, unknown>, TEntity>(
  definition: ResourceDefinition<TInput, TEntity>,
  db: Db,
): Promise<TEntity[]> {
  let select = loose(db).selectFrom(definition.table).selectAll();
  if (definition.publicWhere) select = select.where(definition.publicWhere);
  if (definition.rowsWhere) select = select.where(definition.rowsWhere);
  const rows = await select
    .orderBy(definition.sortable[0] ?? 'id')
    .orderBy('id')
    .limit(maxLimit)
    .execute();
  return definition.toEntities(rows, db, anonymous);
}
