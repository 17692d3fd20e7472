import type { StaffOrder } from '@bestell/api-client';
import { ticketKey } from '@bestell/domain';
import styles from './kitchen.module.css';
import { KitchenTicket } from './kitchen-ticket';

export interface KitchenTicketListProps {
  /** The tickets in display order (packages/domain kitchenTickets: due first). */
  tickets: readonly StaffOrder[];
  now: number;
  timeZoneOf(order: StaffOrder): string;
  busyId: number | undefined;
  onDone(order: StaffOrder): void;
}

/** The kitchen's tickets, the first nine with their key 1–9 (back-office kitchen page and the desk's kitchen tab). */
export function KitchenTicketList({ tickets, now, timeZoneOf, busyId, onDone }: KitchenTicketListProps) {
  return (
    <ol className={styles.tickets} data-testid="kitchen-tickets">
      {tickets.map((order, index) => (
        <KitchenTicket
          key={order.id}
          order={order}
          keyLabel={ticketKey(index)}
          now={now}
          timeZone={timeZoneOf(order)}
          busy={busyId === order.id}
          onDone={onDone}
        />
      ))}
    </ol>
  );
}
