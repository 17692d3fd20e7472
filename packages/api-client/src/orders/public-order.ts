import type {
  ChosenPartValue,
  CustomerOrderStatus,
  DecimalString,
  Id,
  IsoDateTime,
  OrderFlags,
  OrderPricing,
  PaymentMethod,
  PaymentStatus,
  Questionnaire,
  ServiceMode,
  SubmitMode,
  TimelineStep,
} from '@bestell/domain';
import type { ApiClient } from '../client.js';
import type { RequestBody } from '../generated/types.js';

/** One line of an order as the status page receives it. */
export interface PublicOrderItem {
  index: number;
  product: Id;
  name: string;
  amount: DecimalString;
  unit: string;
  parts: ChosenPartValue[];
  calculationModel: string;
  price: DecimalString;
  gross: DecimalString;
  taxRate: DecimalString;
}

/** Where a delivery order goes (no names or contact data). */
export interface PublicDeliveryAddress {
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

/**
 * GET /api/orders/public/{uid}/{hash} (spec §3 Order (status), §7): flags, ticket, appointment and
 * counter-appointment, items and totals, and the customer status the API derived from the flags.
 */
export interface PublicOrder extends OrderFlags {
  uid: string;
  hash: string;
  ticketNumber: number;
  branch: { id: Id };
  mode: ServiceMode;
  submitMode: Exclude<SubmitMode, 'unavailable'>;
  paymentMethod: PaymentMethod;
  /** The appointment the customer asked for, or null for 'as soon as possible'. */
  appointmentDate: IsoDateTime | null;
  /** When the order is due. */
  appointment: IsoDateTime;
  counterAppointment: IsoDateTime | null;
  rejectionMessage: string | null;
  tableIdentifier: string | null;
  /** Delivery orders only (else null; absent in fixtures that predate it). */
  deliveryAddress?: PublicDeliveryAddress | null;
  questionnaireRating: number | null;
  items: PublicOrderItem[];
  pricing: OrderPricing;
  currency: string;
  isApproximate: boolean;
  status: CustomerOrderStatus;
  timeline: TimelineStep[];
  paymentStatus: PaymentStatus | null;
  canAnswerCounterAppointment: boolean;
  placedAt: IsoDateTime;
}

export type CounterAppointmentAnswer = 'confirm' | 'reject';

const publicPath = (uid: string, hash: string) =>
  `/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;

export function getPublicOrder(client: ApiClient, uid: string, hash: string, signal?: AbortSignal) {
  return client.request<PublicOrder>(publicPath(uid, hash), signal ? { signal } : {});
}

/** POST …/confirm-counter-appointment or …/reject-counter-appointment (no body); answers the order. */
export function answerCounterAppointment(
  client: ApiClient,
  uid: string,
  hash: string,
  answer: CounterAppointmentAnswer,
) {
  return client.request<PublicOrder>(`${publicPath(uid, hash)}/${answer}-counter-appointment`, { method: 'POST' });
}

/** POST …/questionnaire with the four ratings and the optional comment; answers the order. */
export function sendQuestionnaire(client: ApiClient, uid: string, hash: string, questionnaire: Questionnaire) {
  const body: RequestBody<'postOrdersPublicByUidByHashQuestionnaire'> = questionnaire;
  return client.request<PublicOrder>(`${publicPath(uid, hash)}/questionnaire`, {
    method: 'POST',
    body,
  });
}
