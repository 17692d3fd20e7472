import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHoursEntry } from '../entities/branch.js';
import { earliestAfterLeadTimes } from './lead-time.js';
import { isOpenAt } from './open-intervals.js';
import {
  availableDaysOfMonth,
  isSelectableTime,
  nextOpenSlot,
  planningHorizonEnd,
  roundUpToSlot,
  timePickerRanges,
  timePickerSlots,
} from './slots.js';
import { at, entry, once } from './test-fixtures.js';
import { localDateOf } from './zoned-time.js';

const VIENNA = 'Europe/Vienna';
const daily = [entry('daily', '08:00', '18:00')];

describe('roundUpToSlot (spec §9: slots start rounded up to 5 minutes)', () => {
  it.each([
    ['2026-06-01T10:00:00+02:00', '2026-06-01T10:00:00+02:00'],
    ['2026-06-01T10:00:00.001+02:00', '2026-06-01T10:05:00+02:00'],
    ['2026-06-01T10:03:00+02:00', '2026-06-01T10:05:00+02:00'],
    ['2026-06-01T10:55:01+02:00', '2026-06-01T11:00:00+02:00'],
  ])('%s → %s', (input, expected) => {
    expect(roundUpToSlot(at(input))).toBe(at(expected));
  });
});

describe('nextOpenSlot (spec §5 order time slot, §9 steps of 15 minutes, horizon 180 days)', () => {
  it.each([
    ['open now: now rounded up', '2026-06-01T10:02:00+02:00', undefined, '2026-06-01T10:05:00+02:00'],
    ['before opening: 15-minute steps from now', '2026-06-01T07:02:00+02:00', undefined, '2026-06-01T08:05:00+02:00'],
    ['after closing: next day', '2026-06-01T18:00:00+02:00', undefined, '2026-06-02T08:00:00+02:00'],
    [
      'lead time pushes past closing',
      '2026-06-01T17:00:00+02:00',
      '2026-06-01T18:30:00+02:00',
      '2026-06-02T08:00:00+02:00',
    ],
    ['lead time inside hours', '2026-06-01T09:00:00+02:00', '2026-06-01T11:31:00+02:00', '2026-06-01T11:35:00+02:00'],
  ])('%s', (_name, now, earliest, expected) => {
    expect(
      nextOpenSlot({
        hourSets: [daily],
        now: at(now),
        earliest: earliest ? at(earliest) : undefined,
        timeZone: VIENNA,
      }),
    ).toBe(at(expected));
  });

  it('a step that overshoots a short interval moves on to the next one', () => {
    const hours = [entry('daily', '08:05', '08:10'), entry('daily', '09:00', '10:00')];
    // Start 07:55, steps 08:10 (past 08:05–08:10), 08:25 …, first inside: 09:10.
    expect(nextOpenSlot({ hourSets: [hours], now: at('2026-06-01T07:55:00+02:00'), timeZone: VIENNA })).toBe(
      at('2026-06-01T09:10:00+02:00'),
    );
  });

  it('returns null when nothing opens within the horizon, and finds an opening at its edge', () => {
    const now = at('2026-06-01T12:00:00+02:00');
    expect(nextOpenSlot({ hourSets: [[]], now, timeZone: VIENNA })).toBeNull();
    // 180 calendar days after 2026-06-01 12:00 is 2026-11-28 12:00.
    const edge = [once('2026-11-28', '11:00', '13:00')];
    expect(nextOpenSlot({ hourSets: [edge], now, timeZone: VIENNA })).toBe(at('2026-11-28T11:00:00+01:00'));
    const beyond = [once('2026-11-28', '12:00', '13:00')];
    expect(nextOpenSlot({ hourSets: [beyond], now, timeZone: VIENNA })).toBeNull();
    expect(nextOpenSlot({ hourSets: [beyond], now, timeZone: VIENNA, horizonDays: 181 })).toBe(
      at('2026-11-28T12:00:00+01:00'),
    );
  });

  it('one-day lead time across the spring and autumn switches keeps the wall-clock time', () => {
    const oneDay = [{ isLeadTimeEnabled: true, leadTimeType: 'days' as const, leadTimeValue: 1 }];
    for (const [now, expected] of [
      ['2026-03-28T10:30:00+01:00', '2026-03-29T10:30:00+02:00'],
      ['2026-10-24T10:30:00+02:00', '2026-10-25T10:30:00+01:00'],
    ] as const) {
      const earliest = earliestAfterLeadTimes(oneDay, at(now), VIENNA);
      expect(earliest).toBe(at(expected));
      expect(nextOpenSlot({ hourSets: [daily], now: at(now), earliest, timeZone: VIENNA })).toBe(at(expected));
    }
  });

  it.each([
    [
      'spring 00:00–04:00, 01:58 CET rounds into the gap → 03:00 CEST',
      '00:00',
      '04:00',
      '2026-03-29T01:58:00+01:00',
      '2026-03-29T03:00:00+02:00',
    ],
    [
      'spring 01:00–05:00 from Saturday night',
      '01:00',
      '05:00',
      '2026-03-28T23:00:00+01:00',
      '2026-03-29T01:00:00+01:00',
    ],
    [
      'autumn 00:00–04:00 at the second 02:31',
      '00:00',
      '04:00',
      '2026-10-25T02:31:00+01:00',
      '2026-10-25T02:35:00+01:00',
    ],
    [
      'autumn 01:00–05:00 at the first 02:59',
      '01:00',
      '05:00',
      '2026-10-25T02:59:00+02:00',
      '2026-10-25T02:00:00+01:00',
    ],
  ])('DST: %s', (_name, from, to, now, expected) => {
    expect(nextOpenSlot({ hourSets: [[entry('sunday', from, to)]], now: at(now), timeZone: VIENNA })).toBe(
      at(expected),
    );
  });
});

