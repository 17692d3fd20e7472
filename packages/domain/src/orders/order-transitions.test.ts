import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderFlags } from '../entities/order.js';
import { finalOrderStates, type OrderState, orderStateOf, orderStates } from './order-state.js';
import {
  allowedOrderActions,
  applyOrderAction,
  type OrderAction,
  orderActions,
  orderActionsByState,
  orderActionTargets,
} from './order-transitions.js';
import { flags } from './test-fixtures.js';

const STATUS_FAILED = 'Bestellstatus konnte nicht geändert werden.';
const CANCEL_FAILED = 'Bestellung konnte nicht storniert werden.';

const representative: Record<OrderState, OrderFlags> = {
  waiting: flags(),
  confirmed: flags({ isConfirmed: true }),
  'in-delivery': flags({ isConfirmed: true, isInDelivery: true }),
  completed: flags({ isConfirmed: true, isCompleted: true }),
  rejected: flags({ isRejected: true }),
  canceled: flags({ isConfirmed: true, isCanceled: true }),
};

describe('orderStateOf', () => {
  it.each(orderStates)('reads %s from its flags', (state) => {
    expect(orderStateOf(representative[state])).toBe(state);
  });
  it('rejected and canceled win over everything else', () => {
    expect(orderStateOf(flags({ isCompleted: true, isRejected: true }))).toBe('rejected');
    expect(orderStateOf(flags({ isCompleted: true, isInDelivery: true, isCanceled: true }))).toBe('canceled');
    expect(orderStateOf(flags({ isConfirmed: true, isInDelivery: true, isCompleted: true }))).toBe('completed');
  });
});

describe('staff order state machine (spec §4 Staff order actions; order decided, see order-transitions.ts)', () => {
  it.each([
    ['waiting', 'confirm', 'confirmed'],
    ['waiting', 'reject', 'rejected'],
    ['waiting', 'cancel', 'canceled'],
    ['waiting', 'in-delivery', null],
    ['waiting', 'completed', null],
    ['confirmed', 'confirm', null],
    ['confirmed', 'reject', null],
    ['confirmed', 'cancel', 'canceled'],
    ['confirmed', 'in-delivery', 'in-delivery'],
    ['confirmed', 'completed', 'completed'],
    ['in-delivery', 'in-delivery', null],
    ['in-delivery', 'cancel', 'canceled'],
    ['in-delivery', 'completed', 'completed'],
    ['in-delivery', 'back-to-confirmed', 'confirmed'],
    ['waiting', 'back-to-confirmed', null],
    ['confirmed', 'back-to-confirmed', null],
    ['completed', 'back-to-confirmed', null],
    ['completed', 'cancel', null],
    ['rejected', 'confirm', null],
    ['canceled', 'completed', null],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    const result = applyOrderAction(representative[from], action);
    if (to === null) {
      expect(result).toEqual({ ok: false, state: from, message: action === 'cancel' ? CANCEL_FAILED : STATUS_FAILED });
    } else {
      expect(result.ok).toBe(true);
      expect(result.state).toBe(to);
    }
  });

  it('every action from every state yields its target state when allowed, else the refusal', () => {
    for (const state of orderStates) {
      for (const action of orderActions) {
        const result = applyOrderAction(representative[state], action);
        if (orderActionsByState[state].includes(action)) {
          expect(result).toMatchObject({ ok: true, state: orderActionTargets[action] });
        } else {
          expect(result).toEqual({
            ok: false,
            state,
            message: action === 'cancel' ? CANCEL_FAILED : STATUS_FAILED,
          });
        }
      }
    }
  });

  it("back-to-confirmed clears only the in-delivery flag (the kitchen's 'Zurück')", () => {
    const ready = { id: 3, ...flags({ isConfirmed: true, isInDelivery: true, isPaid: true }) };
    const result = applyOrderAction(ready, 'back-to-confirmed');
    expect(result.ok && result.order).toEqual({ ...ready, isInDelivery: false });
  });

  it('final states allow nothing', () => {
    for (const state of finalOrderStates) expect(orderActionsByState[state]).toEqual([]);
  });

  it('keeps other fields of the order and does not mutate it', () => {
    const order = { id: 7, uid: 'abc', ...flags({ isDelivery: true }) };
    const result = applyOrderAction(order, 'confirm');
    expect(result.ok && result.order).toEqual({ ...order, isConfirmed: true });
    expect(order.isConfirmed).toBe(false);
  });

  const flagsArb = fc
    .record({
      isConfirmed: fc.boolean(),
      isRejected: fc.boolean(),
      isCanceled: fc.boolean(),
      isCompleted: fc.boolean(),
      isDelivery: fc.boolean(),
      isDineIn: fc.boolean(),
      isInDelivery: fc.boolean(),
      isDelivered: fc.boolean(),
      isPaid: fc.boolean(),
      isRefunded: fc.boolean(),
      isFailed: fc.boolean(),
    })
    .map((f) => flags(f));
  const actionArb = fc.constantFrom<OrderAction>(...orderActions);

  it('property: from any flags, an action yields an allowed target state or the refusal with unchanged state', () => {
    fc.assert(
      fc.property(flagsArb, actionArb, (start, action) => {
        const before = orderStateOf(start);
        const result = applyOrderAction(start, action);
        if (result.ok) {
          expect(allowedOrderActions(start)).toContain(action);
          expect(result.state).toBe(orderActionTargets[action]);
          expect(orderStateOf(result.order)).toBe(result.state);
        } else {
          expect(allowedOrderActions(start)).not.toContain(action);
          expect(result.state).toBe(before);
          expect([STATUS_FAILED, CANCEL_FAILED]).toContain(result.message);
        }
      }),
    );
  });

  it('property: any sequence of actions from a new order only walks the declared transitions and ends absorbed', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 12 }), (actions) => {
        let order = flags();
        for (const action of actions) {
          const from = orderStateOf(order);
          const result = applyOrderAction(order, action);
          if (result.ok) {
            expect(orderActionsByState[from]).toContain(action);
            order = result.order;
          } else {
            expect(orderStateOf(order)).toBe(from);
          }
        }
      }),
    );
  });
});
