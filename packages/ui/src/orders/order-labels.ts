import {
  backofficeOrdersMessages as m,
  type OrderState,
  type PaymentMethod,
  pricingMessages,
  type ServiceMode,
} from '@bestell/domain';

export const modeLabels: Readonly<Record<ServiceMode, string>> = {
  takeaway: pricingMessages.modeTakeaway,
  delivery: pricingMessages.modeDelivery,
  dineIn: pricingMessages.modeDineIn,
};

export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  cash: pricingMessages.paymentCash,
  'atm-card': pricingMessages.paymentAtmCard,
  voucher: pricingMessages.paymentVoucher,
  online: pricingMessages.paymentOnline,
  'online-alternative': pricingMessages.paymentOnline,
};

/** The staff label of a state; a pickup order in the in-delivery state is 'Abholbereit'. */
export function orderStateLabel(state: OrderState, mode: ServiceMode): string {
  if (state === 'in-delivery' && mode !== 'delivery') return m.readyForPickup;
  return m.stateLabels[state];
}
