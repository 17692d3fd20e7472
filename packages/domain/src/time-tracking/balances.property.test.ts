import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from '../hours/zoned-time.js';
import { computeSheet } from './balances.js';

const zone = 'Europe/Vienna';
const MINUTE = 60_000;
// From two days before each DST switch of 2026 (activities reach up to about six days on).
const ranges = [
  { from: '2026-03-27', to: '2026-04-05' },
  { from: '2026-10-23', to: '2026-11-02' },
];

describe('computeSheet (property)', () => {
  it('the days’ worked and break minutes add up to the activities’ own (whole-minute times, DST included)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ranges),
        fc.array(
          fc.record({
            startMinute: fc.integer({ min: 0, max: 14 * 24 * 60 }),
            length: fc.integer({ min: 1, max: 16 * 60 }),
            pause: fc.option(
              fc.record({ offset: fc.integer({ min: 0, max: 600 }), length: fc.integer({ min: 1, max: 90 }) }),
            ),
          }),
          { maxLength: 6 },
        ),
        (range, specs) => {
          const base = startOfLocalDay(range.from, zone);
          let cursor = base;
          const activities = specs.map((spec, index) => {
            // Consecutive, non-overlapping activities inside the range.
            const startedAt = cursor + (spec.startMinute % 600) * MINUTE;
            const endedAt = startedAt + spec.length * MINUTE;
            cursor = endedAt;
            const breaks = spec.pause
              ? [
                  {
                    startedAt: startedAt + Math.min(spec.pause.offset, spec.length - 1) * MINUTE,
                    endedAt: Math.min(
                      endedAt,
                      startedAt + (Math.min(spec.pause.offset, spec.length - 1) + spec.pause.length) * MINUTE,
                    ),
                  },
                ]
              : [];
            return { id: index + 1, startedAt, endedAt, breaks };
          });
          const end = startOfLocalDay(range.to, zone);
          const inside = activities.filter((activity) => activity.endedAt <= end);
          const sheet = computeSheet({
            ...range,
            activities: inside,
            schedules: [],
            absences: [],
            publicHolidays: [],
            now: end + 86_400_000,
            timeZone: zone,
          });
          const breakMinutes = inside.reduce(
            (sum, a) => sum + a.breaks.reduce((s, b) => s + (b.endedAt - b.startedAt) / MINUTE, 0),
            0,
          );
          const workedMinutes = inside.reduce((sum, a) => sum + (a.endedAt - a.startedAt) / MINUTE, 0) - breakMinutes;
          expect(sheet.totals.workedMinutes).toBe(workedMinutes);
          expect(sheet.totals.breakMinutes).toBe(breakMinutes);
          expect(sheet.totals.overtimeMinutes).toBe(workedMinutes);
        },
      ),
      { numRuns: 200 },
    );
  });
});
