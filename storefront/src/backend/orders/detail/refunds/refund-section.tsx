import { type StaffOrder, useOrderRefunds } from '@bestell/api-client';
import { formatCurrency, parseDecimal, refundsMessages as r } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import styles from '../detail.module.css';
import type { Feedback } from '../feedback';
import { RefundDialog } from './refund-dialog';

const isOnline = (order: StaffOrder) =>
  order.paymentMethod === 'online' || order.paymentMethod === 'online-alternative';
const positive = (amount: string) => parseDecimal(amount) > 0n;

export interface RefundSectionProps {
  order: StaffOrder;
  onFeedback: (feedback: Feedback | null) => void;
  /** The offer after a rejection or cancellation (shown in the actions, above the rest of the order). */
  variant?: 'section' | 'offer';
}

/**
 * The refunds of a paid online order: 'Erstattet' / 'Teilweise erstattet' with the amount the provider confirmed,
 * each refund with its state (automatic ones named so), and 'Erstatten' while something is left. As `offer` it asks
 * once the order was rejected or cancelled while paid.
 */
export function RefundSection({ order, onFeedback, variant = 'section' }: RefundSectionProps) {
  const relevant = isOnline(order) && (order.isPaid || positive(order.refundedAmount));
  const refunds = useOrderRefunds(order.id, relevant);
  const [isOpen, setOpen] = useState(false);
  if (!relevant) return null;
  const data = refunds.data;
  const canRefund = data !== undefined && positive(data.refundableAmount);
  const dialog = data && (
    <RefundDialog
      orderId={order.id}
      isOpen={isOpen}
      refundableAmount={data.refundableAmount}
      currency={data.currency}
      onClose={() => setOpen(false)}
      onDone={() => {
        setOpen(false);
        onFeedback({ tone: 'success', text: r.done });
      }}
    />
  );
  const button = (
    <Button
      className={styles.button}
      onPress={() => {
        onFeedback(null);
        setOpen(true);
      }}
    >
      {r.action}
    </Button>
  );
  if (variant === 'offer') {
    const stopped = order.state === 'rejected' || order.state === 'canceled';
    const open = data?.refunds.some((refund) => refund.status === 'requested' || refund.status === 'pending');
    if (!stopped || !canRefund || open) return null;
    return (
      <div className={styles.stack} data-testid="refund-offer">
        <p>{r.offerAfterStop}</p>
        <div className={styles.buttonRow}>{button}</div>
        {dialog}
      </div>
    );
  }
  const refunded = positive(order.refundedAmount);
  return (
    <div className={styles.stack} data-testid="refund-section">
      <dl className={styles.facts}>
        {refunded && (
          <>
            <dt>{order.isRefunded ? r.refunded : r.partlyRefunded}</dt>
            <dd data-testid="refunded-amount">{formatCurrency(order.refundedAmount, order.currency)}</dd>
          </>
        )}
        {data && !order.isRefunded && (
          <>
            <dt>{r.refundable}</dt>
            <dd data-testid="refundable-amount">{formatCurrency(data.refundableAmount, data.currency)}</dd>
          </>
        )}
      </dl>
      {refunds.isError && (
        <p role="alert" className={styles.error}>
          {r.loadFailed}
        </p>
      )}
      {data && data.refunds.length > 0 && (
        <>
          <h3 className={styles.muted}>{r.heading}</h3>
          <ul data-testid="refund-list">
            {data.refunds.map((refund) => (
              <li key={refund.id} data-status={refund.status}>
                {formatCurrency(refund.amount, refund.currency)} – {r.statusLabels[refund.status]} – {refund.reason}
                {refund.isAutomatic ? ` (${r.automatic})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {canRefund && <div className={styles.buttonRow}>{button}</div>}
      {dialog}
    </div>
  );
}
