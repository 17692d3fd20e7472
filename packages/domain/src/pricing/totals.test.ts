import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/fixtures.js';
import { add, fromScaled, subtract, sum, ZERO } from '../money/decimal.js';
import { decimal } from '../money/parse.js';
import { deliveryFee } from './delivery-fee.js';
import { netFromGross } from './net.js';
import { taxRateFor } from './tax-rate.js';
import { cartTotals, taxRateKey, totalsToWire } from './totals.js';

const d = decimal;
const taxed = (gross: string, rate: string) => ({ gross: d(gross), taxRate: d(rate) });

describe('taxRateFor (§9: dine-in dineInTax, delivery tax, takeaway takeawayTax)', () => {
  const product = makeProduct({ tax: '20', takeawayTax: '10', dineInTax: '13' });
  it.each([
    ['delivery', '20'],
    ['takeaway', '10'],
    ['dineIn', '13'],
  ] as const)('%s → %s', (mode, rate) => {
    expect(taxRateFor(product, mode)).toBe(d(rate));
  });
});

describe('netFromGross (§9: net = gross / (1 + tax/100), 4 decimals)', () => {
  it.each([
    ['11', '10', '10'],
    ['12', '20', '10'],
    ['1', '10', '0.9091'],
    ['2.90', '10', '2.6364'],
    ['10', '0', '10'],
    ['1', '5.5', '0.9479'],
    ['-11', '10', '-10'],
  ])('%s at %s %% → %s', (gross, rate, net) => {
    expect(netFromGross(d(gross), d(rate))).toBe(d(net));
  });

  it('refuses a rate of -100 % or less', () => {
    expect(() => netFromGross(d('1'), d('-100'))).toThrow(RangeError);
  });
});

describe('cartTotals (§9: net, tax, gross with a per-rate tax map)', () => {
  it('sums per rate and keys the map by rate', () => {
    const totals = cartTotals([taxed('11', '10'), taxed('5.50', '10'), taxed('12', '20')]);
    expect(totals.gross).toBe(d('28.5'));
    expect(totals.net).toBe(d('25'));
    expect(totals.tax).toBe(d('3.5'));
    expect(totals.taxes).toEqual({ '10': d('1.5'), '20': d('2') });
    expect(Object.keys(totals.taxes)).toEqual(['10', '20']);
  });

  it('includes the delivery fee with its own rate in totals and map', () => {
    const totals = cartTotals([taxed('11', '10')], taxed('3.60', '20'));
    expect(totals).toEqual({
      gross: d('11'),
      deliveryGross: d('3.6'),
      totalGross: d('14.6'),
      net: d('13'),
      tax: d('1.6'),
      taxes: { '10': d('1'), '20': d('0.6') },
    });
  });

  it('gives zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      gross: ZERO,
      deliveryGross: ZERO,
      totalGross: ZERO,
      net: ZERO,
      tax: ZERO,
      taxes: {},
    });
  });

  it('rounds once per rate, not per line', () => {
    // three lines of 1.00 at 10 %: per line 0.9091 × 3 = 2.7273, per rate 3 / 1.1 = 2.7273 (same here) —
    // seven lines of 0.10: per line 0.0909 × 7 = 0.6363, per rate 0.7 / 1.1 = 0.6364
    const totals = cartTotals(Array.from({ length: 7 }, () => taxed('0.10', '10')));
    expect(totals.net).toBe(d('0.6364'));
  });

  it('keys fractional rates without trailing zeros', () => {
    expect(taxRateKey(d('5.50'))).toBe('5.5');
    expect(Object.keys(cartTotals([taxed('1', '5.50')]).taxes)).toEqual(['5.5']);
  });

  it('prints the wire shape with 4 decimals', () => {
    expect(totalsToWire(cartTotals([taxed('11', '10')]))).toEqual({
      gross: '11.0000',
      deliveryGross: '0.0000',
      totalGross: '11.0000',
      net: '10.0000',
      tax: '1.0000',
      taxes: { '10': '1.0000' },
    });
  });
});

describe('deliveryFee (§9: 0 if free or gross exceeds freeFromOrderValue, else the area price with its tax)', () => {
  const area = { price: '3.50', tax: '20', free: false, freeFromOrderValue: '30.00' };
  it.each([
    ['below the threshold', area, '29.99', '3.5', false],
    ['at the threshold (not exceeding)', area, '30', '3.5', false],
    ['above the threshold', area, '30.01', '0', true],
    ['free area', { ...area, free: true }, '1', '0', true],
    ['no threshold', { ...area, freeFromOrderValue: null }, '1000', '3.5', false],
    ['zero price', { ...area, price: '0' }, '1', '0', true],
  ])('%s', (_label, a, gross, fee, isFree) => {
    expect(deliveryFee(a, d(gross))).toEqual({ gross: d(fee), taxRate: d('20'), isFree });
  });
});

const rates = fc.constantFrom('0', '5.5', '10', '13', '20').map(d);
const line = fc.record({ gross: fc.bigInt({ min: 0n, max: 10n ** 9n }).map(fromScaled), taxRate: rates });

describe('totals properties', () => {
  it('net plus tax equals gross exactly for any cart, with or without delivery', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.option(line, { nil: null }), (lines, delivery) => {
        const totals = cartTotals(lines, delivery);
        return add(totals.net, totals.tax) === totals.totalGross;
      }),
    );
  });

  it('per-rate taxes add up to the total tax', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.option(line, { nil: null }), (lines, delivery) => {
        const totals = cartTotals(lines, delivery);
        return sum(Object.values(totals.taxes)) === totals.tax;
      }),
    );
  });

  it("each rate's net is within half a unit of the 4th decimal of the exact net", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const totals = cartTotals(lines);
        for (const rate of new Set(lines.map((l) => l.taxRate))) {
          const gross = sum(lines.filter((l) => l.taxRate === rate).map((l) => l.gross));
          const rateNet = subtract(gross, totals.taxes[taxRateKey(rate)] ?? ZERO);
          // exact net = gross × 100 / (100 + rate); on scaled values: |net × (100 + r) − gross × 100| ≤ (100 + r) / 2
          const divisor = 1_000_000n + (rate as bigint);
          const error = (rateNet as bigint) * divisor - (gross as bigint) * 1_000_000n;
          if ((error < 0n ? -error : error) * 2n > divisor) return false;
        }
        return totals.gross === sum(lines.map((l) => l.gross));
      }),
    );
  });
});
