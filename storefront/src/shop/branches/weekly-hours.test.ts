import type { OpeningHoursEntry } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { weeklyHours } from './weekly-hours';

const entry = (type: OpeningHoursEntry['type'], from: string, to: string, isClosed = false): OpeningHoursEntry => ({
  type,
  date: null,
  isClosed,
  from,
  to,
});

describe('weeklyHours', () => {
  it('shows weekday entries over daily ones, closed days and several intervals, Monday first', () => {
    const rows = weeklyHours([
      entry('daily', '07:00', '18:00'),
      entry('saturday', '07:00', '12:00'),
      entry('saturday', '14:00', '17:00'),
      entry('sunday', '00:00', '23:59', true),
      { type: 'once', date: '2024-01-01', isClosed: true, from: '00:00', to: '23:59' },
    ]);
    expect(rows).toEqual([
      { day: 'Montag', text: '07:00 – 18:00' },
      { day: 'Dienstag', text: '07:00 – 18:00' },
      { day: 'Mittwoch', text: '07:00 – 18:00' },
      { day: 'Donnerstag', text: '07:00 – 18:00' },
      { day: 'Freitag', text: '07:00 – 18:00' },
      { day: 'Samstag', text: '07:00 – 12:00, 14:00 – 17:00' },
      { day: 'Sonntag', text: 'geschlossen' },
    ]);
  });

  it('shows every day closed without entries', () => {
    expect(weeklyHours([]).every((row) => row.text === 'geschlossen')).toBe(true);
  });
});