describe('timePickerRanges (spec §5 time picker)', () => {
  it('offers the day clipped by now + lead time, rounded to 5 minutes', () => {
    const hours = [entry('daily', '08:00', '12:00'), entry('daily', '14:00', '18:00')];
    const result = timePickerRanges({
      hourSets: [hours],
      date: '2026-06-01',
      now: at('2026-06-01T09:00:00+02:00'),
      earliest: at('2026-06-01T11:57:00+02:00'),
      timeZone: VIENNA,
    });
    expect(result.message).toBe('Verfügbare Zeiten:');
    expect(result.ranges.map((r) => [r.from, r.to])).toEqual([['14:00', '18:00']]);
    const earlier = timePickerRanges({
      hourSets: [hours],
      date: '2026-06-01',
      now: at('2026-06-01T09:01:00+02:00'),
      timeZone: VIENNA,
    });
    expect(earlier.ranges.map((r) => [r.from, r.to])).toEqual([
      ['09:05', '12:00'],
      ['14:00', '18:00'],
    ]);
  });

  it.each([
    ['a day in the past', '2026-05-31'],
    ['a closed day', '2026-06-02'],
    ['after closing today', '2026-06-01'],
    ['beyond the horizon', '2026-12-01'],
  ])('no times on %s', (_name, date) => {
    const hours = [entry('daily', '08:00', '18:00'), once('2026-06-02', '00:00', '00:00', true)];
    const result = timePickerRanges({
      hourSets: [hours],
      date,
      now: at('2026-06-01T17:56:00+02:00'),
      timeZone: VIENNA,
    });
    expect(result).toEqual({ ranges: [], message: 'Zum ausgewählten Tag sind keine Termine verfügbar.' });
  });

  it('splits an overnight interval at midnight; the end of a day reads 24:00', () => {
    const hours = [entry('daily', '22:00', '02:00')];
    const now = at('2026-05-31T12:00:00+02:00');
    const day = timePickerRanges({ hourSets: [hours], date: '2026-06-01', now, timeZone: VIENNA });
    expect(day.ranges.map((r) => [r.from, r.to])).toEqual([
      ['00:00', '02:00'],
      ['22:00', '24:00'],
    ]);
  });

  it.each([
    ['spring 00:00–04:00', '2026-03-29', '00:00', '04:00', 3],
    ['spring 01:00–05:00', '2026-03-29', '01:00', '05:00', 3],
    ['autumn 00:00–04:00', '2026-10-25', '00:00', '04:00', 5],
    ['autumn 01:00–05:00', '2026-10-25', '01:00', '05:00', 5],
  ])('DST %s: one range %s, lasting the real number of hours', (_name, date, from, to, hours) => {
    const result = timePickerRanges({
      hourSets: [[entry('sunday', from, to)]],
      date,
      now: at(`${date.slice(0, 8)}01T12:00:00Z`),
      timeZone: VIENNA,
    });
    expect(result.ranges.map((r) => [r.from, r.to, (r.end - r.start) / 3_600_000])).toEqual([[from, to, hours]]);
  });

  it('isSelectableTime: inside a range and on the 5-minute grid', () => {
    const { ranges } = timePickerRanges({
      hourSets: [daily],
      date: '2026-06-01',
      now: at('2026-06-01T09:00:00+02:00'),
      timeZone: VIENNA,
    });
    expect(isSelectableTime(ranges, at('2026-06-01T09:00:00+02:00'))).toBe(true);
    expect(isSelectableTime(ranges, at('2026-06-01T17:55:00+02:00'))).toBe(true);
    expect(isSelectableTime(ranges, at('2026-06-01T18:00:00+02:00'))).toBe(false);
    expect(isSelectableTime(ranges, at('2026-06-01T09:02:00+02:00'))).toBe(false);
    expect(isSelectableTime(ranges, at('2026-06-01T08:55:00+02:00'))).toBe(false);
  });
});

