import { describe, expect, it } from 'vitest';
import { branchOpenStatus, deliveryOpenStatus, nextOpeningAfter, openStatusOf } from './open-status.js';
import { at, entry, once, testBranch } from './test-fixtures.js';

const VIENNA = 'Europe/Vienna';
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('openStatusOf (spec §4 Branch open status, §9 almost closing under 60 minutes)', () => {
  const hours = [entry('daily', '08:00', '12:00'), entry('daily', '14:00', '18:00')];
  it.each([
    ['2026-06-01T09:00:00+02:00', 'open', '2026-06-01T10:00:00.000Z'],
    ['2026-06-01T11:00:00+02:00', 'open', '2026-06-01T10:00:00.000Z'], // exactly 60 minutes left: not under 60,
    ['2026-06-01T11:00:01+02:00', 'closing-soon', '2026-06-01T10:00:00.000Z'],
    ['2026-06-01T10:59:59+02:00', 'open', '2026-06-01T10:00:00.000Z'],
    ['2026-06-01T17:59:00+02:00', 'closing-soon', '2026-06-01T16:00:00.000Z'],
  ])('at %s: %s until %s', (now, state, closesAt) => {
    const status = openStatusOf([hours], at(now), VIENNA);
    expect(status).toEqual({ state, closesAt: Date.parse(closesAt) });
  });

  it.each([
    ['before opening today', '2026-06-01T07:00:00+02:00', '2026-06-01T06:00:00.000Z'],
    ['lunch break', '2026-06-01T12:00:00+02:00', '2026-06-01T12:00:00.000Z'],
    ['after closing: tomorrow', '2026-06-01T18:00:00+02:00', '2026-06-02T06:00:00.000Z'],
  ])('closed %s, opens at %s', (_name, now, opensAt) => {
    expect(openStatusOf([hours], at(now), VIENNA)).toEqual({ state: 'closed', opensAt: Date.parse(opensAt) });
  });

  it('skips closed once days and weekdays without entries', () => {
    const weekdays = [
      entry('monday', '08:00', '12:00'),
      entry('friday', '08:00', '12:00'),
      once('2026-06-05', '00:00', '00:00', true),
    ];
    // Monday 2026-06-01 after closing → Friday is a closed holiday → next Monday.
    const status = openStatusOf([weekdays], at('2026-06-01T13:00:00+02:00'), VIENNA);
    expect(status.state === 'closed' && iso(status.opensAt)).toBe('2026-06-08T06:00:00.000Z');
  });

  it('closed with nothing within the horizon → opensAt null', () => {
    expect(openStatusOf([[]], at('2026-06-01T13:00:00+02:00'), VIENNA)).toEqual({ state: 'closed', opensAt: null });
    const farAway = [once('2027-06-01', '08:00', '12:00')];
    expect(nextOpeningAfter([farAway], at('2026-06-01T13:00:00+02:00'), VIENNA)).toBeNull();
    expect(nextOpeningAfter([farAway], at('2026-06-01T13:00:00+02:00'), VIENNA, 400)).toBe(
      at('2027-06-01T08:00:00+02:00'),
    );
  });

  it('follows a span running past midnight into the next day', () => {
    const late = [entry('daily', '20:00', '00:00'), entry('daily', '00:00', '01:30')];
    expect(openStatusOf([late], at('2026-06-01T23:30:00+02:00'), VIENNA)).toEqual({
      state: 'open',
      closesAt: at('2026-06-02T01:30:00+02:00'),
    });
  });

  it('open around the clock → closesAt null, never closing soon', () => {
    expect(openStatusOf([[entry('daily', '00:00', '00:00')]], at('2026-06-01T23:30:00+02:00'), VIENNA)).toEqual({
      state: 'open',
      closesAt: null,
    });
  });

  it.each([
    // §9 + DESIGN.md: both DST switches. Opening hours 00:00–04:00 and 01:00–05:00 on the switch days.
    [
      'spring 00:00–04:00 at 01:30 CET',
      '00:00',
      '04:00',
      '2026-03-29T01:30:00+01:00',
      'open',
      '2026-03-29T04:00:00+02:00',
    ],
    [
      'spring 00:00–04:00 at 03:10 CEST',
      '00:00',
      '04:00',
      '2026-03-29T03:10:00+02:00',
      'closing-soon',
      '2026-03-29T04:00:00+02:00',
    ],
    [
      'spring 01:00–05:00 at 01:59 CET: 2 real hours left',
      '01:00',
      '05:00',
      '2026-03-29T01:59:00+01:00',
      'open',
      '2026-03-29T05:00:00+02:00',
    ],
    [
      'autumn 00:00–04:00 at 02:30 CET (second time)',
      '00:00',
      '04:00',
      '2026-10-25T02:30:00+01:00',
      'open',
      '2026-10-25T04:00:00+01:00',
    ],
    [
      'autumn 00:00–04:00 at 03:30 CET',
      '00:00',
      '04:00',
      '2026-10-25T03:30:00+01:00',
      'closing-soon',
      '2026-10-25T04:00:00+01:00',
    ],
    [
      'autumn 01:00–05:00 at 02:30 CEST (first time)',
      '01:00',
      '05:00',
      '2026-10-25T02:30:00+02:00',
      'open',
      '2026-10-25T05:00:00+01:00',
    ],
  ])('%s', (_name, from, to, now, state, closesAt) => {
    expect(openStatusOf([[entry('sunday', from, to)]], at(now), VIENNA)).toEqual({ state, closesAt: at(closesAt) });
  });
});

