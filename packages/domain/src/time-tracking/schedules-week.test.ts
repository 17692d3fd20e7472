import { describe, expect, it } from 'vitest';
import { toWallClock } from '../hours/zoned-time.js';
import {
  absenceInputSchema,
  copyWeekInputSchema,
  holidayEntitlementInputSchema,
  workingScheduleInputSchema,
} from './schedules.js';
import {
  findOverlap,
  intervalsOverlap,
  mondayOf,
  moveShiftByWeeks,
  plannedMinutes,
  weekDates,
  weekInterval,
  weeksBetween,
} from './schedules-week.js';

const VIENNA = 'Europe/Vienna';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const wall = (instant: number) => {
  const w = toWallClock(instant, VIENNA);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

describe('week arithmetic in Europe/Vienna', () => {
  it('finds the Monday of a week and its seven days', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23'); // Sunday of the spring DST switch
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
    expect(weekDates('2026-10-19')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(weeksBetween('2026-03-16', '2026-03-30')).toBe(2);
  });

  it('gives the DST weeks 167 and 169 hours', () => {
    const spring = weekInterval('2026-03-23', VIENNA);
    expect((spring.end - spring.start) / HOUR).toBe(167);
    expect(spring.start).toBe(at('2026-03-22T23:00:00Z'));
    const autumn = weekInterval('2026-10-19', VIENNA);
    expect((autumn.end - autumn.start) / HOUR).toBe(169);
    expect((weekInterval('2026-11-23', VIENNA).end - weekInterval('2026-11-23', VIENNA).start) / HOUR).toBe(168);
  });

  it('keeps the wall-clock time when a shift is copied into the DST week (Sunday 29 March 2026)', () => {
    // Sunday 22 March 08:00–16:00 CET → Sunday 29 March 08:00–16:00 CEST: one hour less in UTC terms.
    const shift = { start: at('2026-03-22T07:00:00Z'), end: at('2026-03-22T15:00:00Z') };
    const moved = moveShiftByWeeks(shift, 1, VIENNA);
    expect(wall(moved.start)).toBe('2026-03-29 08:00');
    expect(wall(moved.end)).toBe('2026-03-29 16:00');
    expect(moved.start).toBe(at('2026-03-29T06:00:00Z'));
    expect(moved.start - shift.start).toBe(167 * HOUR);
  });

  it('keeps a night shift across the autumn switch at its wall-clock times (25-hour night)', () => {
    // Saturday 17 Oct 22:00 → Sunday 18 Oct 06:00 (8 h) becomes 24 Oct 22:00 → 25 Oct 06:00 (9 h, clocks go back).
    const shift = { start: at('2026-10-17T20:00:00Z'), end: at('2026-10-18T04:00:00Z') };
    const moved = moveShiftByWeeks(shift, 1, VIENNA);
    expect(wall(moved.start)).toBe('2026-10-24 22:00');
    expect(wall(moved.end)).toBe('2026-10-25 06:00');
    expect(plannedMinutes(moved, 30)).toBe(9 * 60 - 30);
  });

  it('refuses overlapping shifts but allows back-to-back ones', () => {
    const a = { start: at('2026-03-23T07:00:00Z'), end: at('2026-03-23T15:00:00Z') };
    expect(intervalsOverlap(a, { start: a.end, end: a.end + HOUR })).toBe(false);
    expect(intervalsOverlap(a, { start: a.end - 1, end: a.end + HOUR })).toBe(true);
    const inside = { start: a.start + HOUR, end: a.start + 2 * HOUR, id: 7 };
    expect(findOverlap(a, [{ start: a.end, end: a.end + HOUR, id: 6 }, inside])).toBe(inside);
  });
});

describe('schedule input schemas', () => {
  const shift = {
    userId: 1,
    branchId: 1,
    startsAt: '2026-03-29T08:00:00+02:00',
    endsAt: '2026-03-29T16:00:00+02:00',
    breakMinutes: 30,
    note: null,
  };

  it('accepts a shift and defaults repeat/series', () => {
    expect(workingScheduleInputSchema.parse(shift)).toMatchObject({ repeatWeeks: 0, applyToSeries: false });
  });

  it('refuses an end before the start, a shift over 24 h and a break as long as the shift, in German', () => {
    const errors = (body: object) =>
      workingScheduleInputSchema.safeParse({ ...shift, ...body }).error?.issues.map((i) => i.message);
    expect(errors({ endsAt: '2026-03-29T07:00:00+02:00' })).toEqual(['Das Ende muss nach dem Beginn liegen.']);
    expect(errors({ endsAt: '2026-03-30T09:00:00+02:00' })).toEqual(['Eine Schicht darf höchstens 24 Stunden dauern.']);
    expect(errors({ breakMinutes: 480 })).toEqual(['Die Pause muss kürzer als die Schicht sein.']);
    expect(workingScheduleInputSchema.safeParse({ ...shift, hourlyRate: 3 }).success).toBe(false);
  });

  it('wants Mondays for copy-week and two different weeks', () => {
    expect(
      copyWeekInputSchema.safeParse({ fromWeek: '2026-03-24', toWeek: '2026-03-30' }).error?.issues[0]?.message,
    ).toBe('Bitte den Montag einer Woche angeben.');
    expect(
      copyWeekInputSchema.safeParse({ fromWeek: '2026-03-23', toWeek: '2026-03-23' }).error?.issues[0]?.message,
    ).toBe('Die Zielwoche muss eine andere Woche sein.');
    expect(copyWeekInputSchema.parse({ fromWeek: '2026-03-16', toWeek: '2026-03-23' }).branchId).toBeNull();
  });

  it('refuses an absence ending before it starts and takes half entitlement days only', () => {
    const absence = { userId: 1, kind: 'holiday', fromDate: '2026-08-03', toDate: '2026-08-01', note: null };
    expect(absenceInputSchema.safeParse(absence).error?.issues[0]?.message).toBe(
      'Das Ende darf nicht vor dem Beginn liegen.',
    );
    expect(holidayEntitlementInputSchema.parse({ days: '27,5' }).days).toBe('27.5');
    expect(holidayEntitlementInputSchema.parse({ days: 30 }).days).toBe('30');
    expect(holidayEntitlementInputSchema.safeParse({ days: '25.3' }).error?.issues[0]?.message).toBe(
      'Bitte ganze oder halbe Tage angeben.',
    );
  });
});

describe('shift dialog times', () => {
  it('turns a day and wall-clock times into instants, a night shift ending the next day, across DST', async () => {
    const { shiftInstants, shiftWallClock } = await import('./schedules-form.js');
    expect(shiftInstants('2026-03-29', '08:00', '16:00', VIENNA)).toEqual({
      startsAt: '2026-03-29T06:00:00.000Z',
      endsAt: '2026-03-29T14:00:00.000Z',
    });
    expect(shiftInstants('2026-10-24', '22:00', '06:00', VIENNA)).toEqual({
      startsAt: '2026-10-24T20:00:00.000Z',
      endsAt: '2026-10-25T05:00:00.000Z',
    });
    expect(shiftWallClock('2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z', VIENNA)).toEqual({
      date: '2026-10-24',
      from: '22:00',
      to: '06:00',
    });
  });
});
