import { type StaffOrder, staffOrderCalls, useStaffOrderCall } from '@bestell/api-client';
import { errorsMessages, formatDateTime, backofficeOrdersMessages as m } from '@bestell/domain';
import { Button } from 'react-aria-components';
import styles from './detail.module.css';
import { failureMessage } from './failure-message';
import type { Feedback } from './feedback';

export interface PrintJobsProps {
  order: StaffOrder;
  timeZone: string;
  onFeedback: (feedback: Feedback | null) => void;
}

/** Print the receipt on the branch's printers and show whether a desk picked each job up (contract 4). */
export function PrintJobs({ order, timeZone, onFeedback }: PrintJobsProps) {
  const print = useStaffOrderCall(order.id, (api, _: undefined) => staffOrderCalls.print(api, order.id));
  return (
    <div className={styles.stack}>
      <div className={styles.buttonRow}>
        <Button
          className={styles.button}
          isDisabled={print.isPending}
          onPress={() => {
            onFeedback(null);
            print.mutate(undefined, {
              onSuccess: () => onFeedback({ tone: 'success', text: m.printQueued }),
              onError: (error) =>
                onFeedback({ tone: 'error', text: failureMessage(error, errorsMessages.printFailed) }),
            });
          }}
        >
          {m.actionPrint}
        </Button>
      </div>
      {order.printJobs.length === 0 ? (
        <p className={styles.muted}>{m.noPrintJobs}</p>
      ) : (
        <ul className={styles.plainList} data-testid="order-print-jobs">
          {order.printJobs.map((job) => (
            <li key={job.id} data-status={job.status}>
              <span>{job.deviceName ?? m.printerUnknown}</span>
              <span className={styles.muted}>{formatDateTime(Date.parse(job.createdAt), timeZone)}</span>
              <span className={`${styles.jobStatus} ${styles[`job-${job.status}`] ?? ''}`}>
                {m.printJobStatus[job.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
