import { add, ceil, type Decimal, ONE, ZERO } from '../money/decimal.js';
import { tryParseDecimal } from '../money/parse.js';
import { toAnalyticsNumber } from '../money/to-string.js';
import { findUnit } from '../units/unit-definitions.js';
import { countableUnitTypes } from '../units/unit-types.js';

export interface CountedLine {
  amount: string;
  unit: string;
}

/**
 * §9 cart badge count: lines in a countable unit type (pieces, servings, pairs — see countableUnitTypes) count by
 * their amount, rounded up to a whole number (1.5 servings count 2); every other line counts 1. Lines with an amount
 * of 0 or less, or an unreadable amount, count 1 as well (they are still a line in the cart).
 */
export function cartItemCount(lines: readonly CountedLine[]): number {
  let count: Decimal = ZERO;
  for (const line of lines) {
    const type = findUnit(line.unit)?.type;
    const amount = tryParseDecimal(line.amount);
    const countsByAmount = type !== undefined && countableUnitTypes.includes(type) && amount !== null && amount > 0n;
    count = add(count, countsByAmount ? ceil(amount) : ONE);
  }
  return toAnalyticsNumber(count);
}
