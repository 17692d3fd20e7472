import { type PublicOrder, useAnswerCounterAppointment } from '@bestell/api-client';
import { ordersMessages, statusPageMessages } from '@bestell/domain';
import { formatAppointment } from './format-instant';
import styles from './status.module.css';

/**
 * Spec §4 Counter-appointment: shown while the order is unconfirmed, not rejected and has a proposal; confirming takes
 * the proposed time, rejecting cancels the order. The answer is the reloaded order. Failures show the server's first
 * message, else 'Bestellstatus konnte nicht geändert werden.' (§8).
 */
export function CounterAppointmentPrompt({ order, timeZone }: { order: PublicOrder; timeZone: string }) {
  const answer = useAnswerCounterAppointment(order.uid, order.hash);
  const failure = answer.isError && (
    <p role="alert" className={styles.error}>
      {answer.error.errors[0]?.message || ordersMessages.statusChangeFailed}
    </p>
  );
  // A refused answer reloads the order, which may end the prompt (e.g. staff confirmed meanwhile): the message stays.
  if (!order.canAnswerCounterAppointment || !order.counterAppointment) return failure || null;
  const appointment = formatAppointment(order.counterAppointment, timeZone);
  return (
    <section className={`${styles.box} ${styles.prompt}`} aria-labelledby="counter-appointment-title">
      <h2 id="counter-appointment-title">{statusPageMessages.counterTitle}</h2>
      <p>{statusPageMessages.counterText({ appointment })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={answer.isPending}
          onClick={() => answer.mutate('confirm')}
        >
          {statusPageMessages.counterConfirm}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={answer.isPending}
          onClick={() => answer.mutate('reject')}
        >
          {statusPageMessages.counterReject}
        </button>
      </div>
      {failure}
    </section>
  );
}
