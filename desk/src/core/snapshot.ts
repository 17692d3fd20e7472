import type { DeskOnlinePause } from './api-client.js';
import type { DeskOrder } from './order.js';

/** What the desk screen shows; pushed by the core to the renderer on every change (types only: shared with React). */
export interface DeskSnapshot {
  deviceName: string;
  branchName: string;
  connected: boolean;
  lockedOut: boolean;
  printer: { address: string; state: 'online' | 'offline' | 'paper-out' | 'unknown'; lastError: string | null };
  queued: number;
  orders: DeskOrder[];
  /** Orders not yet acknowledged anywhere: the desk rings while this is not empty. */
  alerting: number[];
  /** The same orders with their ticket (known from the event at once, before the order itself is loaded). */
  alerts: { id: number; uid: string; ticketNumber: number }[];
  /** Counts the test notifications (spec §7) the desk received: the page rings once for each. */
  testRings: number;
  /** Issue 27.3: the branch's pause or busy mode in force (null: none). */
  onlinePause: DeskOnlinePause | null;
}

/** An order rings until someone acknowledges it (here, on another desk or in the back-office) or works on it. */
export function isAlerting(order: DeskOrder): boolean {
  return order.state === 'waiting' && !order.acknowledgedAt;
}
