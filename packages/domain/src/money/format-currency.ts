import type { Decimal } from './decimal.js';
import { parseDecimal } from './parse.js';
import { toDecimalString } from './to-string.js';

export const DEFAULT_CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * German currency text exactly as `Intl.NumberFormat('de-DE', { style: 'currency', currency })` prints it, with
 * 2 decimals: "2,90 €", "1.234,56 €", "-2,90 €" (the space is U+00A0). The amount is rounded half away from zero to
 * cents first and handed to Intl as a decimal string, so it never passes through a binary float.
 * Accepts a Decimal or a decimal string ("2.9").
 */
export function formatCurrency(amount: Decimal | string, currency: string = DEFAULT_CURRENCY): string {
  const value = typeof amount === 'string' ? parseDecimal(amount) : amount;
  const text = toDecimalString(value, 2) as `${number}`;
  return formatterFor(currency).format(text);
}
