import { messages, orderActions } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { signInAs, type TestSession } from '../../../infrastructure/auth/test-session.js';
import { eventsOf, orderInState, postAction } from '../staff-test-kit.js';
import { openMonday } from '../test-fixtures.js';

let app: TestApp;
let admin: TestSession;

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
});
afterAll(async () => {
  await app.close();
});

/** The state machine of packages/domain as the API must apply it: state → action → resulting state (or refusal). */
const expected: Record<string, Partial<Record<(typeof orderActions)[number], string>>> = {
  waiting: { confirm: 'confirmed', reject: 'rejected', cancel: 'canceled' },
  confirmed: { cancel: 'canceled', 'in-delivery': 'in-delivery', completed: 'completed' },
  'in-delivery': { cancel: 'canceled', completed: 'completed', 'back-to-confirmed': 'confirmed' },
  completed: {},
  rejected: {},
  canceled: {},
};

describe('POST /api/orders/{id}/status/{action}', () => {
  for (const [state, allowed] of Object.entries(expected)) {
    for (const action of orderActions) {
      const target = allowed[action];
      if (target) {
        it(`${state} → ${action}: 200, the order is ${target} and an order.changed event is recorded`, async () => {
          const order = await orderInState(app, admin, state);
          const before = (await eventsOf(app, order.id)).length;
          const res = await postAction(app, admin, order.id, action);
          expect(res.status).toBe(200);
          expect(res.body.data).toMatchObject({ id: order.id, state: target });
          const row = await app.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          expect(row.updatedAt.toISOString()).toBe(openMonday.toISOString());
          const events = await eventsOf(app, order.id);
          expect(events).toHaveLength(before + 1);
          expect(events.at(-1)).toMatchObject({ type: 'order.changed', branchId: 1 });
          expect(events.at(-1)?.payload).toMatchObject({ id: order.id, state: target });
        });
      } else {
        const message = action === 'cancel' ? messages.orders.cancelFailed : messages.orders.statusChangeFailed;
        it(`${state} → ${action}: 409 "${message}", nothing changes`, async () => {
          const order = await orderInState(app, admin, state);
          const before = await app.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          const eventCount = (await eventsOf(app, order.id)).length;
          const res = await postAction(app, admin, order.id, action);
          expect(res.status).toBe(409);
          expect(res.body.errors).toEqual([expect.objectContaining({ message, code: 'conflict' })]);
          const after = await app.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          expect(after).toEqual(before);
          expect(await eventsOf(app, order.id)).toHaveLength(eventCount);
        });
      }
    }
  }

  it('the staff view lists exactly the actions allowed now', async () => {
    const order = await orderInState(app, admin, 'confirmed');
    const res = await postAction(app, admin, order.id, 'in-delivery');
    expect(res.body.data.allowedActions).toEqual(['cancel', 'completed', 'back-to-confirmed']);
  });

  it('two concurrent confirms of the same order: one succeeds, the other is refused (row lock)', async () => {
    const order = await orderInState(app, admin, 'waiting');
    const results = await Promise.all([
      postAction(app, admin, order.id, 'confirm'),
      postAction(app, admin, order.id, 'confirm'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const changed = (await eventsOf(app, order.id)).filter((event) => event.type === 'order.changed');
    expect(changed).toHaveLength(1);
  });
});
