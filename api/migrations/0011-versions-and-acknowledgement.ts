import { type Kysely, sql } from 'kysely';

/**
 * Back-office I (issue 12):
 * - `version` on every table behind the generic CRUD resources and on config: starts at 1, +1 per save; a save with
 *   `If-Match: <version>` updates only while the stored version still matches (optimistic concurrency, HTTP 409).
 * - `orders.acknowledged_at`: when a member of staff first acknowledged (or acted on) the order; a new order alerts
 *   until then. Orders placed before this migration count as acknowledged when they were placed, so they never ring.
 * - the outbox type `order.acknowledged`, and an index for the print jobs of an order (the staff order view lists them).
 */
export const versionedTables = [
  'config',
  'divisions',
  'branches',
  'tags',
  'tables',
  'categories',
  'products',
  'menus',
  'donatees',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'users',
  'departments',
  'image_templates',
  'devices',
  'redirects',
  'customers',
  'external_users',
] as const;

const eventTypes = (types: string[]) => sql.raw(types.map((type) => `'${type}'`).join(', '));
const oldEventTypes = ['order.created', 'order.changed', 'order.paid'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of versionedTables) {
    await sql`alter table ${sql.table(table)} add column version integer not null default 1`.execute(db);
  }
  await sql`alter table orders add column acknowledged_at timestamptz`.execute(db);
  await sql`update orders set acknowledged_at = placed_at`.execute(db);
  await sql`alter table order_events drop constraint order_events_type_check`.execute(db);
  await sql`alter table order_events add constraint order_events_type_check
    check (type in (${eventTypes([...oldEventTypes, 'order.acknowledged'])}))`.execute(db);
  await sql`create index print_jobs_order_idx on print_jobs (order_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists print_jobs_order_idx`.execute(db);
  await sql`delete from order_events where type = 'order.acknowledged'`.execute(db);
  await sql`alter table order_events drop constraint order_events_type_check`.execute(db);
  await sql`alter table order_events add constraint order_events_type_check
    check (type in (${eventTypes(oldEventTypes)}))`.execute(db);
  await sql`alter table orders drop column if exists acknowledged_at`.execute(db);
  for (const table of versionedTables) {
    await sql`alter table ${sql.table(table)} drop column if exists version`.execute(db);
  }
}
