import { type Decimal, toPlainDecimalString } from '@bestell/domain';

/** German display of an amount: "1,5", "10". Its own module: the cart lists use it without the configurator. */
export function formatAmount(amount: Decimal): string {
  return toPlainDecimalString(amount).replace('.', ',');
}
