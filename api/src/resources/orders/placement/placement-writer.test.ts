import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../test/helpers.js';
import { rateLimitKey } from '../../../infrastructure/rate-limit/limiter.js';
import { placementLimitTakes } from './placement-limits.js';
import { insertPlacements, type PlacementRecord } from './placement-write.js';
import { PlacementWriter } from './placement-writer.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase('seeded');
});
afterAll(async () => {
  await database.close();
});

/** A cash takeaway placement at Linz (branch 3) of one Kaisersemmel, as the placement service hands it on. */
function linzRecord(
  day: string,
  options: {
    key?: string;
    productId?: number;
    client?: string;
    limits?: { client: number; branch: number };
    branchId?: number;
  } = {},
): PlacementRecord {
  const placedAt = `${day}T09:00:00.000Z`;
  const uid = randomUUID();
  const branchId = options.branchId ?? 3;
  return {
    order: {
      uid,
      hash: `hash-${uid}`,
      branch_id: branchId,
      business_date: day,
      mode: 'takeaway',
      submit_mode: 'order',
      is_delivery: false,
      is_dine_in: false,
      first_name: 'Eva',
      last_name: 'Bauer',
      email: 'eva.bauer@example.at',
      phone: '+436641234567',
      customer: {},
      comment: null,
      payment_method: 'cash',
      notification_type: 'email',
      appointment: null,
      due_at: placedAt,
      table_identifier: null,
      delivery_area: null,
      donatee_id: null,
      currency: 'EUR',
      gross: '0.6500',
      delivery_gross: '0.0000',
      total_gross: '0.6500',
      net: '0.5909',
      tax: '0.0591',
      taxes: { '10': '0.0591' },
      is_approximate: false,
      placed_at: placedAt,
      updated_at: placedAt,
      origin: 'storefront',
    },
    items: [
      {
        position: 0,
        product_id: options.productId ?? 8,
        product_uid: 'p8',
        name: 'Kaisersemmel',
        amount: '1',
        unit: 'Stk.',
        parts: [],
        calculation_model: 'Fix',
        unit_price: '0.6500',
        gross: '0.6500',
        tax_rate: '10.0000',
      },
    ],
    event: { uid, branchId, state: 'waiting' },
    key: options.key ? { key: options.key, request_hash: 'h', status: 201, response: { data: { uid } } } : null,
    limits: placementLimitTakes(
      {
        perClientPerMinute: options.limits?.client ?? 0,
        perBranchPerMinute: options.limits?.branch ?? 0,
        newMailAddressesPerHour: 0,
      },
      { ip: options.client ?? '192.0.2.1', response: { set: () => {} } },
      branchId,
      new Date(placedAt),
    ),
    created_at: placedAt,
  };
}

async function storedOf(uids: string[]) {
  return database.db
    .selectFrom('orders')
    .innerJoin('orderEvents', 'orderEvents.orderId', 'orders.id')
    .select(['orders.uid', 'orders.ticketNumber', 'orderEvents.txId', 'orderEvents.payload'])
    .where('orders.uid', 'in', uids)
    .orderBy('orders.ticketNumber')
    .execute();
}

