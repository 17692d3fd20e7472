import { describe, expect, it } from 'vitest';
import { wallClockToInstant } from '../hours/zoned-time.js';
import { computeSheet } from './balances.js';
import { holidayBalance, holidayDaysTaken } from './balances-holidays.js';
import { monthRange } from './balances-months.js';
import type { SheetActivity, SheetInput } from './balances-types.js';
import { austrianPublicHolidays } from './holidays-at.js';

const zone = 'Europe/Vienna';
/** The instant of a Vienna wall-clock time "YYYY-MM-DD HH:mm". */
function at(text: string): number {
  const [date = '', time = '00:00'] = text.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return wallClockToInstant(date, hours * 60 + minutes, zone);
}

function activity(
  id: number,
  start: string,
  end: string | null,
  breaks: [string, string | null][] = [],
): SheetActivity {
  return {
    id,
    startedAt: at(start),
    endedAt: end === null ? null : at(end),
    breaks: breaks.map(([from, to]) => ({ startedAt: at(from), endedAt: to === null ? null : at(to) })),
  };
}

function holidaysOf(year: number): string[] {
  return austrianPublicHolidays(year).map((holiday) => holiday.date);
}

function sheet(partial: Partial<SheetInput> & Pick<SheetInput, 'from' | 'to'>): ReturnType<typeof computeSheet> {
  return computeSheet({
    activities: [],
    schedules: [],
    absences: [],
    publicHolidays: holidaysOf(Number(partial.from.slice(0, 4))),
    now: at('2027-01-01 00:00'),
    timeZone: zone,
    ...partial,
  });
}

function day(result: ReturnType<typeof computeSheet>, date: string) {
  const found = result.days.find((entry) => entry.date === date);
  if (!found) throw new Error(`no day ${date}`);
  return found;
}

describe('computeSheet: worked minutes', () => {
  it('excludes breaks and splits a night shift at Vienna midnight', () => {
    const result = sheet({
      from: '2026-06-01',
      to: '2026-06-30',
      activities: [activity(1, '2026-06-10 22:00', '2026-06-11 06:30', [['2026-06-10 23:45', '2026-06-11 00:15']])],
    });
    expect(day(result, '2026-06-10')).toMatchObject({ workedMinutes: 105, breakMinutes: 15 });
    expect(day(result, '2026-06-11')).toMatchObject({ workedMinutes: 375, breakMinutes: 15 });
    expect(day(result, '2026-06-10').segments).toHaveLength(1);
    expect(result.totals.workedMinutes).toBe(480);
  });

  it('counts the real hours of a night shift over the spring switch (23-hour day) and the autumn one (25 hours)', () => {
    const spring = sheet({
      from: '2026-03-28',
      to: '2026-03-29',
      activities: [activity(1, '2026-03-28 22:00', '2026-03-29 06:00')],
    });
    // 22:00 → 06:00 wall clock is 7 real hours when the clocks jump 02:00 → 03:00.
    expect(spring.totals.workedMinutes).toBe(7 * 60);
    expect(day(spring, '2026-03-29')).toMatchObject({ workedMinutes: 5 * 60, hours: 23 });
    const autumn = sheet({
      from: '2026-10-24',
      to: '2026-10-25',
      activities: [activity(1, '2026-10-24 22:00', '2026-10-25 06:00')],
    });
    expect(autumn.totals.workedMinutes).toBe(9 * 60);
    expect(day(autumn, '2026-10-25')).toMatchObject({ workedMinutes: 7 * 60, hours: 25 });
  });

  it('counts a running activity and a running break up to now', () => {
    const result = sheet({
      from: '2026-06-01',
      to: '2026-06-30',
      now: at('2026-06-10 12:00'),
      activities: [activity(1, '2026-06-10 08:00', null, [['2026-06-10 11:30', null]])],
    });
    expect(day(result, '2026-06-10')).toMatchObject({ workedMinutes: 210, breakMinutes: 30 });
    expect(day(result, '2026-06-10').segments[0]?.running).toBe(true);
  });
});