describe('branchOpenStatus / deliveryOpenStatus (spec §4)', () => {
  const branch = testBranch({
    openingHours: [entry('daily', '08:00', '12:00')],
    deliveryHours: [entry('daily', '17:00', '21:00')],
  });

  it.each([
    [
      'delivery hours disabled: branch follows opening hours only',
      false,
      '2026-06-01T18:00:00+02:00',
      'closed',
      'closed',
    ],
    ['delivery hours enabled and apply: branch open', true, '2026-06-01T18:00:00+02:00', 'open', 'open'],
    ['delivery hours disabled: delivery uses opening hours', false, '2026-06-01T09:00:00+02:00', 'open', 'open'],
    [
      'delivery hours enabled: delivery closed during opening hours',
      true,
      '2026-06-01T09:00:00+02:00',
      'open',
      'closed',
    ],
  ])('%s', (_name, enabled, now, branchState, deliveryState) => {
    const b = { ...branch, isDeliveryHoursEnabled: enabled };
    expect(branchOpenStatus(b, at(now)).state).toBe(branchState);
    expect(deliveryOpenStatus(b, new Date(at(now))).state).toBe(deliveryState);
  });

  it('uses the branch time zone, defaulting to Europe/Vienna', () => {
    const now = at('2026-06-01T09:00:00+02:00');
    expect(branchOpenStatus({ ...branch, timeZone: 'America/New_York' }, now).state).toBe('closed');
    expect(branchOpenStatus({ ...branch, timeZone: '' }, now).state).toBe('open');
  });

  it('computes a branch status once per instant, and again when the instant, hours or zone change', () => {
    const b = { ...branch, isDeliveryHoursEnabled: false };
    const nine = at('2026-06-01T09:00:00+02:00');
    const first = branchOpenStatus(b, nine);
    expect(branchOpenStatus(b, new Date(nine))).toBe(first);
    expect(branchOpenStatus(b, at('2026-06-01T13:00:00+02:00')).state).toBe('closed');
    expect(branchOpenStatus(b, nine)).toEqual(first);
    b.openingHours = [entry('daily', '10:00', '12:00')];
    expect(branchOpenStatus(b, nine).state).toBe('closed');
    b.isDeliveryHoursEnabled = true;
    b.deliveryHours = [entry('daily', '08:30', '09:30')];
    expect(branchOpenStatus(b, nine).state).toBe('closing-soon');
    b.timeZone = 'America/New_York';
    expect(branchOpenStatus(b, nine).state).toBe('closed');
  });
});
