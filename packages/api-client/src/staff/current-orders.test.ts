import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../orders/staff-order.js';
import {
  currentOrdersKeys,
  type OrderEventPayload,
  patchCurrentOrder,
  updateCurrentOrders,
  upsertCurrentOrder,
} from './current-orders.js';

// Only the fields the list rules read; the rest of a staff order does not matter here.
const order = (id: number, appointment: string, extra: Partial<StaffOrder> = {}) =>
  ({ id, appointment, state: 'waiting', acknowledgedAt: null, branch: { id: 1 }, ...extra }) as StaffOrder;

const payload = (id: number, extra: Partial<OrderEventPayload> = {}): OrderEventPayload => ({
  id,
  uid: `u${id}`,
  branchId: 1,
  ticketNumber: id,
  state: 'waiting',
  isPaid: false,
  totalGross: '1.00',
  dueAt: '2026-11-25T10:00:00.000Z',
  acknowledgedAt: null,
  ...extra,
});

describe('upsertCurrentOrder', () => {
  it('adds a new order by due time, replaces a known one and drops one in a final state', () => {
    const list = [order(1, '2026-11-25T10:00:00Z'), order(2, '2026-11-25T12:00:00Z')];
    expect(upsertCurrentOrder(list, order(3, '2026-11-25T11:00:00Z')).map((o) => o.id)).toEqual([1, 3, 2]);
    const replaced = upsertCurrentOrder(list, order(2, '2026-11-25T09:00:00Z', { state: 'confirmed' }));
    expect(replaced.map((o) => [o.id, o.state])).toEqual([
      [2, 'confirmed'],
      [1, 'waiting'],
    ]);
    expect(upsertCurrentOrder(list, order(1, '2026-11-25T10:00:00Z', { state: 'completed' })).map((o) => o.id)).toEqual(
      [2],
    );
  });
});

describe('patchCurrentOrder', () => {
  it('applies state and acknowledgement of an event to a listed order and ignores unknown ones', () => {
    const list = [order(1, '2026-11-25T10:00:00Z')];
    const acknowledged = patchCurrentOrder(list, payload(1, { acknowledgedAt: '2026-11-25T09:00:00.000Z' }));
    expect(acknowledged[0]?.acknowledgedAt).toBe('2026-11-25T09:00:00.000Z');
    expect(patchCurrentOrder(list, payload(1, { state: 'canceled' }))).toEqual([]);
    expect(patchCurrentOrder(list, payload(9))).toEqual(list);
  });
});

describe('updateCurrentOrders', () => {
  it('changes the lists of all branches and of the order’s branch, not of another branch', () => {
    const client = new QueryClient();
    client.setQueryData(currentOrdersKeys.of('all'), []);
    client.setQueryData(currentOrdersKeys.of(1), []);
    client.setQueryData(currentOrdersKeys.of(2), []);
    updateCurrentOrders(client, 1, (list) => upsertCurrentOrder(list, order(5, '2026-11-25T10:00:00Z')));
    expect(client.getQueryData<StaffOrder[]>(currentOrdersKeys.of('all'))?.map((o) => o.id)).toEqual([5]);
    expect(client.getQueryData<StaffOrder[]>(currentOrdersKeys.of(1))?.map((o) => o.id)).toEqual([5]);
    expect(client.getQueryData<StaffOrder[]>(currentOrdersKeys.of(2))).toEqual([]);
  });
});
