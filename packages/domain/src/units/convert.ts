import type { AlternativeUnit, Product } from '../entities/index.js';
import { type Decimal, fromRatio } from '../money/decimal.js';
import { parseDecimal } from '../money/parse.js';
import { findUnit, isSameUnit } from './unit-definitions.js';

export type UnitProduct = Pick<Product, 'unit' | 'alternativeUnits'>;

/** An exact rational, used so that a conversion chain is rounded only once. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** The alternative-unit entry for `unitKey`: the same unit first, else one of the same unit type. */
export function findAlternativeUnit(product: UnitProduct, unitKey: string): AlternativeUnit | undefined {
  const exact = product.alternativeUnits.find((alternative) => isSameUnit(alternative.unit, unitKey));
  if (exact) return exact;
  const type = findUnit(unitKey)?.type;
  if (type === undefined) return undefined;
  return product.alternativeUnits.find((alternative) => findUnit(alternative.unit)?.type === type);
}

/**
 * How many product units one `unitKey` is worth, as an exact rational; null when not convertible.
 * - the product's own unit: 1;
 * - a unit of the same type: factor(unit) / factor(product unit) (e.g. g for a kg product: 1/1000);
 * - another type: through the alternative unit of that type, whose `ratio` says how many product units one
 *   alternative unit is (e.g. product in kg, alternative "Stk." with ratio 0.25: one piece weighs 0.25 kg),
 *   scaled by factor(unit) / factor(alternative unit).
 */
export function productUnitRatio(product: UnitProduct, unitKey: string): Ratio | null {
  if (isSameUnit(unitKey, product.unit)) return { num: 1n, den: 1n };
  const unit = findUnit(unitKey);
  const productUnit = findUnit(product.unit);
  if (unit && productUnit && unit.type === productUnit.type) return { num: unit.factor, den: productUnit.factor };
  const alternative = findAlternativeUnit(product, unitKey);
  if (!alternative) return null;
  const ratio: bigint = parseDecimal(alternative.ratio);
  if (ratio <= 0n) return null;
  const alternativeUnit = findUnit(alternative.unit);
  const factor: Ratio =
    alternativeUnit && unit ? { num: unit.factor, den: alternativeUnit.factor } : { num: 1n, den: 1n };
  // ratio is scaled by 10^4: ratio/10^4 product units per alternative unit
  return { num: factor.num * ratio, den: factor.den * 10_000n };
}

/** The factor that turns an amount in `unitKey` into product units (rounded to 4 decimals), or null. */
export function productUnitFactor(product: UnitProduct, unitKey: string): Decimal | null {
  const ratio = productUnitRatio(product, unitKey);
  return ratio ? fromRatio(ratio.num, ratio.den) : null;
}

/** `amount` in `unitKey` expressed in the product's unit, rounded once half up to 4 decimals; null if impossible. */
export function toProductUnits(product: UnitProduct, amount: Decimal, unitKey: string): Decimal | null {
  const ratio = productUnitRatio(product, unitKey);
  if (!ratio) return null;
  return fromRatio((amount as bigint) * ratio.num, ratio.den * 10_000n);
}

/**
 * Converts `amount` from one unit to another for this product (through factors, or the alternative-unit ratio when
 * the unit type differs), rounded once half up to 4 decimals. Null when either unit cannot be related to the product.
 */
export function convertAmount(product: UnitProduct, amount: Decimal, fromUnit: string, toUnit: string): Decimal | null {
  if (isSameUnit(fromUnit, toUnit)) return amount;
  const from = productUnitRatio(product, fromUnit);
  const to = productUnitRatio(product, toUnit);
  if (!from || !to) return null;
  // amount × from / to
  return fromRatio((amount as bigint) * from.num * to.den, from.den * to.num * 10_000n);
}

/** True when `unitKey` can be used for this product. */
export function isUnitConvertible(product: UnitProduct, unitKey: string): boolean {
  return productUnitRatio(product, unitKey) !== null;
}
