import { Dec, type Decimal, decimal, formatCurrency, toDecimalString } from '@bestell/domain';

/**
 * The key figures' arithmetic, exact: amounts are Decimals (scaled bigints from the API's decimal strings), counts
 * integers; a change is computed in tenths of a percent with integer division, never a binary float.
 */

/** The change from `previous` to `current` in tenths of a percent (rounded half away from zero); null when previous is 0. */
export function changeTenthsOfPercent(current: Decimal, previous: Decimal): bigint | null {
  if (Dec.isZero(previous)) return null;
  return Dec.divideRoundHalfUp((current - previous) * 1000n, previous);
}

/** "+12,5 %", "-3,0 %", "±0,0 %" (German decimal comma; U+00A0 before the sign of percent). */
export function formatChange(tenths: bigint): string {
  const sign = tenths > 0n ? '+' : tenths < 0n ? '-' : '±';
  const absolute = tenths < 0n ? -tenths : tenths;
  return `${sign}${absolute / 10n},${absolute % 10n}\u00a0%`;
}

/** Direction of a change, for its colour and arrow. */
export const changeDirection = (tenths: bigint): 'up' | 'down' | 'same' =>
  tenths > 0n ? 'up' : tenths < 0n ? 'down' : 'same';

/** The average order value: revenue ÷ orders, rounded to cents; 0 without orders. */
export function averageOrder(revenue: Decimal, orders: number): Decimal {
  if (orders <= 0) return Dec.ZERO;
  return Dec.round2(Dec.divide(revenue, decimal(orders)));
}

const integerFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** "1.234" for a count. */
export const formatCount = (value: number): string => integerFormat.format(value);

/** "1.234,50 €" for an amount. */
export const formatAmount = (value: Decimal): string => formatCurrency(value);

/** "1234,50" for an amount in a CSV file (Excel in German reads the comma). */
export const csvAmount = (value: Decimal): string => toDecimalString(value, 2).replace('.', ',');
