import { describe, expect, it } from 'vitest';
import {
  austrianPublicHolidayOn,
  austrianPublicHolidays,
  countWorkingDays,
  easterSunday,
  isWorkingDay,
} from './holidays-at.js';

describe('easterSunday', () => {
  it.each([
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('austrianPublicHolidays', () => {
  it('lists the 13 holidays of 2026 with the movable feasts after Easter (5 April)', () => {
    expect(austrianPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Neujahr' },
      { date: '2026-01-06', name: 'Heilige Drei Könige' },
      { date: '2026-04-06', name: 'Ostermontag' },
      { date: '2026-05-01', name: 'Staatsfeiertag' },
      { date: '2026-05-14', name: 'Christi Himmelfahrt' },
      { date: '2026-05-25', name: 'Pfingstmontag' },
      { date: '2026-06-04', name: 'Fronleichnam' },
      { date: '2026-08-15', name: 'Mariä Himmelfahrt' },
      { date: '2026-10-26', name: 'Nationalfeiertag' },
      { date: '2026-11-01', name: 'Allerheiligen' },
      { date: '2026-12-08', name: 'Mariä Empfängnis' },
      { date: '2026-12-25', name: 'Christtag' },
      { date: '2026-12-26', name: 'Stefanitag' },
    ]);
  });

  it('moves the movable feasts with Easter (2027: Easter on 28 March)', () => {
    const names = Object.fromEntries(austrianPublicHolidays(2027).map((holiday) => [holiday.name, holiday.date]));
    expect(names).toMatchObject({
      Ostermontag: '2027-03-29',
      'Christi Himmelfahrt': '2027-05-06',
      Pfingstmontag: '2027-05-17',
      Fronleichnam: '2027-05-27',
    });
  });

  it('knows no Karfreitag, Heiliger Abend or Silvester', () => {
    expect(austrianPublicHolidayOn('2026-04-03')).toBeNull();
    expect(austrianPublicHolidayOn('2026-12-24')).toBeNull();
    expect(austrianPublicHolidayOn('2026-12-31')).toBeNull();
    expect(austrianPublicHolidayOn('2026-10-26')?.name).toBe('Nationalfeiertag');
  });
});

describe('working days', () => {
  it('are Monday to Friday without public holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-08')).toBe(false); // Tuesday, Mariä Empfängnis
    expect(isWorkingDay('2026-04-06')).toBe(false); // Ostermontag
  });

  it('counts 251 working days in 2026 (261 weekdays, 10 holidays on weekdays) and 252 in 2027', () => {
    expect(countWorkingDays('2026-01-01', '2026-12-31')).toBe(251);
    expect(countWorkingDays('2027-01-01', '2027-12-31')).toBe(252);
  });

  it('counts a holiday week around Christmas 2026 and an empty range', () => {
    // 21.–27.12.2026: Mon–Thu working, Fri 25th Christtag, Sat/Sun weekend.
    expect(countWorkingDays('2026-12-21', '2026-12-27')).toBe(4);
    expect(countWorkingDays('2026-05-11', '2026-05-15')).toBe(4); // Thursday 14 May: Christi Himmelfahrt
    expect(countWorkingDays('2026-05-02', '2026-05-01')).toBe(0);
  });
});
