import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/fixtures.js';
import type { AlternativeUnit } from '../entities/index.js';
import { fromScaled } from '../money/decimal.js';
import { decimal } from '../money/parse.js';
import { convertAmount, findAlternativeUnit, isUnitConvertible, productUnitFactor, toProductUnits } from './convert.js';
import { findUnit, isSameUnit, units } from './unit-definitions.js';

const d = decimal;

describe('unit definitions (§9 unit factors, §3 units)', () => {
  it.each([
    ['gram', 'g', 'weight', 1n],
    ['decagram', 'dag', 'weight', 10n],
    ['kilogram', 'kg', 'weight', 1000n],
    ['milliliter', 'ml', 'volume', 1n],
    ['centiliter', 'cl', 'volume', 10n],
    ['deciliter', 'dl', 'volume', 100n],
    ['liter', 'l', 'volume', 1000n],
    ['millimeter', 'mm', 'length', 1n],
    ['centimeter', 'cm', 'length', 10n],
    ['decimeter', 'dm', 'length', 100n],
    ['meter', 'm', 'length', 1000n],
    ['kilometer', 'km', 'length', 1_000_000n],
    ['squareMillimeter', 'mm²', 'square', 1n],
    ['squareCentimeter', 'cm²', 'square', 100n],
    ['squareDecimeter', 'dm²', 'square', 10_000n],
    ['squareMeter', 'm²', 'square', 1_000_000n],
    ['cubicMillimeter', 'mm³', 'cubic', 1n],
    ['cubicCentimeter', 'cm³', 'cubic', 1000n],
    ['cubicDecimeter', 'dm³', 'cubic', 1_000_000n],
    ['cubicMeter', 'm³', 'cubic', 1_000_000_000n],
    ['piece', 'Stk.', 'amount', 1n],
    ['serving', 'Port.', 'serving', 1n],
    ['pair', 'Paar', 'pair', 1n],
    ['person', 'Pers.', 'person', 1n],
    ['package', 'Pkg.', 'package', 1n],
  ])('%s: %s, %s, factor %s', (id, shortName, type, factor) => {
    expect(findUnit(id)).toMatchObject({ id, shortName, type, factor });
    expect(findUnit(shortName)?.id).toBe(id);
  });

  it('has unique ids and short names', () => {
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
    expect(new Set(units.map((u) => u.shortName)).size).toBe(units.length);
  });

  it('knows unknown references as unknown', () => {
    expect(findUnit('bushel')).toBeUndefined();
    expect(isSameUnit('kg', 'kilogram')).toBe(true);
    expect(isSameUnit('bushel', 'bushel')).toBe(true);
    expect(isSameUnit('kg', 'g')).toBe(false);
    expect(isSameUnit('bushel', 'kg')).toBe(false);
  });
});

const alternative = (unit: string, ratio: string): AlternativeUnit => ({
  unit,
  ratio,
  calculationModel: 'approximate',
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
});
const kgBread = makeProduct({ unit: 'kg', alternativeUnits: [alternative('Stk.', '0.25')] });

describe('conversion (§5 Quantity, §9 unit factors)', () => {
  it.each([
    ['same unit', '3', 'kg', 'kg', '3'],
    ['g → kg', '250', 'g', 'kg', '0.25'],
    ['dag → kg', '25', 'dag', 'kg', '0.25'],
    ['kg → g', '1.5', 'kg', 'g', '1500'],
    ['pieces → kg via ratio', '4', 'Stk.', 'kg', '1'],
    ['kg → pieces via ratio', '1', 'kilogram', 'piece', '4'],
    ['g → pieces via factor and ratio', '500', 'g', 'Stk.', '2'],
    ['1 g is a thousandth kg', '1', 'g', 'kg', '0.001'],
  ])('%s: %s %s → %s %s', (_label, amount, from, to, expected) => {
    expect(convertAmount(kgBread, d(amount), from, to)).toBe(d(expected));
  });

  it('cannot convert into a type without an alternative unit', () => {
    expect(convertAmount(kgBread, d('1'), 'kg', 'l')).toBeNull();
    expect(convertAmount(kgBread, d('1'), 'bushel', 'kg')).toBeNull();
    expect(isUnitConvertible(kgBread, 'l')).toBe(false);
    expect(isUnitConvertible(kgBread, 'piece')).toBe(true);
  });

  it('refuses a non-positive ratio instead of dividing by zero', () => {
    const broken = makeProduct({
      unit: 'kg',
      alternativeUnits: [alternative('Stk.', '0')],
    });
    expect(toProductUnits(broken, d('1'), 'Stk.')).toBeNull();
  });

  it('gives the factor to product units', () => {
    expect(productUnitFactor(kgBread, 'g')).toBe(d('0.001'));
    expect(productUnitFactor(kgBread, 'Stk.')).toBe(d('0.25'));
    expect(productUnitFactor(kgBread, 'l')).toBeNull();
  });

  it('finds the alternative unit by unit first, then by type', () => {
    const product = makeProduct({
      unit: 'kg',
      alternativeUnits: [alternative('Port.', '0.2'), alternative('ml', '0.001')],
    });
    expect(findAlternativeUnit(product, 'Port.')?.ratio).toBe('0.2');
    expect(findAlternativeUnit(product, 'l')?.unit).toBe('ml');
    expect(toProductUnits(product, d('2'), 'l')).toBe(d('2'));
  });
});

describe('conversion properties', () => {
  const amount = fc.bigInt({ min: 0n, max: 10n ** 10n }).map(fromScaled);
  const weightPairs = fc.constantFrom(['kg', 'g'], ['kg', 'dag'], ['dag', 'g'], ['Stk.', 'g'], ['kg', 'Stk.']);

  it('converting to a finer unit and back is exact', () => {
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(['kg', 'g'], ['kg', 'dag'], ['dag', 'g'], ['Stk.', 'g']),
        (a, [big, small]) => {
          const there = convertAmount(kgBread, a, big as string, small as string);
          return there !== null && convertAmount(kgBread, there, small as string, big as string) === a;
        },
      ),
    );
  });

  it('any round trip stays within the rounding of the coarser unit', () => {
    fc.assert(
      fc.property(amount, weightPairs, (a, [x, y]) => {
        const there = convertAmount(kgBread, a, y as string, x as string);
        const back = there === null ? null : convertAmount(kgBread, there, x as string, y as string);
        if (back === null) return false;
        // one unit of the 4th decimal in x is worth at most 1000 units in y, so half of it is the bound
        const error = (back as bigint) - (a as bigint);
        return (error < 0n ? -error : error) <= 1000n;
      }),
    );
  });
});
