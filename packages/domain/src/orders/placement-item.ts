import type { Product } from '../entities/catalog.js';
import type { ChosenPartValue } from '../entities/order.js';
import { placementMessages } from '../messages/placement.js';
import { validationMessages } from '../messages/validation.js';
import { tryParseDecimal } from '../money/parse.js';
import { isQuantityAllowed } from '../units/adjust-quantity.js';
import { productUnitRatio } from '../units/convert.js';
import { quantityLimits } from '../units/quantity-limits.js';
import type { ApiValidationError } from '../validation/api-errors.js';
import { checkStep } from '../validation/product-configuration.js';

export interface PlacementItemInput {
  amount: string;
  unit: string;
  parts: readonly ChosenPartValue[];
}

/**
 * Server-side checks of one ordered item against its product (spec §5 Quantity, Configuration save): the unit is the
 * product's or one of its alternative units, the amount is one the amount input could produce (minimum, maximum,
 * step), and every configurable step holds a valid value (no values beyond the steps). `prefix` names the item in
 * the error fields, e.g. 'items.2'.
 */
export function checkPlacementItem(product: Product, item: PlacementItemInput, prefix: string): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  const error = (field: string, message: string) =>
    errors.push({ field: `${prefix}.${field}`, message, code: 'validation' });
  const amount = tryParseDecimal(item.amount);
  if (!productUnitRatio(product, item.unit)) {
    error('unit', validationMessages.invalidChoice);
  } else if (amount === null || amount <= 0n || !isQuantityAllowed(amount, quantityLimits(product, item.unit))) {
    error('amount', placementMessages.quantityNotAllowed({ amount: item.amount, unit: item.unit }));
  }
  const parts = product.config.parts;
  if (item.parts.length > parts.length) error('parts', validationMessages.invalidValue);
  parts.forEach((part, index) => {
    const message = checkStep(part, item.parts[index]);
    if (message !== null) error(`parts.${index}`, message);
  });
  return errors;
}
