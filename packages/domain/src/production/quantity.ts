import { type Decimal, SCALE, scaledValue } from '../money/decimal.js';
import { findUnit } from '../units/unit-definitions.js';
import type { UnitType } from '../units/unit-types.js';

/**
 * How the production list shows a total per unit type (issue 27.2): weights in kg, pieces in Stk., the other
 * countable types in their own short name, measures in their usual large unit. `factor`: base units per shown unit.
 */
const shownUnits: Record<UnitType, { unit: string; factor: bigint }> = {
  amount: { unit: 'Stk.', factor: 1n },
  serving: { unit: 'Port.', factor: 1n },
  pair: { unit: 'Paar', factor: 1n },
  person: { unit: 'Pers.', factor: 1n },
  package: { unit: 'Pkg.', factor: 1n },
  weight: { unit: 'kg', factor: 1000n },
  volume: { unit: 'l', factor: 1000n },
  length: { unit: 'm', factor: 1000n },
  square: { unit: 'm²', factor: 1_000_000n },
  cubic: { unit: 'm³', factor: 1_000_000_000n },
};

/** A quantity as an exact count of 1/10 000 base units (gram, piece, …) of one unit type, or of an unknown unit. */
export interface BaseQuantity {
  /** The unit type, or null for a unit the catalog does not know (summed as written, under its own name). */
  type: UnitType | null;
  /** The unit text for an unknown unit; for a known type its shown unit. */
  unit: string;
  /** Base units × 10 000. */
  scaledBase: bigint;
}

/** The amount of an item in its type's base unit (e.g. 50 dag → 500 g), exactly. */
export function toBaseQuantity(amount: Decimal, unitKey: string): BaseQuantity {
  const unit = findUnit(unitKey);
  if (!unit) return { type: null, unit: unitKey, scaledBase: scaledValue(amount) };
  return { type: unit.type, unit: shownUnits[unit.type].unit, scaledBase: scaledValue(amount) * unit.factor };
}

/** Key of the sum a quantity adds to: one per unit type (unknown units by their text). */
export function quantityKey(quantity: Pick<BaseQuantity, 'type' | 'unit'>): string {
  return quantity.type ?? `?${quantity.unit}`;
}

/**
 * The shown value as a decimal string with '.' ("1.25", "12"): base ÷ the shown unit's factor, rounded half up to 3
 * decimals for measures (a gram of a kilogram), exact up to 4 decimals for counts; trailing zeros dropped.
 */
export function shownValue(quantity: BaseQuantity): string {
  const factor = quantity.type ? shownUnits[quantity.type].factor : 1n;
  const places = factor === 1n ? 4 : 3;
  const denominator = SCALE * factor;
  const target = 10n ** BigInt(places);
  const negative = quantity.scaledBase < 0n;
  const magnitude = negative ? -quantity.scaledBase : quantity.scaledBase;
  const rounded = (magnitude * target * 2n + denominator) / (denominator * 2n);
  const whole = rounded / target;
  const fraction = (rounded % target).toString().padStart(places, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "1,25 kg", "12 Stk." — German decimal comma. */
export function shownQuantity(quantity: BaseQuantity): string {
  return `${shownValue(quantity).replace('.', ',')} ${quantity.unit}`;
}
