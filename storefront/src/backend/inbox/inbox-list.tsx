import type { FormSubmissionListEntry } from '@bestell/api-client';
import { backofficeAuditMessages, contactFormSubjects, defaultFormRetentionMonths } from '@bestell/domain';
import { Link } from 'react-router';
import { ListPage } from '../editor-page';
import { useUrlPagedList } from '../logs/use-url-paged-list';
import { DateRangeFilter } from '../orders/history/date-range-filter';
import { FilterSelect } from '../orders/history/filter-select';
import { DataTable, type TableColumn } from '../table';
import styles from './inbox.module.css';
import { receivedAt, senderName, subjectLabel } from './inbox-values';
import { RetentionSetting, useRetentionMonths } from './retention-setting';

const m = backofficeAuditMessages.inbox;
const filterNames = ['state', 'subject', 'from', 'to'] as const;
const pageSizes = [25, 50, 100] as const;

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
  const { query, update, isError, table } = useUrlPagedList<FormSubmissionListEntry, (typeof filterNames)[number]>({
    path: '/form-submissions',
    filterNames,
    pageSizes,
    searchLabel: m.search,
  });
  const months = useRetentionMonths();

  return (
    <ListPage
      title={m.title}
      intro={m.intro(months ?? defaultFormRetentionMonths)}
      loadFailed={isError}
      loadFailedMessage={m.loadFailed}
    >
      {months !== null && <RetentionSetting months={months} />}
      <DataTable<FormSubmissionListEntry>
        caption={m.title}
        captionHidden
        columns={columns}
        {...table}
        getRowId={(row) => String(row.id)}
        emptyText={m.empty}
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
