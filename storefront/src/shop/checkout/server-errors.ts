import { ApiError } from '@bestell/api-client';
import { messages } from '@bestell/domain';
import { type CheckoutField, isCheckoutField } from './checkout-values';

export interface ServerErrors {
  /** Every message to list on top of the form, in the server's order, without repeats. */
  messages: string[];
  /** The first message per form field that an entry names (those inputs are marked). */
  fields: Partial<Record<CheckoutField, string>>;
}

/**
 * Spec §8 Create order fails: with a body, list each errors entry's message and mark the inputs whose name matches an
 * entry's field; without one, 'Ein unbekannter Fehler ist aufgetreten.'
 */
export function serverErrorsOf(error: unknown): ServerErrors {
  const entries = error instanceof ApiError ? error.errors : [];
  if (entries.length === 0) return { messages: [messages.errors.unknownError], fields: {} };
  const fields: Partial<Record<CheckoutField, string>> = {};
  for (const entry of entries) {
    if (entry.field && isCheckoutField(entry.field) && fields[entry.field] === undefined) {
      fields[entry.field] = entry.message;
    }
  }
  return { messages: [...new Set(entries.map((entry) => entry.message))], fields };
}
