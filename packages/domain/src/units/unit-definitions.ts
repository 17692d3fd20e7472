import type { UnitType } from './unit-types.js';

/** Spec §3/§9 unit: id, German name, short name, type and the factor to the smallest unit of its type. */
export interface UnitDefinition {
  id: string;
  name: string;
  shortName: string;
  type: UnitType;
  /** Integer factor to the type's base unit (gram, milliliter, millimeter, mm², mm³; 1 for countable types). */
  factor: bigint;
}

const unit = (id: string, name: string, shortName: string, type: UnitType, factor: bigint): UnitDefinition => ({
  id,
  name,
  shortName,
  type,
  factor,
});

/** Every unit of §9. Names are natural German (the spec gives only the short names Stk., Port., Paar, Pers., Pkg.). */
export const units: readonly UnitDefinition[] = [
  unit('piece', 'Stück', 'Stk.', 'amount', 1n),
  unit('serving', 'Portion', 'Port.', 'serving', 1n),
  unit('pair', 'Paar', 'Paar', 'pair', 1n),
  unit('person', 'Person', 'Pers.', 'person', 1n),
  unit('package', 'Packung', 'Pkg.', 'package', 1n),
  unit('gram', 'Gramm', 'g', 'weight', 1n),
  unit('decagram', 'Dekagramm', 'dag', 'weight', 10n),
  unit('kilogram', 'Kilogramm', 'kg', 'weight', 1000n),
  unit('milliliter', 'Milliliter', 'ml', 'volume', 1n),
  unit('centiliter', 'Zentiliter', 'cl', 'volume', 10n),
  unit('deciliter', 'Deziliter', 'dl', 'volume', 100n),
  unit('liter', 'Liter', 'l', 'volume', 1000n),
  unit('millimeter', 'Millimeter', 'mm', 'length', 1n),
  unit('centimeter', 'Zentimeter', 'cm', 'length', 10n),
  unit('decimeter', 'Dezimeter', 'dm', 'length', 100n),
  unit('meter', 'Meter', 'm', 'length', 1000n),
  unit('kilometer', 'Kilometer', 'km', 'length', 1_000_000n),
  unit('squareMillimeter', 'Quadratmillimeter', 'mm²', 'square', 1n),
  unit('squareCentimeter', 'Quadratzentimeter', 'cm²', 'square', 100n),
  unit('squareDecimeter', 'Quadratdezimeter', 'dm²', 'square', 10_000n),
  unit('squareMeter', 'Quadratmeter', 'm²', 'square', 1_000_000n),
  unit('cubicMillimeter', 'Kubikmillimeter', 'mm³', 'cubic', 1n),
  unit('cubicCentimeter', 'Kubikzentimeter', 'cm³', 'cubic', 1000n),
  unit('cubicDecimeter', 'Kubikdezimeter', 'dm³', 'cubic', 1_000_000n),
  unit('cubicMeter', 'Kubikmeter', 'm³', 'cubic', 1_000_000_000n),
];

const byKey = new Map<string, UnitDefinition>();
for (const definition of units) {
  byKey.set(definition.id, definition);
  byKey.set(definition.shortName, definition);
}

/**
 * The unit for a reference as stored on products: its id ("kilogram") or its short name ("kg", "Stk." — the
 * database default of products.unit is 'Stk.'). Undefined when unknown.
 */
export function findUnit(key: string): UnitDefinition | undefined {
  return byKey.get(key);
}

/** True when both references name the same unit (e.g. "kg" and "kilogram"), or are the same text. */
export function isSameUnit(a: string, b: string): boolean {
  if (a === b) return true;
  const ua = findUnit(a);
  return ua !== undefined && ua === findUnit(b);
}
