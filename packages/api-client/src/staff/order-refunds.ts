import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import type { AnswerData, RequestBody } from '../generated/types.js';
import { staffOrderKeys } from './orders-queries.js';
import { useStaffApi } from './use-staff-api.js';

/** What was paid online and refunded, and the order's refunds (GET /api/orders/{id}/refunds). */
export type OrderRefunds = AnswerData<'getOrdersByIdRefunds'>;
export type RefundResult = AnswerData<'postOrdersByIdRefunds'>;
export type RefundBody = RequestBody<'postOrdersByIdRefunds'>;

/** Keyed under the order's detail: an event about the order (which refreshes the detail) reloads it too. */
export function useOrderRefunds(id: number, enabled = true): UseQueryResult<OrderRefunds, ApiError> {
  const api = useStaffApi();
  return useQuery<OrderRefunds, ApiError>({
    queryKey: [...staffOrderKeys.detail(id), 'refunds'],
    queryFn: ({ signal }) => api.get<OrderRefunds>(`/orders/${id}/refunds`, signal),
    enabled,
  });
}

/**
 * POST /api/orders/{id}/refunds with the dialog's Idempotency-Key (one per opened dialog): a double click, or a retry
 * after a lost answer, is the same refund. The answer's order replaces the cached detail.
 */
export function useRefundOrder(
  id: number,
): UseMutationResult<RefundResult, ApiError, { body: RefundBody; idempotencyKey: string }> {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation<RefundResult, ApiError, { body: RefundBody; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) =>
      api.post<RefundResult>(`/orders/${id}/refunds`, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (result) => {
      const { order, ...refunds } = result;
      queryClient.setQueryData(staffOrderKeys.detail(id), order);
      queryClient.setQueryData([...staffOrderKeys.detail(id), 'refunds'], refunds);
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.historyAll, refetchType: 'none' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(id) }),
  });
}
