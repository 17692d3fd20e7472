import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import type { AnswerData } from '../generated/types.js';
import { staffOrderKeys } from './orders-queries.js';
import { useStaffApi } from './use-staff-api.js';

/** One e-mail or SMS in the order's notification log (GET /api/orders/{id}/notifications). */
export type OrderNotification = AnswerData<'getOrdersByIdNotifications'>[number];

/**
 * The order's notification log. Keyed under the order's detail, so that a resend or an event about the order (which
 * refresh the detail) reload it too.
 */
export function useOrderNotifications(id: number): UseQueryResult<OrderNotification[], ApiError> {
  const api = useStaffApi();
  return useQuery<OrderNotification[], ApiError>({
    queryKey: [...staffOrderKeys.detail(id), 'notifications'],
    queryFn: ({ signal }) => api.get<OrderNotification[]>(`/orders/${id}/notifications`, signal),
  });
}
