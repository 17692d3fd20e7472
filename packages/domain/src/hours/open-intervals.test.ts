import { describe, expect, it } from 'vitest';
import { intervalsOnDate, isOpenAt, mergeIntervals, openIntervalsBetween } from './open-intervals.js';
import { at, entry, once } from './test-fixtures.js';

const VIENNA = 'Europe/Vienna';
const iso = (ms: number) => new Date(ms).toISOString();

describe('intervalsOnDate (spec §3; intervals past midnight)', () => {
  it.each([
    ['one interval', [entry('daily', '08:00', '18:00')], [['2026-06-01T06:00:00.000Z', '2026-06-01T16:00:00.000Z']]],
    [
      'two intervals, sorted',
      [entry('monday', '14:00', '18:00'), entry('monday', '08:00', '12:00')],
      [
        ['2026-06-01T06:00:00.000Z', '2026-06-01T10:00:00.000Z'],
        ['2026-06-01T12:00:00.000Z', '2026-06-01T16:00:00.000Z'],
      ],
    ],
    [
      'ends at 00:00 = next midnight',
      [entry('daily', '18:00', '00:00')],
      [['2026-06-01T16:00:00.000Z', '2026-06-01T22:00:00.000Z']],
    ],
    [
      'ends at 24:00 = next midnight',
      [entry('daily', '18:00', '24:00')],
      [['2026-06-01T16:00:00.000Z', '2026-06-01T22:00:00.000Z']],
    ],
    [
      'runs past midnight',
      [entry('daily', '22:00', '02:00')],
      [['2026-06-01T20:00:00.000Z', '2026-06-02T00:00:00.000Z']],
    ],
    [
      '00:00–00:00 is the whole day',
      [entry('daily', '00:00', '00:00')],
      [['2026-05-31T22:00:00.000Z', '2026-06-01T22:00:00.000Z']],
    ],
    ['malformed times are ignored', [entry('daily', '8 Uhr', '18:00'), entry('daily', '25:00', '26:00')], []],
  ])('%s', (_name, entries, expected) => {
    expect(intervalsOnDate(entries, '2026-06-01', VIENNA).map((i) => [iso(i.start), iso(i.end)])).toEqual(expected);
  });

  it('DST days: 00:00–04:00 lasts 3 hours in spring and 5 hours in autumn', () => {
    const hours = [entry('daily', '00:00', '04:00')];
    const [spring] = intervalsOnDate(hours, '2026-03-29', VIENNA);
    const [autumn] = intervalsOnDate(hours, '2026-10-25', VIENNA);
    expect(spring && (spring.end - spring.start) / 3_600_000).toBe(3);
    expect(autumn && (autumn.end - autumn.start) / 3_600_000).toBe(5);
  });

  it('answers the same hours, date and zone with the same frozen intervals; other hours (a changed branch) anew', () => {
    const hours = [entry('daily', '08:00', '18:00')];
    const first = intervalsOnDate(hours, '2026-06-01', VIENNA);
    expect(intervalsOnDate(hours, '2026-06-01', VIENNA)).toBe(first);
    expect(Object.isFrozen(first) && first.every((interval) => Object.isFrozen(interval))).toBe(true);
    expect(intervalsOnDate(hours, '2026-06-01', 'Europe/London')[0]?.start).toBe(
      first[0] && first[0].start + 3_600_000,
    );
    expect(intervalsOnDate(hours, '2026-06-02', VIENNA)[0]?.start).toBe(first[0] && first[0].start + 86_400_000);
    const changed = [entry('daily', '09:00', '18:00')];
    expect(intervalsOnDate(changed, '2026-06-01', VIENNA).map((i) => iso(i.start))).toEqual([
      '2026-06-01T07:00:00.000Z',
    ]);
  });
});

describe('mergeIntervals / openIntervalsBetween / isOpenAt', () => {
  it('joins overlapping and touching intervals but not separate ones', () => {
    expect(
      mergeIntervals([
        { start: 10, end: 20 },
        { start: 0, end: 5 },
        { start: 20, end: 30 },
        { start: 25, end: 27 },
      ]),
    ).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 30 },
    ]);
  });

  it('sees the evening before running past midnight', () => {
    const hours = [entry('daily', '22:00', '02:00')];
    expect(isOpenAt(hours, at('2026-06-02T01:30:00+02:00'), VIENNA)).toBe(true);
    expect(isOpenAt(hours, at('2026-06-02T02:00:00+02:00'), VIENNA)).toBe(false);
    expect(isOpenAt(hours, at('2026-06-02T21:59:00+02:00'), VIENNA)).toBe(false);
    expect(isOpenAt(hours, at('2026-06-02T22:00:00+02:00'), VIENNA)).toBe(true);
  });

  it('a closed once day still gets the previous evening running past midnight', () => {
    const hours = [entry('daily', '22:00', '02:00'), once('2026-06-02', '00:00', '00:00', true)];
    expect(isOpenAt(hours, at('2026-06-02T01:00:00+02:00'), VIENNA)).toBe(true);
    expect(isOpenAt(hours, at('2026-06-02T23:00:00+02:00'), VIENNA)).toBe(false);
  });

  it('merges 22:00–00:00 with 00:00–02:00 of the next day into one span', () => {
    const hours = [entry('daily', '22:00', '00:00'), entry('daily', '00:00', '02:00')];
    const spans = openIntervalsBetween(hours, at('2026-06-01T23:00:00+02:00'), at('2026-06-01T23:01:00+02:00'), VIENNA);
    expect(spans.map((i) => [iso(i.start), iso(i.end)])).toEqual([
      ['2026-06-01T20:00:00.000Z', '2026-06-02T00:00:00.000Z'],
    ]);
  });

  it('is half-open: open at from, closed at to', () => {
    const hours = [entry('daily', '08:00', '18:00')];
    expect(isOpenAt(hours, at('2026-06-01T08:00:00+02:00'), VIENNA)).toBe(true);
    expect(isOpenAt(hours, at('2026-06-01T07:59:59+02:00'), VIENNA)).toBe(false);
    expect(isOpenAt(hours, at('2026-06-01T18:00:00+02:00'), VIENNA)).toBe(false);
  });
});
