import { describe, expect, it } from 'vitest';
import { earliestAfterLeadTimes, type LeadTimeProduct, readyAfterLeadTime } from './lead-time.js';
import { at } from './test-fixtures.js';

const VIENNA = 'Europe/Vienna';
const lead = (
  leadTimeType: LeadTimeProduct['leadTimeType'],
  leadTimeValue: number | null,
  isLeadTimeEnabled = true,
) => ({
  isLeadTimeEnabled,
  leadTimeType,
  leadTimeValue,
});

describe('readyAfterLeadTime (spec §3 Product lead time, §9 units minutes, hours, days, weeks)', () => {
  const now = '2026-06-01T10:00:00+02:00';
  it.each([
    ['30 minutes', lead('minutes', 30), now, '2026-06-01T10:30:00+02:00'],
    ['2 hours', lead('hours', 2), now, '2026-06-01T12:00:00+02:00'],
    ['1 day', lead('days', 1), now, '2026-06-02T10:00:00+02:00'],
    ['2 weeks', lead('weeks', 2), now, '2026-06-15T10:00:00+02:00'],
    ['disabled', lead('days', 3, false), now, now],
    ['no value', lead('days', null), now, now],
    ['no type', lead(null, 5), now, now],
    ['negative value', lead('hours', -2), now, now],
    [
      'hours are elapsed time across spring (24 h = 25 wall-clock hours later)',
      lead('hours', 24),
      '2026-03-28T10:00:00+01:00',
      '2026-03-29T11:00:00+02:00',
    ],
    [
      '1 day across spring: same wall clock, 23 h',
      lead('days', 1),
      '2026-03-28T10:00:00+01:00',
      '2026-03-29T10:00:00+02:00',
    ],
    [
      '1 day across autumn: same wall clock, 25 h',
      lead('days', 1),
      '2026-10-24T10:00:00+02:00',
      '2026-10-25T10:00:00+01:00',
    ],
    ['1 week across autumn', lead('weeks', 1), '2026-10-20T10:00:00+02:00', '2026-10-27T10:00:00+01:00'],
  ])('%s', (_name, product, from, expected) => {
    expect(readyAfterLeadTime(product, at(from), VIENNA)).toBe(at(expected));
  });
});

describe('earliestAfterLeadTimes: the longest lead time of the cart', () => {
  it('takes the latest ready time, comparing units by their real length', () => {
    const now = at('2026-03-28T10:00:00+01:00');
    // 1 day across the spring switch is 23 h, so 1400 minutes (23 h 20 min) is longer.
    expect(earliestAfterLeadTimes([lead('days', 1), lead('minutes', 1400), lead('hours', 1)], now, VIENNA)).toBe(
      now + 1400 * 60_000,
    );
    expect(earliestAfterLeadTimes([lead('days', 1), lead('minutes', 1370)], now, VIENNA)).toBe(
      at('2026-03-29T10:00:00+02:00'),
    );
  });

  it('is now for an empty cart or products without lead time', () => {
    const now = at('2026-06-01T10:00:00+02:00');
    expect(earliestAfterLeadTimes([], now, VIENNA)).toBe(now);
    expect(earliestAfterLeadTimes([lead('days', 2, false)], new Date(now), VIENNA)).toBe(now);
  });
});
