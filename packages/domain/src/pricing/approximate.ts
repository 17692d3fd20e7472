import type { Product } from '../entities/index.js';
import { findAlternativeUnit } from '../units/convert.js';
import { findUnit, isSameUnit } from '../units/unit-definitions.js';
import { weightUnitType } from '../units/unit-types.js';

export type ApproximateLine = {
  product: Pick<Product, 'unit' | 'alternativeUnits' | 'calculationModel'>;
  unit: string;
};

/** The calculation model that applies to a line: the alternative unit's when the line is in one, else the product's. */
export function lineCalculationModel(line: ApproximateLine): Product['calculationModel'] {
  if (isSameUnit(line.unit, line.product.unit)) return line.product.calculationModel;
  return findAlternativeUnit(line.product, line.unit)?.calculationModel ?? line.product.calculationModel;
}

/**
 * §9: the cart total is shown approximate ('ca.') if any item has a non-fixed calculation model or is weight-based —
 * ordered in a weight unit, or a product whose own unit is a weight (it is weighed even when ordered by the piece).
 */
export function isApproximateTotal(lines: readonly ApproximateLine[]): boolean {
  return lines.some(
    (line) =>
      lineCalculationModel(line) !== 'fixed' ||
      findUnit(line.unit)?.type === weightUnitType ||
      findUnit(line.product.unit)?.type === weightUnitType,
  );
}
