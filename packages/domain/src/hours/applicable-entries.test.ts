import { describe, expect, it } from 'vitest';
import { applicableEntries, weekdayTypeOf } from './applicable-entries.js';
import { entry, once } from './test-fixtures.js';

// 2026-06-01 is a Monday.
describe('applicableEntries (spec §3 Opening hours entry)', () => {
  const daily = entry('daily', '08:00', '18:00');
  const mondayMorning = entry('monday', '07:00', '12:00');
  const mondayAfternoon = entry('monday', '13:00', '17:00');
  const holiday = once('2026-06-01', '10:00', '14:00');
  const closedHoliday = once('2026-06-01', '00:00', '00:00', true);

  it.each([
    ['daily only', [daily], '2026-06-01', [daily]],
    ['weekday beats daily', [daily, mondayMorning, mondayAfternoon], '2026-06-01', [mondayMorning, mondayAfternoon]],
    ['other weekday falls back to daily', [daily, mondayMorning], '2026-06-02', [daily]],
    ['once for that date beats weekday and daily', [daily, mondayMorning, holiday], '2026-06-01', [holiday]],
    ['once for another date is ignored', [daily, holiday], '2026-06-02', [daily]],
    ['closed once closes the day', [daily, mondayMorning, closedHoliday], '2026-06-01', []],
    ['closed once next to an open once still closes', [holiday, closedHoliday], '2026-06-01', []],
    [
      'closed weekday entry closes that weekday',
      [daily, entry('monday', '08:00', '12:00', { isClosed: true })],
      '2026-06-01',
      [],
    ],
    ['no entries → closed', [], '2026-06-01', []],
  ])('%s', (_name, entries, date, expected) => {
    expect(applicableEntries(entries, date)).toEqual(expected);
  });

  it.each([
    ['2026-06-01', 'monday'],
    ['2026-06-06', 'saturday'],
    ['2026-06-07', 'sunday'],
    ['2026-03-29', 'sunday'],
  ])('%s is a %s', (date, type) => {
    expect(weekdayTypeOf(date)).toBe(type);
  });
});

describe('applicableEntries tolerates a date-time in a once entry', () => {
  it('matches by the date part', () => {
    const holiday = once('2026-06-01T00:00:00+02:00', '10:00', '12:00');
    expect(applicableEntries([holiday], '2026-06-01')).toEqual([holiday]);
  });
});
