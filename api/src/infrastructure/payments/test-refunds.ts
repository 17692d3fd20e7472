import type { RefundGateway } from './refund-gateway.js';

/** The built-in test provider (demo): a refund is done at once; there is nobody to ask. */
export const testRefundGateway: RefundGateway = {
  async resolveReference(payment) {
    return payment.id;
  },
  async refund(call) {
    return { status: 'refunded', providerRefundId: `test_refund_${call.refundId}` };
  },
  async refundStatus(_payment, _reference, providerRefundId) {
    return { status: 'refunded', providerRefundId };
  },
};
