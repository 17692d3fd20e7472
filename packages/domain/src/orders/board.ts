import type { OrderState } from './order-state.js';

/** What the board rules read of an order (a staff order or an SSE payload). */
export interface BoardOrder {
  id: number;
  state: OrderState;
  acknowledgedAt: string | null;
}

/**
 * Contract 3 of issue 12: an order alerts (rings on the board) while no member of staff acknowledged it and it is
 * neither rejected nor canceled.
 */
export function isAlertingOrder(order: Pick<BoardOrder, 'state' | 'acknowledgedAt'>): boolean {
  return order.acknowledgedAt === null && order.state !== 'rejected' && order.state !== 'canceled';
}

/**
 * Issue 27 point 4: an order the branch confirmed by itself (auto-accept) arrives already acknowledged, so it never
 * alerts; the board rings once when it arrives (its 'order.created' event), without repeating.
 */
export function ringsOnceOnArrival(eventType: string, order: Pick<BoardOrder, 'state' | 'acknowledgedAt'>): boolean {
  return eventType === 'order.created' && order.state === 'confirmed' && order.acknowledgedAt !== null;
}

/** The orders that alert, in the given order. */
export function alertingOrders<T extends BoardOrder>(orders: readonly T[]): T[] {
  return orders.filter(isAlertingOrder);
}

/** The columns of the live board, left to right: new, confirmed, in delivery / ready for pickup. */
export const boardColumnStates = ['waiting', 'confirmed', 'in-delivery'] as const;
export type BoardColumnState = (typeof boardColumnStates)[number];

const isBoardColumnState = (state: OrderState): state is BoardColumnState =>
  (boardColumnStates as readonly OrderState[]).includes(state);

/**
 * Groups the current orders into the board's columns (each by due time `appointment`, then id); orders in a final state
 * (completed, rejected, canceled) leave the board.
 */
export function groupBoardOrders<T extends BoardOrder & { appointment: string }>(
  orders: readonly T[],
): Record<BoardColumnState, T[]> {
  const columns: Record<BoardColumnState, T[]> = { waiting: [], confirmed: [], 'in-delivery': [] };
  for (const order of orders) {
    if (isBoardColumnState(order.state)) columns[order.state].push(order);
  }
  const byDue = (a: T, b: T) => a.appointment.localeCompare(b.appointment) || a.id - b.id;
  for (const state of boardColumnStates) columns[state].sort(byDue);
  return columns;
}

/** The tab title of the board: the number of alerting orders in front, e.g. '(2) Bestellungen – Bäckerei'. */
export function boardTitle(p: { alerting: number; label: string; shopName: string | null }): string {
  const base = p.shopName ? `${p.label} – ${p.shopName}` : p.label;
  return p.alerting > 0 ? `(${p.alerting}) ${base}` : base;
}

/** Whole minutes since `placedAt` (never negative), for the board's timer. */
export function minutesSince(placedAt: string, now: number): number {
  const placed = Date.parse(placedAt);
  if (Number.isNaN(placed)) return 0;
  return Math.max(0, Math.floor((now - placed) / 60_000));
}
