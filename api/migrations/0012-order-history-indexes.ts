import { type Kysely, sql } from 'kysely';

/**
 * Order history (issue 12 point 4, contract 5): indexes for the history's filters, sorts and search.
 * - btree per sort key with the id as tie-breaker (placed_at has orders_placed_idx from 0007), the ticket number
 *   (exact ticket search and its sort) and the business day (from–to);
 * - the "contains" search: pg_trgm GIN indexes on the search text (lower "first last e-mail") and on the phone's
 *   digits, expressions exactly as in api/src/resources/orders/status/history-query.ts. pg_trgm ships with Debian's
 *   postgresql (contrib) and PGlite loads it (api/src/db/embedded-postgres.ts). Where the extension cannot be created
 *   (not installed, or a role without CREATE on the database), the migration goes on without the two trigram indexes:
 *   the search gives the same answers, it just scans (docs/decisions.md).
 */
const btreeIndexes = [
  sql`create index orders_ticket_idx on orders (ticket_number, id)`,
  sql`create index orders_due_idx on orders (due_at, id)`,
  sql`create index orders_total_gross_idx on orders (total_gross, id)`,
  sql`create index orders_last_name_idx on orders (last_name, id)`,
  sql`create index orders_business_date_idx on orders (business_date)`,
];

const trigramIndexes = [
  sql`create index orders_search_trgm_idx on orders
    using gin ((lower(first_name || ' ' || last_name || ' ' || coalesce(email, ''))) gin_trgm_ops)`,
  sql`create index orders_phone_digits_trgm_idx on orders
    using gin ((regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) gin_trgm_ops)`,
];

/** Creates pg_trgm when it can; a failure is rolled back to a savepoint so the migration's transaction goes on. */
async function ensureTrigram(db: Kysely<unknown>): Promise<boolean> {
  const available = await sql<{
    name: string;
  }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return false;
  await sql`savepoint order_history_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint order_history_trgm`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint order_history_trgm`.execute(db);
    return false;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of btreeIndexes) await statement.execute(db);
  if (await ensureTrigram(db)) {
    for (const statement of trigramIndexes) await statement.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'orders_phone_digits_trgm_idx',
    'orders_search_trgm_idx',
    'orders_business_date_idx',
    'orders_last_name_idx',
    'orders_total_gross_idx',
    'orders_due_idx',
    'orders_ticket_idx',
  ]) {
    await sql`drop index if exists ${sql.ref(name)}`.execute(db);
  }
}
