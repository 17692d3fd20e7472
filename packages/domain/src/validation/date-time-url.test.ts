import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { httpUrlField, isoDateField, isoDateTimeField, timeOfDayField } from './date-time-url.js';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('date, time, date-time and URL (§8 server-side messages)', () => {
  it.each([
    ['2024-02-29', []],
    ['2026-12-31', []],
    ['2023-02-29', [m.invalidDate]],
    ['2026-13-01', [m.invalidDate]],
    ['31.12.2026', [m.invalidDate]],
    ['', [m.blank]],
    [undefined, [m.blank]],
    [20260101, [m.invalidValue]],
  ])('date %j → %j', (input, messages) => {
    expect(messagesOf(isoDateField(), input)).toEqual(messages);
  });

  it.each([
    ['00:00', []],
    ['23:59', []],
    ['24:00', [m.invalidTime]],
    ['9:30', [m.invalidTime]],
    ['09:60', [m.invalidTime]],
    ['09:30:00', [m.invalidTime]],
    ['', [m.blank]],
  ])('time %j → %j', (input, messages) => {
    expect(messagesOf(timeOfDayField(), input)).toEqual(messages);
  });

  it.each([
    ['2026-03-29T09:30:00+02:00', []],
    ['2026-10-25T01:30:00Z', []],
    ['2026-03-29T09:30:00', [m.invalidDateTime]],
    ['2026-03-29', [m.invalidDateTime]],
    ['', [m.blank]],
  ])('date-time %j → %j', (input, messages) => {
    expect(messagesOf(isoDateTimeField(), input)).toEqual(messages);
  });

  it.each([
    ['https://example.at/speisekarte', []],
    ['http://bäckerei.example.at', []],
    ['ftp://example.at', [m.invalidUrl]],
    ['javascript:alert(1)', [m.invalidUrl]],
    ['example.at', [m.invalidUrl]],
    ['https://', [m.invalidUrl]],
    ['', [m.blank]],
  ])('URL %j → %j', (input, messages) => {
    expect(messagesOf(httpUrlField(), input)).toEqual(messages);
  });
});
