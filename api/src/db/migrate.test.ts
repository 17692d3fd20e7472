import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { migrateToLatest } from './migrate.js';

const catalogTables = [
  'blocks',
  'branch_tags',
  'branches',
  'categories',
  'config',
  'delivery_areas',
  'divisions',
  'donatees',
  'images',
  'menu_branches',
  'menus',
  'navigations',
  'nodes',
  'product_bundle_items',
  'products',
  'sites',
  'tables',
  'tags',
  'user_branches',
  'users',
];

async function publicTables(database: TestDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' order by table_name`.execute(database.db);
  return rows.map((r) => r.name);
}

describe('migrations', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('apply to an empty database, then a second run is a no-op', async () => {
    database = await openTestDatabase('blank');
    expect(await publicTables(database)).toEqual([]);

    const first = await migrateToLatest(database.db);
    const names = first.results?.map((r) => r.migrationName) ?? [];
    expect(names.slice(0, 2)).toEqual(['0001-catalog', '0002-cms-and-users']);
    expect(first.results?.every((r) => r.status === 'Success')).toBe(true);
    expect(await publicTables(database)).toEqual(expect.arrayContaining(catalogTables));

    const second = await migrateToLatest(database.db);
    expect(second.results).toEqual([]);
  });

  it('is a no-op on an already migrated database and keeps its data', async () => {
    database = await openTestDatabase('seeded');
    const before = await database.db
      .selectFrom('products')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const result = await migrateToLatest(database.db);
    expect(result.results).toEqual([]);
    const after = await database.db
      .selectFrom('products')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('enforces the constraints of the schema', async () => {
    database = await openTestDatabase('migrated');
    const db = database.db;
    await expect(
      db.insertInto('products').values({ uid: 'bad-type', name: 'X', price: '1', type: 'other' }).execute(),
    ).resolves.toBeDefined();
    await expect(
      sql`insert into products (uid, name, price, type) values ('bad-2', 'X', 1, 'voucher')`.execute(db),
    ).rejects.toThrow(/check/);
    await expect(
      db.insertInto('products').values({ uid: 'bad-type', name: 'Y', price: '1' }).execute(),
    ).rejects.toThrow(/unique/);
    await expect(db.insertInto('products').values({ uid: 'neg', name: 'Y', price: '-0.01' }).execute()).rejects.toThrow(
      /check/,
    );
    await db.insertInto('branches').values({ id: 50, identifier: 'graz', name: 'Graz' }).execute();
    await db.insertInto('tables').values({ branchId: 50, identifier: '1' }).execute();
    await expect(db.insertInto('tables').values({ branchId: 50, identifier: '1' }).execute()).rejects.toThrow(/unique/);
    await expect(db.insertInto('tables').values({ branchId: 999, identifier: '1' }).execute()).rejects.toThrow(
      /foreign key/,
    );
    await expect(db.insertInto('branches').values({ identifier: 'Graz Süd', name: 'x' }).execute()).rejects.toThrow(
      /check/,
    );
  });
});