describe('computeSheet: planned, absences, balance', () => {
  const weekdayShifts = (dates: string[]) =>
    dates.map((date) => ({ startsAt: at(`${date} 08:00`), endsAt: at(`${date} 16:30`), breakMinutes: 30 }));

  it('plans shifts minus their breaks; absence days count planned = credited; public holidays plan nothing', () => {
    // May 2026: 1 May (Fri) and 14 May (Ascension, Thu) and 25 May (Whit Monday) are public holidays.
    const result = sheet({
      from: '2026-05-01',
      to: '2026-05-31',
      now: at('2026-06-01 00:00'),
      schedules: weekdayShifts(['2026-05-04', '2026-05-05', '2026-05-06']),
      activities: [
        activity(1, '2026-05-04 08:00', '2026-05-04 17:30', [['2026-05-04 12:00', '2026-05-04 12:30']]),
        activity(2, '2026-05-06 08:00', '2026-05-06 16:00', [['2026-05-06 12:00', '2026-05-06 12:30']]),
      ],
      absences: [
        { kind: 'sick', fromDate: '2026-05-05', toDate: '2026-05-05' },
        { kind: 'holiday', fromDate: '2026-05-11', toDate: '2026-05-15' },
      ],
    });
    expect(day(result, '2026-05-04')).toMatchObject({ plannedMinutes: 480, workedMinutes: 540, overtimeMinutes: 60 });
    // Sick on a planned day: credited with the shift.
    expect(day(result, '2026-05-05')).toMatchObject({
      absence: 'sick',
      plannedMinutes: 480,
      creditedMinutes: 480,
      overtimeMinutes: 0,
    });
    expect(day(result, '2026-05-06')).toMatchObject({ plannedMinutes: 480, workedMinutes: 450, overtimeMinutes: -30 });
    // Holiday week without shifts: the 8-hour norm on Mon–Wed and Fri, nothing on Ascension Day.
    expect(day(result, '2026-05-11')).toMatchObject({ absence: 'holiday', plannedMinutes: 480, creditedMinutes: 480 });
    expect(day(result, '2026-05-14')).toMatchObject({ publicHoliday: true, plannedMinutes: 0, creditedMinutes: 0 });
    expect(day(result, '2026-05-01')).toMatchObject({ publicHoliday: true, plannedMinutes: 0 });
    expect(result.totals).toEqual({
      workedMinutes: 990,
      breakMinutes: 60,
      plannedMinutes: 3 * 480 + 4 * 480,
      creditedMinutes: 480 + 4 * 480,
      overtimeMinutes: 30,
    });
  });

  it('a planned night shift is split at midnight and its break is taken from the day holding most of it', () => {
    const result = sheet({
      from: '2026-10-24',
      to: '2026-10-25',
      schedules: [{ startsAt: at('2026-10-24 22:00'), endsAt: at('2026-10-25 06:00'), breakMinutes: 30 }],
    });
    expect(day(result, '2026-10-24').plannedMinutes).toBe(120);
    expect(day(result, '2026-10-25').plannedMinutes).toBe(7 * 60 - 30);
  });

  it('days from now on show their plan but do not count for the balance yet', () => {
    const result = sheet({
      from: '2026-06-01',
      to: '2026-06-30',
      now: at('2026-06-10 12:00'),
      schedules: weekdayShifts(['2026-06-09', '2026-06-11']),
      activities: [activity(1, '2026-06-09 08:00', '2026-06-09 16:00')],
    });
    expect(day(result, '2026-06-09')).toMatchObject({ counted: true, overtimeMinutes: 0 });
    expect(day(result, '2026-06-11')).toMatchObject({ counted: false, plannedMinutes: 480, overtimeMinutes: 0 });
    expect(result.totals.plannedMinutes).toBe(960);
    expect(result.totals.overtimeMinutes).toBe(0);
  });
});

describe('holiday balance', () => {
  it('counts holiday days on working days only (weekends and public holidays are free), per year', () => {
    const absences = [
      // Thu 24 Dec 2026 … Fri 8 Jan 2027: 25 Dec, 26 Dec (Sat), 1 Jan, 6 Jan are public holidays.
      { kind: 'holiday' as const, fromDate: '2026-12-24', toDate: '2027-01-08' },
      { kind: 'sick' as const, fromDate: '2026-03-02', toDate: '2026-03-06' },
    ];
    expect(holidayDaysTaken(2026, absences, holidaysOf(2026))).toBe(5); // 24, 28, 29, 30, 31 Dec (25 Dec is a Friday holiday)
    expect(holidayBalance(2027, '25.0', absences, holidaysOf(2027))).toEqual({
      year: 2027,
      entitlementDays: 25,
      takenDays: 4, // 4, 5, 7, 8 Jan (1 and 6 Jan are public holidays)
      leftDays: 21,
    });
    expect(holidayBalance(2026, '12.5', absences, holidaysOf(2026)).leftDays).toBe(7.5);
  });
});

describe('monthRange', () => {
  it('gives the first and last day and refuses what is no month', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28', year: 2026 });
    expect(monthRange('2028-02')?.to).toBe('2028-02-29');
    expect(monthRange('2026-13')).toBeNull();
    expect(monthRange('2026-1')).toBeNull();
  });
});

describe('sheet formats', () => {
  it('writes minutes as H:MM, negative balances with a minus', async () => {
    const { formatSheetMinutes, sheetWarningText } = await import('./balances-format.js');
    expect(formatSheetMinutes(450)).toBe('7:30');
    expect(formatSheetMinutes(-45)).toBe('-0:45');
    expect(formatSheetMinutes(0)).toBe('0:00');
    expect(sheetWarningText({ code: 'dailyMaximum', minutes: 631 })).toBe(
      'Mehr als 10 Stunden Arbeitszeit (10:31 Std.)',
    );
    expect(sheetWarningText({ code: 'restTooShort', minutes: 600 })).toBe('Ruhezeit unter 11 Stunden (10:00 Std.)');
  });
});

describe('correction dialog', () => {
  it('reads breaks as von–bis text and puts a night shift’s times after midnight on the next day', async () => {
    const { correctionTimesOf, parseBreakList } = await import('./balances-correction-form.js');
    expect(parseBreakList('12:00–12:30, 15:00-15:10')).toEqual([
      { from: '12:00', to: '12:30' },
      { from: '15:00', to: '15:10' },
    ]);
    expect(parseBreakList('')).toEqual([]);
    expect(parseBreakList('Mittag')).toBeNull();
    const body = correctionTimesOf(
      { date: '2026-03-28', from: '22:00', to: '06:00', breaks: '23:30–00:15, 03:10–03:20', reason: 'x' },
      zone,
    );
    expect(body).toEqual({
      startedAt: '2026-03-28T21:00:00.000Z',
      endedAt: '2026-03-29T04:00:00.000Z',
      breaks: [
        { startedAt: '2026-03-28T22:30:00.000Z', endedAt: '2026-03-28T23:15:00.000Z' },
        { startedAt: '2026-03-29T01:10:00.000Z', endedAt: '2026-03-29T01:20:00.000Z' },
      ],
      reason: 'x',
    });
  });
});
