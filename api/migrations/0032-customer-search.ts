import { type Kysely, sql } from 'kysely';

/**
 * One search text per customer (issue 24 point 4: the customer list searches name, company, e-mail, phone and city
 * at once): a generated column, so the CRUD list's `search` filter (`?q=`) pages on the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customers add column search_text text generated always as (lower(
    first_name || ' ' || last_name || ' ' || coalesce(company_name, '') || ' ' || coalesce(email, '') || ' ' ||
    coalesce(phone, '') || ' ' || coalesce(city, '')
  )) stored`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customers drop column if exists search_text`.execute(db);
}
