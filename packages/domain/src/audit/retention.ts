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
