import { describe, expect, it } from 'vitest';
import { germanDay, presetRange, previousPeriod, rangeFromSearch, rangeLength } from './date-range';

const today = '2026-11-27';

describe('presetRange', () => {
  it('ends the rolling and current ranges today and takes the whole previous month', () => {
    expect(presetRange('last7Days', today)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-11-27' });
  });

  it('crosses the year and knows February of a leap year', () => {
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last7Days', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });
});

describe('previousPeriod', () => {
  it('is the same number of days right before the range', () => {
    expect(previousPeriod({ from: '2026-11-21', to: '2026-11-27' })).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    // 27 days of November → the last 27 days of October
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-27' })).toEqual({ from: '2026-10-05', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-05-04', to: '2026-05-04' })).toEqual({ from: '2026-05-03', to: '2026-05-03' });
  });

  it('counts calendar days, whatever the clock change (29 March 2026 has 23 hours)', () => {
    expect(rangeLength({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(previousPeriod({ from: '2026-03-30', to: '2026-04-01' })).toEqual({ from: '2026-03-27', to: '2026-03-29' });
  });
});

describe('rangeFromSearch', () => {
  it('reads a preset, a custom range, and falls back to 30 days for anything unreadable', () => {
    expect(rangeFromSearch(new URLSearchParams('range=lastMonth'), today)).toEqual({
      preset: 'lastMonth',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-06-01&to=2026-06-15'), today)).toEqual({
      preset: 'custom',
      from: '2026-06-01',
      to: '2026-06-15',
    });
    const fallback = { preset: 'last30Days', from: '2026-10-29', to: '2026-11-27' };
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('range=forever'), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('from=2026-06-15&to=2026-06-01'), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-30&to=2026-03-01'), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('from=1.6.2026&to=2026-06-15'), today)).toEqual(fallback);
  });
});

describe('germanDay', () => {
  it('prints DD.MM.YYYY', () => {
    expect(germanDay('2026-03-09')).toBe('09.03.2026');
  });
});
