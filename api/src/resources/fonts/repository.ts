import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FontsTable } from '../../db/schema.js';

export function insertFont(db: Db, row: Insertable<FontsTable>) {
  return db.insertInto('fonts').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findFontById(db: Db, id: number) {
  return db.selectFrom('fonts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The font of a family (any case) and variant, if stored. */
export function findFontVariant(db: Db, family: string, variant: string) {
  return db
    .selectFrom('fonts')
    .selectAll()
    .where(sql<string>`lower(family)`, '=', family.toLowerCase())
    .where('variant', '=', variant)
    .executeTakeFirst();
}

/** Every variant of a family (any case), lightest first. */
export function findFamily(db: Db, family: string) {
  return db
    .selectFrom('fonts')
    .selectAll()
    .where(sql<string>`lower(family)`, '=', family.toLowerCase())
    .orderBy('weight')
    .orderBy('style')
    .execute();
}

/** By family, then weight and style; bounded. */
export function findFonts(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('fonts')
    .selectAll()
    .orderBy(sql`lower(family)`)
    .orderBy('weight')
    .orderBy('style')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countFonts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('fonts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function deleteFontById(db: Db, id: number) {
  return db.deleteFrom('fonts').where('id', '=', id).returningAll().executeTakeFirst();
}
