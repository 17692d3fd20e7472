import {
  type ApiError,
  type StaffOrder,
  staffOrderKeys,
  updateCurrentOrders,
  upsertCurrentOrder,
  useStaffApi,
} from '@bestell/api-client';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';

export type BoardAction = 'acknowledge' | 'confirm';

/**
 * 'Gesehen' (POST /orders/{id}/acknowledge) and 'Bestätigen' (POST /orders/{id}/status/confirm, which acknowledges
 * too) on the board; the answer replaces the card at once, the event stops the alert on every other device.
 */
export function useBoardAction(): UseMutationResult<StaffOrder, ApiError, { id: number; action: BoardAction }> {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation<StaffOrder, ApiError, { id: number; action: BoardAction }>({
    mutationFn: ({ id, action }) =>
      api.post<StaffOrder>(action === 'acknowledge' ? `/orders/${id}/acknowledge` : `/orders/${id}/status/confirm`),
    onSuccess: (order) => {
      updateCurrentOrders(queryClient, order.branch.id, (list) => upsertCurrentOrder(list, order));
      queryClient.setQueryData(staffOrderKeys.detail(order.id), order);
    },
  });
}
