import type { PartOption } from '../entities/index.js';
import { add, type Decimal, subtract, ZERO } from '../money/decimal.js';
import { parseDecimal } from '../money/parse.js';

/**
 * §9: the base price changed by each chosen option. Order (decided): first every 'overwrite' option replaces the
 * running price — the last one in step order wins —, then every 'add' is added and every 'subtract' subtracted.
 * So "size L = 12.00" plus "extra cheese +1.50" gives 13.50 whatever the order of the steps. A price below zero is
 * clamped to 0.
 */
export function unitPriceWithOptions(base: Decimal, options: readonly PartOption[]): Decimal {
  let price = base;
  for (const option of options) {
    if (option.modifier === 'overwrite') price = parseDecimal(option.value);
  }
  for (const option of options) {
    if (option.modifier === 'add') price = add(price, parseDecimal(option.value));
    else if (option.modifier === 'subtract') price = subtract(price, parseDecimal(option.value));
  }
  return price < 0n ? ZERO : price;
}
