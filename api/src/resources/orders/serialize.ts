import {
  allowedOrderActions,
  canAnswerCounterAppointment,
  customerOrderStatus,
  type OrderStateFlags,
  orderPaymentStatus,
  orderStateOf,
  orderTimeline,
  staffOrderCustomerWire,
} from '@bestell/domain';
import type { OrderItemRow, OrderRow } from '../../db/rows.js';
import { formatDecimal, formatMoney } from '../../kernel/decimal.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function flagsOf(order: OrderRow) {
  return {
    isConfirmed: order.isConfirmed,
    isRejected: order.isRejected,
    isCanceled: order.isCanceled,
    isCompleted: order.isCompleted,
    isDelivery: order.isDelivery,
    isDineIn: order.isDineIn,
    isInDelivery: order.isInDelivery,
    isDelivered: order.isDelivered,
    isPaid: order.isPaid,
    isRefunded: order.isRefunded,
    isFailed: order.isFailed,
  };
}

function pricingOf(order: OrderRow) {
  const taxes: Record<string, string> = {};
  for (const [rate, amount] of Object.entries(order.taxes)) taxes[rate] = formatMoney(amount);
  return {
    gross: formatMoney(order.gross),
    deliveryGross: formatMoney(order.deliveryGross),
    totalGross: formatMoney(order.totalGross),
    net: formatDecimal(order.net),
    tax: formatDecimal(order.tax),
    taxes,
  };
}

function itemOf(item: OrderItemRow) {
  return {
    index: item.position,
    product: item.productId,
    name: item.name,
    amount: formatDecimal(item.amount),
    unit: item.unit,
    parts: item.parts,
    calculationModel: item.calculationModel,
    price: formatMoney(item.unitPrice),
    gross: formatMoney(item.gross),
    taxRate: formatDecimal(item.taxRate),
  };
}

/**
 * Where a delivery order goes (issue 14: shown on the status page): the delivery address when it differs, else the
 * order address; street, door and town only, no names or contact data. Null for takeaway and dine-in.
 */
function deliveryAddressOf(order: OrderRow) {
  if (!order.isDelivery) return null;
  const c = order.customer;
  const other = c.isDeliveryAddressDifferent;
  return {
    street: (other ? c.deliveryStreet : c.street) ?? null,
    floor: (other ? c.deliveryFloor : c.floor) ?? null,
    stairway: (other ? c.deliveryStairway : c.stairway) ?? null,
    door: (other ? c.deliveryDoor : c.door) ?? null,
    zipCode: (other ? c.deliveryZipCode : c.zipCode) ?? null,
    city: (other ? c.deliveryCity : c.city) ?? null,
    country: (other ? c.deliveryCountry : c.country) ?? null,
  };
}

/** The fields of an order its events carry. */
export type OrderEventSource = Pick<
  OrderRow,
  | 'id'
  | 'uid'
  | 'branchId'
  | 'ticketNumber'
  | 'isPaid'
  | 'totalGross'
  | 'dueAt'
  | 'acknowledgedAt'
  | keyof OrderStateFlags
>;

/** What the outbox carries: enough for a staff client to decide to reload; no customer data. */
export function orderEventPayload(order: OrderEventSource): Record<string, unknown> {
  return {
    id: order.id,
    uid: order.uid,
    branchId: order.branchId,
    ticketNumber: order.ticketNumber,
    state: orderStateOf(order),
    isPaid: order.isPaid,
    totalGross: formatMoney(order.totalGross),
    dueAt: order.dueAt.toISOString(),
    acknowledgedAt: iso(order.acknowledgedAt),
  };
}

/**
 * The status page (spec §2 Order status page, §3 Order): flags, ticket, items, totals, appointment and
 * counter-appointment, the customer status and timeline — nothing about the customer or other orders.
 */
export function toPublicOrder(order: OrderRow, items: OrderItemRow[], questionnaireRating: number | null) {
  return {
    uid: order.uid,
    hash: order.hash,
    ticketNumber: order.ticketNumber,
    branch: { id: order.branchId },
    mode: order.mode,
    submitMode: order.submitMode,
    paymentMethod: order.paymentMethod,
    appointmentDate: iso(order.appointment),
    appointment: iso(order.dueAt),
    counterAppointment: iso(order.counterAppointment),
    rejectionMessage: order.rejectionMessage,
    tableIdentifier: order.tableIdentifier,
    deliveryAddress: deliveryAddressOf(order),
    questionnaireRating,
    ...flagsOf(order),
    items: items.map(itemOf),
    pricing: pricingOf(order),
    currency: order.currency,
    isApproximate: order.isApproximate,
    status: customerOrderStatus(order),
    timeline: orderTimeline(order),
    paymentStatus: orderPaymentStatus(order),
    canAnswerCounterAppointment: canAnswerCounterAppointment({
      ...order,
      appointment: iso(order.appointment),
      counterAppointment: iso(order.counterAppointment),
    }),
    placedAt: order.placedAt.toISOString(),
  };
}

/** A print job of the order as the staff view lists it (contract 4 of issue 12). */
export interface StaffPrintJob {
  id: number;
  deviceId: number | null;
  deviceName: string | null;
  status: 'pending' | 'printed' | 'failed';
  createdAt: string;
}

/**
 * The staff view: the public view plus id, customer data, state, the actions allowed now, when staff acknowledged it
 * (null: it still alerts) and its print jobs.
 */
export function toStaffOrder(
  order: OrderRow,
  items: OrderItemRow[],
  questionnaireRating: number | null,
  printJobs: StaffPrintJob[],
) {
  return {
    id: order.id,
    ...toPublicOrder(order, items, questionnaireRating),
    businessDate: order.businessDate,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    customer: staffOrderCustomerWire.parse(order.customer),
    comment: order.comment,
    notificationType: order.notificationType,
    deliveryArea: order.deliveryArea,
    donatee: order.donateeId === null ? null : { id: order.donateeId },
    state: orderStateOf(order),
    allowedActions: allowedOrderActions(order),
    acknowledgedAt: iso(order.acknowledgedAt),
    printJobs,
    refundedAmount: formatMoney(order.refundedAmount),
    updatedAt: order.updatedAt.toISOString(),
  };
}
