import { describe, expect, it } from 'vitest';
import { isoWeekNumber, monthCalendar } from './calendar.js';

describe('isoWeekNumber (spec §2 date picker ISO week numbers)', () => {
  it.each([
    ['2026-01-01', 1],
    ['2025-12-29', 1],
    ['2027-01-01', 53],
    ['2026-12-31', 53],
    ['2021-01-03', 53],
    ['2021-01-04', 1],
    ['2026-03-29', 13],
    ['2026-10-25', 43],
  ])('%s is in week %i', (date, week) => {
    expect(isoWeekNumber(date)).toBe(week);
  });
});

describe('monthCalendar', () => {
  it('lays out a month Monday to Sunday with neighbouring days', () => {
    const weeks = monthCalendar(2026, 6);
    expect(weeks.map((w) => w.week)).toEqual([23, 24, 25, 26, 27]);
    expect(weeks[0]?.days[0]).toBe('2026-06-01');
    expect(weeks[4]?.days).toEqual([
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    const march = monthCalendar(2026, 3);
    expect(march[0]?.days[0]).toBe('2026-02-23');
    expect(march[march.length - 1]?.days[6]).toBe('2026-04-05');
    expect(march).toHaveLength(6);
  });
});
