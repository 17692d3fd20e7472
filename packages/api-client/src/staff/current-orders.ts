import { isFinalOrderState, type OrderState } from '@bestell/domain';
import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import type { StaffOrder } from '../orders/staff-order.js';
import type { StaffApi } from './staff-api.js';
import { useStaffApi } from './use-staff-api.js';

/** The branch filter of the board: one branch id, or every branch the user may see. */
export type BranchFilter = number | 'all';

export const currentOrdersKeys = {
  all: ['staff', 'orders', 'current'] as const,
  of: (branch: BranchFilter) => ['staff', 'orders', 'current', branch] as const,
};

const branchQuery = (branch: BranchFilter) => (branch === 'all' ? '' : `?branch=${branch}`);

export const fetchCurrentOrders = (api: StaffApi, branch: BranchFilter, signal?: AbortSignal) =>
  api.get<StaffOrder[]>(`/orders/current${branchQuery(branch)}`, signal);

export const fetchMissedOrders = (api: StaffApi, branch: BranchFilter, signal?: AbortSignal) =>
  api.get<StaffOrder[]>(`/orders/missed${branchQuery(branch)}`, signal);

/** GET /api/orders/current?branch=: the orders still to work on; the live feed keeps the answer up to date. */
export function useCurrentOrders(branch: BranchFilter, enabled = true): UseQueryResult<StaffOrder[], ApiError> {
  const api = useStaffApi();
  return useQuery<StaffOrder[], ApiError>({
    queryKey: currentOrdersKeys.of(branch),
    queryFn: ({ signal }) => fetchCurrentOrders(api, branch, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What an SSE event (`order.*`) carries: enough to move a card; no customer data. */
export interface OrderEventPayload {
  id: number;
  uid: string;
  branchId: number;
  ticketNumber: number;
  state: OrderState;
  isPaid: boolean;
  totalGross: string;
  dueAt: string;
  acknowledgedAt: string | null;
}

export interface OrderEvent {
  id: string;
  type: string;
  orderId: number;
  branchId: number;
  createdAt: string;
  order: OrderEventPayload;
}

const byDue = (a: StaffOrder, b: StaffOrder) => a.appointment.localeCompare(b.appointment) || a.id - b.id;

/**
 * The current orders with one order put in (new or newer): an order in a final state leaves the list. Pure, so the
 * list keeps its identity when nothing changes.
 */
export function upsertCurrentOrder(list: readonly StaffOrder[], order: StaffOrder): StaffOrder[] {
  const rest = list.filter((entry) => entry.id !== order.id);
  if (isFinalOrderState(order.state)) return rest.length === list.length ? [...list] : rest;
  return [...rest, order].sort(byDue);
}

/** Applies what an event says at once (state, acknowledgement) to a listed order, before the reload. */
export function patchCurrentOrder(list: readonly StaffOrder[], payload: OrderEventPayload): StaffOrder[] {
  const found = list.find((entry) => entry.id === payload.id);
  if (!found) return [...list];
  return upsertCurrentOrder(list, {
    ...found,
    state: payload.state,
    acknowledgedAt: payload.acknowledgedAt,
  });
}

const inFilter = (key: readonly unknown[], branchId: number) => key[3] === 'all' || key[3] === branchId;

/** Writes a change into every cached current-orders list whose branch filter takes the order's branch. */
export function updateCurrentOrders(
  queryClient: QueryClient,
  branchId: number,
  change: (list: readonly StaffOrder[]) => StaffOrder[],
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: currentOrdersKeys.all })) {
    if (!inFilter(query.queryKey, branchId)) continue;
    queryClient.setQueryData<StaffOrder[]>(query.queryKey, (list) => (list ? change(list) : list));
  }
}
