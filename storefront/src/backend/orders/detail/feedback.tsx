import styles from './detail.module.css';

export interface Feedback {
  tone: 'error' | 'success';
  text: string;
}

/** The outcome of the last action: errors as an alert, successes as a polite status. */
export function FeedbackLine({ feedback }: { feedback: Feedback | null }) {
  return (
    <>
      <p role="alert" className={styles.error} data-testid="order-action-error">
        {feedback?.tone === 'error' ? feedback.text : ''}
      </p>
      <p role="status" className={styles.success}>
        {feedback?.tone === 'success' ? feedback.text : ''}
      </p>
    </>
  );
}
