import { describe, expect, it } from 'vitest';
import { at, entry, testBranch } from './test-fixtures.js';
import { branchesToolbarText, branchToolbarStatus } from './toolbar.js';

describe('branchToolbarStatus (spec §2 Layout toolbar)', () => {
  it.each([
    ['open', [entry('daily', '08:00', '18:00')], '2026-06-01T10:00:00+02:00', 'Geöffnet bis 18:00', 'success'],
    ['closing soon', [entry('daily', '08:00', '18:00')], '2026-06-01T17:01:00+02:00', 'Geöffnet bis 18:00', 'warning'],
    ['closed', [entry('daily', '08:00', '18:00')], '2026-06-01T18:00:00+02:00', 'Geschlossen', 'danger'],
    [
      'until midnight',
      [entry('daily', '18:00', '00:00')],
      '2026-06-01T20:00:00+02:00',
      'Geöffnet bis 24:00',
      'success',
    ],
    [
      'around the clock (not worded in the spec)',
      [entry('daily', '00:00', '00:00')],
      '2026-06-01T20:00:00+02:00',
      'Geöffnet',
      'success',
    ],
    // DST: opening hours on the switch Sundays.
    [
      'spring 00:00–04:00 at 01:30 CET',
      [entry('sunday', '00:00', '04:00')],
      '2026-03-29T01:30:00+01:00',
      'Geöffnet bis 04:00',
      'success',
    ],
    [
      'spring 00:00–04:00 at 03:01 CEST',
      [entry('sunday', '00:00', '04:00')],
      '2026-03-29T03:01:00+02:00',
      'Geöffnet bis 04:00',
      'warning',
    ],
    [
      'spring 01:00–05:00 at 01:59 CET',
      [entry('sunday', '01:00', '05:00')],
      '2026-03-29T01:59:00+01:00',
      'Geöffnet bis 05:00',
      'success',
    ],
    [
      'autumn 00:00–04:00 at 02:59 CEST',
      [entry('sunday', '00:00', '04:00')],
      '2026-10-25T02:59:00+02:00',
      'Geöffnet bis 04:00',
      'success',
    ],
    [
      'autumn 01:00–05:00 at 04:30 CET',
      [entry('sunday', '01:00', '05:00')],
      '2026-10-25T04:30:00+01:00',
      'Geöffnet bis 05:00',
      'warning',
    ],
    [
      'autumn 01:00–05:00 at 05:00 CET',
      [entry('sunday', '01:00', '05:00')],
      '2026-10-25T05:00:00+01:00',
      'Geschlossen',
      'danger',
    ],
  ])('%s → %s (%s)', (_name, openingHours, now, text, tone) => {
    expect(branchToolbarStatus(testBranch({ openingHours }), at(now))).toEqual({ text, tone });
  });
});

describe('branchesToolbarText (spec §2 Layout toolbar without a selected branch)', () => {
  const open = testBranch({ openingHours: [entry('daily', '00:00', '00:00')] });
  const closingSoon = testBranch({ openingHours: [entry('daily', '08:00', '10:30')] });
  const closed = testBranch({ openingHours: [] });
  it.each([
    [[], 'Alle Standorte geschlossen'],
    [[closed, closed], 'Alle Standorte geschlossen'],
    [[open, closed], '1 Standort geöffnet'],
    [[closingSoon], '1 Standort geöffnet'],
    [[open, closingSoon, closed], '2 Standorte geöffnet'],
  ])('%#: %s', (branches, expected) => {
    expect(branchesToolbarText(branches, at('2026-06-01T10:00:00+02:00'))).toBe(expected);
  });
});
