import type { StaffOrder } from '@bestell/api-client';
import type { Branch } from '@bestell/domain';
import {
  DEFAULT_TIME_ZONE,
  formatCurrency,
  formatDateTime,
  backofficeOrdersMessages as m,
  pricingMessages,
} from '@bestell/domain';
import { modeLabels, OrderStateBadge, paymentMethodLabels } from '@bestell/ui';
import { Link } from 'react-router';
import type { TableColumn } from '../../table';

/** The history's columns; the sortable ones carry the API's sort field as their id (contract 5). */
export function historyColumns(branches: readonly Branch[]): TableColumn<StaffOrder>[] {
  const branchOf = (order: StaffOrder) => branches.find((branch) => branch.id === order.branch.id);
  const zone = (order: StaffOrder) => branchOf(order)?.timeZone ?? DEFAULT_TIME_ZONE;
  return [
    {
      id: 'ticketNumber',
      header: m.ticketLabel,
      sortable: true,
      rowHeader: true,
      cell: (order) => (
        <Link to={`/backend/orders/${order.id}`} data-testid="history-order-link">
          {m.ticket({ ticket: order.ticketNumber })}
        </Link>
      ),
    },
    {
      id: 'placedAt',
      header: m.placedAt,
      sortable: true,
      cell: (order) => formatDateTime(Date.parse(order.placedAt), zone(order)),
    },
    {
      id: 'dueAt',
      header: m.appointment,
      sortable: true,
      cell: (order) => formatDateTime(Date.parse(order.appointment), zone(order)),
    },
    {
      id: 'lastName',
      header: m.customer,
      sortable: true,
      cell: (order) => `${order.lastName} ${order.firstName}`.trim(),
    },
    { id: 'branch', header: m.branch, cell: (order) => branchOf(order)?.name ?? '' },
    { id: 'mode', header: m.mode, cell: (order) => modeLabels[order.mode] },
    { id: 'paymentMethod', header: m.paymentMethod, cell: (order) => paymentMethodLabels[order.paymentMethod] },
    { id: 'state', header: m.state, cell: (order) => <OrderStateBadge state={order.state} mode={order.mode} /> },
    {
      id: 'totalGross',
      header: m.gross,
      sortable: true,
      align: 'end',
      cell: (order) =>
        `${order.isApproximate ? `${pricingMessages.approximate} ` : ''}${formatCurrency(order.pricing.totalGross, order.currency)}`,
    },
  ];
}
