import { messages, type StatisticsBucketName } from '@bestell/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { Db } from '../../db/database.js';
import { demoEmployee, signInAs, type TestSession } from '../../infrastructure/auth/test-session.js';
import { placeOrder, postAction } from '../orders/staff-test-kit.js';
import { openMonday, post, takeawayBody } from '../orders/test-fixtures.js';
import type { StatisticsAnswer } from './answer.js';
import type { StatisticsRequest } from './bucket.js';
import { findBucket } from './buckets.js';
import { rawBucket } from './raw-reference-test-kit.js';

vi.setConfig({ testTimeout: 120_000 });

const orderBucketNames: StatisticsBucketName[] = [
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'order-times',
  'order-origins',
  'revenue-origins',
];

let app: TestApp;
let admin: TestSession;
let employee: TestSession;
let ticket = 0;

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterAll(() => app.close());

interface OrderSpec {
  branchId: number;
  placedAt: Date;
  origin?: string;
  total?: string;
  state?: { isCanceled?: boolean; isRejected?: boolean; isFailed?: boolean };
  items?: { uid: string; name: string; gross: string }[];
}

/** An order (and its items) written straight into the tables, as the demo history and the bench do. */
async function insertOrder(db: Db, spec: OrderSpec): Promise<number> {
  ticket += 1;
  const total = spec.total ?? '10.00';
  const { rows } = await sql<{ id: number }>`
    insert into orders (uid, hash, branch_id, business_date, ticket_number, mode, submit_mode, first_name, last_name,
      payment_method, notification_type, due_at, gross, delivery_gross, total_gross, net, tax, placed_at, updated_at,
      origin, is_canceled, is_rejected, is_failed)
    values (${`stats-${ticket}`}, 'hash', ${spec.branchId}, '2026-01-01', ${ticket}, 'takeaway', 'order', 'Statistik',
      'Test', 'cash', 'email', ${spec.placedAt}, ${total}, 0, ${total}, ${total}, 0, ${spec.placedAt}, ${spec.placedAt},
      ${spec.origin ?? 'storefront'}, ${spec.state?.isCanceled ?? false}, ${spec.state?.isRejected ?? false},
      ${spec.state?.isFailed ?? false})
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('order not inserted');
  const items = spec.items ?? [];
  if (items.length > 0) {
    await sql`insert into order_items (order_id, position, product_uid, name, amount, unit, calculation_model,
        unit_price, gross, tax_rate)
      select ${id}, i.ordinality - 1, i.value ->> 'uid', i.value ->> 'name', 1, 'piece', 'fixed',
        (i.value ->> 'gross')::numeric, (i.value ->> 'gross')::numeric, 10
      from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as i`.execute(db);
  }
  return id;
}

const stats = (path: string, session: TestSession | null = admin) =>
  app.request<{ data: StatisticsAnswer; errors?: { message: string; field?: string }[] }>(
    `/api/statistics/${path}`,
    session ? { headers: session.headers } : {},
  );

async function clearOrders(db: Db): Promise<void> {
  await sql`delete from orders`.execute(db);
}

describe('GET /api/statistics/{bucket}: access and bad input', () => {
  it('anonymous 401; an unknown bucket 404 with a German message', async () => {
    expect((await stats('orders?from=2026-01-01&to=2026-01-31', null)).status).toBe(401);
    const unknown = await stats('nonsense?from=2026-01-01&to=2026-01-31');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.message).toBe(messages.statistics.unknownBucket);
  });

  it.each([
    ['to=2026-01-31', 'from', messages.validation.blank],
    ['from=2026-02-30&to=2026-03-31', 'from', messages.validation.invalidDate],
    ['from=2026-01-01&to=gestern', 'to', messages.validation.invalidDate],
    ['from=2026-02-01&to=2026-01-31', 'from', messages.statistics.fromAfterTo],
    ['from=2020-01-01&to=2026-01-31', 'to', messages.statistics.rangeTooLong({ years: 3 })],
    ['from=2026-01-01&to=2026-01-31&branchId=abc', 'branchId', messages.validation.invalidValue],
  ])('?%s: 400 naming %s', async (query, field, message) => {
    const res = await stats(`revenue?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ field, message });
  });

  it('three years are allowed; an employee gets 403 for another branch and counts only its own branches', async () => {
    expect((await stats('orders?from=2024-01-01&to=2026-12-31')).status).toBe(200);
    expect((await stats('orders?from=2026-01-01&to=2026-01-31&branchId=2', employee)).status).toBe(403);
    await clearOrders(app.db);
    const placedAt = new Date('2026-05-04T08:00:00Z');
    await insertOrder(app.db, { branchId: 1, placedAt });
    await insertOrder(app.db, { branchId: 2, placedAt });
    await insertOrder(app.db, { branchId: 2, placedAt });
    const range = 'from=2026-05-04&to=2026-05-04';
    expect((await stats(`orders?${range}`, employee)).body.data.total.value).toBe(1);
    expect((await stats(`orders?${range}&branchId=1`, employee)).body.data.total.value).toBe(1);
    expect((await stats(`orders?${range}`)).body.data.total.value).toBe(3);
    expect((await stats(`orders?${range}&branchId=2`)).body.data).toMatchObject({
      bucket: 'orders',
      kind: 'days',
      branchId: 2,
      rows: [{ key: '2026-05-04', value: 2 }],
      total: { value: 2 },
    });
  });
});

