import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';
import { createPostgresDatabase, silentLogger, templates, testConfig } from '../../../test/helpers.js';
import { createApp } from '../../app/app.js';
import { type Database, openDatabase } from '../../db/database.js';
import { json } from '../../db/schema.js';
import { openMonday, post, takeawayBody } from '../../resources/orders/test-fixtures.js';
import { signInAs, type TestSession } from '../auth/test-session.js';
import { openEventStream, type SseStream } from './test-sse.js';

/**
 * Two API instances on one PostgreSQL database: an event committed by one reaches the SSE subscribers of the other
 * through LISTEN/NOTIFY (the poll is set to a minute, so only the notification can deliver it in time).
 */
const onPostgres = templates().kind === 'postgres';

interface Instance {
  url: string;
  database: Database;
  server: http.Server;
}

async function startInstance(url: string): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: url });
  const app = createApp({
    db: database.db,
    logger: silentLogger,
    config: testConfig({ databaseUrl: url }),
    now: () => openMonday,
    orders: { listenUrl: url, eventPollMs: 60_000 },
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, database, server };
}

async function stopInstance(instance: Instance) {
  instance.server.closeAllConnections();
  await new Promise<void>((resolve) => instance.server.close(() => resolve()));
  await instance.database.close();
}

function asTestApp(instance: Instance): TestApp {
  return {
    url: instance.url,
    db: instance.database.db,
    request: async (pathname: string, init?: RequestInit) => {
      const response = await fetch(`${instance.url}${pathname}`, init);
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  } as TestApp;
}

describe.skipIf(!onPostgres)('live order events across API instances (PostgreSQL)', () => {
  let created: { url: string; drop(): Promise<void> };
  let a: Instance;
  let b: Instance;
  let admin: TestSession;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase('seeded');
    a = await startInstance(created.url);
    b = await startInstance(created.url);
    admin = await signInAs(asTestApp(a));
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await stopInstance(a);
    await stopInstance(b);
    await created.drop();
  });

  it('an order placed on instance B arrives on instance A’s stream via NOTIFY', async () => {
    const stream = await openEventStream(`${a.url}/api/orders/events`, { Cookie: admin.cookie });
    streams.push(stream);
    const started = Date.now();
    const res = await fetch(`${b.url}/api/orders`, post(takeawayBody()));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { uid: string } };
    const [event] = await stream.waitFor(1, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(event?.event).toBe('order.created');
    expect(event?.data.order).toMatchObject({ uid: data.uid });
  });

  it('an event whose transaction commits after a later one is still delivered (no gap in the outbox)', async () => {
    const stream = await openEventStream(`${a.url}/api/orders/events`, { Cookie: admin.cookie });
    streams.push(stream);
    const orderId = (
      await a.database.db.selectFrom('orders').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()
    ).id;
    // A slow transaction takes an outbox id first and commits last.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => {};
    const insertedSignal = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const slow = b.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('orderEvents')
        .values({ orderId, branchId: 1, type: 'order.changed', payload: json({ id: orderId }), createdAt: openMonday })
        .execute();
      await sql`select pg_notify('order_events', '1')`.execute(trx);
      inserted();
      await held;
    });
    await insertedSignal;
    const fast = await fetch(`${b.url}/api/orders`, post(takeawayBody()));
    expect(fast.status).toBe(201);
    await stream.settle(300);
    release();
    await slow;
    const events = await stream.waitFor(2, 5000);
    expect(events.map((event) => event.event).sort()).toEqual(['order.changed', 'order.created']);
  });
  it('a fresh subscription gets news only, even while an older transaction holds the horizon back', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const startedSignal = new Promise<void>((resolve) => {
      started = resolve;
    });
    // Takes a transaction id and keeps it open: every later transaction is at or above the horizon.
    const old = b.database.db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      started();
      await held;
    });
    await startedSignal;
    const before = await fetch(`${b.url}/api/orders`, post(takeawayBody()));
    expect(before.status).toBe(201);
    const stream = await openEventStream(`${a.url}/api/orders/events`, { Cookie: admin.cookie });
    streams.push(stream);
    release();
    await old;
    const res = await fetch(`${b.url}/api/orders`, post(takeawayBody()));
    const { data } = (await res.json()) as { data: { uid: string } };
    const events = await stream.waitFor(1, 5000);
    expect(events[0]?.data.order).toMatchObject({ uid: data.uid });
    expect(await stream.settle(300)).toHaveLength(1);
  });

  it('a pause set on instance B reaches A’s stream via NOTIFY, and B’s own stream once (issue 27.3)', async () => {
    const onA = await openEventStream(`${a.url}/api/orders/events?branch=1`, { Cookie: admin.cookie });
    const onB = await openEventStream(`${b.url}/api/orders/events?branch=1`, { Cookie: admin.cookie });
    streams.push(onA, onB);
    const res = await fetch(`${b.url}/api/branches/1/online-pause`, {
      method: 'PUT',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'pause', duration: 15 }),
    });
    expect(res.status).toBe(200);
    const [event] = await onA.waitFor(1, 5000);
    expect(event).toMatchObject({ event: 'branch.paused', data: { branchId: 1 } });
    await onB.waitFor(1, 5000);
    expect((await onB.settle(500)).map((entry) => entry.event)).toEqual(['branch.paused']);
    expect(await onA.settle(0)).toHaveLength(1);
  });
});
