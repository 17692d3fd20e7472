import type { StaffOrder } from '@bestell/api-client';
import { formatDateTime, formatTime, hoursMessages, backofficeOrdersMessages as m } from '@bestell/domain';
import { modeLabels } from '@bestell/ui';
import styles from './detail.module.css';

/** Mode, appointment ('So schnell wie möglich' with the time it resolved to), counter-appointment, table, placed at. */
export function OrderFacts({ order, timeZone }: { order: StaffOrder; timeZone: string }) {
  const due = Date.parse(order.appointment);
  return (
    <dl className={styles.facts}>
      <dt>{m.mode}</dt>
      <dd>{modeLabels[order.mode]}</dd>
      <dt>{m.appointment}</dt>
      <dd data-testid="order-appointment">
        {order.appointmentDate === null
          ? `${hoursMessages.asSoonAsPossible} ${m.resolvedTo({ time: formatTime(due, timeZone) })}`
          : formatDateTime(due, timeZone)}
      </dd>
      {order.counterAppointment && (
        <>
          <dt>{m.counterAppointment}</dt>
          <dd data-testid="order-counter-appointment">
            {formatDateTime(Date.parse(order.counterAppointment), timeZone)}
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
