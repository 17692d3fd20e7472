import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 points 4 and 5, per branch:
 * - `is_auto_accept_enabled` / `auto_accept_minutes`: new orders are confirmed at once ('automatisch bestätigen'),
 *   due no earlier than placement + the default lead time;
 * - `quick_quote_minutes`: the usual times the board's confirm dialog offers as one-tap buttons ('in 15 Min.').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table branches
    add column is_auto_accept_enabled boolean not null default false,
    add column auto_accept_minutes integer not null default 20
      check (auto_accept_minutes between 0 and 1440),
    add column quick_quote_minutes integer[] not null default '{15,20,30,45}'
      check (cardinality(quick_quote_minutes) <= 6 and 1 <= all(quick_quote_minutes)
        and 1440 >= all(quick_quote_minutes))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table branches
    drop column if exists quick_quote_minutes,
    drop column if exists auto_accept_minutes,
    drop column if exists is_auto_accept_enabled`.execute(db);
}
