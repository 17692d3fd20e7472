import { describe, expect, it } from 'vitest';
import { wallClockToInstant } from '../hours/zoned-time.js';
import { plannedMinutesPerDay, workedMinutesPerDay } from './balances-daily.js';

const zone = 'Europe/Vienna';
const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return wallClockToInstant(date, h * 60 + m, zone);
};

describe('minutes per local day (statistics)', () => {
  it('sums people, cuts at midnight and counts the 25-hour autumn day in real hours', () => {
    const activities = [
      { id: 1, startedAt: at('2026-10-24', '20:00'), endedAt: at('2026-10-25', '08:00'), breaks: [] },
      {
        id: 2,
        startedAt: at('2026-10-25', '00:00'),
        endedAt: at('2026-10-26', '00:00'),
        breaks: [{ startedAt: at('2026-10-25', '12:00'), endedAt: at('2026-10-25', '13:00') }],
      },
    ];
    expect(
      workedMinutesPerDay(activities, { from: '2026-10-24', to: '2026-10-26' }, at('2027-01-01', '00:00'), zone),
    ).toEqual([
      { date: '2026-10-24', minutes: 240 },
      // 9 real hours of the night shift after midnight + 25 − 1 hours of the second one.
      { date: '2026-10-25', minutes: 9 * 60 + 24 * 60 },
      { date: '2026-10-26', minutes: 0 },
    ]);
  });

  it('plans the 23-hour spring day with its real hours, the break on the day with most of the shift', () => {
    const schedules = [{ startsAt: at('2026-03-28', '22:00'), endsAt: at('2026-03-29', '06:00'), breakMinutes: 30 }];
    expect(plannedMinutesPerDay(schedules, { from: '2026-03-28', to: '2026-03-29' }, zone)).toEqual([
      { date: '2026-03-28', minutes: 120 },
      { date: '2026-03-29', minutes: 300 - 30 },
    ]);
    // Asked for the Saturday only: the break still belongs to Sunday.
    expect(plannedMinutesPerDay(schedules, { from: '2026-03-28', to: '2026-03-28' }, zone)).toEqual([
      { date: '2026-03-28', minutes: 120 },
    ]);
  });
});