describe('PlacementWriter', () => {
  it('writes the placements that arrive while a statement runs together, in arrival order, with consecutive tickets', async () => {
    const writer = new PlacementWriter(database.db);
    const records = Array.from({ length: 6 }, () => linzRecord('2030-01-07'));
    const outcomes = await Promise.all(records.map((record) => writer.write(record)));
    expect(outcomes.map((outcome) => outcome?.placed?.uid)).toEqual(records.map((record) => record.order.uid));
    expect(outcomes.map((outcome) => outcome?.placed?.ticketNumber)).toEqual([1, 2, 3, 4, 5, 6]);

    const stored = await storedOf(records.map((record) => record.order.uid));
    expect(stored.map((row) => row.uid)).toEqual(records.map((record) => record.order.uid));
    // The first went alone; the five that came while it was written share the next transaction.
    const transactions = stored.map((row) => row.txId);
    expect(new Set(transactions).size).toBe(2);
    expect(transactions.slice(1).every((tx) => tx === transactions[1])).toBe(true);
    expect(transactions[0]).not.toBe(transactions[1]);
    for (const row of stored) {
      expect(row.payload).toMatchObject({ uid: row.uid, ticketNumber: row.ticketNumber, state: 'waiting' });
    }
    const items = await database.db
      .selectFrom('orderItems')
      .innerJoin('orders', 'orders.id', 'orderItems.orderId')
      .select('orders.uid')
      .where(
        'orders.uid',
        'in',
        records.map((record) => record.order.uid),
      )
      .execute();
    expect(items).toHaveLength(6);
  });

  it('a taken Idempotency-Key among others: the rest are written, that one writes nothing and reports null', async () => {
    const writer = new PlacementWriter(database.db);
    const first = await writer.write(linzRecord('2030-01-08', { key: 'writer-taken-key' }));
    expect(first?.placed?.ticketNumber).toBe(1);

    const leading = linzRecord('2030-01-08');
    const before = linzRecord('2030-01-08');
    const again = linzRecord('2030-01-08', { key: 'writer-taken-key' });
    const after = linzRecord('2030-01-08');
    const outcomes = await Promise.all([leading, before, again, after].map((record) => writer.write(record)));
    expect(outcomes.map((outcome) => outcome?.placed?.ticketNumber ?? null)).toEqual([2, 3, null, 4]);
    const stored = await storedOf([leading, before, again, after].map((record) => record.order.uid));
    expect(stored.map((row) => row.uid)).toEqual([leading.order.uid, before.order.uid, after.order.uid]);
  });

  it('a placement the database refuses (a product deleted meanwhile) fails alone', async () => {
    const writer = new PlacementWriter(database.db);
    const leading = linzRecord('2030-01-09');
    const good = linzRecord('2030-01-09');
    const refused = linzRecord('2030-01-09', { productId: 999_999 });
    const alsoGood = linzRecord('2030-01-09');
    const outcomes = await Promise.allSettled([leading, good, refused, alsoGood].map((record) => writer.write(record)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const stored = await storedOf([leading, good, refused, alsoGood].map((record) => record.order.uid));
    expect(stored.map((row) => [row.uid, row.ticketNumber])).toEqual([
      [leading.order.uid, 1],
      [good.order.uid, 2],
      [alsoGood.order.uid, 3],
    ]);
  });

  it('one statement writes placements of two branches, each branch with its own consecutive tickets and limit', async () => {
    const day = '2030-01-16';
    const limits = { client: 100, branch: 2 };
    const wien = (client: string) => linzRecord(day, { branchId: 1, client, limits });
    const linz = (client: string) => linzRecord(day, { branchId: 3, client, limits });
    const records = [
      linz('203.0.113.1'),
      wien('203.0.113.2'),
      linz('203.0.113.3'),
      wien('203.0.113.4'),
      linz('203.0.113.5'),
      wien('203.0.113.6'),
    ];
    const outcomes = await insertPlacements(database.db, records);
    expect(outcomes.map((outcome) => outcome.refused ?? outcome.placed?.ticketNumber)).toEqual([
      1,
      1,
      2,
      2,
      'branch',
      'branch',
    ]);
    const stored = await storedOf(records.map((record) => record.order.uid));
    const ticketOf = new Map(stored.map((row) => [row.uid, row.ticketNumber]));
    expect(records.map((record) => [record.order.branch_id, ticketOf.get(record.order.uid) ?? null])).toEqual([
      [3, 1],
      [1, 1],
      [3, 2],
      [1, 2],
      [3, null],
      [1, null],
    ]);
    expect(new Set(stored.map((row) => row.txId)).size).toBe(1);
    for (const row of stored) expect(row.payload).toMatchObject({ uid: row.uid, ticketNumber: row.ticketNumber });
  });

  it('placements of one branch on two business days share a statement, each day numbered apart', async () => {
    const writer = new PlacementWriter(database.db);
    const late = linzRecord('2030-01-22');
    const lateAgain = linzRecord('2030-01-22');
    // Same minute, the next business day (as just after midnight in the branch's zone).
    const midnight = linzRecord('2030-01-22');
    const next = { ...midnight, order: { ...midnight.order, business_date: '2030-01-23' } };
    const outcomes = await Promise.all([late, lateAgain, next].map((record) => writer.write(record)));
    expect(outcomes.map((outcome) => outcome?.placed?.ticketNumber)).toEqual([1, 2, 1]);
  });

  it('placements of another business day are written apart, with that day’s tickets', async () => {
    const writer = new PlacementWriter(database.db);
    const monday = [linzRecord('2030-01-14'), linzRecord('2030-01-14')];
    const tuesday = [linzRecord('2030-01-15'), linzRecord('2030-01-15')];
    const outcomes = await Promise.all(
      [monday[0], tuesday[0], monday[1], tuesday[1]].map((record) => record && writer.write(record)),
    );
    expect(outcomes.map((outcome) => outcome?.placed?.ticketNumber)).toEqual([1, 1, 2, 2]);
  });

  it('takes the order limits in the statement: over a limit a placement is refused and writes nothing, the others get consecutive tickets', async () => {
    const writer = new PlacementWriter(database.db);
    const day = '2030-01-21';
    const limits = { client: 2, branch: 4 };
    const records = [
      linzRecord(day, { client: '198.51.100.7', limits }),
      linzRecord(day, { client: '198.51.100.7', limits }),
      linzRecord(day, { client: '198.51.100.7', limits }),
      linzRecord(day, { client: '198.51.100.8', limits }),
      linzRecord(day, { client: '198.51.100.9', limits }),
      linzRecord(day, { client: '198.51.100.10', limits }),
    ];
    const outcomes = await Promise.all(records.map((record) => writer.write(record)));
    // The third of the first client is over its limit; the branch takes four, so the last one is refused by it.
    expect(outcomes.map((outcome) => outcome?.refused ?? outcome?.placed?.ticketNumber)).toEqual([
      1,
      2,
      'client',
      3,
      4,
      'branch',
    ]);
    const stored = await storedOf(records.map((record) => record.order.uid));
    expect(stored.map((row) => row.uid)).toEqual(
      [records[0], records[1], records[3], records[4]].map((record) => record?.order.uid),
    );
    // The counters hold every unit taken (refusals included, given back by the service): the first client 3,
    // the branch the 5 placements within their client's limit.
    const counters = await database.db
      .selectFrom('rateLimits')
      .select(['bucket', 'key', 'count'])
      .where('key', 'in', [rateLimitKey('orders:client', '198.51.100.7'), rateLimitKey('orders:branch', '3')])
      .orderBy('bucket')
      .execute();
    expect(counters.map((row) => [row.bucket, row.count])).toEqual([
      ['orders:branch', 5],
      ['orders:client', 3],
    ]);
  });
});
