import { useApiClient } from '@bestell/api-client';
import { type Branch, dineInMessages as m, type Table } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCartStore } from '../cart/cart-context';
import styles from './dine-in.module.css';
import { clearFixedTable, storeFixedTable } from './fixed-table';

/**
 * A visitor who scanned a table card (`/store/{branch}?table={identifier}`, issue 24 point 3): the table is looked up
 * with the public GET /api/tables/by-identifier (enabled tables of public branches only); a found table is fixed for
 * the checkout and the cart switches to dine-in; an unknown or disabled one is said in German, and a found table of a
 * branch without dine-in names that reason (the table exists, the branch takes no orders at the table). Lazy: only a visitor
 * with `?table=` loads it.
 */
export function TableArrival({ branch, identifier }: { branch: Branch; identifier: string }) {
  const client = useApiClient();
  const store = useCartStore();
  const lookup = useQuery<Table>({
    queryKey: ['tables', 'by-identifier', branch.id, identifier],
    queryFn: ({ signal }) =>
      client.request<Table>(
        `/tables/by-identifier/${encodeURIComponent(identifier)}?branchId=${encodeURIComponent(String(branch.id))}`,
        { signal },
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const found = lookup.data && branch.isDineInEnabled ? lookup.data : null;
  const noDineIn = lookup.isSuccess && !branch.isDineInEnabled;
  const refused = lookup.isError || noDineIn;

  useEffect(() => {
    if (found) {
      storeFixedTable(branch.identifier, found.identifier);
      store.setMode(branch.identifier, 'dineIn');
    } else if (refused) clearFixedTable(branch.identifier);
  }, [found, refused, branch.identifier, store]);

  if (refused) {
    return (
      <p role="alert" className={styles.unavailable} data-testid="table-unavailable">
        {noDineIn ? m.noDineIn(branch.name) : m.tableUnavailable(identifier)}
      </p>
    );
  }
  return (
    <p role="status" className={styles.fixed} data-testid="table-arrival">
      {found ? m.fixedTable(found.identifier) : m.checking}
    </p>
  );
}