describe('order buckets', () => {
  it('revenue excludes cancelled, rejected and failed orders; a cancel through the API moves the order at once', async () => {
    await clearOrders(app.db);
    const placed = await placeOrder(app, takeawayBody());
    const day = '2026-11-23';
    const revenue = async () => (await stats(`revenue?from=${day}&to=${day}&branchId=1`)).body.data.total;
    const before = await revenue();
    expect(before.value).toBe(1);
    expect(before.amount).not.toBe('0.00');
    const placedAt = new Date('2026-11-23T09:00:00Z');
    await insertOrder(app.db, { branchId: 1, placedAt, total: '7.00', state: { isRejected: true } });
    await insertOrder(app.db, { branchId: 1, placedAt, total: '8.00', state: { isFailed: true } });
    expect(await revenue()).toEqual(before);

    expect((await postAction(app, admin, placed.id, 'cancel')).status).toBe(200);
    expect(await revenue()).toEqual({ value: 0, amount: '0.00' });
    const canceled = (await stats(`canceled-orders?from=${day}&to=${day}&branchId=1`)).body.data.total;
    expect(canceled).toEqual({ value: 3, amount: (Number(before.amount) + 15).toFixed(2) });
    expect((await stats(`orders?from=${day}&to=${day}&branchId=1`)).body.data.total.value).toBe(3);
    expect((await stats(`items?from=${day}&to=${day}&branchId=1`)).body.data.total.value).toBe(0);
  });

  it('the DST days are local days: 2026-03-29 has 23 hours, 2026-10-25 has 25 (its hour 2 twice)', async () => {
    await clearOrders(app.db);
    const at = (iso: string) => insertOrder(app.db, { branchId: 1, placedAt: new Date(iso) });
    await at('2026-03-28T22:59:00Z'); // 28.03. 23:59 CET
    await at('2026-03-28T23:00:00Z'); // 29.03. 00:00 CET
    await at('2026-03-29T00:59:00Z'); // 01:59 CET
    await at('2026-03-29T01:00:00Z'); // 03:00 CEST (02:00 does not exist)
    await at('2026-03-29T21:59:00Z'); // 23:59 CEST
    await at('2026-03-29T22:00:00Z'); // 30.03. 00:00 CEST
    await at('2026-10-24T21:59:00Z'); // 24.10. 23:59 CEST
    await at('2026-10-24T22:00:00Z'); // 25.10. 00:00 CEST
    await at('2026-10-25T00:30:00Z'); // 02:30 CEST
    await at('2026-10-25T01:30:00Z'); // 02:30 CET (the repeated hour)
    await at('2026-10-25T22:59:00Z'); // 23:59 CET
    await at('2026-10-25T23:00:00Z'); // 26.10. 00:00 CET
    const march = (await stats('orders?from=2026-03-28&to=2026-03-30')).body.data.rows;
    expect(march.map((r) => [r.key, r.value])).toEqual([
      ['2026-03-28', 1],
      ['2026-03-29', 4],
      ['2026-03-30', 1],
    ]);
    const october = (await stats('orders?from=2026-10-24&to=2026-10-26')).body.data.rows;
    expect(october.map((r) => [r.key, r.value])).toEqual([
      ['2026-10-24', 1],
      ['2026-10-25', 4],
      ['2026-10-26', 1],
    ]);
    const grid = (await stats('order-times?from=2026-10-25&to=2026-10-25')).body.data;
    expect(grid.kind).toBe('grid');
    expect(grid.rows).toHaveLength(168);
    const cell = (key: string) => grid.rows.find((r) => r.key === key)?.value;
    expect([cell('7-00'), cell('7-02'), cell('7-23'), cell('7-01')]).toEqual([1, 2, 1, 0]);
    const sunday = (await stats('order-times?from=2026-03-29&to=2026-03-29')).body.data;
    const marchCell = (key: string) => sunday.rows.find((r) => r.key === key)?.value;
    expect([marchCell('7-00'), marchCell('7-01'), marchCell('7-02'), marchCell('7-03'), marchCell('7-23')]).toEqual([
      1, 1, 0, 1, 1,
    ]);
  });

  it('origins: every origin named in German, largest first; popular items by item lines with their gross', async () => {
    await clearOrders(app.db);
    const placedAt = new Date('2026-06-01T10:00:00Z');
    const semmel = { uid: 'p-semmel', name: 'Semmel', gross: '0.6000' };
    const kipferl = { uid: 'p-kipferl', name: 'Kipferl', gross: '1.2000' };
    await insertOrder(app.db, { branchId: 1, placedAt, origin: 'widget', total: '1.80', items: [semmel, kipferl] });
    await insertOrder(app.db, { branchId: 1, placedAt, origin: 'widget', total: '0.60', items: [semmel] });
    await insertOrder(app.db, { branchId: 1, placedAt, origin: 'desk', total: '5.00', items: [semmel] });
    await insertOrder(app.db, {
      branchId: 1,
      placedAt,
      origin: 'desk',
      total: '9.00',
      items: [kipferl],
      state: { isCanceled: true },
    });
    const range = 'from=2026-06-01&to=2026-06-01';
    const origins = (await stats(`order-origins?${range}`)).body.data.rows;
    expect(origins.slice(0, 2)).toEqual([
      { key: 'widget', label: 'Widget', value: 2 },
      { key: 'desk', label: 'Theke', value: 2 },
    ]);
    expect(origins.map((r) => r.key).sort()).toEqual(['back-office', 'desk', 'shop-page', 'storefront', 'widget']);
    const revenue = (await stats(`revenue-origins?${range}`)).body.data.rows;
    expect(revenue[0]).toEqual({ key: 'desk', label: 'Theke', value: 1, amount: '5.00' });
    expect(revenue[1]).toEqual({ key: 'widget', label: 'Widget', value: 2, amount: '2.40' });
    const popular = (await stats(`popular-items?${range}`)).body.data;
    expect(popular.rows).toEqual([
      { key: 'p-semmel', label: 'Semmel', value: 3, amount: '1.80' },
      { key: 'p-kipferl', label: 'Kipferl', value: 1, amount: '1.20' },
    ]);
    expect(popular.total).toEqual({ value: 4, amount: '3.00' });

    // A product of the catalog is named as it is called now, not as it was sold.
    await insertOrder(app.db, {
      branchId: 1,
      placedAt: new Date('2026-06-02T10:00:00Z'),
      items: [{ uid: 'MR-0008', name: 'Alte Semmel', gross: '0.6500' }],
    });
    const renamed = (await stats('popular-items?from=2026-06-02&to=2026-06-02')).body.data.rows;
    expect(renamed).toEqual([{ key: 'MR-0008', label: 'Kaisersemmel', value: 1, amount: '0.65' }]);
  });
});

