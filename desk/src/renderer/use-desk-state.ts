import type { StaffOrder } from '@bestell/api-client';
import { useEffect, useState } from 'react';
import type { DeskSnapshot } from '../core/snapshot';

/** The core passes the API's staff orders through unchanged: the renderer reads them with the shared type. */
export type RendererSnapshot = Omit<DeskSnapshot, 'orders'> & { orders: StaffOrder[] };

/** The desk core's snapshots (Server-Sent Events from the local server; EventSource reconnects by itself). */
export function useDeskState(): RendererSnapshot | null {
  const [snapshot, setSnapshot] = useState<RendererSnapshot | null>(null);
  useEffect(() => {
    const source = new EventSource('/local/events');
    source.onmessage = (event: MessageEvent<string>) => setSnapshot(JSON.parse(event.data) as RendererSnapshot);
    return () => source.close();
  }, []);
  return snapshot;
}

/** POST /local/orders/{id}/{verb}; resolves to an error message or null. */
export async function orderCommand(id: number, verb: string, payload?: unknown): Promise<string | null> {
  const init: RequestInit = { method: 'POST' };
  if (payload !== undefined) init.body = JSON.stringify(payload);
  const response = await fetch(`/local/orders/${id}/${verb}`, init);
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `HTTP ${response.status}`;
}
