import type { Db } from '../../db/database.js';

/** The stored document with its version (0 while there is no row yet); `lock` keeps the row until commit. */
export async function findConfigDocument(
  db: Db,
  options: { lock?: boolean } = {},
): Promise<{ data: Record<string, unknown>; version: number }> {
  let query = db.selectFrom('config').select(['data', 'version']).where('id', '=', 1);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return { data: row?.data ?? {}, version: row?.version ?? 0 };
}
