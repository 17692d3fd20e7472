import {
  assignCustomers,
  type CustomerFields,
  emailKey,
  type KnownCustomer,
  type OrderContact,
  phoneKey,
} from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Trx } from '../../infrastructure/crud/types.js';

/** Orders linked per transaction. */
const batchSize = 500;

/** Any constant key of pg_advisory_xact_lock: only one link pass at a time (two would create a customer twice). */
const linkLockKey = 2_024_004;

async function pendingOrders(trx: Trx): Promise<OrderContact[]> {
  const rows = await trx
    .selectFrom('orders')
    .select(['id', 'firstName', 'lastName', 'email', 'phone', 'customer'])
    // The condition of orders_customer_pending_idx (migration 0031): only orders still to be linked are read.
    .where('customerId', 'is', null)
    .where('anonymisedAt', 'is', null)
    .where((eb) =>
      eb.or([eb(eb.fn.coalesce('email', sql.lit('')), '<>', ''), eb(eb.fn.coalesce('phone', sql.lit('')), '<>', '')]),
    )
    .orderBy('id')
    .limit(batchSize)
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    companyName: row.customer?.companyName ?? row.customer?.company ?? null,
    street: row.customer?.street ?? null,
    zipCode: row.customer?.zipCode ?? null,
    city: row.customer?.city ?? null,
    country: row.customer?.country ?? null,
  }));
}

const customerColumns = [
  'id',
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'zipCode',
  'city',
  'country',
] as const;

/** The stored customers any of the orders' e-mails or phones names (indexes of migration 0031). */
async function knownCustomers(trx: Trx, orders: OrderContact[]): Promise<KnownCustomer[]> {
  const emails = [...new Set(orders.flatMap((order) => emailKey(order.email) ?? []))];
  const phones = [...new Set(orders.flatMap((order) => phoneKey(order.phone) ?? []))];
  if (emails.length === 0 && phones.length === 0) return [];
  return trx
    .selectFrom('customers')
    .select(customerColumns)
    .where((eb) =>
      eb.or([
        ...(emails.length > 0 ? [eb(eb.fn('lower', ['email']), 'in', emails)] : []),
        ...(phones.length > 0 ? [eb('phone', 'in', phones)] : []),
      ]),
    )
    .execute();
}

/** One batch in one transaction: how many pending orders it read and how many of them it linked. */
async function linkBatch(db: Db, now: Date): Promise<{ read: number; linked: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${linkLockKey})`.execute(trx);
    const orders = await pendingOrders(trx);
    if (orders.length === 0) return { read: 0, linked: 0 };
    const assignment = assignCustomers(orders, await knownCustomers(trx, orders));
    const draftIds: number[] = [];
    for (const fields of assignment.drafts) {
      const row = await trx
        .insertInto('customers')
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      draftIds.push(row.id);
    }
    for (const update of assignment.updates) await updateCustomer(trx, update.id, update.fields, now);
    const links = assignment.links.flatMap(({ orderId, target }) => {
      const customerId = 'id' in target ? target.id : draftIds[target.draft];
      return customerId === undefined ? [] : [{ orderId, customerId }];
    });
    if (links.length > 0) {
      await sql`update orders set customer_id = l.customer_id
        from jsonb_to_recordset(${JSON.stringify(links.map((l) => ({ order_id: l.orderId, customer_id: l.customerId })))}::jsonb)
          as l (order_id integer, customer_id integer)
        where orders.id = l.order_id and orders.customer_id is null`.execute(trx);
    }
    return { read: orders.length, linked: links.length };
  });
}

async function updateCustomer(trx: Trx, id: number, fields: CustomerFields, now: Date): Promise<void> {
  await trx
    .updateTable('customers')
    .set({ ...fields, updatedAt: now, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/**
 * Links every order not yet linked to its customer (by e-mail, else phone: the domain's assignCustomers), creating
 * and updating customers as the orders say. Runs before every customer read, so the back-office always sees the
 * orders placed so far, and the placement statement stays as it was (no extra work while a customer waits).
 */
export async function linkPendingOrders(db: Db, now: Date): Promise<number> {
  let linked = 0;
  for (;;) {
    const batch = await linkBatch(db, now);
    linked += batch.linked;
    // A full batch of which nothing could be linked would be read again and again: stop there.
    if (batch.read < batchSize || batch.linked === 0) return linked;
  }
}
