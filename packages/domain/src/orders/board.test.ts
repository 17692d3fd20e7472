import { describe, expect, it } from 'vitest';
import {
  alertingOrders,
  boardTitle,
  groupBoardOrders,
  isAlertingOrder,
  minutesSince,
  ringsOnceOnArrival,
} from './board.js';
import type { OrderState } from './order-state.js';

const order = (
  id: number,
  state: OrderState,
  acknowledgedAt: string | null = null,
  appointment = '2026-11-25T10:00:00Z',
) => ({
  id,
  state,
  acknowledgedAt,
  appointment,
});

describe('isAlertingOrder', () => {
  it('alerts while not acknowledged and not rejected or canceled', () => {
    expect(isAlertingOrder(order(1, 'waiting'))).toBe(true);
    expect(isAlertingOrder(order(1, 'confirmed'))).toBe(true);
    expect(isAlertingOrder(order(1, 'completed'))).toBe(true);
    expect(isAlertingOrder(order(1, 'waiting', '2026-11-25T09:00:00Z'))).toBe(false);
    expect(isAlertingOrder(order(1, 'rejected'))).toBe(false);
    expect(isAlertingOrder(order(1, 'canceled'))).toBe(false);
  });

  it('lists the alerting orders in their order', () => {
    const list = [
      order(3, 'waiting'),
      order(4, 'waiting', '2026-11-25T09:00:00Z'),
      order(5, 'canceled'),
      order(6, 'confirmed'),
    ];
    expect(alertingOrders(list).map((entry) => entry.id)).toEqual([3, 6]);
  });
});

describe('groupBoardOrders', () => {
  it('puts each open order into its state column by due time and leaves final orders out', () => {
    const columns = groupBoardOrders([
      order(1, 'waiting', null, '2026-11-25T11:00:00Z'),
      order(2, 'waiting', null, '2026-11-25T10:00:00Z'),
      order(3, 'confirmed'),
      order(4, 'in-delivery'),
      order(5, 'completed'),
      order(6, 'rejected'),
      order(7, 'waiting', null, '2026-11-25T10:00:00Z'),
    ]);
    expect(columns.waiting.map((entry) => entry.id)).toEqual([2, 7, 1]);
    expect(columns.confirmed.map((entry) => entry.id)).toEqual([3]);
    expect(columns['in-delivery'].map((entry) => entry.id)).toEqual([4]);
  });
});

describe('boardTitle', () => {
  it('puts the alert count in front and leaves it out at zero', () => {
    expect(boardTitle({ alerting: 2, label: 'Bestellungen', shopName: 'Bäckerei' })).toBe(
      '(2) Bestellungen – Bäckerei',
    );
    expect(boardTitle({ alerting: 0, label: 'Bestellungen', shopName: 'Bäckerei' })).toBe('Bestellungen – Bäckerei');
    expect(boardTitle({ alerting: 1, label: 'Bestellungen', shopName: null })).toBe('(1) Bestellungen');
  });
});

describe('minutesSince', () => {
  it('counts whole minutes and never goes below zero', () => {
    const now = Date.parse('2026-11-25T10:05:59Z');
    expect(minutesSince('2026-11-25T10:00:00Z', now)).toBe(5);
    expect(minutesSince('2026-11-25T10:10:00Z', now)).toBe(0);
    expect(minutesSince('not a date', now)).toBe(0);
  });
});

describe('ringsOnceOnArrival (auto-accept)', () => {
  it('rings once for a new order that arrives confirmed and acknowledged, not for others or other events', () => {
    const auto = { state: 'confirmed' as const, acknowledgedAt: '2026-11-23T09:00:00.000Z' };
    expect(ringsOnceOnArrival('order.created', auto)).toBe(true);
    expect(ringsOnceOnArrival('order.changed', auto)).toBe(false);
    expect(ringsOnceOnArrival('order.created', { state: 'waiting', acknowledgedAt: null })).toBe(false);
    expect(ringsOnceOnArrival('order.created', { state: 'confirmed', acknowledgedAt: null })).toBe(false);
  });
});
