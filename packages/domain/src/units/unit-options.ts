import type { UnitProduct } from './convert.js';
import { findUnit, isSameUnit, type UnitDefinition } from './unit-definitions.js';

export interface UnitOption {
  /** The reference as stored on the product (id or short name). */
  key: string;
  /** What the unit select shows: the short name when known, else the stored text. */
  label: string;
  definition: UnitDefinition | undefined;
}

/** The units the amount input's unit select offers: the product's unit, then its alternative units (no duplicates). */
export function unitOptions(product: UnitProduct): UnitOption[] {
  const keys = [product.unit];
  for (const alternative of product.alternativeUnits) {
    if (!keys.some((key) => isSameUnit(key, alternative.unit))) keys.push(alternative.unit);
  }
  return keys.map((key) => {
    const definition = findUnit(key);
    return { key, label: definition?.shortName ?? key, definition };
  });
}
