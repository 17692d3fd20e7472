import { describe, expect, it } from 'vitest';
import {
  customerOrderStatus,
  orderPaymentStatus,
  orderStatusHeading,
  orderTimeline,
  paymentStatusLabels,
  ticketNumberLabel,
} from './customer-status.js';
import { flags } from './test-fixtures.js';

describe('customerOrderStatus (spec §4 Order status, customer view)', () => {
  it.each([
    ['new', {}, 'waiting-for-confirmation'],
    ['confirmed', { isConfirmed: true }, 'confirmed'],
    ['delivery in delivery', { isDelivery: true, isConfirmed: true, isInDelivery: true }, 'in-delivery'],
    ['pickup in delivery = ready for pickup', { isConfirmed: true, isInDelivery: true }, 'ready-for-pickup'],
    ['dine-in counts as pickup', { isDineIn: true, isConfirmed: true, isInDelivery: true }, 'ready-for-pickup'],
    ['delivered', { isDelivery: true, isConfirmed: true, isInDelivery: true, isDelivered: true }, 'delivered'],
    ['delivered flag ignored for pickup', { isConfirmed: true, isDelivered: true }, 'confirmed'],
    ['completed', { isConfirmed: true, isCompleted: true, isDelivery: true, isDelivered: true }, 'completed'],
    ['rejected', { isRejected: true }, 'canceled'],
    ['canceled after confirmation', { isConfirmed: true, isCanceled: true }, 'canceled'],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(customerOrderStatus(flags(overrides))).toBe(expected);
  });
});

describe('orderTimeline', () => {
  const summary = (overrides: Parameters<typeof flags>[0]) =>
    orderTimeline(flags(overrides)).map((s) => `${s.status}${s.done ? '✓' : ''}${s.current ? '*' : ''}`);

  it.each([
    ['new pickup', {}, ['waiting-for-confirmation*', 'confirmed', 'ready-for-pickup', 'completed']],
    [
      'delivery being delivered',
      { isDelivery: true, isConfirmed: true, isInDelivery: true },
      ['waiting-for-confirmation✓', 'confirmed✓', 'in-delivery*', 'delivered', 'completed'],
    ],
    [
      'delivery completed without a delivered flag',
      { isDelivery: true, isConfirmed: true, isCompleted: true },
      ['waiting-for-confirmation✓', 'confirmed✓', 'in-delivery✓', 'delivered✓', 'completed✓*'],
    ],
    ['rejected', { isRejected: true }, ['waiting-for-confirmation✓', 'canceled✓*']],
    [
      'canceled while in delivery',
      { isConfirmed: true, isInDelivery: true, isCanceled: true },
      ['waiting-for-confirmation✓', 'confirmed✓', 'ready-for-pickup✓', 'canceled✓*'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(summary(overrides)).toEqual(expected);
  });

  it('labels the steps in German; canceled reads "Bestellung storniert"', () => {
    const steps = orderTimeline(flags({ isRejected: true }));
    expect(steps.at(-1)?.label).toBe('Bestellung storniert');
    expect(orderStatusHeading(flags({ isCanceled: true }))).toBe('Bestellung storniert');
    expect(orderStatusHeading(flags())).toBe('Vielen Dank für Ihre Bestellung!');
    expect(orderTimeline(flags({ isDelivery: true }))[2]?.label).toBe('Wird jetzt geliefert');
    expect(orderTimeline(flags())[2]?.label).toBe('Bereit zur Abholung');
  });
});

describe('orderPaymentStatus (spec §4 online payment)', () => {
  it.each([
    ['cash → none', 'cash', {}, null],
    ['voucher paid → none', 'voucher', { isPaid: true }, null],
    ['online, nothing yet', 'online', {}, 'waiting-for-payment'],
    ['online paid', 'online', { isPaid: true }, 'paid'],
    ['online-alternative refunded', 'online-alternative', { isPaid: true, isRefunded: true }, 'refunded'],
    ['online failed', 'online', { isFailed: true }, 'failed'],
    ['paid after a failed attempt', 'online', { isFailed: true, isPaid: true }, 'paid'],
  ] as const)('%s', (_name, paymentMethod, overrides, expected) => {
    expect(orderPaymentStatus({ paymentMethod, ...flags(overrides) })).toBe(expected);
  });

  it('has a label for every payment status', () => {
    expect(Object.values(paymentStatusLabels).every((label) => label.length > 0)).toBe(true);
  });
});

describe('ticketNumberLabel (spec §2 Order status page)', () => {
  it('is Ticket, or Bestellnummer when tickets are disabled', () => {
    expect(ticketNumberLabel(false)).toBe('Ticket');
    expect(ticketNumberLabel(true)).toBe('Bestellnummer');
  });
});
