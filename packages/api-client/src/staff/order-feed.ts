import { isFinalOrderState } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { onlinePausesKey } from '../hooks/use-online-pauses.js';
import type { StaffOrder } from '../orders/staff-order.js';
import {
  type BranchFilter,
  currentOrdersKeys,
  fetchMissedOrders,
  type OrderEvent,
  patchCurrentOrder,
  updateCurrentOrders,
  upsertCurrentOrder,
} from './current-orders.js';
import { refreshStaffOrder } from './orders-queries.js';
import { useStaffApi } from './use-staff-api.js';

export const orderEventTypes = ['order.created', 'order.changed', 'order.paid', 'order.acknowledged'] as const;
/** A branch's pause or busy mode was set or ended (issue 27.3): the pauses are read again. No event id. */
export const branchPausedEvent = 'branch.paused';

/** The server sends `retry: 3000`; after a refused stream (the browser gives up) the feed opens a new one itself. */
const reopenAfterMs = 3000;

export interface OrderFeedState {
  /** False while the stream is away (after an error, offline) until it opens again. */
  connected: boolean;
}

export interface OrderFeedOptions {
  branch: BranchFilter;
  enabled: boolean;
  /** Called for every event after the cache took it in (e.g. to notify about a new order). */
  onEvent?: (event: OrderEvent, order: StaffOrder | null) => void;
}

function eventsUrl(branch: BranchFilter, lastEventId: string | null): string {
  const query = new URLSearchParams();
  if (branch !== 'all') query.set('branch', String(branch));
  if (lastEventId) query.set('lastEventId', lastEventId);
  const search = query.toString();
  return `/api/orders/events${search ? `?${search}` : ''}`;
}

/**
 * ONE EventSource per tab on /api/orders/events, merged into the TanStack Query cache: an event patches the listed
 * order at once (state, acknowledgement) and the full staff view of the order is fetched and put in (a new order
 * appears with its customer and items); `branch.paused` reads the pauses again (a pause set on another board or desk
 * shows at once). On every (re)open the current and missed orders and the pauses are read again, so nothing
 * that happened while away is lost; the browser resumes with Last-Event-ID itself, and a stream it gave up on is
 * reopened with `?lastEventId=`.
 */
export function useOrderFeed({ branch, enabled, onEvent }: OrderFeedOptions): OrderFeedState {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  // Optimistic: the banner shows only once the stream failed, not while the first connection opens.
  const [connected, setConnected] = useState(true);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const apiRef = useRef(api);
  apiRef.current = api;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const catchUp = async () => {
      void queryClient.invalidateQueries({ queryKey: onlinePausesKey });
      await queryClient.invalidateQueries({ queryKey: currentOrdersKeys.all });
      try {
        const missed = await fetchMissedOrders(apiRef.current, branch);
        for (const order of missed) {
          updateCurrentOrders(queryClient, order.branch.id, (list) => upsertCurrentOrder(list, order));
        }
      } catch {
        // the current list above already carries the missed orders; this read is a second look only
      }
    };

    const receive = async (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      let event: OrderEvent;
      try {
        event = JSON.parse(message.data) as OrderEvent;
      } catch {
        return;
      }
      const payload = event.order;
      updateCurrentOrders(queryClient, event.branchId, (list) => patchCurrentOrder(list, payload));
      refreshStaffOrder(queryClient, event.orderId);
      let order: StaffOrder | null = null;
      if (!isFinalOrderState(payload.state)) {
        try {
          order = await apiRef.current.get<StaffOrder>(`/orders/${event.orderId}`);
          const fresh = order;
          updateCurrentOrders(queryClient, event.branchId, (list) => upsertCurrentOrder(list, fresh));
        } catch {
          void queryClient.invalidateQueries({ queryKey: currentOrdersKeys.all });
        }
      }
      onEventRef.current?.(event, order);
    };

    const open = () => {
      if (stopped) return;
      source = new EventSource(eventsUrl(branch, lastEventId), { withCredentials: true });
      source.onopen = () => {
        setConnected(true);
        void catchUp();
      };
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState === EventSource.CLOSED) {
          // The browser gave up (e.g. 401 after the session ended): a read of the list lets the app see why.
          void queryClient.invalidateQueries({ queryKey: currentOrdersKeys.all });
          source = null;
          clearTimeout(reopenTimer);
          reopenTimer = setTimeout(open, reopenAfterMs);
        }
      };
      for (const type of orderEventTypes) {
        source.addEventListener(type, (message) => void receive(message));
      }
      source.addEventListener(branchPausedEvent, () => {
        void queryClient.invalidateQueries({ queryKey: onlinePausesKey });
      });
    };

    const close = () => {
      clearTimeout(reopenTimer);
      source?.close();
      source = null;
    };
    const goneOffline = () => {
      close();
      setConnected(false);
    };
    const backOnline = () => {
      close();
      open();
    };

    open();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      stopped = true;
      close();
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [branch, enabled, queryClient]);

  return { connected };
}
