import {
  type ApiError,
  type StaffOrder,
  staffOrderKeys,
  updateCurrentOrders,
  upsertCurrentOrder,
  useStaffApi,
} from '@bestell/api-client';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';

/** 'Fertig' (ready for pickup / in delivery) and 'Zurück' (back to being prepared) on the kitchen display. */
export type KitchenAction = 'in-delivery' | 'back-to-confirmed';

/**
 * POST /orders/{id}/status/{action} through the state machine; the answer updates this screen at once, the order
 * event every other board, kitchen screen and desk.
 */
export function useKitchenAction(): UseMutationResult<StaffOrder, ApiError, { id: number; action: KitchenAction }> {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation<StaffOrder, ApiError, { id: number; action: KitchenAction }>({
    mutationFn: ({ id, action }) => api.post<StaffOrder>(`/orders/${id}/status/${action}`),
    onSuccess: (order) => {
      updateCurrentOrders(queryClient, order.branch.id, (list) => upsertCurrentOrder(list, order));
      queryClient.setQueryData(staffOrderKeys.detail(order.id), order);
    },
  });
}
