import { type Kysely, sql } from 'kysely';

/**
 * Persisted SMS retries (issue 25 point 5): an automatic SMS whose gateway failed stays `sending` with its text, the
 * number of attempts and the time of the next one, so a worker in any API process picks it up, also after a restart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications
    add column body text,
    add column attempts integer not null default 0,
    add column next_attempt_at timestamptz`.execute(db);
  await sql`create index notifications_retry_due_idx on notifications (next_attempt_at)
    where status = 'sending' and next_attempt_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notifications_retry_due_idx`.execute(db);
  await sql`alter table notifications drop column if exists body, drop column if exists attempts,
    drop column if exists next_attempt_at`.execute(db);
}
