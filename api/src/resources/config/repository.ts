import type { Db } from '../../db/database.js';

export async function findConfigData(db: Db): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('config').select('data').where('id', '=', 1).executeTakeFirst();
  return row?.data ?? {};
}
