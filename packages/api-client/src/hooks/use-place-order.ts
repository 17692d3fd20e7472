import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { type PlacedOrder, type PlaceOrderRequest, placeOrder } from '../orders/place-order.js';
import { useApiClient } from './api-client-context.js';

/**
 * Places an order (checkout submit). Not retried automatically: the caller retries with the same idempotency key
 * when the customer presses the button again after a network failure.
 */
export function usePlaceOrder(): UseMutationResult<PlacedOrder, ApiError, PlaceOrderRequest> {
  const client = useApiClient();
  return useMutation<PlacedOrder, ApiError, PlaceOrderRequest>({
    mutationFn: (request) => placeOrder(client, request),
  });
}
