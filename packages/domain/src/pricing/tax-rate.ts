import type { Product, ServiceMode } from '../entities/index.js';
import type { Decimal } from '../money/decimal.js';
import { parseDecimal } from '../money/parse.js';

/** §9: tax rate (percent) by mode — dine-in dineInTax, delivery tax, takeaway takeawayTax. */
export function taxRateFor(product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'>, mode: ServiceMode): Decimal {
  switch (mode) {
    case 'dineIn':
      return parseDecimal(product.dineInTax);
    case 'delivery':
      return parseDecimal(product.tax);
    case 'takeaway':
      return parseDecimal(product.takeawayTax);
  }
}
