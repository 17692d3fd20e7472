import { type Kysely, sql } from 'kysely';

/**
 * Generic fixed-window rate limits (issue 16 point 3; api/src/infrastructure/rate-limit): one row per bucket and key holding the
 * count of the current window. A take is one upsert: the count goes up within the window and restarts at 1 in a
 * new one. Keys are hashes (a client address is never stored). Rows whose window ended are removed on the way.
 * The partial index serves the confirmation-mail throttle's question "was this address ever mailed?".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limits (
    bucket text not null,
    key text not null,
    window_start timestamptz not null,
    window_end timestamptz not null,
    count integer not null check (count >= 0),
    primary key (bucket, key)
  )`.execute(db);
  await sql`create index rate_limits_window_end_idx on rate_limits (window_end)`.execute(db);
  await sql`create index notifications_mailed_recipient_idx on notifications (lower(recipient))
    where channel = 'email' and status in ('sent', 'logged')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notifications_mailed_recipient_idx`.execute(db);
  await sql`drop table if exists rate_limits`.execute(db);
}
