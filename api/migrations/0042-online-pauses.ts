import { type Kysely, sql } from 'kysely';

/**
 * Issue 27.3: a branch's online orders paused ('pause') or slowed ('busy': `extra_minutes` on every new order's
 * earliest time) until `until`. One row per branch (a new setting replaces the old); it ends by itself when `until`
 * has passed, and ending it early deletes the row. `set_by_name` keeps who set it (shown on board and desk).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table online_pauses (
    branch_id integer primary key references branches (id) on delete cascade,
    kind text not null check (kind in ('pause', 'busy')),
    extra_minutes integer not null default 0 check (extra_minutes in (0, 15, 30, 45)),
    until timestamptz not null,
    set_by_user_id integer references users (id) on delete set null,
    set_by_name text not null,
    set_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists online_pauses`.execute(db);
}
