import { getServerCart, useApiClient } from '@bestell/api-client';
import type { Branch } from '@bestell/domain';
import { useEffect, useState } from 'react';
import type { BranchCatalog } from '../catalog/use-branch-catalog';
import { useCartStore } from './cart-context';
import { cartHandoff } from './cart-handoff';
import { fromServerCart, type ServerCartSync } from './server-cart-sync';

/** Branch keys whose server cart this page has already looked at (once per page load). */
const looked = new Set<string>();

/**
 * Spec §2 Cart: when the session cart of a branch is empty (a new tab, a new browser session), the server cart of the
 * same cart token is taken over once the catalog is there; its lines are kept only for orderable products. A cart
 * handed off by a widget (`?cart={token}`, issue 15) replaces the session cart. Returns true while that first look
 * is still on its way (the checkout waits for it before saying the cart is empty).
 */
export function useServerCart(
  branch: Branch | undefined,
  catalog: BranchCatalog,
  sync: ServerCartSync | null,
): boolean {
  const store = useCartStore();
  const client = useApiClient();
  const { status, orderable } = catalog;
  const [pending, setPending] = useState(sync !== null);
  useEffect(() => {
    if (!sync || status === 'error') {
      setPending(false);
      return;
    }
    if (!branch || status !== 'success') return;
    if (looked.has(branch.identifier)) {
      setPending(false);
      return;
    }
    setPending(true);
    looked.add(branch.identifier);
    const key = branch.identifier;
    // Not aborted on re-render: the look happens once per page load and its answer is still wanted.
    cartHandoff()
      .then(async (handedOff) => {
        const server = await getServerCart(client, key);
        sync.remember(key, server);
        if (server.items.length === 0 || (!handedOff && store.get(key).items.length > 0)) return;
        const cart = fromServerCart(server, orderable);
        if (cart.items.length > 0) store.load(key, cart);
      })
      .catch(() => {
        looked.delete(key);
      })
      .finally(() => setPending(false));
  }, [branch, sync, status, orderable, store, client]);
  return pending;
}
