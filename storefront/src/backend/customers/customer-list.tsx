import { useStaffApi } from '@bestell/api-client';
import { backofficePeopleMessages } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { apiMessageOf, ListPage } from '../editor-page';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import { customersListKey, formatDateTime, fullName, type StaffCustomer } from './customer-values';
import styles from './customers.module.css';

const c = backofficePeopleMessages.customers;

/**
 * The customers (derived from orders; admins only) with search and paging; selected duplicates are merged into the
 * oldest of them (its orders move there, the others are deleted).
 */
export function CustomerList() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const customers = useQuery({
    queryKey: customersListKey,
    queryFn: ({ signal }) => api.list<StaffCustomer>('/customers?sort=lastName,firstName&limit=1000', signal),
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
      id: 'name',
      header: c.name,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/customers/${row.id}`}>{fullName(row) || row.email || `#${row.id}`}</Link>,
      sortValue: (row) => `${row.lastName} ${row.firstName}`.toLowerCase(),
      searchValue: (row) => `${fullName(row)} ${row.companyName ?? ''} ${row.email ?? ''} ${row.phone ?? ''}`,
    },
    { id: 'email', header: c.email, cell: (row) => row.email ?? '', sortValue: (row) => row.email ?? '' },
    { id: 'phone', header: c.phone, cell: (row) => row.phone ?? '', sortValue: (row) => row.phone ?? '' },
    { id: 'city', header: c.city, cell: (row) => row.city ?? '', sortValue: (row) => row.city ?? '' },
    {
      id: 'updated',
      header: c.lastOrder,
      cell: (row) => formatDateTime(row.updatedAt),
      sortValue: (row) => row.updatedAt,
    },
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
        columns={columns}
        rows={customers.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={customers.isPending}
        search={{ label: c.search }}
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
