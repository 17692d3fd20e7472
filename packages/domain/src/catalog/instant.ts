export type { InstantInput } from '../hours/time-types.js';
export { toEpochMs } from '../hours/time-types.js';

/** Epoch ms of an ISO 8601 date-time with offset ("2026-03-29T09:30:00+02:00"); NaN when unreadable. */
export function isoDateTimeToEpochMs(text: string): number {
  return Date.parse(text);
}
