import { add, type Decimal, fromScaled, max as larger, ONE, subtract, ZERO } from '../money/decimal.js';
import type { QuantityLimits } from './quantity-limits.js';

/**
 * Brings a requested quantity inside the limits (§5 Quantity). Rules, in this order:
 * 1. at or below the minimum → the minimum (a negative minimum counts as 0);
 * 2. at or above a non-zero maximum → the maximum;
 * 3. with a step size: the spec leaves the remainder open. Decision: round UP to the next multiple of the step counted
 *    from the minimum (minimum + k × step), because a customer who typed 1.2 where 0.5-steps apply wants at least
 *    1.2; if that passes a non-zero maximum, the maximum is taken (the maximum wins over the grid).
 * The result is idempotent: adjusting an adjusted quantity changes nothing.
 */
export function adjustQuantity(quantity: Decimal, limits: QuantityLimits): Decimal {
  const minimum = larger(limits.minimum, ZERO);
  const hasMaximum = limits.maximum > 0n && limits.maximum >= minimum;
  if (quantity <= minimum) return minimum;
  if (hasMaximum && quantity >= limits.maximum) return limits.maximum;
  if (limits.step <= 0n) return quantity;
  // exact integer ceiling of (quantity − minimum) ÷ step on the scaled values
  const distance: bigint = quantity - minimum;
  const step: bigint = limits.step;
  const steps = (distance + step - 1n) / step;
  const stepped = fromScaled(minimum + steps * step);
  if (hasMaximum && stepped > limits.maximum) return limits.maximum;
  return stepped;
}

/** The amount the plus and minus buttons move by: the step size, or 1 without one. */
export function quantityIncrement(limits: QuantityLimits): Decimal {
  return limits.step > 0n ? limits.step : ONE;
}

/** §5: minus is disabled at the minimum. */
export function canDecreaseQuantity(quantity: Decimal, limits: QuantityLimits): boolean {
  return quantity > larger(limits.minimum, ZERO);
}

/** §5: plus is disabled at the maximum, if there is one. */
export function canIncreaseQuantity(quantity: Decimal, limits: QuantityLimits): boolean {
  return limits.maximum <= 0n || quantity < limits.maximum;
}

/** The quantity after pressing plus (adjusted). */
export function increaseQuantity(quantity: Decimal, limits: QuantityLimits): Decimal {
  return adjustQuantity(add(quantity, quantityIncrement(limits)), limits);
}

/** The quantity after pressing minus (adjusted). */
export function decreaseQuantity(quantity: Decimal, limits: QuantityLimits): Decimal {
  return adjustQuantity(subtract(quantity, quantityIncrement(limits)), limits);
}

/** True when the quantity is one the amount input could produce: adjusting it changes nothing (server-side check). */
export function isQuantityAllowed(quantity: Decimal, limits: QuantityLimits): boolean {
  return adjustQuantity(quantity, limits) === quantity;
}
