import { useStaffApi } from '@bestell/api-client';
import { backofficePeopleMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StaffBranch } from '../branches/branch-form-values';
import { ListPage, useRowDelete } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { useBranchChoice } from '../shell/branch-choice';
import { DataTable, type TableColumn } from '../table';
import { qrCardsUrl, type StaffTable, tablesListKey } from './table-values';

const t = backofficePeopleMessages.tables;

/** The tables of the branches the staff member sees (filtered by the branch picker), with the QR card PDF per branch. */
export function TableList({ branchNames }: { branchNames: Map<number, string> }) {
  const api = useStaffApi();
  const tables = useQuery({
    queryKey: tablesListKey,
    queryFn: ({ signal }) => api.list<StaffTable>('/tables?sort=branchId,identifier&limit=1000', signal),
  });
  // The same query (and cache entry) as useBranchOptions: which branches take no orders at the table.
  const branchRows = useQuery({
    queryKey: ['staff', '/branches', 'list'],
    queryFn: ({ signal }) => api.list<StaffBranch>('/branches?sort=position,name', signal),
  });
  const withoutDineIn = new Set(
    (branchRows.data?.rows ?? []).filter((row) => !row.isDineInEnabled).map((row) => row.id),
  );
  const { branch } = useBranchChoice();
  const remove = useRowDelete<StaffTable>({
    pathOf: (row) => `/tables/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => t.deleteQuestion(row.identifier),
    label: t.deleteTable,
    failedMessage: t.deleteFailed,
    invalidates: [tablesListKey],
  });
  const rows = tables.data?.rows ?? [];
  const branchIds = [...new Set(rows.map((row) => row.branch.id))].filter((id) => branch === 'all' || id === branch);

  const columns: TableColumn<StaffTable>[] = [
    {
      id: 'identifier',
      header: t.identifier,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/tables/${row.id}`}>{row.identifier}</Link>,
      sortValue: (row) => row.identifier.padStart(12, '0'),
      searchValue: (row) => `${row.identifier} ${row.name ?? ''}`,
    },
    { id: 'name', header: t.name, cell: (row) => row.name ?? '', sortValue: (row) => row.name ?? '' },
    {
      id: 'branch',
      header: t.branch,
      cell: (row) => branchNames.get(row.branch.id) ?? `#${row.branch.id}`,
      sortValue: (row) => branchNames.get(row.branch.id) ?? '',
      filterValue: (row) => String(row.branch.id),
    },
    { id: 'seats', header: t.seats, align: 'end', cell: (row) => row.seats ?? '', sortValue: (row) => row.seats ?? 0 },
    {
      id: 'state',
      header: t.isEnabled,
      cell: (row) => (row.isEnabled ? t.enabled : t.disabled),
      sortValue: (row) => (row.isEnabled ? 1 : 0),
    },
    {
      id: 'actions',
      header: t.deleteTable,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, row.identifier),
    },
  ];

  return (
    <ListPage
      title={t.title}
      newLink={{ to: '/backend/tables/new', label: t.newTable }}
      loadFailed={tables.isError}
      loadFailedMessage={t.loadFailed}
      failure={remove.failure}
      intro={
        branchIds.length > 0 ? (
          <span>
            {branchIds.map((id) =>
              withoutDineIn.has(id) ? (
                <span key={id} role="note" className={formStyles.error} data-testid="no-dine-in-warning">
                  {branchNames.get(id) ?? `#${id}`}: {t.noDineIn}
                </span>
              ) : (
                <a key={id} href={qrCardsUrl(id)} target="_blank" rel="noreferrer" data-testid="qr-cards-link">
                  {t.qrCards}: {branchNames.get(id) ?? `#${id}`}
                </a>
              ),
            )}
          </span>
        ) : undefined
      }
      after={remove.dialog}
    >
      <DataTable<StaffTable>
        caption={t.title}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={tables.isPending}
        search={{ label: t.search }}
        filters={{ branch: branch === 'all' ? undefined : String(branch) }}
      />
    </ListPage>
  );
}
