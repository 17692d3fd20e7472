import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromScaled } from '../money/decimal.js';
import { decimal } from '../money/parse.js';
import {
  adjustQuantity,
  canDecreaseQuantity,
  canIncreaseQuantity,
  decreaseQuantity,
  increaseQuantity,
  isQuantityAllowed,
  quantityIncrement,
} from './adjust-quantity.js';
import type { QuantityLimits } from './quantity-limits.js';

const d = decimal;
const limits = (minimum: string, maximum: string, step: string): QuantityLimits => ({
  minimum: d(minimum),
  maximum: d(maximum),
  step: d(step),
});

describe('adjustQuantity (§5 Quantity; step rule decided: round up from the minimum, never above the maximum)', () => {
  it.each([
    ['below the minimum is raised', '0.2', ['0.5', '0', '0'], '0.5'],
    ['at the minimum stays', '0.5', ['0.5', '0', '0'], '0.5'],
    ['negative is raised to the minimum', '-3', ['1', '0', '0'], '1'],
    ['negative minimum counts as 0', '-3', ['-2', '0', '0'], '0'],
    ['above the maximum is cut', '12', ['1', '10', '0'], '10'],
    ['at the maximum stays', '10', ['1', '10', '0'], '10'],
    ['zero maximum means none', '1000', ['1', '0', '0'], '1000'],
    ['free value without step', '2.345', ['1', '10', '0'], '2.345'],
    ['on the step grid stays', '1.5', ['0.5', '0', '0.5'], '1.5'],
    ['between steps rounds up', '1.2', ['0.5', '0', '0.5'], '1.5'],
    ['grid counts from the minimum', '1.2', ['0.3', '0', '0.5'], '1.3'],
    ['grid without minimum counts from 0', '0.1', ['0', '0', '0.25'], '0.25'],
    ['rounding up past the maximum takes the maximum', '9.6', ['1', '9.8', '0.5'], '9.8'],
    ['tiny remainder still rounds up', '1.0001', ['0', '0', '1'], '2'],
    ['maximum below minimum is ignored', '5', ['2', '1', '0'], '5'],
  ])('%s: %s with %j → %s', (_label, quantity, [minimum, maximum, step], expected) => {
    expect(adjustQuantity(d(quantity), limits(minimum as string, maximum as string, step as string))).toBe(d(expected));
  });
});

describe('plus and minus (§5: minus disabled at the minimum; plus disabled at the maximum if any)', () => {
  const l = limits('1', '5', '0.5');
  it.each([
    ['1', false, true],
    ['1.5', true, true],
    ['5', true, false],
  ])('at %s: minus %s, plus %s', (quantity, minus, plus) => {
    expect(canDecreaseQuantity(d(quantity), l)).toBe(minus);
    expect(canIncreaseQuantity(d(quantity), l)).toBe(plus);
  });

  it('plus is always enabled without a maximum', () => {
    expect(canIncreaseQuantity(d('999'), limits('0', '0', '0'))).toBe(true);
  });

  it('moves by the step, or 1 without one', () => {
    expect(quantityIncrement(l)).toBe(d('0.5'));
    expect(quantityIncrement(limits('0', '0', '0'))).toBe(d('1'));
    expect(increaseQuantity(d('1'), l)).toBe(d('1.5'));
    expect(increaseQuantity(d('5'), l)).toBe(d('5'));
    expect(decreaseQuantity(d('1.5'), l)).toBe(d('1'));
    expect(decreaseQuantity(d('1'), l)).toBe(d('1'));
  });
});

describe('isQuantityAllowed', () => {
  const l = limits('1', '5', '0.5');
  it.each([
    ['1', true],
    ['2.5', true],
    ['5', true],
    ['0.5', false],
    ['2.2', false],
    ['5.5', false],
  ])('%s → %s', (quantity, expected) => {
    expect(isQuantityAllowed(d(quantity), l)).toBe(expected);
  });
});

describe('adjustQuantity properties', () => {
  const value = fc.bigInt({ min: -(10n ** 8n), max: 10n ** 9n }).map(fromScaled);
  const positive = fc.bigInt({ min: 0n, max: 10n ** 8n }).map(fromScaled);
  const arbLimits = fc.record({ minimum: positive, maximum: positive, step: positive });

  it('is idempotent', () => {
    fc.assert(
      fc.property(value, arbLimits, (q, l) => {
        const once = adjustQuantity(q, l);
        return adjustQuantity(once, l) === once;
      }),
    );
  });

  it('stays within the bounds', () => {
    fc.assert(
      fc.property(value, arbLimits, (q, l) => {
        const result = adjustQuantity(q, l);
        const aboveMinimum = result >= l.minimum && result >= 0n;
        const belowMaximum = l.maximum <= 0n || l.maximum < l.minimum || result <= l.maximum;
        return aboveMinimum && belowMaximum;
      }),
    );
  });

  it('lands on the step grid or on a bound', () => {
    fc.assert(
      fc.property(value, arbLimits, (q, l) => {
        const result = adjustQuantity(q, l);
        if (l.step <= 0n || result === l.minimum || result === l.maximum) return true;
        return ((result as bigint) - (l.minimum as bigint)) % (l.step as bigint) === 0n && result >= q;
      }),
    );
  });
});
