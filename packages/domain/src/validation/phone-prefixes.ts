import type { Country } from '../entities/order.js';

/** Spec §2 Checkout and §9: phone prefixes offered by the picker, +43 first (default). */
export const phonePrefixes = [
  { prefix: '+43', country: 'AT' },
  { prefix: '+49', country: 'DE' },
  { prefix: '+41', country: 'CH' },
] as const satisfies readonly { prefix: string; country: Country }[];

export type PhonePrefix = (typeof phonePrefixes)[number]['prefix'];

export const defaultPhonePrefix: PhonePrefix = '+43';

export function isPhonePrefix(value: string): value is PhonePrefix {
  return phonePrefixes.some((entry) => entry.prefix === value);
}
