import { messages, type SubmitMode } from '@bestell/domain';

/**
 * Spec §2 Checkout buttons: 'Angebotsanfrage abschicken' (quotation branches), 'Bestellung abschicken' (open),
 * 'Vorbestellung abschicken' (pre-order), 'Verarbeiten...' while sending; null when no order can be sent now.
 */
export function submitLabel(mode: SubmitMode, pending: boolean): string | null {
  if (mode === 'unavailable') return null;
  if (pending) return messages.pricing.processing;
  if (mode === 'quotation') return messages.pricing.submitQuotation;
  return mode === 'preorder' ? messages.pricing.submitPreorder : messages.pricing.submitOrder;
}
