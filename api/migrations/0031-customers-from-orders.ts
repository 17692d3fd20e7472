import { type Kysely, sql } from 'kysely';

/**
 * Customers derived from orders (issue 24 point 4): each order points at the customer found by its e-mail or phone
 * (`customer_id`, set by the link pass of api/src/resources/customers, never by the placement statement). The
 * partial index holds only the orders still to be linked, so the pass finds them without reading the history.
 * `anonymised_at` marks an order whose personal data an erase removed (its figures stay).
 */
const statements = [
  sql`alter table orders add column customer_id integer references customers (id) on delete set null`,
  sql`alter table orders add column anonymised_at timestamptz`,
  sql`create index orders_customer_idx on orders (customer_id, placed_at desc) where customer_id is not null`,
  sql`create index orders_customer_pending_idx on orders (id)
    where customer_id is null and anonymised_at is null and (coalesce(email, '') <> '' or coalesce(phone, '') <> '')`,
  sql`create index customers_email_idx on customers (lower(email)) where email is not null`,
  sql`create index customers_phone_idx on customers (phone) where phone is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists customers_phone_idx`.execute(db);
  await sql`drop index if exists customers_email_idx`.execute(db);
  await sql`alter table orders drop column if exists anonymised_at`.execute(db);
  await sql`alter table orders drop column if exists customer_id`.execute(db);
}
