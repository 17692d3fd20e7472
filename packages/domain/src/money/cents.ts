import { type Decimal, divideRoundHalfUp, fromScaled } from './decimal.js';

declare const centsBrand: unique symbol;
/** Integer minor units (1 EUR = 100 Cents), e.g. for a payment provider. */
export type Cents = bigint & { readonly [centsBrand]: 'Cents' };

const CENTS_STEP = 100n; // 10^4 scale ÷ 10^2 cents

/** Money rounded half away from zero to whole cents. */
export function toCents(value: Decimal): Cents {
  return divideRoundHalfUp(value, CENTS_STEP) as Cents;
}

export function fromCents(cents: Cents | bigint): Decimal {
  return fromScaled(cents * CENTS_STEP);
}
