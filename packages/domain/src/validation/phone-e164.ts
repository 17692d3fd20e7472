/** Issue 25 point 5: the number an SMS gateway is given, from what customers type (spec §5 phone input). */
import { normalisePhone } from './phone.js';
import { defaultPhonePrefix, type PhonePrefix } from './phone-prefixes.js';

/** E.164: '+', a country code that does not start with 0, at most 15 digits in all. */
const e164Pattern = /^\+[1-9]\d{6,14}$/;

/**
 * The E.164 form of a phone number ("+436641234567"), or null when it cannot be one. Uses the §5 phone input
 * rules (normalisePhone): spaces, slashes, dashes and brackets are dropped, 00 means '+', a national number
 * (0664 123 4567, 0171 …) gets `nationalPrefix` (the shop's country, +43 by default) and loses its leading 0.
 */
export function toE164(raw: string, nationalPrefix: PhonePrefix = defaultPhonePrefix): string | null {
  const { value } = normalisePhone(raw, nationalPrefix);
  return e164Pattern.test(value) ? value : null;
}
