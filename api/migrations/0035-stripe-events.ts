import { type Kysely, sql } from 'kysely';

/**
 * Stripe webhook events already handled (issue 25 point 1: replay-safe by event id). A verified event is stored in the
 * transaction that acts on it; a second delivery of the same id (Stripe retries, a replay) finds its row and changes
 * nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table stripe_events (
    id text primary key,
    type text not null,
    received_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stripe_events`.execute(db);
}
