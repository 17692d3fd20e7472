import { type Kysely, sql } from 'kysely';

/**
 * Spec §3: donatees are also found by identifier (GET /api/donatees/by-identifier/{identifier}). Optional, so the
 * rows made before keep working; unique and a slug when given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table donatees add column identifier text unique
    check (identifier ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table donatees drop column if exists identifier`.execute(db);
}
