import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { placeOrder } from '../orders/staff-test-kit.js';
import { customer, type Envelope, type Failure, openMonday, takeawayBody } from '../orders/test-fixtures.js';

/** Customers derived from orders, their figures, merge, GDPR export and erase (issue 24 point 4). */
let app: TestApp;
let admin: TestSession;
let employee: TestSession;

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterAll(async () => {
  await app.close();
});

interface Customer {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  version: number;
}
interface Totals {
  orderCount: number;
  countedOrders: number;
  revenue: string;
}
interface CustomerOrders {
  totals: Totals;
  orders: { id: number; firstName: string; email: string | null; pricing: { totalGross: string } }[];
}

const get = <T>(path: string, session: TestSession = admin) => app.request<T>(path, withSession(session, 'GET'));
const postAs = <T>(path: string, body?: unknown, session: TestSession = admin) =>
  app.request<T>(path, withSession(session, 'POST', body));

async function customerByEmail(email: string): Promise<Customer> {
  const res = await get<Envelope<Customer[]>>(`/api/customers?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const [found, ...more] = res.body.data;
  expect(more).toHaveLength(0);
  if (!found) throw new Error(`no customer with ${email}`);
  return found;
}

/** Revenue of all orders as PostgreSQL sums it (the figure an erase must leave unchanged). */
async function allRevenue(): Promise<string> {
  const row = await app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<string>('totalGross').as('sum'))
    .executeTakeFirstOrThrow();
  return String(row.sum);
}

describe('customers from orders', () => {
  it('creates one customer per e-mail (case-insensitive), links its orders and sums them exactly', async () => {
    const email = 'Lena.Gruber@Example.at';
    const first = await placeOrder(
      app,
      takeawayBody({ email, phone: '+436601111111', firstName: 'Lena', lastName: 'Gruber' }),
    );
    const second = await placeOrder(
      app,
      takeawayBody({ email: email.toLowerCase(), phone: '+436601111111', firstName: 'Lena', lastName: 'Gruber-Neu' }),
    );
    const found = await customerByEmail('lena.gruber@example.at');
    expect(found.lastName).toBe('Gruber-Neu');
    const detail = await get<Envelope<CustomerOrders>>(`/api/customers/${found.id}/orders`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.orders.map((order) => order.id).sort()).toEqual([first.id, second.id].sort());
    // Two takeaway orders of 2 × 0.65 + 5.90 = 7.20 each: 14.40, as a decimal string.
    expect(detail.body.data.totals).toMatchObject({ orderCount: 2, countedOrders: 2, revenue: '14.40' });
  });

  it('links an order with another e-mail but the phone of a known customer to that customer', async () => {
    await placeOrder(app, takeawayBody({ email: 'phone.match@example.at', phone: '+436602222222' }));
    const found = await customerByEmail('phone.match@example.at');
    await placeOrder(app, takeawayBody({ email: 'second.address@example.at', phone: '+436602222222' }));
    const detail = await get<Envelope<CustomerOrders>>(`/api/customers/${found.id}/orders`);
    expect(detail.body.data.totals.orderCount).toBe(2);
    const none = await get<Envelope<Customer[]>>('/api/customers?email=second.address');
    expect(none.body.data.map((row) => row.id)).toEqual([found.id]);
  });

  it('searches name, e-mail and phone at once (?q=), paged on the server', async () => {
    await placeOrder(
      app,
      takeawayBody({ email: 'suche.eins@example.at', phone: '+436608888881', lastName: 'Suchmann' }),
    );
    await placeOrder(
      app,
      takeawayBody({ email: 'suche.zwei@example.at', phone: '+436608888882', lastName: 'Suchmann' }),
    );
    const byName = await get<Envelope<Customer[]>>('/api/customers?q=suchmann&limit=1&sort=id');
    expect(byName.status).toBe(200);
    expect(byName.headers.get('x-total-count')).toBe('2');
    expect(byName.body.data).toHaveLength(1);
    expect(byName.body.data[0]).not.toHaveProperty('searchText');
    const byPhone = await get<Envelope<Customer[]>>('/api/customers?q=%2B436608888882');
    expect(byPhone.body.data.map((row) => row.email)).toEqual(['suche.zwei@example.at']);
  });
});

describe('merge', () => {
  it('moves the orders of the duplicates to the kept customer and deletes the duplicates', async () => {
    const a = await placeOrder(app, takeawayBody({ email: 'merge.a@example.at', phone: '+436603333331' }));
    const b = await placeOrder(app, takeawayBody({ email: 'merge.b@example.at', phone: '+436603333332' }));
    const kept = await customerByEmail('merge.a@example.at');
    const duplicate = await customerByEmail('merge.b@example.at');
    const res = await postAs<Envelope<{ movedOrders: number }>>(`/api/customers/${kept.id}/merge`, {
      customerIds: [duplicate.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.movedOrders).toBe(1);
    const detail = await get<Envelope<CustomerOrders>>(`/api/customers/${kept.id}/orders`);
    expect(detail.body.data.orders.map((order) => order.id).sort()).toEqual([a.id, b.id].sort());
    expect((await get(`/api/customers/${duplicate.id}`)).status).toBe(404);
  });

  it('refuses merging a customer into itself or an unknown one, changing nothing', async () => {
    await placeOrder(app, takeawayBody({ email: 'merge.self@example.at', phone: '+436603333339' }));
    const self = await customerByEmail('merge.self@example.at');
    const itself = await postAs<Failure>(`/api/customers/${self.id}/merge`, { customerIds: [self.id] });
    expect(itself.status).toBe(422);
    expect(itself.body.errors[0]?.message).toBe(messages.backofficePeople.customers.mergeSelf);
    const unknown = await postAs<Failure>(`/api/customers/${self.id}/merge`, { customerIds: [999999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]?.message).toBe(messages.backofficePeople.customers.mergeUnknown);
    const strict = await postAs<Failure>(`/api/customers/${self.id}/merge`, { customerIds: [1], extra: true });
    expect(strict.status).toBe(422);
    const detail = await get<Envelope<CustomerOrders>>(`/api/customers/${self.id}/orders`);
    expect(detail.body.data.totals.orderCount).toBe(1);
  });
});

describe('GDPR export and erase', () => {
  it('exports the customer with every order and its personal data as JSON', async () => {
    const placed = await placeOrder(
      app,
      takeawayBody({ email: 'export.me@example.at', phone: '+436604444444', comment: 'Ohne Mohn bitte' }),
    );
    const found = await customerByEmail('export.me@example.at');
    const response = await fetch(`${app.url}/api/customers/${found.id}/export`, { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`kunde-${found.id}.json`);
    const body = (await response.json()) as Envelope<{
      customer: Customer;
      orders: { uid: string; email: string; comment: string }[];
    }>;
    expect(body.data.customer.email).toBe('export.me@example.at');
    expect(body.data.orders).toHaveLength(1);
    expect(body.data.orders[0]).toMatchObject({
      uid: placed.uid,
      email: 'export.me@example.at',
      comment: 'Ohne Mohn bitte',
    });
  });

  it('erases: orders lose name, e-mail, phone, address and comment, keep items and totals; revenue unchanged', async () => {
    const placed = await placeOrder(
      app,
      takeawayBody({
        email: 'erase.me@example.at',
        phone: '+436605555555',
        street: 'Geheimweg 7',
        zipCode: '1010',
        city: 'Wien',
        country: 'AT',
        comment: 'Klingeln bei Huber',
      }),
    );
    const found = await customerByEmail('erase.me@example.at');
    // A staff edit puts the customer's data into the audit log; the erase empties that entry.
    const edited = await app.request(
      `/api/customers/${found.id}`,
      withSession(admin, 'PUT', {
        firstName: 'Erika',
        lastName: 'Geheim',
        email: 'erase.me@example.at',
        street: 'Geheimweg 7',
      }),
    );
    expect(edited.status).toBe(200);
    const before = await allRevenue();
    const itemsBefore = await app.db.selectFrom('orderItems').selectAll().where('orderId', '=', placed.id).execute();
    const res = await postAs<Envelope<{ anonymisedOrders: number }>>(`/api/customers/${found.id}/erase`);
    expect(res.status).toBe(200);
    expect(res.body.data.anonymisedOrders).toBe(1);
    const row = await app.db.selectFrom('orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      email: null,
      phone: null,
      comment: null,
      customerId: null,
    });
    expect(row.anonymisedAt).not.toBeNull();
    expect(JSON.stringify(row.customer)).not.toMatch(/Geheimweg|Wien|1010/);
    expect(row.totalGross).toBe('7.2000');
    expect(await app.db.selectFrom('orderItems').selectAll().where('orderId', '=', placed.id).execute()).toEqual(
      itemsBefore,
    );
    expect(await allRevenue()).toBe(before);
    expect((await get(`/api/customers/${found.id}`)).status).toBe(404);
    const logs = await app.db
      .selectFrom('logs')
      .selectAll()
      .where('resource', '=', 'customers')
      .where('resourceId', '=', found.id)
      .execute();
    expect(logs.length).toBeGreaterThan(1);
    expect(JSON.stringify(logs)).not.toMatch(/Geheim|erase\.me/);
    // The next link pass does not bring the customer back (the order has no e-mail or phone any more).
    const again = await get<Envelope<Customer[]>>('/api/customers?email=erase.me');
    expect(again.body.data).toHaveLength(0);
    // And the staff view of the order shows no personal data.
    const staff = await get<
      Envelope<{ firstName: string; email: string | null; phone: string | null; comment: string | null }>
    >(`/api/orders/${placed.id}`);
    expect(staff.body.data).toMatchObject({ firstName: '', email: null, phone: null, comment: null });
  });

  it('refuses a plain delete of a customer with orders (409), nothing changed', async () => {
    await placeOrder(app, takeawayBody({ email: 'keep.me@example.at', phone: '+436606666666' }));
    const found = await customerByEmail('keep.me@example.at');
    const res = await app.request<Failure>(`/api/customers/${found.id}`, withSession(admin, 'DELETE'));
    expect(res.status).toBe(409);
    expect(res.body.errors[0]?.message).toBe(messages.backofficePeople.customers.hasOrders);
    expect((await get(`/api/customers/${found.id}`)).status).toBe(200);
  });
});

describe('roles', () => {
  it('employees get 403 and anonymous visitors 401 on every customer route, and nothing is linked for them', async () => {
    await placeOrder(app, takeawayBody({ email: 'not.for.staff@example.at', phone: '+436607777777' }));
    for (const [method, path] of [
      ['GET', '/api/customers'],
      ['GET', '/api/customers/1'],
      ['GET', '/api/customers/1/orders'],
      ['GET', '/api/customers/1/export'],
      ['POST', '/api/customers/1/merge'],
      ['POST', '/api/customers/1/erase'],
    ] as const) {
      const res = await app.request(
        path,
        withSession(employee, method, method === 'POST' ? { customerIds: [2] } : undefined),
      );
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await fetch(`${app.url}${path}`, { method })).status, `${method} ${path} anonymous`).toBe(401);
    }
    const pending = await app.db
      .selectFrom('orders')
      .select('customerId')
      .where('email', '=', 'not.for.staff@example.at')
      .executeTakeFirstOrThrow();
    expect(pending.customerId).toBeNull();
  });
});

describe('donatees', () => {
  it('lists the donations a donatee received: the counting orders × 0.07', async () => {
    const donatee = await app.db
      .selectFrom('donatees')
      .select('id')
      .where('isEnabled', '=', true)
      .executeTakeFirstOrThrow();
    await placeOrder(app, takeawayBody({ ...customer, donatee: donatee.id }));
    await placeOrder(app, takeawayBody({ ...customer, donatee: donatee.id }));
    const res = await get<Envelope<{ count: number; total: string; orders: unknown[] }>>(
      `/api/donatees/${donatee.id}/donations`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 2, total: '0.14' });
    expect(res.body.data.orders).toHaveLength(2);
    expect((await get(`/api/donatees/${donatee.id}/donations`, employee)).status).toBe(403);
  });
});
