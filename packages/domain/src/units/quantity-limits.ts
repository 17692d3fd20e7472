import type { Product } from '../entities/index.js';
import { type Decimal, ONE, ZERO } from '../money/decimal.js';
import { parseOptionalDecimal } from '../money/parse.js';
import { convertAmount, type UnitProduct } from './convert.js';
import { findUnit, isSameUnit } from './unit-definitions.js';
import { wholeUnitTypes } from './unit-types.js';

/** Limits of the amount input in one unit. Zero means "none" for maximum and step. */
export interface QuantityLimits {
  minimum: Decimal;
  maximum: Decimal;
  step: Decimal;
}

export type LimitProduct = UnitProduct & Pick<Product, 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'>;

const orZero = (value: Decimal | null): Decimal => value ?? ZERO;

/**
 * The limits for an amount entered in `unitKey` (§5 Quantity: "limits convert between units through alternative
 * units when unit type differs"). An alternative unit's own minimum/maximum/step wins field by field; a missing field
 * falls back to the product's limit converted from the product's unit. Limits that cannot be converted count as none.
 * A unit sold only whole (pieces, servings, pairs, persons, packages) without a step of its own steps by 1.
 */
export function quantityLimits(product: LimitProduct, unitKey: string): QuantityLimits {
  const alternative = product.alternativeUnits.find((entry) => isSameUnit(entry.unit, unitKey));
  const convert = (value: string | null): Decimal => {
    const parsed = parseOptionalDecimal(value);
    if (parsed === null) return ZERO;
    return orZero(convertAmount(product, parsed, product.unit, unitKey));
  };
  const own = (value: string | null | undefined): Decimal | null => (alternative ? parseOptionalDecimal(value) : null);
  const step = own(alternative?.quantityStepSize) ?? convert(product.quantityStepSize);
  const type = findUnit(unitKey)?.type;
  const whole = type !== undefined && wholeUnitTypes.includes(type);
  return {
    minimum: own(alternative?.minimumQuantity) ?? convert(product.minimumQuantity),
    maximum: own(alternative?.maximumQuantity) ?? convert(product.maximumQuantity),
    step: whole && step === ZERO ? ONE : step,
  };
}
