import type { StaffOrder } from '@bestell/api-client';
import { backofficeShellMessages as m, minutesSince } from '@bestell/domain';
import { OrderCard } from '@bestell/ui';
import { useNavigate } from 'react-router';
import styles from './board.module.css';
import type { BoardAction } from './use-board-actions';

interface BoardCardProps {
  order: StaffOrder;
  alert: boolean;
  now: number;
  busy: boolean;
  onAction(id: number, action: BoardAction): void;
}

/** One order on the board: the shared card (a link to the detail), the time since placement and quick actions. */
export function BoardCard({ order, alert, now, busy, onAction }: BoardCardProps) {
  const navigate = useNavigate();
  const minutes = minutesSince(order.placedAt, now);
  const canConfirm = order.allowedActions.includes('confirm');
  return (
    <li className={styles.cardItem}>
      <OrderCard
        order={order}
        alert={alert}
        now={now}
        href={`/backend/orders/${order.id}`}
        onOpen={(id) => navigate(`/backend/orders/${id}`)}
      />
      <div className={styles.cardFoot}>
        <span className={minutes >= 15 && order.state === 'waiting' ? styles.timerLate : styles.timer}>
          <span className={styles.visuallyHidden}>{m.sinceLabel}: </span>
          <time dateTime={order.placedAt}>{m.since({ minutes })}</time>
        </span>
        <span className={styles.cardButtons}>
          {alert && (
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={busy}
              aria-label={m.acknowledgeFor({ ticket: order.ticketNumber })}
              onClick={() => onAction(order.id, 'acknowledge')}
            >
              {m.acknowledge}
            </button>
          )}
          {canConfirm && (
            <button
              type="button"
              className={styles.primaryButton}
              disabled={busy}
              aria-label={m.confirmFor({ ticket: order.ticketNumber })}
              onClick={() => onAction(order.id, 'confirm')}
            >
              {m.confirm}
            </button>
          )}
        </span>
      </div>
    </li>
  );
}
