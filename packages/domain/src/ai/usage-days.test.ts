import { describe, expect, it } from 'vitest';
import { aiLimitDay, aiUsageMonthOf, aiUsageMonthRange } from './usage-days.js';

describe('AI limit days and usage months (Vienna local time)', () => {
  it('a day starts at Vienna midnight, not UTC midnight', () => {
    // 23:30 UTC on 27 Nov is already 28 Nov 00:30 in Vienna (UTC+1).
    const day = aiLimitDay(new Date('2026-11-27T23:30:00Z'));
    expect(day.start.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-28T23:00:00.000Z');
  });

  it('the day of the switch to summer time is 23 hours long, the one back to winter time 25', () => {
    const spring = aiLimitDay(new Date('2026-03-29T12:00:00Z'));
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const autumn = aiLimitDay(new Date('2026-10-25T12:00:00Z'));
    expect(autumn.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('the month is the Vienna month: 31 Oct 23:30 UTC is already November, and ranges start at local midnight', () => {
    expect(aiUsageMonthOf(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(aiUsageMonthOf(new Date('2026-10-31T22:30:00Z'))).toBe('2026-10');
    const october = aiUsageMonthRange('2026-10');
    expect(october.from.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(october.to.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(aiUsageMonthRange('2026-12').to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});
