import { describe, expect, it } from 'vitest';
import { formatClosingTime, formatLocalDate, formatLocalTime, germanWeekday } from './format.js';
import { formatGermanDate } from './local-date.js';
import { at } from './test-fixtures.js';
import { parseTimeOfDay } from './time-of-day.js';

const VIENNA = 'Europe/Vienna';

describe('formatting (DESIGN.md Text: DD.MM.YYYY, HH:mm)', () => {
  it('formats local dates and times in the branch zone', () => {
    expect(formatLocalTime(at('2026-10-25T00:30:00Z'), VIENNA)).toBe('02:30');
    expect(formatLocalTime(at('2026-10-25T01:30:00Z'), VIENNA)).toBe('02:30');
    expect(formatLocalDate(at('2026-12-31T23:30:00Z'), VIENNA)).toBe('01.01.2027');
    expect(formatGermanDate('2026-03-09')).toBe('09.03.2026');
    expect(formatClosingTime(at('2026-06-01T22:00:00Z'), VIENNA)).toBe('24:00');
    expect(formatClosingTime(at('2026-06-01T22:05:00Z'), VIENNA)).toBe('00:05');
  });

  it.each([
    ['2026-06-01', 'Montag'],
    ['2026-06-03', 'Mittwoch'],
    ['2026-06-07', 'Sonntag'],
  ])('%s is a %s', (date, name) => {
    expect(germanWeekday(date)).toBe(name);
  });

  it.each([
    ['08:00', 480],
    ['8:05', 485],
    ['00:00', 0],
    ['24:00', 1440],
    ['23:59', 1439],
    ['24:01', null],
    ['12:60', null],
    ['', null],
    ['abc', null],
  ])('parseTimeOfDay(%j) = %j', (value, expected) => {
    expect(parseTimeOfDay(value)).toBe(expected);
  });
});
