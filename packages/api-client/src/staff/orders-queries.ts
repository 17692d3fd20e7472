import type { OrderAction } from '@bestell/domain';
import {
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import type { RequestBody } from '../generated/types.js';
import type { StaffOrder } from '../orders/staff-order.js';
import type { StaffApi, StaffPage } from './staff-api.js';
import { useStaffApi } from './use-staff-api.js';

/** Query keys of the staff order screens (detail, history); the live feed refreshes them through these. */
export const staffOrderKeys = {
  all: ['staff', 'orders'] as const,
  detail: (id: number) => ['staff', 'orders', 'detail', id] as const,
  history: (search: string) => ['staff', 'orders', 'history', search] as const,
  historyAll: ['staff', 'orders', 'history'] as const,
};

/**
 * An SSE event about an order arrived (`order.*`): the detail of that order reloads (event payloads carry no
 * customer data, so the full view is fetched) and history pages refresh when next shown.
 */
export function refreshStaffOrder(queryClient: QueryClient, orderId: number): void {
  void queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(orderId) });
  void queryClient.invalidateQueries({ queryKey: staffOrderKeys.historyAll, refetchType: 'none' });
}

/** GET /api/orders/{id}: the staff view of one order. */
export function useStaffOrder(id: number): UseQueryResult<StaffOrder, ApiError> {
  const api = useStaffApi();
  return useQuery<StaffOrder, ApiError>({
    queryKey: staffOrderKeys.detail(id),
    queryFn: ({ signal }) => api.get<StaffOrder>(`/orders/${id}`, signal),
    retry: (failureCount, error) => ![401, 403, 404].includes(error.status) && failureCount < 1,
  });
}

/** GET /api/orders?… (contract 5): one page of the order history. */
export function useOrderHistory(search: string): UseQueryResult<StaffPage<StaffOrder>, ApiError> {
  const api = useStaffApi();
  return useQuery<StaffPage<StaffOrder>, ApiError>({
    queryKey: staffOrderKeys.history(search),
    queryFn: ({ signal }) => api.list<StaffOrder>(`/orders${search ? `?${search}` : ''}`, signal),
    placeholderData: (previous) => previous,
  });
}

/** A staff call that answers the changed order: the answer replaces the cached detail. */
export function useStaffOrderChange<V>(
  id: number,
  call: (api: StaffApi, variables: V) => Promise<StaffOrder>,
): UseMutationResult<StaffOrder, ApiError, V> {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation<StaffOrder, ApiError, V>({
    mutationFn: (variables) => call(api, variables),
    onSuccess: (order) => {
      queryClient.setQueryData(staffOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.historyAll, refetchType: 'none' });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(id) }),
  });
}

/** The body of a status action: reject carries the message to the customer. */
export interface OrderActionRequest {
  action: OrderAction;
  rejectionMessage?: string;
}

/** Bodies as the API document describes them (generated types). */
type RejectionBody = RequestBody<'postOrdersByIdStatusByAction'>;
type CounterAppointmentBody = RequestBody<'postOrdersByIdCounterAppointment'>;
type OrderItemBody = RequestBody<'putOrdersByIdItemsByIndex'>;

export const staffOrderCalls = {
  acknowledge: (api: StaffApi, id: number) => api.post<StaffOrder>(`/orders/${id}/acknowledge`),
  action: (api: StaffApi, id: number, { action, rejectionMessage }: OrderActionRequest) =>
    api.post<StaffOrder>(
      `/orders/${id}/status/${action}`,
      rejectionMessage !== undefined ? ({ rejectionMessage } satisfies RejectionBody) : undefined,
    ),
  counterAppointment: (api: StaffApi, id: number, counterAppointment: string) =>
    api.post<StaffOrder>(`/orders/${id}/counter-appointment`, { counterAppointment } satisfies CounterAppointmentBody),
  editItem: (api: StaffApi, id: number, index: number, item: OrderItemBody) =>
    api.put<StaffOrder>(`/orders/${id}/items/${index}`, item),
  checkPayment: (api: StaffApi, id: number) => api.post<StaffOrder>(`/orders/${id}/update-payment-status`),
  print: (api: StaffApi, id: number) => api.post<unknown>(`/orders/${id}/print`),
  resend: (api: StaffApi, id: number, channel: 'email' | 'sms') =>
    api.post<unknown>(`/orders/${id}/resend-new-order-${channel}`),
};

/** A staff call that answers something else (print job, notice): the order's detail reloads afterwards. */
export function useStaffOrderCall<V>(
  id: number,
  call: (api: StaffApi, variables: V) => Promise<unknown>,
): UseMutationResult<unknown, ApiError, V> {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, V>({
    mutationFn: (variables) => call(api, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(id) }),
  });
}
