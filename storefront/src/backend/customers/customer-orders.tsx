import {
  backofficeOrdersMessages,
  backofficePeopleMessages,
  formatCurrency,
  type StaffOrderWire,
} from '@bestell/domain';
import { Link } from 'react-router';
import { DataTable, type TableColumn } from '../table';
import { type CustomerOrders as CustomerOrdersAnswer, formatDateTime } from './customer-values';
import styles from './customers.module.css';

const c = backofficePeopleMessages.customers;

/** The figures of all of a customer's orders and the latest of them (amounts as the API's decimal strings). */
export function CustomerOrders({ data, currency }: { data: CustomerOrdersAnswer; currency: string }) {
  const { totals } = data;
  const columns: TableColumn<StaffOrderWire>[] = [
    {
      id: 'ticket',
      header: c.ticket,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/orders/${row.id}`}>{row.ticketNumber}</Link>,
      sortValue: (row) => row.ticketNumber,
    },
    { id: 'placed', header: c.placedAt, cell: (row) => formatDateTime(row.placedAt), sortValue: (row) => row.placedAt },
    {
      id: 'state',
      header: c.state,
      cell: (row) => backofficeOrdersMessages.stateLabels[row.state],
      sortValue: (row) => row.state,
    },
    {
      id: 'total',
      header: c.total,
      align: 'end',
      cell: (row) => formatCurrency(row.pricing.totalGross, currency),
      sortValue: (row) => Number(row.pricing.totalGross),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="customer-orders">
      <h2 id="customer-orders">{c.orders}</h2>
      <dl className={styles.figures} data-testid="customer-figures">
        <div>
          <dt>{c.orderCount}</dt>
          <dd>{totals.orderCount}</dd>
        </div>
        <div>
          <dt>{c.revenue}</dt>
          <dd data-testid="customer-revenue">{formatCurrency(totals.revenue, currency)}</dd>
        </div>
        <div>
          <dt>{c.firstOrder}</dt>
          <dd>{formatDateTime(totals.firstOrderAt)}</dd>
        </div>
        <div>
          <dt>{c.lastOrder}</dt>
          <dd>{formatDateTime(totals.lastOrderAt)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{c.revenueHint}</p>
      {data.orders.length === 0 ? (
        <p>{c.noOrders}</p>
      ) : (
        <DataTable<StaffOrderWire>
          caption={c.orders}
          captionHidden
          columns={columns}
          rows={data.orders}
          getRowId={(row) => String(row.id)}
          isLoading={false}
        />
      )}
    </section>
  );
}
