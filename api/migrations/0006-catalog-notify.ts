import { type Kysely, sql } from 'kysely';

/**
 * Tables whose rows end up in the public catalog answers (the initial-load GETs). A statement that changes one of
 * them notifies `catalog_changed` with the table's name, and every API process drops its catalog cache
 * (api/src/infrastructure/cache). A later migration that adds such a table adds the same trigger:
 *   create trigger catalog_changed after insert or update or delete or truncate on <table>
 *     for each statement execute function catalog_notify()
 * Tables written by visitors or often (orders, carts, sessions, customers, logs, uploads, devices) stay out.
 */
export const catalogTables = [
  'config',
  'images',
  'divisions',
  'branches',
  'delivery_areas',
  'tags',
  'branch_tags',
  'tables',
  'categories',
  'products',
  'product_bundle_items',
  'menus',
  'menu_branches',
  'donatees',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'departments',
  'image_templates',
  'redirects',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Statement level: one event per statement, however many rows; PostgreSQL also folds equal events of one
  // transaction into one, delivered after commit.
  await sql`create function catalog_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalog_changed', tg_table_name);
      return null;
    end
  $$`.execute(db);
  for (const table of catalogTables) {
    await sql`create trigger catalog_changed after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function catalog_notify()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of catalogTables) {
    await sql`drop trigger if exists catalog_changed on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists catalog_notify()`.execute(db);
}
