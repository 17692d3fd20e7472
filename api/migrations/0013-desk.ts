import { type Kysely, sql } from 'kysely';

/**
 * Desk app (issue 13): paired devices, their credential, health and the print queue owned by the server.
 * - device_credentials: one live credential per device (`dc_<deviceId>_<secret>`, only the SHA-256 is stored);
 *   deleting the row revokes it at once. `paired_at` is where automatic printing starts for that desk.
 * - device_pairing_codes: one-time codes an admin hands to a desk (hash only, short expiry, used once).
 * - device_health: the last heartbeat of a device with its printer state.
 * - print_jobs: jobs without an order (test pages), why a job exists (manual, auto, reprint, test), the receipt kind,
 *   attempts, sent/printed times, the last error, and at most one automatic job per device and order.
 */
const statements = [
  sql`create table device_credentials (
    device_id integer primary key references devices (id) on delete cascade,
    secret_hash text not null,
    paired_at timestamptz not null
  )`,
  sql`create table device_pairing_codes (
    code_hash text primary key,
    device_id integer not null references devices (id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null
  )`,
  sql`create index device_pairing_codes_device_idx on device_pairing_codes (device_id)`,
  sql`create table device_health (
    device_id integer primary key references devices (id) on delete cascade,
    seen_at timestamptz not null,
    printer_state text not null check (printer_state in ('online', 'offline', 'paper-out', 'unknown')),
    details jsonb not null default '{}'::jsonb
  )`,
  sql`alter table print_jobs alter column order_id drop not null`,
  sql`alter table print_jobs add column reason text not null default 'manual'
    check (reason in ('manual', 'auto', 'reprint', 'test'))`,
  sql`alter table print_jobs add column document text not null default 'customer'
    check (document in ('customer', 'kitchen', 'test'))`,
  sql`alter table print_jobs add column attempts integer not null default 0`,
  sql`alter table print_jobs add column sent_at timestamptz`,
  sql`alter table print_jobs add column finished_at timestamptz`,
  sql`alter table print_jobs add column error text`,
  sql`create unique index print_jobs_auto_once_idx on print_jobs (device_id, order_id) where reason = 'auto'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists print_jobs_auto_once_idx`.execute(db);
  for (const column of ['error', 'finished_at', 'sent_at', 'attempts', 'document', 'reason']) {
    await sql`alter table print_jobs drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await sql`delete from print_jobs where order_id is null`.execute(db);
  await sql`alter table print_jobs alter column order_id set not null`.execute(db);
  for (const table of ['device_health', 'device_pairing_codes', 'device_credentials']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
