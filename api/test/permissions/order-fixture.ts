import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { nextNumber } from './resource-fixtures.js';

/**
 * A waiting, unacknowledged order of the branch, written straight into the table (the matrix app runs on the real
 * clock, at which the demo branches may be closed for a placement).
 */
export async function insertOrder(db: Db, branchId: number): Promise<number> {
  const n = nextNumber();
  const now = new Date();
  const { rows } = await sql<{ id: number }>`
    insert into orders (uid, hash, branch_id, business_date, ticket_number, mode, submit_mode, first_name, last_name,
      payment_method, notification_type, due_at, gross, delivery_gross, total_gross, net, tax, placed_at, updated_at)
    values (${`matrix-${n}`}, ${`hash-${n}`}, ${branchId}, ${'2026-01-01'}::date, ${n}, 'takeaway', 'order', 'Matrix',
      'Test', 'cash', 'email', ${now}, 1, 0, 1, 0.9, 0.1, ${now}, ${now})
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('order not inserted');
  return id;
}