describe('order origin (X-Order-Origin at placement)', () => {
  it('a placement names its origin; without the header it is the storefront; an unknown one is a 422, nothing placed', async () => {
    await clearOrders(app.db);
    const widget = await app.request('/api/orders', post(takeawayBody(), { 'X-Order-Origin': 'widget' }));
    expect(widget.status).toBe(201);
    const plain = await app.request('/api/orders', post(takeawayBody()));
    expect(plain.status).toBe(201);
    const refused = await app.request<{ errors: { message: string; field?: string }[] }>(
      '/api/orders',
      post(takeawayBody(), { 'X-Order-Origin': 'fax' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'X-Order-Origin',
      message: messages.statistics.invalidOrigin,
    });
    const stored = await app.db.selectFrom('orders').select('origin').orderBy('id').execute();
    expect(stored.map((o) => o.origin)).toEqual(['widget', 'storefront']);
    const day = '2026-11-23';
    const rows = (await stats(`order-origins?from=${day}&to=${day}`)).body.data.rows;
    expect(rows.filter((r) => r.value > 0)).toEqual([
      { key: 'storefront', label: 'Shop', value: 1 },
      { key: 'widget', label: 'Widget', value: 1 },
    ]);
  });
});

describe('rollups equal a plain query over the raw rows (property)', () => {
  const windows = [Date.UTC(2026, 2, 27, 12), Date.UTC(2026, 9, 23, 12), Date.UTC(2026, 11, 30, 12)];
  const products = ['p01', 'p02', 'p03', 'p04', 'p05', 'p06'];
  const origins = ['storefront', 'shop-page', 'widget', 'desk', 'back-office'];
  const cents = fc.integer({ min: 0, max: 50_000 }).map((c) => (c / 100).toFixed(2));
  const grossUnits = fc.integer({ min: 1, max: 999_999 }).map((u) => (u / 10_000).toFixed(4));
  const orderSpec = (branches: number[]) =>
    fc.record({
      branchId: fc.constantFrom(...branches),
      window: fc.constantFrom(...windows),
      minutes: fc.integer({ min: 0, max: 4 * 24 * 60 }),
      origin: fc.constantFrom(...origins),
      total: cents,
      state: fc.constantFrom('open', 'open', 'open', 'canceled', 'rejected', 'failed'),
      items: fc.array(fc.record({ uid: fc.constantFrom(...products), gross: grossUnits }), { maxLength: 4 }),
    });
  const change = fc.record({
    pick: fc.nat(),
    kind: fc.constantFrom('cancel', 'reject', 'reopen', 'fail', 'move', 'delete', 'edit-item', 'retotal'),
    minutes: fc.integer({ min: -3000, max: 3000 }),
    gross: grossUnits,
    total: cents,
  });

  it('for every order bucket, random orders, changes and ranges (DST weeks and a year end); the same after a rebuild', async () => {
    const branchRows = await app.db.selectFrom('branches').select('id').orderBy('id').execute();
    const branches = branchRows.map((b) => b.id).slice(0, 3);
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderSpec(branches), { minLength: 1, maxLength: 25 }),
        fc.array(change, { maxLength: 8 }),
        fc.constantFrom(...windows),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.subarray(branches, { minLength: 1 }),
        fc.boolean(),
        async (specs, changes, window, startOffset, length, someBranches, allBranches) => {
          await clearOrders(app.db);
          const ids: number[] = [];
          for (const spec of specs) {
            ids.push(
              await insertOrder(app.db, {
                branchId: spec.branchId,
                placedAt: new Date(spec.window + spec.minutes * 60_000),
                origin: spec.origin,
                total: spec.total,
                state: {
                  isCanceled: spec.state === 'canceled',
                  isRejected: spec.state === 'rejected',
                  isFailed: spec.state === 'failed',
                },
                items: spec.items.map((i) => ({ ...i, name: `Produkt ${i.uid}` })),
              }),
            );
          }
          for (const step of changes) {
            const id = ids[step.pick % ids.length];
            if (id === undefined) continue;
            const where = sql`where id = ${id}`;
            if (step.kind === 'cancel') await sql`update orders set is_canceled = true ${where}`.execute(app.db);
            if (step.kind === 'reject') await sql`update orders set is_rejected = true ${where}`.execute(app.db);
            if (step.kind === 'fail') await sql`update orders set is_failed = true ${where}`.execute(app.db);
            if (step.kind === 'reopen') {
              await sql`update orders set is_canceled = false, is_rejected = false, is_failed = false ${where}`.execute(
                app.db,
              );
            }
            if (step.kind === 'move') {
              await sql`update orders set placed_at = placed_at + ${`${step.minutes} minutes`}::interval ${where}`.execute(
                app.db,
              );
            }
            if (step.kind === 'retotal')
              await sql`update orders set total_gross = ${step.total} ${where}`.execute(app.db);
            if (step.kind === 'delete') await sql`delete from orders ${where}`.execute(app.db);
            if (step.kind === 'edit-item') {
              await sql`update order_items set gross = ${step.gross}, product_uid = 'p06', name = 'Produkt p06'
                where order_id = ${id} and position = 0`.execute(app.db);
            }
          }
          const first = new Date(window + (startOffset - 1) * 86_400_000).toISOString().slice(0, 10);
          const last = new Date(window + (startOffset - 1 + length) * 86_400_000).toISOString().slice(0, 10);
          const request: StatisticsRequest = { from: first, to: last, branchIds: allBranches ? 'all' : someBranches };
          const compare = async () => {
            for (const name of orderBucketNames) {
              const bucket = findBucket(name);
              if (!bucket) throw new Error(`bucket ${name} missing`);
              const fromRollups = await bucket.compute(app.db, request);
              const fromRaw = await rawBucket(app.db, name, request);
              expect({ name, ...fromRollups }).toEqual({ name, ...fromRaw });
            }
          };
          await compare();
          // The bulk loads' way (triggers off, then one rebuild from the raw rows) gives the same figures.
          await sql`select order_rollups_rebuild()`.execute(app.db);
          await compare();
        },
      ),
      { numRuns: 25 },
    );
    // Deleting every order leaves every rollup at zero (the delete trigger takes orders and items out).
    await clearOrders(app.db);
    const { rows } = await sql<{ nonzero: number }>`
      select (select count(*) from order_day_rollups where orders <> 0 or canceled <> 0 or revenue <> 0
          or canceled_amount <> 0 or item_lines <> 0 or item_gross <> 0)
        + (select count(*) from order_hour_rollups where orders <> 0 or canceled <> 0 or revenue <> 0)
        + (select count(*) from order_product_rollups where lines <> 0 or gross <> 0) as nonzero`.execute(app.db);
    expect(Number(rows[0]?.nonzero)).toBe(0);
  });
});
