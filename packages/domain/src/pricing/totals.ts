import type { OrderPricing } from '../entities/index.js';
import { add, type Decimal, subtract, ZERO } from '../money/decimal.js';
import { toDecimalString, toPlainDecimalString } from '../money/to-string.js';
import { netFromGross } from './net.js';

/** A priced amount and the tax rate (percent) it carries. */
export interface TaxedAmount {
  gross: Decimal;
  taxRate: Decimal;
}

export interface CartTotals {
  /** Gross of the items. */
  gross: Decimal;
  /** Gross of the delivery fee (0 without one). */
  deliveryGross: Decimal;
  /** gross + deliveryGross. */
  totalGross: Decimal;
  /** Net of everything, = Σ net per rate. */
  net: Decimal;
  /** Tax of everything, = Σ taxes. */
  tax: Decimal;
  /** Tax per rate, keyed by the rate without trailing zeros ("10", "20", "5.5"), ascending by rate. */
  taxes: Record<string, Decimal>;
}

/** The tax-map key of a rate: "10", "20", "5.5". */
export function taxRateKey(rate: Decimal): string {
  return toPlainDecimalString(rate);
}

/**
 * §9 totals: net, tax, gross and a per-rate tax map, the delivery fee included with its own rate.
 * Decision: gross amounts are summed per rate first and each rate's net is computed once from its sum
 * (net = gross / (1 + rate/100), 4 decimals) — one rounding per rate instead of one per line. The tax of a rate is its
 * gross minus its net, so net + tax = totalGross exactly and the rates' taxes add up to the total tax exactly.
 */
export function cartTotals(items: readonly TaxedAmount[], delivery: TaxedAmount | null = null): CartTotals {
  const grossByRate = new Map<bigint, Decimal>();
  const all = delivery ? [...items, delivery] : items;
  for (const entry of all) {
    const rate: bigint = entry.taxRate;
    grossByRate.set(rate, add(grossByRate.get(rate) ?? ZERO, entry.gross));
  }
  let net = ZERO;
  let tax = ZERO;
  const taxes: Record<string, Decimal> = {};
  for (const [rate, gross] of [...grossByRate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const rateNet = netFromGross(gross, rate as Decimal);
    const rateTax = subtract(gross, rateNet);
    net = add(net, rateNet);
    tax = add(tax, rateTax);
    taxes[taxRateKey(rate as Decimal)] = rateTax;
  }
  let gross = ZERO;
  for (const item of items) gross = add(gross, item.gross);
  const deliveryGross = delivery ? delivery.gross : ZERO;
  return { gross, deliveryGross, totalGross: add(gross, deliveryGross), net, tax, taxes };
}

/** The totals as wire decimal strings (4 decimals, exact), shaped like OrderPricing. */
export function totalsToWire(totals: CartTotals): OrderPricing {
  const text = (value: Decimal) => toDecimalString(value, 4);
  const taxes: Record<string, string> = {};
  for (const [key, value] of Object.entries(totals.taxes)) taxes[key] = text(value);
  return {
    gross: text(totals.gross),
    deliveryGross: text(totals.deliveryGross),
    totalGross: text(totals.totalGross),
    net: text(totals.net),
    tax: text(totals.tax),
    taxes,
  };
}
