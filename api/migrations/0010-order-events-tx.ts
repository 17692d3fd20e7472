import { type Kysely, sql } from 'kysely';

/**
 * Order events carry the id of the transaction that wrote them. Outbox ids are handed out at insert time, not at
 * commit, so under concurrent writes a smaller id can become visible after a larger one; a reader that only remembers
 * "the last id seen" would skip it. Readers instead walk (tx_id, id) and only read rows whose transaction is older
 * than every transaction still running (pg_snapshot_xmin), which never change any more (see api/src/infrastructure/events/hub.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_events add column tx_id xid8 not null default pg_current_xact_id()`.execute(db);
  await sql`create index order_events_tx_idx on order_events (tx_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists order_events_tx_idx`.execute(db);
  await sql`alter table order_events drop column if exists tx_id`.execute(db);
}
