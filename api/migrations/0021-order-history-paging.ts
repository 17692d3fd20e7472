import { type Kysely, sql } from 'kysely';

/**
 * Order history on many orders (issue 22 point 6): the history's default order is `placed_at desc, id desc`
 * (api/src/resources/orders/status/history-query.ts), but orders_placed_idx (0007) holds placed_at alone, so every
 * page sorted the rows of equal placed_at again and page 100 read and sorted 5,000 rows. The index with the id as
 * tie-breaker hands the page over in order; it serves every use of the old one, which goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_placed_id_idx on orders (placed_at desc, id desc)`.execute(db);
  await sql`drop index if exists orders_placed_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists orders_placed_idx on orders (placed_at desc)`.execute(db);
  await sql`drop index if exists orders_placed_id_idx`.execute(db);
}
