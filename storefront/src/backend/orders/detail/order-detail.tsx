import { type StaffOrder, useBranches, useDonatees } from '@bestell/api-client';
import {
  DEFAULT_TIME_ZONE,
  isFinalOrderState,
  backofficeOrdersMessages as m,
  notificationLogMessages,
} from '@bestell/domain';
import { OrderCustomerBlock, OrderItemLines, OrderStateBadge, OrderTotals } from '@bestell/ui';
import { type ReactNode, useState } from 'react';
import { CounterAppointment } from './counter-appointment';
import styles from './detail.module.css';
import { EditItem } from './edit-item';
import { type Feedback, FeedbackLine } from './feedback';
import { NotificationLog } from './notification-log';
import { OrderFacts } from './order-facts';
import { OrderTasks } from './order-tasks';
import { PaymentSection } from './payment-section';
import { PrintJobs } from './print-jobs';
import { RefundSection } from './refunds/refund-section';
import { ResendButtons } from './resend-buttons';
import { StatusActions } from './status-actions';
import { TaskFromOrderButton } from './task-from-order-button';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everything about one order and what staff may do with it now (issue 12 point 3). */
export function OrderDetail({ order }: { order: StaffOrder }) {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const branches = useBranches();
  const donatees = useDonatees(order.donatee !== null);
  const branch = branches.data?.find((candidate) => candidate.id === order.branch.id);
  const timeZone = branch?.timeZone ?? DEFAULT_TIME_ZONE;
  const donatee = order.donatee ? donatees.data?.find((candidate) => candidate.id === order.donatee?.id) : undefined;
  const editable = !isFinalOrderState(order.state);
  return (
    <article className={styles.detail} data-testid="order-detail" data-order-id={order.id} data-state={order.state}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <span className={styles.ticketLabel}>{m.ticketLabel} </span>
          {m.ticket({ ticket: order.ticketNumber })}
        </h1>
        <OrderStateBadge state={order.state} mode={order.mode} />
        {branch && <span className={styles.muted}>{branch.name}</span>}
      </header>

      <Section title={m.actions} id="order-actions-title">
        <div className={styles.actionBar}>
          <StatusActions order={order} onFeedback={setFeedback} />
          {order.state === 'waiting' && (
            <CounterAppointment order={order} timeZone={timeZone} onFeedback={setFeedback} />
          )}
          <TaskFromOrderButton order={order} onFeedback={setFeedback} />
        </div>
        <RefundSection order={order} onFeedback={setFeedback} variant="offer" />
        <FeedbackLine feedback={feedback} />
        <OrderTasks order={order} />
      </Section>

      <div className={styles.columns}>
        <div className={styles.column}>
          <Section title={m.appointment} id="order-facts-title">
            <OrderFacts order={order} timeZone={timeZone} />
          </Section>
          <Section title={m.customer} id="order-customer-title">
            <OrderCustomerBlock order={order} />
            <ResendButtons order={order} onFeedback={setFeedback} />
          </Section>
          <Section title={notificationLogMessages.heading} id="order-notifications-title">
            <NotificationLog order={order} timeZone={timeZone} />
          </Section>
          <Section title={m.payment} id="order-payment-title">
            <PaymentSection order={order} onFeedback={setFeedback} />
            <RefundSection order={order} onFeedback={setFeedback} />
          </Section>
        </div>
        <div className={styles.column}>
          <Section title={m.items} id="order-items-title">
            <OrderItemLines
              items={order.items}
              currency={order.currency}
              {...(editable
                ? { renderActions: (item) => <EditItem order={order} item={item} onFeedback={setFeedback} /> }
                : {})}
            />
            <OrderTotals order={order} donateeName={donatee?.name ?? null} />
          </Section>
          <Section title={m.printJobs} id="order-print-title">
            <PrintJobs order={order} timeZone={timeZone} onFeedback={setFeedback} />
          </Section>
        </div>
      </div>
    </article>
  );
}
