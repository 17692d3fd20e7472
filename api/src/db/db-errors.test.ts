import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { fromDatabaseError } from './db-errors.js';

/** Real constraint errors of the database under test (PGlite or PostgreSQL), as the API answers them. */
describe('fromDatabaseError', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
  });
  afterAll(() => database.close());

  async function failure(statement: ReturnType<typeof sql>): Promise<unknown> {
    try {
      await statement.execute(database.db);
    } catch (error) {
      return error;
    }
    throw new Error('the statement succeeded');
  }

  function answer(error: unknown) {
    const mapped = fromDatabaseError(error);
    return mapped && { status: mapped.status, entries: mapped.entries };
  }

  it('unique: 409 "not unique" on the last key column (lower(…) unwrapped)', async () => {
    expect(answer(await failure(sql`insert into branches (identifier, name) values ('wien-mariahilf', 'X')`))).toEqual({
      status: 409,
      entries: [{ message: 'Dieser Wert ist bereits vorhanden.', field: 'identifier', code: 'not_unique' }],
    });
    expect(
      answer(
        await failure(sql`insert into users (username, password_hash, first_name, last_name, roles)
          values ('Admin', 'x', 'A', 'B', '{ROLE_ADMIN}')`),
      ),
    ).toEqual({
      status: 409,
      entries: [{ message: 'Dieser Wert ist bereits vorhanden.', field: 'username', code: 'not_unique' }],
    });
  });

  it('missing reference: 422 "invalid choice" on the referencing column', async () => {
    expect(answer(await failure(sql`insert into tables (branch_id, identifier) values (9999, 'T1')`))).toEqual({
      status: 422,
      entries: [{ message: 'Sie haben einen ungültigen Wert ausgewählt.', field: 'branchId', code: 'invalid_choice' }],
    });
  });

  it('a parent still referenced (RESTRICT) is 409', async () => {
    expect(answer(await failure(sql`delete from products where id = 8`))).toEqual({
      status: 409,
      entries: [{ message: 'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden.', code: 'referenced' }],
    });
  });

  it('not null: 422 "blank" on the column; check: 422 "not valid" on the column named by the constraint', async () => {
    expect(answer(await failure(sql`insert into tags (name) values (null)`))).toEqual({
      status: 422,
      entries: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'name', code: 'blank' }],
    });
    expect(answer(await failure(sql`insert into branches (identifier, name) values ('Nicht Gültig', 'X')`))).toEqual({
      status: 422,
      entries: [{ message: 'Dieser Wert ist nicht gültig.', field: 'identifier', code: 'invalid_value' }],
    });
    expect(answer(await failure(sql`insert into tables (branch_id, identifier, seats) values (1, 'T99', 0)`))).toEqual({
      status: 422,
      entries: [{ message: 'Dieser Wert ist nicht gültig.', field: 'seats', code: 'invalid_value' }],
    });
  });

  it('a number out of range is 422 "not valid", on the column when the database names it', async () => {
    const real = await failure(
      sql`insert into tables (branch_id, identifier, seats) values (1, 'T98', ${99999999999})`,
    );
    expect(answer(real)).toMatchObject({ status: 422, entries: [{ code: 'invalid_value' }] });
    const column = (real as { column?: string }).column;
    if (column) expect(answer(real)?.entries[0]?.field).toBe('seats');
    // PostgreSQL leaves `column` out for a cast out of range; when an error carries it, the answer names the field.
    const named = Object.assign(new Error('integer out of range'), { code: '22003', column: 'seats_total' });
    expect(answer(named)).toEqual({
      status: 422,
      entries: [{ message: 'Dieser Wert ist nicht gültig.', field: 'seatsTotal', code: 'invalid_value' }],
    });
  });

  it('a value of the wrong type is 422; anything else is not a client error', async () => {
    expect(answer(await failure(sql`select 'abc'::integer`))).toMatchObject({ status: 422 });
    expect(fromDatabaseError(await failure(sql`select * from no_such_table`))).toBeNull();
    expect(fromDatabaseError(new Error('boom'))).toBeNull();
  });
});
