import { useStaffApi } from '@bestell/api-client';
import { backofficeAuditMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../editor-page';
import { DataTable, type TableColumn } from '../table';
import styles from './organisation.module.css';
import { departmentsListKey, type StaffDepartment } from './organisation-values';

const m = backofficeAuditMessages.organisation;
const d = m.departments;

/** The departments of the branches (or of the whole business): search, sort, paging; edit, new, delete. */
export function DepartmentList({ branchNames }: { branchNames: Map<number, string> }) {
  const api = useStaffApi();
  const departments = useQuery({
    queryKey: departmentsListKey,
    queryFn: ({ signal }) => api.list<StaffDepartment>('/departments?sort=position,name', signal),
  });
  const remove = useRowDelete<StaffDepartment>({
    pathOf: (row) => `/departments/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => d.deleteQuestion(row.name),
    label: d.deleteLabel,
    failedMessage: d.deleteFailed,
    invalidates: [departmentsListKey],
  });
  const branchOf = (row: StaffDepartment) =>
    row.branchId === null ? d.wholeBusiness : (branchNames.get(row.branchId) ?? `#${row.branchId}`);
  const columns: TableColumn<StaffDepartment>[] = [
    {
      id: 'name',
      header: d.columns.name,
      rowHeader: true,
      cell: (row) => <Link to={`/backend/organisation/departments/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.description ?? ''} ${branchOf(row)}`,
    },
    { id: 'branch', header: d.columns.branch, cell: branchOf, sortValue: branchOf },
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
      newLink={{ to: '/backend/organisation/departments/new', label: d.newDepartment }}
      loadFailed={departments.isError}
      loadFailedMessage={d.loadFailed}
      failure={remove.failure}
      after={remove.dialog}
    >
      <DataTable<StaffDepartment>
        caption={d.title}
        captionHidden
        columns={columns}
        rows={departments.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={departments.isPending}
        search={{}}
      />
    </ListPage>
  );
}
