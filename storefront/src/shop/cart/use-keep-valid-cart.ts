import type { Branch } from '@bestell/domain';
import { useEffect } from 'react';
import type { BranchCatalog } from '../catalog/use-branch-catalog';
import { useCartStore } from './cart-context';

/** Spec §4 Cart: after every (re)load of the catalog data, items whose product changed are dropped. */
export function useKeepValidCart(branch: Branch | undefined, catalog: BranchCatalog): void {
  const store = useCartStore();
  const { status, orderable, loadedAt } = catalog;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per data load (loadedAt), not per clock tick
  useEffect(() => {
    if (!branch || status !== 'success') return;
    store.keepValid(branch.identifier, orderable, branch);
  }, [branch?.identifier, status, loadedAt, store]);
}
