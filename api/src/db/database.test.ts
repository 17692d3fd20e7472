import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { pingDatabase } from './database.js';

/**
 * The embedded database is reached through `pg` like PostgreSQL, so both lanes (PGlite and TEST_DATABASE_URL)
 * must return exactly these JavaScript values.
 */
describe('values through the pg driver', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('returns numeric as exact strings, bigint as string, int as number', async () => {
    const { rows } = await sql<Record<string, unknown>>`select
      2.9::numeric(12, 4) as price,
      0.1::numeric + 0.2::numeric as sum,
      12345678901234567.8901::numeric as big,
      9007199254740993::bigint as bigint,
      42::integer as int`.execute(database.db);
    expect(rows[0]).toEqual({
      price: '2.9000',
      sum: '0.3',
      big: '12345678901234567.8901',
      bigint: '9007199254740993',
      int: 42,
    });
  });

  it('returns timestamptz as Date, date as "YYYY-MM-DD", time as text, jsonb and text[] as values', async () => {
    const { rows } = await sql<Record<string, unknown>>`select
      '2026-03-29T01:30:00Z'::timestamptz as at,
      '2026-12-24'::date as day,
      '06:30'::time as opens,
      '{"a": [1, "2.50"]}'::jsonb as doc,
      array['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as roles,
      true as flag`.execute(database.db);
    expect(rows[0]).toEqual({
      at: new Date('2026-03-29T01:30:00Z'),
      day: '2026-12-24',
      opens: '06:30:00',
      doc: { a: [1, '2.50'] },
      roles: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'],
      flag: true,
    });
  });

  it('keeps a numeric money column exact through insert and select', async () => {
    await database.db.insertInto('categories').values({ id: 1, name: 'Brot' }).execute();
    const row = await database.db
      .insertInto('products')
      .values({ uid: 'X-1', name: 'Test', price: '1234567.1235', categoryId: 1 })
      .returning(['price', 'tax'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: '1234567.1235', tax: '10.00' });
  });

  it('runs a transaction on the one connection and rolls back on error', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('tags').values({ name: 'Rollback' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const tags = await database.db.selectFrom('tags').select('name').where('name', '=', 'Rollback').execute();
    expect(tags).toEqual([]);
  });

  it('answers the health ping', async () => {
    expect(await pingDatabase(database.db)).toBe(true);
  });
});
