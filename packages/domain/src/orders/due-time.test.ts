import { describe, expect, it } from 'vitest';
import { formatDueTime } from './due-time.js';

const at = (iso: string) => Date.parse(iso);
const vienna = 'Europe/Vienna';

describe('formatDueTime (issue 21.12: a day other than today is named)', () => {
  // Friday 27.11.2026, 10:00 in Vienna (CET, UTC+1).
  const now = at('2026-11-27T09:00:00Z');

  it.each([
    ['today', '2026-11-27T09:00:00Z', '10:00'],
    ['today, later', '2026-11-27T16:30:00Z', '17:30'],
    ['today, earlier (overdue)', '2026-11-27T06:15:00Z', '07:15'],
    ['tomorrow', '2026-11-28T09:00:00Z', 'morgen 10:00'],
    ['the day after tomorrow', '2026-11-29T09:00:00Z', 'So 29.11. 10:00'],
    ['yesterday', '2026-11-26T09:00:00Z', 'Do 26.11. 10:00'],
    ['next week', '2026-12-04T09:00:00Z', 'Fr 04.12. 10:00'],
    ['more than half a year away: with the year', '2027-06-01T08:00:00Z', 'Di 01.06.2027 10:00'],
  ])('%s', (_name, due, expected) => {
    expect(formatDueTime(at(due), now, vienna)).toBe(expected);
  });

  it('names Saturday 28.11. when seen from Thursday', () => {
    expect(formatDueTime(at('2026-11-28T09:00:00Z'), at('2026-11-26T09:00:00Z'), vienna)).toBe('Sa 28.11. 10:00');
  });

  it('takes Dates and uses Europe/Vienna by default', () => {
    expect(formatDueTime(new Date('2026-11-28T09:00:00Z'), new Date(now))).toBe('morgen 10:00');
  });

  it('on paper tomorrow is named by its day too, never "morgen"; today stays the time alone', () => {
    expect(formatDueTime(at('2026-11-28T09:00:00Z'), now, vienna, 'paper')).toBe('Sa 28.11. 10:00');
    expect(formatDueTime(at('2026-11-27T09:00:00Z'), now, vienna, 'paper')).toBe('10:00');
    expect(formatDueTime(at('2026-11-29T09:00:00Z'), now, vienna, 'paper')).toBe('So 29.11. 10:00');
  });

  describe('midnight edges are local midnight, not UTC midnight or 24 hours', () => {
    it('00:00 local is tomorrow, seen at 23:59 the evening before', () => {
      // 23:00Z is 00:00 on 28.11. in Vienna; now is 23:59 on 27.11.
      expect(formatDueTime(at('2026-11-27T23:00:00Z'), at('2026-11-27T22:59:00Z'), vienna)).toBe('morgen 00:00');
      expect(formatDueTime(at('2026-11-27T22:59:00Z'), at('2026-11-27T22:59:00Z'), vienna)).toBe('23:59');
    });

    it('00:59 local on the same UTC date as now is still today after local midnight', () => {
      // now 00:00 on 28.11. (23:00Z on 27.11.); due 00:59 on 28.11. (23:59Z on 27.11.).
      expect(formatDueTime(at('2026-11-27T23:59:00Z'), at('2026-11-27T23:00:00Z'), vienna)).toBe('00:59');
      // Seen one minute earlier (23:59 on 27.11.), the same due time is tomorrow.
      expect(formatDueTime(at('2026-11-27T23:59:00Z'), at('2026-11-27T22:59:00Z'), vienna)).toBe('morgen 00:59');
    });

    it('23:59 tomorrow is still tomorrow, 00:00 the day after is named', () => {
      const evening = at('2026-11-27T22:59:00Z'); // 23:59 on 27.11.
      expect(formatDueTime(at('2026-11-28T22:59:00Z'), evening, vienna)).toBe('morgen 23:59');
      expect(formatDueTime(at('2026-11-28T23:00:00Z'), evening, vienna)).toBe('So 29.11. 00:00');
    });

    it('crosses the year', () => {
      const silvester = at('2026-12-31T21:00:00Z'); // 22:00 on 31.12.2026
      expect(formatDueTime(at('2026-12-31T23:00:00Z'), silvester, vienna)).toBe('morgen 00:00');
      expect(formatDueTime(at('2027-01-02T09:00:00Z'), silvester, vienna)).toBe('Sa 02.01. 10:00');
    });

    it('follows the given time zone', () => {
      // 23:30Z on 27.11. is 23:30 in London (today there) but 00:30 on 28.11. in Vienna.
      const evening = at('2026-11-27T20:00:00Z');
      expect(formatDueTime(at('2026-11-27T23:30:00Z'), evening, 'Europe/London')).toBe('23:30');
      expect(formatDueTime(at('2026-11-27T23:30:00Z'), evening, vienna)).toBe('morgen 00:30');
    });
  });

  describe('daylight-saving switch days (Vienna: 29.03.2026 and 25.10.2026)', () => {
    it('spring: the 23-hour day; 23:59 is today and 00:30 after it is tomorrow, in summer time', () => {
      const justAfterMidnight = at('2026-03-28T23:30:00Z'); // 00:30 CET on Sunday 29.03.
      expect(formatDueTime(at('2026-03-29T01:00:00Z'), justAfterMidnight, vienna)).toBe('03:00'); // right after the gap
      expect(formatDueTime(at('2026-03-29T21:59:00Z'), justAfterMidnight, vienna)).toBe('23:59'); // 23:59 CEST
      expect(formatDueTime(at('2026-03-29T22:30:00Z'), justAfterMidnight, vienna)).toBe('morgen 00:30'); // 23 h later
      expect(formatDueTime(at('2026-03-30T22:30:00Z'), justAfterMidnight, vienna)).toBe('Di 31.03. 00:30');
    });

    it('autumn: the 25-hour day; 23:59 is still today, 24 h 59 min after midnight', () => {
      const midnight = at('2026-10-24T22:00:00Z'); // 00:00 CEST on Sunday 25.10.
      expect(formatDueTime(at('2026-10-25T00:30:00Z'), midnight, vienna)).toBe('02:30'); // first 02:30 (CEST)
      expect(formatDueTime(at('2026-10-25T01:30:00Z'), midnight, vienna)).toBe('02:30'); // second 02:30 (CET)
      expect(formatDueTime(at('2026-10-25T22:59:00Z'), midnight, vienna)).toBe('23:59');
      expect(formatDueTime(at('2026-10-25T23:00:00Z'), midnight, vienna)).toBe('morgen 00:00');
      expect(formatDueTime(at('2026-10-26T23:00:00Z'), midnight, vienna)).toBe('Di 27.10. 00:00');
    });

    it('the evening before a switch: the switch day is tomorrow', () => {
      expect(formatDueTime(at('2026-03-29T08:00:00Z'), at('2026-03-28T20:00:00Z'), vienna)).toBe('morgen 10:00');
      expect(formatDueTime(at('2026-10-25T09:00:00Z'), at('2026-10-24T19:00:00Z'), vienna)).toBe('morgen 10:00');
    });
  });
});
