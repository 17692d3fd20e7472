import { type AuditLogListEntry, useStaffApi } from '@bestell/api-client';
import { backofficeAuditMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPage } from '../editor-page';
import { DateRangeFilter } from '../orders/history/date-range-filter';
import { FilterSelect } from '../orders/history/filter-select';
import { DataTable, type TableColumn } from '../table';
import { actionLabel, actorLabel, dateTime, fieldLabel, resourceLabel, whatLabel } from './log-values';
import styles from './logs.module.css';
import { useUrlPagedList } from './use-url-paged-list';

const m = backofficeAuditMessages.logs;
const filterNames = ['userId', 'resource', 'action', 'from', 'to'] as const;
const pageSizes = [50, 25, 100] as const;

interface StaffUserOption {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

const columns: TableColumn<AuditLogListEntry>[] = [
  {
    id: 'createdAt',
    header: m.columns.time,
    rowHeader: true,
    cell: (row) => <Link to={`/backend/logs/${row.id}`}>{dateTime.format(new Date(row.createdAt))}</Link>,
  },
  { id: 'user', header: m.columns.user, cell: (row) => actorLabel(row.username) },
  { id: 'action', header: m.columns.action, cell: (row) => actionLabel(row.action) },
  { id: 'resource', header: m.columns.resource, cell: (row) => resourceLabel(row.resource) },
  {
    id: 'what',
    header: m.columns.what,
    cell: (row) => whatLabel(row),
  },
  {
    id: 'changed',
    header: m.columns.changed,
    cell: (row) => (
      <span className={styles.changedFields}>
        {row.changedFields.map((field) => fieldLabel(row.resource, field)).join(', ') || m.empty_value}
      </span>
    ),
  },
];

/** /backend/logs: the audit log, newest first, searchable and filtered on the server, paged (admins only). */
export function LogList() {
  const api = useStaffApi();
  const { query, update, isError, table } = useUrlPagedList<AuditLogListEntry, (typeof filterNames)[number]>({
    path: '/logs',
    filterNames,
    pageSizes,
    searchLabel: m.search,
  });
  const users = useQuery({
    queryKey: ['staff', '/users', 'list'],
    queryFn: ({ signal }) => api.list<StaffUserOption>('/users?sort=lastName,firstName', signal),
  });

  const userOptions = (users.data?.rows ?? []).map((user) => ({
    id: String(user.id),
    label: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
  }));
  const resourceOptions = Object.entries(m.resources)
    .map(([id, label]) => ({ id, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
  const actionOptions = Object.entries(m.actions).map(([id, label]) => ({ id, label }));

  return (
    <ListPage title={m.title} intro={m.intro} loadFailed={isError} loadFailedMessage={m.loadFailed}>
      <DataTable<AuditLogListEntry>
        caption={m.title}
        captionHidden
        columns={columns}
        {...table}
        getRowId={(row) => String(row.id)}
        emptyText={m.empty}
        toolbar={
          <div className={styles.toolbar}>
            <DateRangeFilter
              from={query.filters.from}
              to={query.filters.to}
              onChange={(range) => update({ filters: range })}
            />
            <FilterSelect
              label={m.user}
              allLabel={m.allUsers}
              options={userOptions}
              value={query.filters.userId}
              onChange={(userId) => update({ filters: { userId } })}
            />
            <FilterSelect
              label={m.resource}
              allLabel={m.allResources}
              options={resourceOptions}
              value={query.filters.resource}
              onChange={(resource) => update({ filters: { resource } })}
            />
            <FilterSelect
              label={m.action}
              allLabel={m.allActions}
              options={actionOptions}
              value={query.filters.action}
              onChange={(action) => update({ filters: { action } })}
            />
          </div>
        }
      />
    </ListPage>
  );
}
