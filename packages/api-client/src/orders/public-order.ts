import type { Questionnaire } from '@bestell/domain';
import type { ApiClient } from '../client.js';
import type { AnswerData, RequestBody } from '../generated/types.js';

/**
 * GET /api/orders/public/{uid}/{hash} (spec §3 Order (status), §7): flags, ticket, appointment and
 * counter-appointment, items and totals, and the customer status the API derived from the flags. Generated from the
 * API document (answer schema: packages/domain's publicOrderWire).
 */
export type PublicOrder = AnswerData<'getOrdersPublicByUidByHash'>;
/** One line of an order as the status page receives it. */
export type PublicOrderItem = PublicOrder['items'][number];
/** Where a delivery order goes (no names or contact data). */
export type PublicDeliveryAddress = NonNullable<PublicOrder['deliveryAddress']>;

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
