import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isValidTimeZone,
  localDateOf,
  localMinuteOfDay,
  toWallClock,
  wallClockToInstant,
  zoneOffsetMs,
} from './zoned-time.js';

const VIENNA = 'Europe/Vienna';
const utc = (iso: string) => Date.parse(iso);

describe('wallClockToInstant (DESIGN.md Time: both DST switches)', () => {
  it.each([
    // [date, local time, expected instant, why]
    ['2026-01-15', '12:00', '2026-01-15T11:00:00Z', 'winter, CET +01:00'],
    ['2026-07-15', '12:00', '2026-07-15T10:00:00Z', 'summer, CEST +02:00'],
    ['2026-03-29', '01:59', '2026-03-29T00:59:00Z', 'just before the spring gap'],
    ['2026-03-29', '02:00', '2026-03-29T01:00:00Z', 'spring gap start: shifted forward to 03:00 CEST'],
    ['2026-03-29', '02:30', '2026-03-29T01:30:00Z', 'inside the spring gap: shifted forward to 03:30 CEST'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00Z', 'first time after the gap'],
    ['2026-10-25', '01:59', '2026-10-24T23:59:00Z', 'before the autumn repeat'],
    ['2026-10-25', '02:00', '2026-10-25T00:00:00Z', 'ambiguous: the earlier (CEST) instant'],
    ['2026-10-25', '02:30', '2026-10-25T00:30:00Z', 'ambiguous: the earlier (CEST) instant'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00Z', 'after the repeat, CET'],
    ['2026-03-28', '24:00', '2026-03-28T23:00:00Z', 'minute 1440 is the next midnight'],
  ])('%s %s → %s (%s)', (date, time, expected) => {
    const [h, m] = time.split(':').map(Number);
    expect(wallClockToInstant(date, (h ?? 0) * 60 + (m ?? 0), VIENNA)).toBe(utc(expected));
  });

  it('round-trips every 15 minutes across both switch days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minute = 0; minute < 1440; minute += 15) {
        const instant = wallClockToInstant(date, minute, VIENNA);
        const inGap = date === '2026-03-29' && minute >= 120 && minute < 180;
        expect(localDateOf(instant, VIENNA)).toBe(date);
        expect(localMinuteOfDay(instant, VIENNA)).toBe(inGap ? minute + 60 : minute);
      }
    }
  });

  it('works for other zones (New York, Kolkata +05:30)', () => {
    expect(wallClockToInstant('2026-03-08', 150, 'America/New_York')).toBe(utc('2026-03-08T07:30:00Z'));
    expect(wallClockToInstant('2026-06-01', 0, 'Asia/Kolkata')).toBe(utc('2026-05-31T18:30:00Z'));
  });
});

describe('toWallClock / zoneOffsetMs', () => {
  it('reads the local wall clock and offset', () => {
    expect(toWallClock(utc('2026-10-25T00:30:00Z'), VIENNA)).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 2,
      minute: 30,
      second: 0,
    });
    expect(zoneOffsetMs(utc('2026-10-25T00:30:00Z'), VIENNA)).toBe(7_200_000);
    expect(zoneOffsetMs(utc('2026-10-25T01:30:00Z'), VIENNA)).toBe(3_600_000);
    expect(toWallClock(utc('2026-01-01T00:00:00Z'), 'UTC').hour).toBe(0);
  });

  it('rejects an unknown zone', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(VIENNA)).toBe(true);
    expect(() => toWallClock(0, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('kept hourly offsets agree with Intl minute by minute around switches, also at :30 and :45 offsets', () => {
    const intlWallClock = (instant: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).formatToParts(instant);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: part('year'),
        month: part('month'),
        day: part('day'),
        hour: part('hour') % 24,
        minute: part('minute'),
        second: part('second'),
      };
    };
    const windows: [string, string][] = [
      [VIENNA, '2026-03-28T22:00:00Z'],
      [VIENNA, '2026-10-24T22:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T13:00:00Z'], // 30-minute switch
      ['Australia/Lord_Howe', '2026-10-03T13:00:00Z'], // switch at 15:30 UTC, inside a UTC hour
      ['America/St_Johns', '2026-03-08T03:00:00Z'], // −03:30, switch at 05:30 UTC
      ['Asia/Kathmandu', '2026-06-01T00:00:00Z'], // +05:45
    ];
    for (const [zone, start] of windows) {
      for (let minute = 0; minute < 6 * 60; minute += 1) {
        // Seconds and milliseconds inside the minute must not change the answer.
        const instant = utc(start) + minute * 60_000 + 59_999;
        expect(toWallClock(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toEqual(
          intlWallClock(instant, zone),
        );
      }
    }
  });
});

describe('addCalendarDays (lead times in days are calendar days)', () => {
  it.each([
    ['2026-03-28T09:30:00Z', 1, '2026-03-29T08:30:00Z', '10:30 → 10:30 across spring: 23 hours'],
    ['2026-10-24T08:30:00Z', 1, '2026-10-25T09:30:00Z', '10:30 → 10:30 across autumn: 25 hours'],
    ['2026-03-28T01:30:00Z', 1, '2026-03-29T01:30:00Z', '02:30 lands in the gap: shifted forward to 03:30'],
    ['2026-01-31T11:00:00Z', 7, '2026-02-07T11:00:00Z', 'a week'],
    ['2026-03-28T09:30:45.500Z', 1, '2026-03-29T08:30:45.500Z', 'keeps seconds and milliseconds'],
  ])('%s + %i day(s) → %s (%s)', (from, days, expected) => {
    expect(addCalendarDays(utc(from), days, VIENNA)).toBe(utc(expected));
  });
});
