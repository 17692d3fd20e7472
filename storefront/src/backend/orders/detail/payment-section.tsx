import { type StaffOrder, staffOrderCalls, useStaffOrderChange } from '@bestell/api-client';
import { errorsMessages, backofficeOrdersMessages as m, paymentStatusLabels } from '@bestell/domain';
import { paymentMethodLabels } from '@bestell/ui';
import { Button } from 'react-aria-components';
import styles from './detail.module.css';
import { failureMessage } from './failure-message';
import type { Feedback } from './feedback';

export interface PaymentSectionProps {
  order: StaffOrder;
  onFeedback: (feedback: Feedback | null) => void;
}

/** Payment method and state; 'Zahlung prüfen' asks the provider again (POST /orders/{id}/update-payment-status). */
export function PaymentSection({ order, onFeedback }: PaymentSectionProps) {
  const check = useStaffOrderChange(order.id, (api, _: undefined) => staffOrderCalls.checkPayment(api, order.id));
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <dt>{m.paymentMethod}</dt>
        <dd>{paymentMethodLabels[order.paymentMethod]}</dd>
        <dt>{m.paymentState}</dt>
        <dd data-testid="order-payment-status">
          {order.paymentStatus ? paymentStatusLabels[order.paymentStatus] : m.paymentOpen}
        </dd>
      </dl>
      <div className={styles.buttonRow}>
        <Button
          className={styles.button}
          isDisabled={check.isPending}
          onPress={() => {
            onFeedback(null);
            check.mutate(undefined, {
              onSuccess: () => onFeedback({ tone: 'success', text: m.done }),
              onError: (error) =>
                onFeedback({ tone: 'error', text: failureMessage(error, errorsMessages.paymentStatusFailed) }),
            });
          }}
        >
          {m.actionCheckPayment}
        </Button>
      </div>
    </div>
  );
}
