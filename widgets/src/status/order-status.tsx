import {
  customerOrderStatusLabels,
  layoutMessages,
  orderStatusHeading,
  orderTimeline,
  statusPageMessages,
  ticketNumberLabel,
  widgetsMessages,
} from '@bestell/domain';
import { useId } from 'react';
import { loadShopData, normalizeApiBase, shopUrl } from '../shared/api';
import { usePromise } from '../shared/use-promise';
import { useLiveOrder } from './use-live-order';

export interface OrderStatusProps {
  apiBase?: string;
  uid?: string;
  hash?: string;
}

/** `uid` and `hash` of the attributes, else of the host page's query string (the checkout's return, contract 4). */
function orderKey(props: OrderStatusProps): { uid: string; hash: string } {
  if (props.uid && props.hash) return { uid: props.uid, hash: props.hash };
  const query = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  return { uid: query.get('uid') ?? '', hash: query.get('hash') ?? '' };
}

/**
 * `<bestell-order-status api-base uid hash>` (issue 15 §1): the live status of an order — heading, ticket, the
 * current state and the timeline of the hosted status page — e.g. on the restaurant's own thank-you page.
 */
export function OrderStatus(props: OrderStatusProps) {
  const apiBase = normalizeApiBase(props.apiBase);
  const { uid, hash } = orderKey(props);
  const live = useLiveOrder(apiBase, uid, hash);
  const shop = usePromise(() => loadShopData(apiBase), apiBase);
  const titleId = useId();
  const disableTickets = shop.status === 'success' ? shop.data.config.disableTickets : false;

  if (live.state !== 'success') {
    const text =
      live.state === 'missing'
        ? widgetsMessages.orderMissing
        : live.state === 'not-found'
          ? widgetsMessages.orderNotFound
          : live.state === 'error'
            ? widgetsMessages.loadFailed
            : widgetsMessages.loading;
    return (
      <section className="root status" part="status" aria-labelledby={titleId} aria-busy={live.state === 'pending'}>
        <h2 id={titleId} className="status-title" part="heading">
          {layoutMessages.statusTitle}
        </h2>
        <p className="status-note" role={live.state === 'not-found' || live.state === 'error' ? 'alert' : undefined}>
          {text}
        </p>
      </section>
    );
  }

  const order = live.order;
  const steps = orderTimeline(order);
  return (
    <section className="root status" part="status" aria-labelledby={titleId} data-status={order.status}>
      <h2 id={titleId} className="status-title" part="heading">
        {orderStatusHeading(order)}
      </h2>
      <p className="ticket">
        <span>{ticketNumberLabel(disableTickets)}</span>{' '}
        <strong data-testid="ticket-number">{order.ticketNumber}</strong>
      </p>
      <p className="current" part="current" role="status">
        <span>{widgetsMessages.currentStatus}: </span>
        <strong data-testid="current-status">{customerOrderStatusLabels[order.status]}</strong>
      </p>
      <ol className="timeline" part="timeline" aria-label={statusPageMessages.timeline}>
        {steps.map((step, index) => (
          <li
            key={step.status}
            className={`step${step.done ? ' done' : ''}${step.current ? ' current' : ''}`}
            part={step.current ? 'step current-step' : 'step'}
            aria-current={step.current ? 'step' : undefined}
            data-status={step.status}
          >
            <span className="marker" aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </span>
            <span>{step.label}</span>
          </li>
        ))}
      </ol>
      <a className="status-link" part="shop-link" href={shopUrl(apiBase, `/status/${order.uid}/${order.hash}`)}>
        {widgetsMessages.toOrderStatus}
      </a>
    </section>
  );
}
