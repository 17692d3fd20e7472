import { type Branch, isPaymentMethodEnabled, messages, type PaymentMethod, paymentMethods } from '@bestell/domain';

export interface PaymentOption {
  method: PaymentMethod;
  label: string;
  /** Online methods redirect to the payment provider (spec §9). */
  isOnline: boolean;
}

const labels: Record<PaymentMethod, string> = {
  cash: messages.pricing.paymentCash,
  'atm-card': messages.pricing.paymentAtmCard,
  voucher: messages.pricing.paymentVoucher,
  online: messages.pricing.paymentOnline,
  'online-alternative': messages.pricing.paymentOnline,
};

/** The payment methods the branch enables, in the spec's order (§9). */
export function paymentOptions(branch: Branch): PaymentOption[] {
  return paymentMethods
    .filter((method) => isPaymentMethodEnabled(branch, method))
    .map((method) => ({
      method,
      label: labels[method],
      isOnline: method === 'online' || method === 'online-alternative',
    }));
}

/** Spec §4: cash if enabled, else the second online method; else the first method offered ('' when none). */
export function defaultPaymentMethod(branch: Branch): PaymentMethod | '' {
  const offered = paymentOptions(branch).map((option) => option.method);
  if (offered.includes('cash')) return 'cash';
  if (offered.includes('online-alternative')) return 'online-alternative';
  return offered[0] ?? '';
}
