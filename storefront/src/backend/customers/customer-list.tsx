import { useStaffApi } from '@bestell/api-client';
import { backofficePeopleMessages } from '@bestell/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { useServerList } from '../cms/shared/use-server-list';
import { apiMessageOf, ListPage } from '../editor-page';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import { formatDateTime, fullName, type StaffCustomer } from './customer-values';
import styles from './customers.module.css';

const c = backofficePeopleMessages.customers;

/**
 * The customers (derived from orders; admins only) with search and paging; selected duplicates are merged into the
 * oldest of them (its orders move there, the others are deleted).
 */
export function CustomerList() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  // Searched (name, company, e-mail, phone, city: ?q=), sorted and paged by the API.
  const customers = useServerList<StaffCustomer>({
    path: '/customers',
    searchParam: 'q',
    searchLabel: c.search,
    defaultSort: { id: 'lastName', desc: false },
    sortable: ['lastName', 'city', 'updatedAt'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState<{ kept: StaffCustomer; others: StaffCustomer[]; clear: () => void } | null>(
    null,
  );
  const merge = useMutation({
    mutationFn: (target: { kept: StaffCustomer; others: StaffCustomer[] }) =>
      api.post<{ movedOrders: number }>(`/customers/${target.kept.id}/merge`, {
        customerIds: target.others.map((row) => row.id),
      }),
    onSuccess: (_answer, target) => {
      setDone(c.mergeDone(target.others.length));
      pending?.clear();
      return queryClient.invalidateQueries({ queryKey: ['staff', '/customers'] });
    },
    onError: (error) => setFailure(apiMessageOf(error, c.mergeFailed)),
    onSettled: () => setPending(null),
  });

  const columns: TableColumn<StaffCustomer>[] = [
    {
      id: 'lastName',
      header: c.name,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/customers/${row.id}`}>{fullName(row) || row.email || `#${row.id}`}</Link>,
      sortable: true,
    },
    { id: 'email', header: c.email, cell: (row) => row.email ?? '' },
    { id: 'phone', header: c.phone, cell: (row) => row.phone ?? '' },
    { id: 'city', header: c.city, cell: (row) => row.city ?? '', sortable: true },
    { id: 'updatedAt', header: c.updatedAt, cell: (row) => formatDateTime(row.updatedAt), sortable: true },
  ];

  return (
    <ListPage
      title={c.title}
      intro={c.intro}
      loadFailed={customers.isError}
      loadFailedMessage={c.loadFailed}
      failure={failure}
      after={
        <ConfirmDialog
          isOpen={pending !== null}
          title={c.merge}
          confirmLabel={c.mergeConfirm}
          isPending={merge.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => pending && merge.mutate(pending)}
        >
          <p>{c.mergeHint}</p>
          {pending && (
            <p>
              {fullName(pending.kept)} ← {pending.others.map((row) => fullName(row) || row.email).join(', ')}
            </p>
          )}
        </ConfirmDialog>
      }
    >
      {done && (
        <p role="status" className={styles.success}>
          {done}
        </p>
      )}
      <DataTable<StaffCustomer>
        caption={c.title}
        captionHidden
        {...customers.table}
        columns={columns}
        rows={customers.rows}
        getRowId={(row) => String(row.id)}
        isLoading={customers.isLoading}
        selection={{
          rowLabel: (row) => fullName(row) || String(row.id),
          actions: (rows, clear) => (
            <Button
              className={formStyles.secondaryButton}
              isDisabled={rows.length < 2}
              onPress={() => {
                setFailure(null);
                setDone(null);
                const [kept, ...others] = [...rows].sort((a, b) => a.id - b.id);
                if (kept) setPending({ kept, others, clear });
              }}
            >
              {c.merge}
            </Button>
          ),
        }}
      />
    </ListPage>
  );
}
