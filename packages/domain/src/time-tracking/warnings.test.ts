import { describe, expect, it } from 'vitest';
import { wallClockToInstant } from '../hours/zoned-time.js';
import type { SheetActivity } from './balances-types.js';
import { sheetWarnings } from './warnings.js';

const zone = 'Europe/Vienna';
function at(text: string): number {
  const [date = '', time = '00:00'] = text.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return wallClockToInstant(date, hours * 60 + minutes, zone);
}
function activity(id: number, start: string, end: string, breaks: [string, string][] = []): SheetActivity {
  return {
    id,
    startedAt: at(start),
    endedAt: at(end),
    breaks: breaks.map(([from, to]) => ({ startedAt: at(from), endedAt: at(to) })),
  };
}
const now = at('2027-01-01 00:00');

describe('AZG warnings', () => {
  it('more than 10 hours a day, not exactly 10', () => {
    const exactly = sheetWarnings(
      [activity(1, '2026-06-10 06:00', '2026-06-10 16:30', [['2026-06-10 12:00', '2026-06-10 12:30']])],
      now,
      zone,
    );
    expect(exactly.get('2026-06-10')).toBeUndefined();
    const over = sheetWarnings(
      [activity(1, '2026-06-10 06:00', '2026-06-10 16:31', [['2026-06-10 12:00', '2026-06-10 12:30']])],
      now,
      zone,
    );
    expect(over.get('2026-06-10')).toEqual([{ code: 'dailyMaximum', minutes: 601 }]);
  });

  it('the 10 hours count real time on the 25-hour autumn day (02:00–03:00 twice)', () => {
    const warnings = sheetWarnings(
      [activity(1, '2026-10-25 00:00', '2026-10-25 10:00', [['2026-10-25 05:00', '2026-10-25 05:30']])],
      now,
      zone,
    );
    // 10 wall-clock hours are 11 real hours minus the 30-minute break: 630 minutes.
    expect(warnings.get('2026-10-25')).toEqual([{ code: 'dailyMaximum', minutes: 630 }]);
  });

  it('a break under 30 minutes after more than 6 hours of work', () => {
    const short = sheetWarnings(
      [activity(7, '2026-06-10 08:00', '2026-06-10 14:30', [['2026-06-10 12:00', '2026-06-10 12:20']])],
      now,
      zone,
    );
    expect(short.get('2026-06-10')).toEqual([{ code: 'breakTooShort', minutes: 20, activityId: 7 }]);
    const sixHours = sheetWarnings([activity(7, '2026-06-10 08:00', '2026-06-10 14:00')], now, zone);
    expect(sixHours.get('2026-06-10')).toBeUndefined();
    const enough = sheetWarnings(
      [activity(7, '2026-06-10 08:00', '2026-06-10 16:30', [['2026-06-10 12:00', '2026-06-10 12:30']])],
      now,
      zone,
    );
    expect(enough.get('2026-06-10')).toBeUndefined();
  });

  it('a day clocked as two activities counts the gap between them as its break', () => {
    const restarted = sheetWarnings(
      [activity(1, '2026-06-10 08:00', '2026-06-10 12:00'), activity(2, '2026-06-10 12:10', '2026-06-10 16:30')],
      now,
      zone,
    );
    expect(restarted.get('2026-06-10')).toEqual([{ code: 'breakTooShort', minutes: 10, activityId: 2 }]);
    const halfAnHour = sheetWarnings(
      [activity(1, '2026-06-10 08:00', '2026-06-10 12:00'), activity(2, '2026-06-10 12:30', '2026-06-10 16:30')],
      now,
      zone,
    );
    expect(halfAnHour.get('2026-06-10')).toBeUndefined();
    // Two long stretches each without a break: each is warned on its own (once per stretch, not again for the day).
    const twoLong = sheetWarnings(
      [activity(1, '2026-06-10 05:00', '2026-06-10 11:30'), activity(2, '2026-06-10 12:30', '2026-06-10 19:00')],
      now,
      zone,
    );
    const breakWarnings = twoLong.get('2026-06-10')?.filter((warning) => warning.code === 'breakTooShort');
    expect(breakWarnings?.map((warning) => warning.activityId)).toEqual([1, 2]);
  });

  it('under 11 hours of rest between two days (after a night shift too), but a split shift within one day is fine', () => {
    const warnings = sheetWarnings(
      [
        activity(1, '2026-06-10 08:00', '2026-06-10 12:00'),
        activity(2, '2026-06-10 17:00', '2026-06-10 22:00'),
        activity(3, '2026-06-11 08:00', '2026-06-11 12:00'),
        activity(4, '2026-06-12 22:00', '2026-06-13 04:00'),
        activity(5, '2026-06-13 14:00', '2026-06-13 18:00'),
        activity(6, '2026-06-14 05:00', '2026-06-14 08:00'),
      ],
      now,
      zone,
    );
    expect(warnings.get('2026-06-10')).toBeUndefined();
    expect(warnings.get('2026-06-11')).toEqual([{ code: 'restTooShort', minutes: 600, activityId: 3 }]);
    expect(warnings.get('2026-06-13')).toEqual([{ code: 'restTooShort', minutes: 600, activityId: 5 }]);
    expect(warnings.get('2026-06-14')).toBeUndefined(); // exactly 11 hours of rest
  });

  it('counts the rest over the spring switch in real hours', () => {
    // 21:00 → 08:00 wall clock across 29 March is only 10 real hours.
    const warnings = sheetWarnings(
      [activity(1, '2026-03-28 13:00', '2026-03-28 21:00'), activity(2, '2026-03-29 08:00', '2026-03-29 12:00')],
      now,
      zone,
    );
    expect(warnings.get('2026-03-29')).toEqual([{ code: 'restTooShort', minutes: 600, activityId: 2 }]);
  });
});
