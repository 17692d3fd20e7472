import type { Branch } from '../entities/branch.js';
import type { PaymentMethod } from '../entities/order.js';

export type PaymentBranch = Pick<
  Branch,
  | 'isCashEnabled'
  | 'isATMCardEnabled'
  | 'isVoucherEnabled'
  | 'isOnlinePaymentEnabled'
  | 'isOnlineAlternativePaymentEnabled'
>;

const flagOfMethod: Readonly<Record<PaymentMethod, keyof PaymentBranch>> = {
  cash: 'isCashEnabled',
  'atm-card': 'isATMCardEnabled',
  voucher: 'isVoucherEnabled',
  online: 'isOnlinePaymentEnabled',
  'online-alternative': 'isOnlineAlternativePaymentEnabled',
};

/** Spec §3 Branch payment flags: a method is offered only where the branch enables it. */
export function isPaymentMethodEnabled(branch: PaymentBranch, method: PaymentMethod): boolean {
  return branch[flagOfMethod[method]];
}
