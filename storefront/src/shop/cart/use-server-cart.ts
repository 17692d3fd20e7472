import { getServerCart, useApiClient } from '@bestell/api-client';
import type { Branch } from '@bestell/domain';
import { useEffect } from 'react';
import type { BranchCatalog } from '../catalog/use-branch-catalog';
import { useCartStore } from './cart-context';
import { fromServerCart, type ServerCartSync } from './server-cart-sync';

/** Branch keys whose server cart this page has already looked at (once per page load). */
const looked = new Set<string>();

/**
 * Spec §2 Cart: when the session cart of a branch is empty (a new tab, a new browser session), the server cart of the
 * same cart token is taken over once the catalog is there; its lines are kept only for orderable products.
 */
export function useServerCart(branch: Branch | undefined, catalog: BranchCatalog, sync: ServerCartSync | null): void {
  const store = useCartStore();
  const client = useApiClient();
  const { status, orderable } = catalog;
  useEffect(() => {
    if (!branch || !sync || status !== 'success' || looked.has(branch.identifier)) return;
    looked.add(branch.identifier);
    const key = branch.identifier;
    // Not aborted on re-render: the look happens once per page load and its answer is still wanted.
    getServerCart(client, key)
      .then((server) => {
        sync.remember(key, server);
        if (store.get(key).items.length > 0 || server.items.length === 0) return;
        const cart = fromServerCart(server, orderable);
        if (cart.items.length > 0) store.load(key, cart);
      })
      .catch(() => {
        looked.delete(key);
      });
  }, [branch, sync, status, orderable, store, client]);
}
