import type { StaffOrder } from '@bestell/api-client';
import {
  backofficeOrdersMessages as bo,
  formatTime,
  kitchenItemOptions,
  minutesLeft,
  timeLeftTone,
} from '@bestell/domain';
import { formatOrderAmount, unitLabel } from '../orders/format-order';
import styles from './kitchen.module.css';

const m = bo.kitchen;
const toneClass = { ok: styles.toneOk, soon: styles.toneSoon, late: styles.toneLate } as const;

export interface KitchenTicketProps {
  order: StaffOrder;
  /** '1'…'9' for the first nine tickets. */
  keyLabel: string | null;
  now: number;
  timeZone: string;
  busy: boolean;
  onDone(order: StaffOrder): void;
}

/** One ticket: number, mode or table, time left (green, amber under 10 min, red when late), items, comment, 'Fertig'. */
export function KitchenTicket({ order, keyLabel, now, timeZone, busy, onDone }: KitchenTicketProps) {
  const tone = timeLeftTone(order.appointment, now);
  const titleId = `kitchen-ticket-${order.id}`;
  return (
    <li className={styles.ticket} data-order-id={order.id} data-tone={tone} aria-labelledby={titleId}>
      <header className={styles.ticketHead}>
        <h2 id={titleId} className={styles.ticketNumber}>
          {keyLabel && (
            <span className={styles.key} aria-hidden="true">
              {keyLabel}
            </span>
          )}
          {m.ticket({ ticket: order.ticketNumber })}
        </h2>
        <span className={styles.mode}>
          {order.tableIdentifier ? m.table({ table: order.tableIdentifier }) : m.modes[order.mode]}
        </span>
      </header>
      <p className={`${styles.timeLeft} ${toneClass[tone]}`} data-testid="kitchen-time-left">
        <span>{m.timeLeft({ minutes: minutesLeft(order.appointment, now) })}</span>
        <time dateTime={order.appointment}>{m.due({ time: formatTime(Date.parse(order.appointment), timeZone) })}</time>
      </p>
      <ul className={styles.items} aria-label={bo.items}>
        {order.items.map((item) => {
          const options = kitchenItemOptions(item.parts);
          return (
            <li key={item.index} className={styles.item}>
              <span className={styles.amount}>
                {formatOrderAmount(item.amount)} {unitLabel(item.unit)}
              </span>{' '}
              <span className={styles.itemName}>{item.name}</span>
              {options.length > 0 && (
                <ul className={styles.options}>
                  {options.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {order.comment && (
        <p className={styles.comment}>
          <strong>{bo.comment}:</strong> {order.comment}
        </p>
      )}
      <button
        type="button"
        className={styles.doneButton}
        disabled={busy}
        aria-label={m.doneFor({ ticket: order.ticketNumber, key: keyLabel })}
        onClick={() => onDone(order)}
      >
        {m.done}
      </button>
    </li>
  );
}
