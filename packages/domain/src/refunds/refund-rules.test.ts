import { describe, expect, it } from 'vitest';
import { refundsMessages as r } from '../messages/refunds.js';
import { validationMessages } from '../messages/validation.js';
import { refundRequestSchema } from './refund-request.js';
import { checkRefund, isFullyRefunded, refundableCents } from './refund-rules.js';

const paidOnline = { paymentMethod: 'online' as const, paidCents: 720n, heldCents: 0n, currency: 'EUR' };

describe('checkRefund', () => {
  it('refunds the whole open amount when no amount is given, or the amount asked for', () => {
    expect(checkRefund({ ...paidOnline, requestedCents: null })).toEqual({ ok: true, cents: 720n });
    expect(checkRefund({ ...paidOnline, heldCents: 200n, requestedCents: null })).toEqual({ ok: true, cents: 520n });
    expect(checkRefund({ ...paidOnline, heldCents: 200n, requestedCents: 520n })).toEqual({ ok: true, cents: 520n });
  });

  it('refuses orders not paid online (409), nothing left (409), more than is open or nothing (422 on amount)', () => {
    expect(checkRefund({ ...paidOnline, paymentMethod: 'cash', requestedCents: null })).toMatchObject({
      ok: false,
      status: 409,
      message: r.notOnlinePaid,
    });
    expect(checkRefund({ ...paidOnline, paidCents: null, requestedCents: null })).toMatchObject({ status: 409 });
    expect(checkRefund({ ...paidOnline, heldCents: 720n, requestedCents: null })).toMatchObject({
      status: 409,
      message: r.nothingLeft,
    });
    expect(checkRefund({ ...paidOnline, heldCents: 200n, requestedCents: 521n })).toMatchObject({
      status: 422,
      field: 'amount',
      message: r.tooMuch({ max: '5,20\u00a0€' }),
    });
    expect(checkRefund({ ...paidOnline, requestedCents: 0n })).toMatchObject({ status: 422, message: r.notPositive });
  });

  it('counts an order refunded once the confirmed refunds reach the payment', () => {
    expect(isFullyRefunded(720n, 719n)).toBe(false);
    expect(isFullyRefunded(720n, 720n)).toBe(true);
    expect(refundableCents(720n, 800n)).toBe(0n);
  });
});

describe('refundRequestSchema', () => {
  it('takes a decimal amount with a point or a German comma, or none; a reason is required', () => {
    expect(refundRequestSchema.parse({ amount: '12,50', reason: ' Reklamation ' })).toEqual({
      amount: '12.50',
      reason: 'Reklamation',
    });
    expect(refundRequestSchema.parse({ reason: 'x' })).toEqual({ amount: null, reason: 'x' });
    const blank = refundRequestSchema.safeParse({ reason: '  ' });
    expect(blank.error?.issues[0]).toMatchObject({ path: ['reason'], message: validationMessages.blank });
    for (const amount of ['1.234', '-1', '1e3', '12,5,0', 'abc']) {
      const parsed = refundRequestSchema.safeParse({ amount, reason: 'x' });
      expect(parsed.error?.issues[0]?.message, amount).toBe(r.invalidAmount);
    }
    expect(refundRequestSchema.safeParse({ reason: 'x', extra: true }).success).toBe(false);
  });
});
