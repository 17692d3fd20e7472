import { type Kysely, sql } from 'kysely';

/**
 * Limits on visitors' uploads (issue 16 point 2): `client_key` is a hash of the uploading visitor's address (never
 * the address; null for staff uploads), so the API can sum what one client uploaded in the last 24 hours, and the
 * sweep finds visitors' uploads that nothing references after 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column client_key text`.execute(db);
  await sql`create index uploads_client_created_idx on uploads (client_key, created_at) where client_key is not null`.execute(
    db,
  );
  await sql`create index uploads_visitor_created_idx on uploads (created_at) where client_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists uploads_visitor_created_idx`.execute(db);
  await sql`drop index if exists uploads_client_created_idx`.execute(db);
  await sql`alter table uploads drop column if exists client_key`.execute(db);
}
