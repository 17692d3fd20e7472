import { DEFAULT_TIME_ZONE, localDateOf } from '@bestell/domain';

/** Analytics days are the shop's local days (Europe/Vienna: 23- and 25-hour days at the switches). */
export const analyticsTimeZone = DEFAULT_TIME_ZONE;

/** The local day (YYYY-MM-DD) of an instant. */
export function analyticsDayOf(instant: Date): string {
  return localDateOf(instant.getTime(), analyticsTimeZone);
}
