import { type Kysely, sql } from 'kysely';

/**
 * Issue 27.2: when the production list ('Backliste') of a day and branch was last printed, so the next print marks
 * the orders placed since then as new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table production_list_prints (
    branch_id integer not null references branches (id) on delete cascade,
    day date not null,
    printed_at timestamptz not null,
    printed_by_name text not null,
    primary key (branch_id, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists production_list_prints`.execute(db);
}
