import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_POLL_INTERVAL_MS, shouldPollOrderStatus } from './polling.js';
import { flags } from './test-fixtures.js';

describe('status page polling (spec §4, §9 10,000 ms)', () => {
  it('polls every 10 seconds', () => {
    expect(ORDER_STATUS_POLL_INTERVAL_MS).toBe(10_000);
  });

  it.each([
    ['waiting', {}, true],
    ['confirmed', { isConfirmed: true }, true],
    ['in delivery', { isConfirmed: true, isInDelivery: true }, true],
    ['delivered but not completed', { isDelivery: true, isInDelivery: true, isDelivered: true }, true],
    ['paid', { isPaid: true }, true],
    ['completed', { isCompleted: true }, false],
    ['rejected', { isRejected: true }, false],
    ['canceled', { isCanceled: true }, false],
    ['payment failed', { isFailed: true }, false],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(shouldPollOrderStatus(flags(overrides))).toBe(expected);
  });
});
