import { type Decimal, ZERO } from '../money/decimal.js';
import { tryParseDecimal } from '../money/parse.js';

/**
 * §5 amount input: commas become decimal points ("1,5" → 1.5); anything non-numeric becomes 0. The whole text must be
 * a number ("1,5 kg" → 0); surrounding spaces are ignored; more than 4 decimals are rounded half up.
 */
export function parseAmount(text: string): Decimal {
  return tryParseDecimal(text.replaceAll(',', '.')) ?? ZERO;
}
