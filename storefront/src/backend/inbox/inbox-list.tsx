import { type FormSubmissionListEntry, useStaffApi } from '@bestell/api-client';
import { backofficeAuditMessages, contactFormSubjects, defaultFormRetentionMonths } from '@bestell/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../editor-page';
import { serverListParams, useServerListQuery } from '../logs/server-list-params';
import { DateRangeFilter } from '../orders/history/date-range-filter';
import { FilterSelect } from '../orders/history/filter-select';
import { DataTable, type TableColumn } from '../table';
import styles from './inbox.module.css';
import { inboxListKey, receivedAt, senderName, subjectLabel } from './inbox-values';
import { RetentionSetting, useRetentionMonths } from './retention-setting';

const m = backofficeAuditMessages.inbox;
const filterNames = ['state', 'subject', 'from', 'to'] as const;
const pageSizes = [25, 50, 100] as const;
const SEARCH_DELAY_MS = 300;

const columns: TableColumn<FormSubmissionListEntry>[] = [
  {
    id: 'name',
    header: m.columns.name,
    rowHeader: true,
    cell: (row) => (
      <Link to={`/backend/inbox/${row.id}`}>
        {senderName(row)}
        {row.company ? ` (${row.company})` : ''}
      </Link>
    ),
  },
  { id: 'subject', header: m.columns.subject, cell: (row) => subjectLabel(row.subject) },
  { id: 'received', header: m.columns.received, cell: (row) => receivedAt.format(new Date(row.createdAt)) },
  { id: 'email', header: m.columns.email, cell: (row) => row.email },
  { id: 'files', header: m.columns.files, align: 'end', cell: (row) => row.fileCount },
  {
    id: 'state',
    header: m.columns.state,
    cell: (row) =>
      row.doneAt ? (
        <span className={styles.badgeDone}>{m.done}</span>
      ) : (
        <span className={styles.badgeOpen}>{m.open}</span>
      ),
  },
];

/** /backend/inbox: received contact and job forms, newest first, searched and filtered on the server. */
export function InboxList() {
  const api = useStaffApi();
  const { query, update } = useServerListQuery(filterNames, pageSizes[0]);
  const search = serverListParams(query).toString();
  const forms = useQuery({
    queryKey: [...inboxListKey, search],
    queryFn: ({ signal }) => api.list<FormSubmissionListEntry>(`/form-submissions?${search}`, signal),
    placeholderData: keepPreviousData,
  });
  const months = useRetentionMonths();

  const [searchText, setSearchText] = useState(query.q);
  useEffect(() => setSearchText(query.q), [query.q]);
  useEffect(() => {
    if (searchText === query.q) return;
    const timer = setTimeout(() => update({ q: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return (
    <ListPage
      title={m.title}
      intro={m.intro(months ?? defaultFormRetentionMonths)}
      loadFailed={forms.isError}
      loadFailedMessage={m.loadFailed}
    >
      {months !== null && <RetentionSetting months={months} />}
      <DataTable<FormSubmissionListEntry>
        mode="server"
        caption={m.title}
        captionHidden
        columns={columns}
        rows={forms.data?.rows ?? []}
        total={forms.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        isLoading={forms.isFetching}
        emptyText={m.empty}
        search={{ label: m.search, value: searchText, onChange: setSearchText }}
        pageSizes={pageSizes}
        sorting={[]}
        onSortingChange={() => undefined}
        pagination={{ pageIndex: query.page - 1, pageSize: query.limit }}
        onPaginationChange={(pagination) => update({ page: pagination.pageIndex + 1, limit: pagination.pageSize })}
        toolbar={
          <div className={styles.toolbar}>
            <FilterSelect
              label={m.state}
              allLabel={m.allStates}
              options={[
                { id: 'open', label: m.open },
                { id: 'done', label: m.done },
              ]}
              value={query.filters.state}
              onChange={(state) => update({ filters: { state } })}
            />
            <FilterSelect
              label={m.subject}
              allLabel={m.allSubjects}
              options={contactFormSubjects.map((subject) => ({ id: subject.value, label: subject.label }))}
              value={query.filters.subject}
              onChange={(subject) => update({ filters: { subject } })}
            />
            <DateRangeFilter
              from={query.filters.from}
              to={query.filters.to}
              onChange={(range) => update({ filters: range })}
            />
          </div>
        }
      />
    </ListPage>
  );
}
