import type { StaffOrder } from '@bestell/api-client';
import { formatDateTime, formatDueTime, hoursMessages, backofficeOrdersMessages as m } from '@bestell/domain';
import { modeLabels } from '@bestell/ui';
import styles from './detail.module.css';

/**
 * Mode, appointment ('So schnell wie möglich' with the time it resolved to; another day than today named:
 * 'morgen 10:00', 'Sa 28.11. 10:00'), counter-appointment, table, placed at.
 */
export function OrderFacts({
  order,
  timeZone,
  now = Date.now(),
}: {
  order: StaffOrder;
  timeZone: string;
  now?: number;
}) {
  const due = formatDueTime(Date.parse(order.appointment), now, timeZone);
  return (
    <dl className={styles.facts}>
      <dt>{m.mode}</dt>
      <dd>{modeLabels[order.mode]}</dd>
      <dt>{m.appointment}</dt>
      <dd data-testid="order-appointment">
        {order.appointmentDate === null ? `${hoursMessages.asSoonAsPossible} ${m.resolvedTo({ time: due })}` : due}
      </dd>
      {order.counterAppointment && (
        <>
          <dt>{m.counterAppointment}</dt>
          <dd data-testid="order-counter-appointment">
            {formatDueTime(Date.parse(order.counterAppointment), now, timeZone)}
          </dd>
        </>
      )}
      {order.tableIdentifier && (
        <>
          <dt>{m.table}</dt>
          <dd>{order.tableIdentifier}</dd>
        </>
      )}
      <dt>{m.placedAt}</dt>
      <dd>{formatDateTime(Date.parse(order.placedAt), timeZone)}</dd>
      {order.rejectionMessage && (
        <>
          <dt>{m.rejectionMessage}</dt>
          <dd>{order.rejectionMessage}</dd>
        </>
      )}
    </dl>
  );
}
