import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalTime } from '../hours/format.js';
import { formatDate, formatDateTime, formatTime } from './date-format.js';
import { EXCERPT_LENGTH, excerpt } from './excerpt.js';
import { categorySlug, slugify } from './slug.js';

describe('slugify (§5 Slug generation)', () => {
  it.each([
    ['Brot & Gebäck', 'brot-gebaeck'],
    ['Süßes', 'suesses'],
    ['ÖSTERREICHISCHE Mehlspeisen', 'oesterreichische-mehlspeisen'],
    ['Übergröße', 'uebergroesse'],
    ['party_brezel', 'party-brezel'],
    ['a  -- b', 'a-b'],
    ['Kaffee ', 'kaffee'],
    ['Kaffee!!!', 'kaffee'],
    [' Brot', 'brot'],
    ['Crème brûlée', 'crme-brle'],
    ['Top 10 Weckerl', 'top-10-weckerl'],
    ['Tab\tgetrennt', 'tab-getrennt'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('categorySlug (§2 Shop page: falls back to "view")', () => {
  it.each([
    ['Brot', 'brot'],
    ['', 'view'],
    ['???', 'view'],
    [null, 'view'],
    [undefined, 'view'],
  ])('%j → %j', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});

describe('excerpt (§9: 128 characters with ...)', () => {
  it('keeps short text', () => {
    expect(excerpt('Kurz')).toBe('Kurz');
    expect(excerpt('a'.repeat(EXCERPT_LENGTH))).toBe('a'.repeat(128));
  });

  it('cuts long text at 128 characters and appends ...', () => {
    expect(excerpt('a'.repeat(129))).toBe(`${'a'.repeat(128)}...`);
  });

  it('takes another length and drops trailing spaces before the dots', () => {
    expect(excerpt('Frisches Brot aus dem Ofen', 9)).toBe('Frisches...');
    expect(excerpt('Frisches Brot', 0)).toBe('...');
  });

  it('never splits a code point', () => {
    expect(excerpt('🥨🥨🥨', 2)).toBe('🥨🥨...');
  });
});

describe('date and time formatting (§9: DD.MM.YYYY and HH:mm, in the branch time zone)', () => {
  it.each([
    ['2026-03-05T08:07:00Z', 'Europe/Vienna', '05.03.2026', '09:07'],
    ['2026-07-01T22:30:00Z', 'Europe/Vienna', '02.07.2026', '00:30'], // summer time, next day
    ['2026-03-29T00:59:00Z', 'Europe/Vienna', '29.03.2026', '01:59'], // before the spring switch
    ['2026-03-29T01:00:00Z', 'Europe/Vienna', '29.03.2026', '03:00'], // after it
    ['2026-10-25T00:30:00Z', 'Europe/Vienna', '25.10.2026', '02:30'], // first 02:30 in autumn
    ['2026-10-25T01:30:00Z', 'Europe/Vienna', '25.10.2026', '02:30'], // second 02:30
    ['2026-01-01T00:00:00Z', 'UTC', '01.01.2026', '00:00'],
    ['2026-01-01T00:00:00Z', 'America/New_York', '31.12.2025', '19:00'],
  ])('%s in %s → %s %s', (iso, zone, date, time) => {
    const ms = Date.parse(iso);
    expect(formatDate(ms, zone)).toBe(date);
    expect(formatTime(ms, zone)).toBe(time);
    expect(formatDate(new Date(ms), zone)).toBe(date);
    expect(formatDateTime(ms, zone)).toBe(`${date} ${time}`);
    // agrees with the hours area, which computes it without Intl's formatter
    expect(formatLocalDate(ms, zone)).toBe(date);
    expect(formatLocalTime(ms, zone)).toBe(time);
  });

  it("prints what Intl's German formatter prints, every 7 h 13 min over two years and in five zones", () => {
    const zones = ['Europe/Vienna', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    const step = (7 * 60 + 13) * 60_000;
    for (const timeZone of zones) {
      const date = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
      const time = new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      for (let ms = Date.parse('2026-01-01T00:00:00Z'); ms < Date.parse('2028-01-01T00:00:00Z'); ms += step) {
        expect(formatDate(ms, timeZone)).toBe(date.format(ms));
        expect(formatTime(ms, timeZone)).toBe(time.format(ms));
      }
    }
  });

  it('defaults to Europe/Vienna', () => {
    expect(formatTime(Date.parse('2026-01-15T11:00:00Z'))).toBe('12:00');
  });

  it('refuses an unknown time zone', () => {
    expect(() => formatDate(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
