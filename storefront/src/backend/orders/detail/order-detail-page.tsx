import { useStaffOrder } from '@bestell/api-client';
import { backofficeOrdersMessages as m } from '@bestell/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import styles from './detail.module.css';
import { failureMessage } from './failure-message';
import { OrderDetail } from './order-detail';
import { useAcknowledgeOnce } from './use-acknowledge-once';

/** /backend/orders/:id — loads the order (live: the SSE feed refreshes the cached detail) and acknowledges it once. */
export function OrderDetailPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useStaffOrder(valid ? orderId : 0);
  useAcknowledgeOnce(valid ? query.data : undefined);
  let body: ReactNode;
  if (!valid || query.error?.status === 404) body = <p role="alert">{m.notFound}</p>;
  else if (query.error) body = <p role="alert">{failureMessage(query.error, m.loadFailed)}</p>;
  else if (!query.data) body = <p aria-busy="true">{m.loading}</p>;
  else body = <OrderDetail order={query.data} />;
  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label={m.backToBoard}>
        <Link to="/backend/orders">{m.boardTitle}</Link>
        <Link to="/backend/orders/history">{m.historyTitle}</Link>
      </nav>
      {body}
    </div>
  );
}
