import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';

/** Audit log entries are kept two years (issue 24), then removed by the periodic retention job. */
export const auditRetentionMonths = 24;
/** Received contact and job forms are kept this many months unless the config says otherwise (`formRetentionMonths`). */
export const defaultFormRetentionMonths = 6;

/**
 * The moment before which entries kept `months` months are removed: the same day and time `months` calendar months
 * before `now` (UTC), clamped to the month's last day (31 August − 6 months → 28/29 February).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** Config field `formRetentionMonths`: whole months, 1 to 120; null or left out: the default (6). */
export const formRetentionMonthsField = z
  .number({ error: m.invalidValue })
  .int({ error: m.invalidValue })
  .min(1, { error: m.notInRange({ min: 1, max: 120 }) })
  .max(120, { error: m.notInRange({ min: 1, max: 120 }) })
  .nullable()
  .optional();

/** The months forms are kept, from the stored config document (a missing or broken value: the default). */
export function formRetentionMonthsOf(config: Record<string, unknown>): number {
  const value = config.formRetentionMonths;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120
    ? value
    : defaultFormRetentionMonths;
}
