import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeStream, isSegmentActive, type SegmentRule } from './segments.js';

const vienna = 'Europe/Vienna';
const at = (iso: string) => Date.parse(iso);

const rule = (overrides: Partial<SegmentRule>): SegmentRule => ({
  streamId: 1,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  fromTime: null,
  toTime: null,
  fromDate: null,
  toDate: null,
  priority: 0,
  ...overrides,
});

const breakfast = rule({ streamId: 1, toTime: '10:30', priority: 1 });
const daily = rule({ streamId: 2 });

describe('activeStream', () => {
  it('plays breakfast until 10:30 Vienna time and the daily offer from then on', () => {
    // 2026-11-27 (Friday, CET = UTC+1)
    expect(activeStream([breakfast, daily], at('2026-11-27T09:29:59Z'), vienna)).toBe(1);
    expect(activeStream([breakfast, daily], at('2026-11-27T09:30:00Z'), vienna)).toBe(2);
  });

  it('switches at 10:30 on the spring DST day (UTC+2 from 03:00)', () => {
    expect(activeStream([breakfast, daily], at('2026-03-29T08:29:00Z'), vienna)).toBe(1);
    expect(activeStream([breakfast, daily], at('2026-03-29T08:30:00Z'), vienna)).toBe(2);
  });

  it('starts a segment from 02:30 when the clock jumps to 03:00 on the spring DST day', () => {
    const night = rule({ streamId: 3, fromTime: '02:30', toTime: '04:00', priority: 5 });
    // 01:59 CET = 00:59Z; the next minute is 03:00 CEST = 01:00Z
    expect(activeStream([night, daily], at('2026-03-29T00:59:00Z'), vienna)).toBe(2);
    expect(activeStream([night, daily], at('2026-03-29T01:00:00Z'), vienna)).toBe(3);
  });

  it('plays a segment until 02:30 through both 02:00 hours of the autumn DST day', () => {
    const night = rule({ streamId: 3, fromTime: '01:00', toTime: '02:30', priority: 5 });
    expect(activeStream([night, daily], at('2026-10-25T00:15:00Z'), vienna)).toBe(3); // 02:15 CEST
    expect(activeStream([night, daily], at('2026-10-25T01:15:00Z'), vienna)).toBe(3); // 02:15 CET
    expect(activeStream([night, daily], at('2026-10-25T01:30:00Z'), vienna)).toBe(2); // 02:30 CET
  });

  it('switches at 10:30 on the autumn DST day (UTC+1 again)', () => {
    expect(activeStream([breakfast, daily], at('2026-10-25T09:29:00Z'), vienna)).toBe(1);
    expect(activeStream([breakfast, daily], at('2026-10-25T09:30:00Z'), vienna)).toBe(2);
  });

  it('keeps to weekdays and the date range (local dates)', () => {
    const weekend = rule({ streamId: 4, weekdays: [6, 7], priority: 2 });
    expect(activeStream([weekend, daily], at('2026-11-27T12:00:00Z'), vienna)).toBe(2); // Friday
    expect(activeStream([weekend, daily], at('2026-11-28T12:00:00Z'), vienna)).toBe(4); // Saturday
    // 23:30 UTC on Friday is already Saturday 00:30 in Vienna
    expect(activeStream([weekend, daily], at('2026-11-27T23:30:00Z'), vienna)).toBe(4);
    const advent = rule({ streamId: 5, fromDate: '2026-11-29', toDate: '2026-12-24', priority: 3 });
    expect(activeStream([advent, daily], at('2026-11-28T22:59:00Z'), vienna)).toBe(2);
    expect(activeStream([advent, daily], at('2026-11-28T23:00:00Z'), vienna)).toBe(5);
    expect(activeStream([advent, daily], at('2026-12-24T22:59:00Z'), vienna)).toBe(5);
    expect(activeStream([advent, daily], at('2026-12-24T23:00:00Z'), vienna)).toBe(2);
  });

  it('runs a range past midnight on the weekday it started', () => {
    const late = rule({ streamId: 6, weekdays: [5], fromTime: '22:00', toTime: '02:00', priority: 1 });
    expect(isSegmentActive(late, at('2026-11-27T21:00:00Z'), vienna)).toBe(true); // Fri 22:00
    expect(isSegmentActive(late, at('2026-11-28T00:59:00Z'), vienna)).toBe(true); // Sat 01:59, started Fri
    expect(isSegmentActive(late, at('2026-11-28T01:00:00Z'), vienna)).toBe(false); // Sat 02:00
    expect(isSegmentActive(late, at('2026-11-28T21:30:00Z'), vienna)).toBe(false); // Sat 22:30
  });

  it('prefers the higher priority, then the first listed; none active gives null', () => {
    const a = rule({ streamId: 7, priority: 1 });
    const b = rule({ streamId: 8, priority: 1 });
    expect(activeStream([a, b], at('2026-11-27T12:00:00Z'), vienna)).toBe(7);
    expect(activeStream([rule({ streamId: 9, weekdays: [7] })], at('2026-11-27T12:00:00Z'), vienna)).toBeNull();
  });

  it('property: a whole-day segment on every weekday is active at any instant, and priority decides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        fc.integer({ min: 0, max: 1000 }),
        (instant, priority) => {
          const low = rule({ streamId: 1, priority: 0 });
          const high = rule({ streamId: 2, priority: priority + 1 });
          return activeStream([low, high], instant, vienna) === 2 && activeStream([low], instant, vienna) === 1;
        },
      ),
    );
  });

  it('property: a time range and its complement cover every instant exactly once', () => {
    const minute = fc.integer({ min: 0, max: 1439 });
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        minute,
        minute,
        (instant, a, b) => {
          fc.pre(a !== b);
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const one = rule({ fromTime: hhmm(a), toTime: hhmm(b) });
          const other = rule({ fromTime: hhmm(b), toTime: hhmm(a) });
          return isSegmentActive(one, instant, vienna) !== isSegmentActive(other, instant, vienna);
        },
      ),
    );
  });
});
