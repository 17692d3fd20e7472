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
 * too; from the confirm dialog, as asked or with a quick quote) on the board; the answer replaces the card at once, the event stops the alert on every other device.
 */
export interface BoardActionRequest {
  id: number;
  action: BoardAction;
  /** The quick quote of the confirm dialog: due in that many minutes (issue 27 point 5). */
  readyInMinutes?: number;
}

export function useBoardAction(): UseMutationResult<StaffOrder, ApiError, BoardActionRequest> {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation<StaffOrder, ApiError, BoardActionRequest>({
    mutationFn: ({ id, action, readyInMinutes }) =>
      action === 'acknowledge'
        ? api.post<StaffOrder>(`/orders/${id}/acknowledge`)
        : api.post<StaffOrder>(`/orders/${id}/status/confirm`, readyInMinutes ? { readyInMinutes } : undefined),
    onSuccess: (order) => {
      updateCurrentOrders(queryClient, order.branch.id, (list) => upsertCurrentOrder(list, order));
      queryClient.setQueryData(staffOrderKeys.detail(order.id), order);
    },
  });
}
