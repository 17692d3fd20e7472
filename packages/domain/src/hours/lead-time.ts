import type { Product } from '../entities/catalog.js';
import { type EpochMs, type InstantInput, MINUTE_MS, toEpochMs } from './time-types.js';
import { addCalendarDays } from './zoned-time.js';

export type LeadTimeProduct = Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>;

/**
 * The earliest instant a product can be ready when ordered at `now` (spec §3 Product lead time, §9 units).
 * Decision: minutes and hours are elapsed time; days and weeks are calendar days in the branch zone, so "1 day" keeps
 * the wall-clock time across a DST switch (23 or 25 hours). A product without an enabled, positive lead time is
 * ready at `now`.
 */
export function readyAfterLeadTime(product: LeadTimeProduct, nowInput: InstantInput, timeZone: string): EpochMs {
  const now = toEpochMs(nowInput);
  const value = product.leadTimeValue;
  if (!product.isLeadTimeEnabled || value === null || !Number.isFinite(value) || value <= 0) return now;
  switch (product.leadTimeType) {
    case 'minutes':
      return now + value * MINUTE_MS;
    case 'hours':
      return now + value * 60 * MINUTE_MS;
    case 'days':
      return addCalendarDays(now, Math.ceil(value), timeZone);
    case 'weeks':
      return addCalendarDays(now, Math.ceil(value * 7), timeZone);
    default:
      return now;
  }
}

/** The cart's lead time is the longest of its products': the latest ready instant (at least `now`). */
export function earliestAfterLeadTimes(
  products: readonly LeadTimeProduct[],
  nowInput: InstantInput,
  timeZone: string,
): EpochMs {
  const now = toEpochMs(nowInput);
  return products.reduce((latest, product) => Math.max(latest, readyAfterLeadTime(product, now, timeZone)), now);
}
