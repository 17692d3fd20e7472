import { messages } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { json } from '../../db/schema.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { writeAuditLog } from '../../infrastructure/crud/audit.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { staffOrders } from '../orders/order-view.js';
import { type CustomerTotals, customerTotals } from './customer-figures.js';

const text = messages.backofficePeople.customers;

/** The latest orders a detail answer lists (the totals count them all). */
export const customerOrdersLimit = 200;

/** A customer row as answered: without the generated search text (migration 0032). */
export function customerOfRow(row: Row): Row {
  const { searchText: _searchText, ...customer } = row;
  return customer;
}

async function findCustomer(db: Db | Trx, id: number): Promise<Row> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound();
  return customerOfRow(row);
}

/** GET /api/customers/{id}/orders: the latest orders (staff shape) and the figures of all of them. */
export async function customerOrders(db: Db, id: number) {
  await findCustomer(db, id);
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('customerId', '=', id)
    .orderBy('placedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(customerOrdersLimit)
    .execute();
  const [orders, totals] = await Promise.all([staffOrders(db, rows), customerTotals(db, id)]);
  return { totals, orders };
}

/** GET /api/customers/{id}/export (GDPR, Art. 15/20): the customer and every order with its personal data. */
export async function exportCustomer(db: Db, id: number, now: Date) {
  const customer = await findCustomer(db, id);
  const rows = await db.selectFrom('orders').selectAll().where('customerId', '=', id).orderBy('placedAt').execute();
  const [orders, totals]: [Awaited<ReturnType<typeof staffOrders>>, CustomerTotals] = await Promise.all([
    staffOrders(db, rows),
    customerTotals(db, id),
  ]);
  return { exportedAt: now.toISOString(), customer, totals, orders };
}

/**
 * POST /api/customers/{id}/merge: the orders of the other customers move to this one, which takes the e-mail,
 * phone and address it lacks from them; the others are deleted. One transaction; audited.
 */
export async function mergeCustomers(db: Db, actor: Actor, id: number, otherIds: number[], now: Date) {
  const others = [...new Set(otherIds)];
  if (others.includes(id)) throw new AppError('validation', text.mergeSelf, { field: 'customerIds' });
  return db.transaction().execute(async (trx) => {
    const kept = await trx.selectFrom('customers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!kept) throw AppError.notFound();
    const merged = await trx
      .selectFrom('customers')
      .selectAll()
      .where('id', 'in', others)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (merged.length !== others.length) {
      throw new AppError('validation', text.mergeUnknown, { field: 'customerIds' });
    }
    const moved = await trx
      .updateTable('orders')
      .set({ customerId: id })
      .where('customerId', 'in', others)
      .executeTakeFirst();
    const fill = <K extends 'email' | 'phone' | 'companyName' | 'comment'>(key: K) =>
      kept[key] ?? merged.find((row) => row[key] !== null)?.[key] ?? null;
    const withAddress = kept.street || kept.city ? kept : (merged.find((row) => row.street || row.city) ?? kept);
    await trx
      .updateTable('customers')
      .set({
        email: fill('email'),
        phone: fill('phone'),
        companyName: fill('companyName'),
        comment: fill('comment'),
        street: withAddress.street,
        zipCode: withAddress.zipCode,
        city: withAddress.city,
        country: withAddress.country,
        updatedAt: now,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('customers').where('id', 'in', others).execute();
    await writeAuditLog(trx, {
      actor,
      action: 'update',
      resource: 'customers',
      resourceId: id,
      data: { mergedCustomerIds: others, movedOrders: Number(moved.numUpdatedRows) },
    });
    for (const other of others) {
      await writeAuditLog(trx, {
        actor,
        action: 'delete',
        resource: 'customers',
        resourceId: other,
        data: { mergedInto: id },
      });
    }
    return { customer: await findCustomer(trx, id), movedOrders: Number(moved.numUpdatedRows) };
  });
}

/** The order customer document of an erased order: every personal field empty (the shape stays). */
const erasedCustomerDocument = {
  isCompany: false,
  companyName: null,
  company: null,
  street: null,
  floor: null,
  stairway: null,
  door: null,
  zipCode: null,
  city: null,
  country: null,
  vatNumber: null,
  isDeliveryAddressDifferent: false,
  isDeliveryCompany: false,
  deliveryCompanyName: null,
  deliveryFirstName: null,
  deliveryLastName: null,
  deliveryStreet: null,
  deliveryFloor: null,
  deliveryStairway: null,
  deliveryDoor: null,
  deliveryZipCode: null,
  deliveryCity: null,
  deliveryCountry: null,
};

/**
 * POST /api/customers/{id}/erase (GDPR, Art. 17): the customer's orders lose name, e-mail, phone, address, company,
 * comment, the rating's comment and the recipients of their sent messages, and the audit entries about the customer
 * lose their content; the orders' figures (items, amounts, taxes,
 * dates, branch, ticket) stay, so revenue is unchanged. Then the customer is deleted. One transaction; audited.
 */
export async function eraseCustomer(db: Db, actor: Actor, id: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!customer) throw AppError.notFound();
    const orders = await trx.selectFrom('orders').select('id').where('customerId', '=', id).execute();
    const orderIds = orders.map((order) => order.id);
    if (orderIds.length > 0) {
      await trx
        .updateTable('orders')
        .set({
          firstName: '',
          lastName: '',
          email: null,
          phone: null,
          comment: null,
          customer: json(erasedCustomerDocument),
          anonymisedAt: now,
          customerId: null,
        })
        .where('id', 'in', orderIds)
        .execute();
      await trx.updateTable('orderQuestionnaires').set({ comment: null }).where('orderId', 'in', orderIds).execute();
      await trx.updateTable('notifications').set({ recipient: '' }).where('orderId', 'in', orderIds).execute();
    }
    await trx.deleteFrom('customers').where('id', '=', id).execute();
    // The audit log keeps who changed the customer and when, not what the entries said about them.
    await trx
      .updateTable('logs')
      .set({ data: json({}), before: null, after: null, label: null })
      .where('resource', '=', 'customers')
      .where('resourceId', '=', id)
      .execute();
    await writeAuditLog(trx, {
      actor,
      action: 'delete',
      resource: 'customers',
      resourceId: id,
      data: { erased: true, anonymisedOrders: orderIds.length },
    });
    return { anonymisedOrders: orderIds.length };
  });
}