describe('availableDaysOfMonth (spec §2 date picker: past and unavailable days disabled)', () => {
  it('lists open days from today on, skipping closed weekdays and holidays', () => {
    const hours = [
      entry('monday', '08:00', '12:00'),
      entry('friday', '08:00', '12:00'),
      once('2026-06-19', '00:00', '00:00', true),
    ];
    const days = availableDaysOfMonth({
      hourSets: [hours],
      year: 2026,
      month: 6,
      now: at('2026-06-05T11:00:00+02:00'),
      timeZone: VIENNA,
    });
    expect(days).toEqual([
      '2026-06-05',
      '2026-06-08',
      '2026-06-12',
      '2026-06-15',
      '2026-06-22',
      '2026-06-26',
      '2026-06-29',
    ]);
    const late = availableDaysOfMonth({
      hourSets: [hours],
      year: 2026,
      month: 6,
      now: at('2026-06-05T12:00:00+02:00'),
      timeZone: VIENNA,
    });
    expect(late[0]).toBe('2026-06-08');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties

const zones = ['Europe/Vienna', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => (h === 24 ? '24:00' : `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`));
const nowArb = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });
const entryArb = (now: number): fc.Arbitrary<OpeningHoursEntry> =>
  fc.record({
    type: fc.constantFrom(
      'once',
      'daily',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ),
    date: fc.integer({ min: -1, max: 12 }).map((d) => new Date(now + d * 86_400_000).toISOString().slice(0, 10)),
    isClosed: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    from: timeArb,
    to: timeArb,
  });
const caseArb = nowArb.chain((now) =>
  fc.record({
    now: fc.constant(now),
    zone: fc.constantFrom(...zones),
    hourSets: fc.array(fc.array(entryArb(now), { maxLength: 5 }), { minLength: 1, maxLength: 2 }),
    leadMinutes: fc.integer({ min: 0, max: 3 * 1440 }),
    horizonDays: fc.integer({ min: 1, max: 10 }),
  }),
);

describe('slot properties (fast-check)', () => {
  it('the next slot lies inside open hours, after the lead time, on the grid, within the horizon — and is the first 15-minute step that does', () => {
    fc.assert(
      fc.property(caseArb, ({ now, zone, hourSets, leadMinutes, horizonDays }) => {
        const earliest = now + leadMinutes * 60_000;
        const slot = nextOpenSlot({ hourSets, now, earliest, timeZone: zone, horizonDays });
        const horizonEnd = planningHorizonEnd(now, zone, horizonDays);
        const open = (t: number) => hourSets.some((entries) => isOpenAt(entries, t, zone));
        // Reference: the loop of the spec, 15-minute steps from now + lead time rounded up to 5 minutes.
        let expected: number | null = null;
        for (let t = roundUpToSlot(earliest); t < horizonEnd; t += 15 * 60_000) {
          if (open(t)) {
            expected = t;
            break;
          }
        }
        expect(slot).toBe(expected);
        if (slot !== null) {
          expect(open(slot)).toBe(true);
          expect(slot).toBeGreaterThanOrEqual(earliest);
          expect(slot).toBeLessThan(horizonEnd);
          expect(slot % 300_000).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every time-picker range lies inside open hours, on its day, after the lead time', () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.integer({ min: -1, max: 4 }),
        ({ now, zone, hourSets, leadMinutes, horizonDays }, dayOffset) => {
          const earliest = now + leadMinutes * 60_000;
          const date = localDateOf(now + dayOffset * 86_400_000, zone);
          const { ranges, message } = timePickerRanges({ hourSets, now, earliest, date, timeZone: zone, horizonDays });
          const open = (t: number) => hourSets.some((entries) => isOpenAt(entries, t, zone));
          expect(message).toBe(
            ranges.length > 0 ? 'Verfügbare Zeiten:' : 'Zum ausgewählten Tag sind keine Termine verfügbar.',
          );
          for (const range of ranges) {
            expect(range.start).toBeLessThan(range.end);
            expect(range.start).toBeGreaterThanOrEqual(earliest);
            expect(range.start % 300_000).toBe(0);
            for (let t = range.start; t < range.end; t += 5 * 60_000) expect(open(t)).toBe(true);
            expect(localDateOf(range.start, zone)).toBe(date);
            expect(localDateOf(range.end - 1, zone)).toBe(date);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('timePickerSlots (spec §9 time picker granularity 5 minutes)', () => {
  it('lists every 5 minutes; on the autumn switch the repeated hour appears twice', () => {
    const { ranges } = timePickerRanges({
      hourSets: [[entry('sunday', '01:50', '03:10')]],
      date: '2026-10-25',
      now: at('2026-10-20T12:00:00+02:00'),
      timeZone: VIENNA,
    });
    const slots = timePickerSlots(ranges, VIENNA);
    expect(slots).toHaveLength(140 / 5); // 01:50 CEST to 03:10 CET is 2 h 20 min
    expect(slots.filter((slot) => slot.time === '02:30').map((slot) => new Date(slot.instant).toISOString())).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    expect(slots[0]?.time).toBe('01:50');
    expect(slots.at(-1)?.time).toBe('03:05');
  });
});
