import { type StaffOrder, useOrderNotifications } from '@bestell/api-client';
import { formatDateTime, formatTime, notificationLogMessages as m } from '@bestell/domain';
import styles from './detail.module.css';

const statusClass = {
  sending: 'job-pending',
  sent: 'job-printed',
  logged: 'job-printed',
  failed: 'job-failed',
} as const;

/**
 * The order's e-mails and SMS with their outcome (issue 25 point 5): a failed SMS shows the gateway's error, one that
 * waits for a retry the time of the next attempt. Reloads with the order's detail (a resend, an order event).
 */
export function NotificationLog({ order, timeZone }: { order: StaffOrder; timeZone: string }) {
  const log = useOrderNotifications(order.id);
  if (log.isError) return <p className={styles.muted}>{m.loadFailed}</p>;
  if (!log.data) return null;
  if (log.data.length === 0) return <p className={styles.muted}>{m.empty}</p>;
  return (
    <ul className={styles.plainList} data-testid="order-notifications">
      {log.data.map((entry) => (
        <li key={entry.id} data-channel={entry.channel} data-status={entry.status}>
          <span>
            {m.channel[entry.channel]} · {entry.recipient}
            {entry.isResend && <span className={styles.muted}> · {m.kindResend}</span>}
          </span>
          <span className={styles.muted}>{formatDateTime(Date.parse(entry.createdAt), timeZone)}</span>
          <span className={`${styles.jobStatus} ${styles[statusClass[entry.status]] ?? ''}`}>
            {m.status[entry.status]}
            {entry.attempts > 1 && ` (${m.attempts(entry.attempts)})`}
          </span>
          {entry.nextAttemptAt && (
            <span className={styles.muted}>{m.nextAttempt(formatTime(Date.parse(entry.nextAttemptAt), timeZone))}</span>
          )}
          {entry.error && entry.status !== 'sent' && (
            <span className={`${styles.muted} ${styles.notificationError ?? ''}`}>{entry.error}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
