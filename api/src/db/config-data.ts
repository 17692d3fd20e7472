import type { Db } from './database.js';

/** The shop configuration document as stored ({} before the first save). */
export async function findConfigData(db: Db): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('config').select('data').where('id', '=', 1).executeTakeFirst();
  return row?.data ?? {};
}
