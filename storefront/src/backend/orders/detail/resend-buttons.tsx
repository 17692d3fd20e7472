import { type StaffOrder, staffOrderCalls, useStaffOrderCall } from '@bestell/api-client';
import { errorsMessages, backofficeOrdersMessages as m } from '@bestell/domain';
import { Button } from 'react-aria-components';
import styles from './detail.module.css';
import { failureMessage } from './failure-message';
import type { Feedback } from './feedback';

export interface ResendButtonsProps {
  order: StaffOrder;
  onFeedback: (feedback: Feedback | null) => void;
}

/** Send the customer's order confirmation again by e-mail or SMS. */
export function ResendButtons({ order, onFeedback }: ResendButtonsProps) {
  const resend = useStaffOrderCall(order.id, (api, channel: 'email' | 'sms') =>
    staffOrderCalls.resend(api, order.id, channel),
  );
  const send = (channel: 'email' | 'sms') => {
    onFeedback(null);
    resend.mutate(channel, {
      onSuccess: () => onFeedback({ tone: 'success', text: m.sent }),
      onError: (error) => onFeedback({ tone: 'error', text: failureMessage(error, errorsMessages.resendFailed) }),
    });
  };
  return (
    <div className={styles.buttonRow}>
      <Button className={styles.button} isDisabled={resend.isPending} onPress={() => send('email')}>
        {m.actionResendEmail}
      </Button>
      <Button className={styles.button} isDisabled={resend.isPending} onPress={() => send('sms')}>
        {m.actionResendSms}
      </Button>
    </div>
  );
}
