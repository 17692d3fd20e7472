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
 * "1234.56" (2 decimals) → "1.234,56 €", what Intl prints for de-DE and EUR, without Intl: building Intl's currency
 * formatter loads ICU data, about 50 ms of a phone's main thread in the first render of the shop and the widgets
 * (issue 22, a long task of its own). Other currencies still go through Intl.
 */
function formatEuro(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${cents}\u00a0€`;
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
  if (currency === 'EUR') return formatEuro(text);
  return formatterFor(currency).format(text);
}
