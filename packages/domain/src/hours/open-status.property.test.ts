import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHoursEntry } from '../entities/branch.js';
import { openIntervalsBetween } from './open-intervals.js';
import { openStatusOf } from './open-status.js';

const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const nowArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });
const caseArb = nowArb.chain((now) =>
  fc.record({
    now: fc.constant(now),
    zone: fc.constantFrom('Europe/Vienna', 'America/New_York', 'Australia/Lord_Howe'),
    entries: fc.array(
      fc.record({
        type: fc.constantFrom('once', 'daily', 'monday', 'wednesday', 'saturday', 'sunday'),
        date: fc.integer({ min: -1, max: 2 }).map((d) => new Date(now + d * 86_400_000).toISOString().slice(0, 10)),
        isClosed: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
        from: timeArb,
        to: timeArb,
      }) as fc.Arbitrary<OpeningHoursEntry>,
      { maxLength: 4 },
    ),
  }),
);

const MINUTE = 60_000;

describe('openStatusOf properties (spec §4 Branch open status, §9 almost closing under 60 minutes)', () => {
  it('agrees with the intervals: open until closesAt, closed until opensAt, closing soon only under 60 minutes', () => {
    fc.assert(
      fc.property(caseArb, ({ now, zone, entries }) => {
        // Oracle: the merged intervals around now (each checked against the spec by the table tests).
        const spans = openIntervalsBetween(entries, now - 86_400_000, now + 5 * 86_400_000, zone);
        const open = (t: number) => spans.some((span) => span.start <= t && t < span.end);
        const status = openStatusOf([entries], now, zone, 3);
        const firstMinute = Math.floor(now / MINUTE) * MINUTE + MINUTE;
        if (status.state === 'closed') {
          expect(open(now)).toBe(false);
          const until = status.opensAt ?? now + 2 * 86_400_000;
          for (let t = firstMinute; t < until && t < now + 3 * 86_400_000; t += MINUTE) expect(open(t)).toBe(false);
          if (status.opensAt !== null) expect(open(status.opensAt)).toBe(true);
        } else {
          expect(open(now)).toBe(true);
          if (status.closesAt !== null) {
            expect(status.closesAt).toBeGreaterThan(now);
            for (let t = firstMinute; t < status.closesAt; t += MINUTE) expect(open(t)).toBe(true);
            expect(open(status.closesAt - 1)).toBe(true);
            expect(open(status.closesAt)).toBe(false);
            expect(status.state === 'closing-soon').toBe(status.closesAt - now < 60 * MINUTE);
          } else {
            expect(status.state).toBe('open');
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
