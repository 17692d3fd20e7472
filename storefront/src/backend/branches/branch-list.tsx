import { useStaffApi } from '@bestell/api-client';
import { backofficeBranchesMessages as b } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPage } from '../editor-page';
import { DataTable, type TableColumn } from '../table';
import type { StaffBranch } from './branch-form-values';
import styles from './branches.module.css';
import { useStaffUser } from './use-is-admin';

function modesOf(branch: StaffBranch): string {
  return [
    branch.isTakeawayEnabled ? b.fields.isTakeawayEnabled : null,
    branch.isDeliveryEnabled ? b.fields.isDeliveryEnabled : null,
    branch.isDineInEnabled ? b.fields.isDineInEnabled : null,
  ]
    .filter(Boolean)
    .join(', ');
}

const columns: TableColumn<StaffBranch>[] = [
  {
    id: 'name',
    header: b.columns.name,
    rowHeader: true,
    cell: (row) => <Link to={`/backend/branches/${row.id}`}>{row.name}</Link>,
    sortValue: (row) => row.name,
    searchValue: (row) => `${row.name} ${row.identifier} ${row.city} ${row.zipCode}`,
  },
  { id: 'identifier', header: b.columns.identifier, cell: (row) => row.identifier, sortValue: (row) => row.identifier },
  {
    id: 'city',
    header: b.columns.city,
    cell: (row) => `${row.zipCode} ${row.city}`.trim(),
    sortValue: (row) => row.city,
  },
  { id: 'modes', header: b.columns.modes, cell: modesOf },
  {
    id: 'state',
    header: b.columns.state,
    cell: (row) => (
      <span className={styles.badges}>
        <span className={row.isEnabled ? styles.badgeOn : styles.badgeOff}>
          {row.isEnabled ? b.enabled : b.disabled}
        </span>
        <span className={row.isPublic ? styles.badgeOn : styles.badgeOff}>{row.isPublic ? b.public : b.hidden}</span>
      </span>
    ),
    sortValue: (row) => (row.isEnabled ? 1 : 0) + (row.isPublic ? 1 : 0),
  },
];

/** The branches a member of staff may edit (admins: all; employees: their own). */
export function BranchList() {
  const api = useStaffApi();
  const { user, isAdmin } = useStaffUser();
  const branches = useQuery({
    queryKey: ['staff', '/branches', 'list'],
    queryFn: ({ signal }) => api.list<StaffBranch>('/branches?sort=position,name', signal),
  });
  const own = new Set((user?.branches ?? []).map((branch) => branch.id));
  const rows = (branches.data?.rows ?? []).filter((branch) => isAdmin || own.has(branch.id));
  return (
    <ListPage
      title={b.title}
      newLink={isAdmin ? { to: '/backend/branches/new', label: b.newBranch } : undefined}
      loadFailed={branches.isError}
      loadFailedMessage={b.loadFailed}
    >
      <DataTable<StaffBranch>
        caption={b.title}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={branches.isPending}
        search={{}}
        initialSorting={[]}
      />
    </ListPage>
  );
}
