import { type Kysely, sql } from 'kysely';

/**
 * Addresses a username has signed in from (issue 21 point 10): the per-username login throttle (a password guessed
 * from many addresses) does not lock out the account's owner at an address the username already signed in from.
 * Rows are written on a successful sign-in and removed after `knownLoginAddressMs` (policy.ts) without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_known_addresses (
    username text not null,
    ip text not null,
    last_success_at timestamptz not null,
    primary key (username, ip)
  )`.execute(db);
  await sql`create index login_known_addresses_time_idx on login_known_addresses (last_success_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_known_addresses`.execute(db);
}
