import {
  type DecimalString,
  decreaseQuantity,
  increaseQuantity,
  initialSelection,
  type Product,
  quantityLimits,
  toPlainDecimalString,
  tryParseDecimal,
} from '@bestell/domain';

/** §2 Shop page: what one click on 'In den Warenkorb' adds (minimum, default quantity and unit of the product). */
export function firstSelection(product: Product): { amount: DecimalString; unit: string } {
  const selection = initialSelection(product);
  return { amount: toPlainDecimalString(selection.amount), unit: selection.unit };
}

/** The amount after plus (§5: by the step, adjusted to the limits). */
export function increased(product: Product, unit: string, amount: DecimalString): DecimalString {
  const value = tryParseDecimal(amount);
  if (value === null) return amount;
  return toPlainDecimalString(increaseQuantity(value, quantityLimits(product, unit)));
}

/** The amount after minus; null when it is at the minimum already (the line is removed instead). */
export function decreased(product: Product, unit: string, amount: DecimalString): DecimalString | null {
  const value = tryParseDecimal(amount);
  if (value === null) return null;
  const next = decreaseQuantity(value, quantityLimits(product, unit));
  return next === value || next <= 0n ? null : toPlainDecimalString(next);
}

/** German display of an amount: "1,5", "10". */
export function formatAmount(amount: DecimalString): string {
  const value = tryParseDecimal(amount);
  return (value === null ? amount : toPlainDecimalString(value)).replace('.', ',');
}
