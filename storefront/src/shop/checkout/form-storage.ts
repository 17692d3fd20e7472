import type { KeyValueStorage } from '../cart/cart-store';
import type { CheckoutValues } from './checkout-values';

export const CHECKOUT_FORM_PREFIX = 'bestell.checkout.';

/**
 * Spec §3 Cart: "the checkout form kept while leaving via Back" — the form of a branch in session storage. A stored
 * value only replaces a default of the same type, so an old or foreign entry cannot break the form.
 */
export function loadCheckoutForm(
  storage: KeyValueStorage | null,
  branchKey: string,
  defaults: CheckoutValues,
): CheckoutValues {
  let stored: unknown = null;
  try {
    const text = storage?.getItem(CHECKOUT_FORM_PREFIX + branchKey);
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value: unknown = (stored as Record<string, unknown>)[key];
    // appointmentDate and donatee default to null and hold a string or a number; every other field keeps its type
    const fits =
      fallback === null
        ? value === null || typeof value === 'string' || typeof value === 'number'
        : typeof value === typeof fallback;
    if (fits) result[key] = value;
  }
  return result as unknown as CheckoutValues;
}

export function saveCheckoutForm(storage: KeyValueStorage | null, branchKey: string, values: CheckoutValues): void {
  try {
    storage?.setItem(CHECKOUT_FORM_PREFIX + branchKey, JSON.stringify(values));
  } catch {
    // blocked storage: the form lives as long as the page
  }
}

export function clearCheckoutForm(storage: KeyValueStorage | null, branchKey: string): void {
  try {
    storage?.removeItem(CHECKOUT_FORM_PREFIX + branchKey);
  } catch {
    // nothing stored
  }
}
