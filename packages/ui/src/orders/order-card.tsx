import type { StaffOrder } from '@bestell/api-client';
import {
  formatCurrency,
  formatDueTime,
  hoursMessages,
  backofficeOrdersMessages as m,
  pricingMessages,
} from '@bestell/domain';
import type { MouseEvent } from 'react';
import { modeLabels } from './order-labels';
import { OrderStateBadge } from './order-state-badge';
import styles from './orders.module.css';

export type OrderCardOrder = Pick<
  StaffOrder,
  | 'id'
  | 'ticketNumber'
  | 'mode'
  | 'appointmentDate'
  | 'appointment'
  | 'firstName'
  | 'lastName'
  | 'pricing'
  | 'currency'
  | 'isApproximate'
  | 'state'
  | 'tableIdentifier'
>;

export interface OrderCardProps {
  order: OrderCardOrder;
  /** The branch's time zone for the due time (default Europe/Vienna). */
  timeZone?: string;
  /** The current time (epoch ms): a due time on another day than this one's is named ('morgen 10:00'). */
  now?: number;
  /** Highlights a new order that rings until acknowledged. */
  alert?: boolean;
  /** Where the card links to (the app decides: /backend/orders/{id}, a desk route …). */
  href: string;
  /** Called on a plain click instead of following href (client-side navigation); modified clicks keep the browser's. */
  onOpen?: (id: number) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A compact order for the board: big ticket number, mode, due time, customer, total and state. */
export function OrderCard({ order, timeZone, now = Date.now(), alert = false, href, onOpen }: OrderCardProps) {
  const customer = `${order.firstName} ${order.lastName}`.trim();
  const dueTime = formatDueTime(Date.parse(order.appointment), now, timeZone);
  const due =
    order.appointmentDate === null ? `${hoursMessages.asSoonAsPossible} ${m.resolvedTo({ time: dueTime })}` : dueTime;
  return (
    <a
      href={href}
      className={`${styles.card} ${alert ? styles.cardAlert : ''}`}
      data-testid="order-card"
      data-order-id={order.id}
      data-alert={alert ? 'true' : undefined}
      onClick={(event) => {
        if (!onOpen || !isPlainClick(event)) return;
        event.preventDefault();
        onOpen(order.id);
      }}
    >
      <span className={styles.cardHead}>
        <span className={styles.ticket}>{m.ticket({ ticket: order.ticketNumber })}</span>
        <OrderStateBadge state={order.state} mode={order.mode} />
      </span>
      {alert && <span className={styles.alertText}>{m.newOrder}</span>}
      <span className={styles.cardLine}>
        <span>{modeLabels[order.mode]}</span>
        {order.tableIdentifier && (
          <span>
            {m.table} {order.tableIdentifier}
          </span>
        )}
      </span>
      <span className={styles.cardLine}>
        <span className={styles.muted}>{m.due}</span>
        <span className={styles.due}>{due}</span>
      </span>
      <span className={styles.cardLine}>
        <span className={styles.customer}>{customer}</span>
        <span className={styles.total}>
          {order.isApproximate && `${pricingMessages.approximate} `}
          {formatCurrency(order.pricing.totalGross, order.currency)}
        </span>
      </span>
    </a>
  );
}
