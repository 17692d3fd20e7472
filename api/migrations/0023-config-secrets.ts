import { type Kysely, sql } from 'kysely';

/**
 * Write-only secrets of the config (issue 24 point 5): SMTP password, payment and SMS provider keys. Kept apart from
 * the config document (whose admin answer is a projection of known fields), encrypted with AES-256-GCM under the
 * server's key (SECRETS_KEY, else DATA_DIR/secrets-key): the API reads them for its own use and never answers them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table config_secrets (
    key text primary key check (key ~ '^[a-zA-Z][a-zA-Z0-9]{0,63}$'),
    value text not null,
    updated_at timestamptz not null,
    updated_by integer references users (id) on delete set null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists config_secrets`.execute(db);
}
