import { useStaffApi } from '@bestell/api-client';
import { countWorkingDays, formatGermanDate, timeTrackingScheduleMessages as t } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useStaffUser } from '../../branches/use-is-admin';
import { ListPage, useRowDelete } from '../../editor-page';
import { DataTable, type TableColumn } from '../../table';
import { absencesListKey, type StaffAbsence } from './absence-values';
import { EntitlementPanel } from './entitlement-panel';

/** /backend/zeiterfassung/abwesenheiten: absences (admins: everyone's, editable; employees: their own). */
export function AbsenceList({ names }: { names: Map<number, string> }) {
  const api = useStaffApi();
  const { isAdmin } = useStaffUser();
  const absences = useQuery({
    queryKey: absencesListKey,
    queryFn: ({ signal }) => api.list<StaffAbsence>('/absences?sort=-fromDate&limit=1000', signal),
  });
  const nameOf = (row: StaffAbsence) => names.get(row.userId) ?? `#${row.userId}`;
  const remove = useRowDelete<StaffAbsence>({
    pathOf: (row) => `/absences/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) =>
      t.absenceDeleteQuestion({
        name: nameOf(row),
        from: formatGermanDate(row.fromDate),
        to: formatGermanDate(row.toDate),
      }),
    label: t.absenceDelete,
    failedMessage: t.absenceDeleteFailed,
    invalidates: [absencesListKey],
  });
  const columns: TableColumn<StaffAbsence>[] = [
    {
      id: 'person',
      header: t.employee,
      rowHeader: true,
      cell: (row) =>
        isAdmin ? <Link to={`/backend/zeiterfassung/abwesenheiten/${row.id}`}>{nameOf(row)}</Link> : nameOf(row),
      sortValue: nameOf,
      searchValue: (row) => `${nameOf(row)} ${row.note ?? ''}`,
    },
    { id: 'kind', header: t.absenceKind, cell: (row) => t.absenceKinds[row.kind], sortValue: (row) => row.kind },
    {
      id: 'from',
      header: t.absenceFrom,
      cell: (row) => formatGermanDate(row.fromDate),
      sortValue: (row) => row.fromDate,
    },
    { id: 'to', header: t.absenceTo, cell: (row) => formatGermanDate(row.toDate), sortValue: (row) => row.toDate },
    {
      id: 'days',
      header: t.absenceDays,
      align: 'end',
      cell: (row) => countWorkingDays(row.fromDate, row.toDate),
      sortValue: (row) => countWorkingDays(row.fromDate, row.toDate),
    },
    { id: 'note', header: t.absenceNote, cell: (row) => row.note ?? '', sortValue: (row) => row.note ?? '' },
  ];
  if (isAdmin) {
    columns.push({
      id: 'actions',
      header: t.absenceDelete,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, nameOf(row)),
    });
  }
  return (
    <ListPage
      title={t.absencesTitle}
      newLink={isAdmin ? { to: '/backend/zeiterfassung/abwesenheiten/new', label: t.absenceNew } : undefined}
      loadFailed={absences.isError}
      loadFailedMessage={t.absencesLoadFailed}
      failure={remove.failure}
      after={
        <>
          {remove.dialog}
          <EntitlementPanel />
        </>
      }
    >
      <DataTable<StaffAbsence>
        caption={t.absencesTitle}
        captionHidden
        columns={columns}
        rows={absences.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={absences.isPending}
        search={{ label: t.search }}
      />
    </ListPage>
  );
}
