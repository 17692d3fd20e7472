import { ApiError, getPublicOrder, type PublicOrder } from '@bestell/api-client';
import { ORDER_STATUS_POLL_INTERVAL_MS, shouldPollOrderStatus } from '@bestell/domain';
import { useEffect, useState } from 'react';
import { widgetClient } from '../shared/api';

export type LiveOrder =
  | { state: 'missing' }
  | { state: 'pending' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'success'; order: PublicOrder };

/**
 * The order of GET /api/orders/public/{uid}/{hash}, the public route of the hosted status page, reloaded like it every
 * 10 s until the order is final (§4), and at once when the page becomes visible again or gets focus.
 */
export function useLiveOrder(apiBase: string, uid: string, hash: string): LiveOrder {
  const [live, setLive] = useState<LiveOrder>(uid && hash ? { state: 'pending' } : { state: 'missing' });
  useEffect(() => {
    if (!uid || !hash) {
      setLive({ state: 'missing' });
      return;
    }
    setLive({ state: 'pending' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let final = false;
    const load = async () => {
      clearTimeout(timer);
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const order = await getPublicOrder(widgetClient(apiBase), uid, hash, current.signal);
        final = !shouldPollOrderStatus(order);
        setLive({ state: 'success', order });
      } catch (error) {
        if (current.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          final = true;
          setLive({ state: 'not-found' });
        } else {
          setLive((previous) => (previous.state === 'success' ? previous : { state: 'error' }));
        }
      }
      if (!final) timer = setTimeout(() => void load(), ORDER_STATUS_POLL_INTERVAL_MS);
    };
    const again = () => {
      if (!final && document.visibilityState === 'visible') void load();
    };
    void load();
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [apiBase, uid, hash]);
  return live;
}
