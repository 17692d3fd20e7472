import { type AuditLogListEntry, useStaffApi } from '@bestell/api-client';
import { backofficeAuditMessages } from '@bestell/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../editor-page';
import { DateRangeFilter } from '../orders/history/date-range-filter';
import { FilterSelect } from '../orders/history/filter-select';
import { DataTable, type TableColumn } from '../table';
import { actionLabel, actorLabel, dateTime, logsListKey, resourceLabel } from './log-values';
import styles from './logs.module.css';
import { serverListParams, useServerListQuery } from './server-list-params';

const m = backofficeAuditMessages.logs;
const filterNames = ['userId', 'resource', 'action', 'from', 'to'] as const;
const pageSizes = [50, 25, 100] as const;
const SEARCH_DELAY_MS = 300;

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
    cell: (row) => row.label ?? (row.resourceId === null ? m.empty_value : `#${row.resourceId}`),
  },
  {
    id: 'changed',
    header: m.columns.changed,
    cell: (row) => <span className={styles.changedFields}>{row.changedFields.join(', ') || m.empty_value}</span>,
  },
];

/** /backend/logs: the audit log, newest first, searchable and filtered on the server, paged (admins only). */
export function LogList() {
  const api = useStaffApi();
  const { query, update } = useServerListQuery(filterNames, pageSizes[0]);
  const search = serverListParams(query).toString();
  const logs = useQuery({
    queryKey: [...logsListKey, search],
    queryFn: ({ signal }) => api.list<AuditLogListEntry>(`/logs?${search}`, signal),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({
    queryKey: ['staff', '/users', 'list'],
    queryFn: ({ signal }) => api.list<StaffUserOption>('/users?sort=lastName,firstName', signal),
  });

  const [searchText, setSearchText] = useState(query.q);
  useEffect(() => setSearchText(query.q), [query.q]);
  useEffect(() => {
    if (searchText === query.q) return;
    const timer = setTimeout(() => update({ q: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
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
    <ListPage title={m.title} intro={m.intro} loadFailed={logs.isError} loadFailedMessage={m.loadFailed}>
      <DataTable<AuditLogListEntry>
        mode="server"
        caption={m.title}
        captionHidden
        columns={columns}
        rows={logs.data?.rows ?? []}
        total={logs.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        isLoading={logs.isFetching}
        emptyText={m.empty}
        search={{ label: m.search, value: searchText, onChange: setSearchText }}
        pageSizes={pageSizes}
        sorting={[]}
        onSortingChange={() => undefined}
        pagination={{ pageIndex: query.page - 1, pageSize: query.limit }}
        onPaginationChange={(pagination) => update({ page: pagination.pageIndex + 1, limit: pagination.pageSize })}
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
