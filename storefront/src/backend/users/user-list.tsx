import { useStaffApi } from '@bestell/api-client';
import { backofficeUsersMessages as u } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import { usersListKey, useSetUserEnabled } from './user-actions';
import { fullName, type StaffUser } from './user-form-values';
import styles from './users.module.css';

const dateTime = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Vienna',
});

function roleNames(user: StaffUser): string {
  return user.roles.map((role) => (role in u.roles ? u.roles[role as keyof typeof u.roles] : role)).join(', ');
}

/** All staff accounts with disable/enable and delete (admins only). */
export function UserList({ meId, branchNames }: { meId: number; branchNames: Map<number, string> }) {
  const api = useStaffApi();
  const users = useQuery({
    queryKey: usersListKey,
    queryFn: ({ signal }) => api.list<StaffUser>('/users?sort=lastName,firstName', signal),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const setEnabled = useSetUserEnabled(setFailure, u.updateFailed);
  const remove = useRowDelete<StaffUser>({
    pathOf: (row) => `/users/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => u.deleteQuestion(fullName(row)),
    label: u.deleteUser,
    hint: <p>{u.deleteHint}</p>,
    failedMessage: u.deleteFailed,
    invalidates: [usersListKey],
    onError: setFailure,
  });

  const columns: TableColumn<StaffUser>[] = [
    {
      id: 'name',
      header: u.columns.name,
      rowHeader: true,
      cell: (row) => (
        <Link to={`/backend/users/${row.id}`}>
          {fullName(row)}
          {row.id === meId ? ` ${u.you}` : ''}
        </Link>
      ),
      sortValue: (row) => `${row.lastName} ${row.firstName}`,
      searchValue: (row) => `${row.firstName} ${row.lastName} ${row.username} ${row.email ?? ''}`,
    },
    { id: 'username', header: u.columns.username, cell: (row) => row.username, sortValue: (row) => row.username },
    { id: 'roles', header: u.columns.roles, cell: roleNames, sortValue: roleNames },
    {
      id: 'branches',
      header: u.columns.branches,
      cell: (row) =>
        row.branches.length === 0
          ? u.allBranches
          : row.branches.map((branch) => branchNames.get(branch.id) ?? `#${branch.id}`).join(', '),
    },
    {
      id: 'state',
      header: u.columns.state,
      cell: (row) => (
        <span className={row.isEnabled ? styles.badgeOn : styles.badgeOff}>
          {row.isEnabled ? u.enabled : u.disabled}
        </span>
      ),
      sortValue: (row) => (row.isEnabled ? 1 : 0),
    },
    {
      id: 'lastLogin',
      header: u.columns.lastLogin,
      cell: (row) => (row.lastLoginAt ? dateTime.format(new Date(row.lastLoginAt)) : '–'),
      sortValue: (row) => row.lastLoginAt ?? '',
    },
    {
      id: 'actions',
      header: u.columns.name,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <span className={styles.rowActions}>
          <Button
            className={formStyles.secondaryButton}
            aria-label={`${row.isEnabled ? u.disable : u.enable}: ${fullName(row)}`}
            isDisabled={setEnabled.isPending}
            onPress={() => {
              setFailure(null);
              setEnabled.mutate({ user: row, isEnabled: !row.isEnabled });
            }}
          >
            {row.isEnabled ? u.disable : u.enable}
          </Button>
          <Button
            className={formStyles.dangerButton}
            aria-label={`${u.deleteUser}: ${fullName(row)}`}
            onPress={() => {
              setFailure(null);
              remove.ask(row);
            }}
          >
            {u.deleteUser}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={u.title}
      newLink={{ to: '/backend/users/new', label: u.newUser }}
      loadFailed={users.isError}
      loadFailedMessage={u.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<StaffUser>
        caption={u.title}
        captionHidden
        columns={columns}
        rows={users.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={users.isPending}
        search={{}}
      />
    </ListPage>
  );
}
