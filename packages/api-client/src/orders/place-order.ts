import type { Donatee, OrderOrigin, OrderPlacementInput, Table } from '@bestell/domain';
import type { ApiClient } from '../client.js';
import type { AnswerData, RequestBody, RequestHeaders } from '../generated/types.js';

/**
 * The body as a form sends it: like the domain's placement input, except that the two acceptances are plain booleans
 * (the API refuses a body where either is false, with the field's message).
 */
export type OrderPlacementBody = Omit<OrderPlacementInput, 'legalInstructions' | 'privacyPolicy'> & {
  legalInstructions: boolean;
  privacyPolicy: boolean;
};

/** The answer of POST /api/orders (spec §3 Order: uid, hash and, for online payment, the provider's page). */
export type PlacedOrder = AnswerData<'postOrders'>;

export interface PlaceOrderRequest {
  /** The order form plus isDelivery, isDineIn, items and branch (spec §3 Order form). */
  body: OrderPlacementBody;
  /**
   * One key per submit attempt, kept across retries of that attempt: the API answers a repeat with the stored
   * order instead of placing it twice.
   */
  idempotencyKey: string;
  /** Where the order is placed, for the statistics (X-Order-Origin); the API takes storefront when absent. */
  origin?: OrderOrigin;
}

/** POST /api/orders with the Idempotency-Key header; a refusal is an ApiError (422 with { field, message } entries). */
export function placeOrder(client: ApiClient, request: PlaceOrderRequest, signal?: AbortSignal): Promise<PlacedOrder> {
  // Typed by the API document: the form body must fit the documented placement body, the header its name.
  const body: RequestBody<'postOrders'> = request.body;
  const headers: RequestHeaders<'postOrders'> = {
    'Idempotency-Key': request.idempotencyKey,
    ...(request.origin ? { 'X-Order-Origin': request.origin } : {}),
  };
  return client.request<PlacedOrder>('/orders', {
    method: 'POST',
    body,
    headers,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/tables?branchId= (public: the enabled tables of a visible branch). */
export function getBranchTables(client: ApiClient, branchId: number, signal?: AbortSignal): Promise<Table[]> {
  return client.request<Table[]>(`/tables?branchId=${encodeURIComponent(String(branchId))}`, signal ? { signal } : {});
}

/** GET /api/donatees (public: the enabled donatees). */
export function getDonatees(client: ApiClient, signal?: AbortSignal): Promise<Donatee[]> {
  return client.request<Donatee[]>('/donatees', signal ? { signal } : {});
}
