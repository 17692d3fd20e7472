import type { StaffOrder } from '@bestell/api-client';
import { backofficeOrdersMessages as bo, formatTime, quotedDueAt } from '@bestell/domain';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import styles from './board.module.css';

export interface ConfirmQuoteDialogProps {
  order: StaffOrder | null;
  /** The branch's usual times (issue 27 point 5), e.g. [15, 20, 30, 45]. */
  quickQuoteMinutes: readonly number[];
  timeZone: string;
  now: number;
  isPending: boolean;
  /** Confirm as asked (no minutes) or 'in N Min.'. */
  onConfirm(order: StaffOrder, readyInMinutes?: number): void;
  onCancel(): void;
}

/**
 * The board's confirm dialog: the time the customer asked for, the branch's quick quotes as one-tap buttons ('in 20
 * Min.' → due then, never earlier than asked for), and the way to the counter-proposal picker on the order's page.
 */
export function ConfirmQuoteDialog({
  order,
  quickQuoteMinutes,
  timeZone,
  now,
  isPending,
  onConfirm,
  onCancel,
}: ConfirmQuoteDialogProps) {
  const asked = order ? formatTime(Date.parse(order.appointment), timeZone) : '';
  return (
    <ConfirmDialog
      isOpen={order !== null}
      title={order ? bo.confirmTitle({ ticket: order.ticketNumber }) : ''}
      confirmLabel={bo.confirmAsAsked({ time: asked })}
      cancelLabel={bo.abort}
      isPending={isPending}
      onConfirm={() => order && onConfirm(order)}
      onCancel={onCancel}
    >
      {quickQuoteMinutes.length > 0 && (
        <fieldset className={styles.quickQuotes}>
          <legend>{bo.quickQuoteGroup}</legend>
          {quickQuoteMinutes.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className={styles.quickQuote}
              disabled={isPending}
              aria-label={bo.quickQuoteFor({
                minutes,
                time: order
                  ? formatTime(quotedDueAt(new Date(order.appointment), new Date(now), minutes), timeZone)
                  : '',
              })}
              onClick={() => order && onConfirm(order, minutes)}
            >
              {bo.quickQuote({ minutes })}
            </button>
          ))}
        </fieldset>
      )}
      {order && (
        <p>
          <Link to={`/backend/orders/${order.id}`}>{bo.actionCounterAppointment}</Link>
        </p>
      )}
    </ConfirmDialog>
  );
}
