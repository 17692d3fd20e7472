import { useStaffApi } from '@bestell/api-client';
import { backofficeAuditMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../editor-page';
import { DataTable, type TableColumn } from '../table';
import styles from './organisation.module.css';
import { divisionsListKey, type StaffDivision } from './organisation-values';

const m = backofficeAuditMessages.organisation;
const d = m.divisions;

/** The divisions ('Organisationen'): search, sort, paging in the table; edit, new, delete (admins). */
export function DivisionList() {
  const api = useStaffApi();
  const divisions = useQuery({
    queryKey: divisionsListKey,
    queryFn: ({ signal }) => api.list<StaffDivision>('/divisions?sort=position,name', signal),
  });
  const remove = useRowDelete<StaffDivision>({
    pathOf: (row) => `/divisions/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => d.deleteQuestion(row.name),
    label: d.deleteLabel,
    failedMessage: d.deleteFailed,
    invalidates: [divisionsListKey],
  });
  const columns: TableColumn<StaffDivision>[] = [
    {
      id: 'name',
      header: d.columns.name,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/organisation/divisions/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.identifier} ${row.title ?? ''}`,
    },
    {
      id: 'identifier',
      header: d.columns.identifier,
      cell: (row) => row.identifier,
      sortValue: (row) => row.identifier,
    },
    {
      id: 'isPublic',
      header: d.columns.isPublic,
      cell: (row) => (row.isPublic ? m.yes : m.no),
      sortValue: (row) => (row.isPublic ? 1 : 0),
    },
    {
      id: 'position',
      header: d.columns.position,
      align: 'end',
      cell: (row) => row.position,
      sortValue: (row) => row.position,
    },
    {
      id: 'actions',
      header: d.columns.name,
      headerHidden: true,
      align: 'end',
      cell: (row) => <span className={styles.rowActions}>{remove.button(row, row.name)}</span>,
    },
  ];
  return (
    <ListPage
      title={d.title}
      newLink={{ to: '/backend/organisation/divisions/new', label: d.newDivision }}
      loadFailed={divisions.isError}
      loadFailedMessage={d.loadFailed}
      failure={remove.failure}
      after={remove.dialog}
    >
      <DataTable<StaffDivision>
        caption={d.title}
        captionHidden
        columns={columns}
        rows={divisions.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={divisions.isPending}
        search={{}}
      />
    </ListPage>
  );
}
