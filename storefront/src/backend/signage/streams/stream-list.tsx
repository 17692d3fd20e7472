import { useStaffApi } from '@bestell/api-client';
import { signageBackofficeMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../../editor-page';
import { DataTable, type TableColumn } from '../../table';
import { type StaffStream, streamsListKey, streamsPath, streamsScreen } from './stream-values';

const t = signageBackofficeMessages.streams;

/** The streams (ordered slide lists the screens play), with their slide count. */
export function StreamList() {
  const api = useStaffApi();
  const streams = useQuery({
    queryKey: streamsListKey,
    queryFn: ({ signal }) => api.list<StaffStream>(`${streamsPath}?limit=1000`, signal),
  });
  const remove = useRowDelete<StaffStream>({
    pathOf: (row) => `${streamsPath}/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => t.deleteQuestion(row.name),
    label: t.deleteStream,
    failedMessage: t.deleteFailed,
    invalidates: [streamsListKey],
  });
  const columns: TableColumn<StaffStream>[] = [
    {
      id: 'name',
      header: t.name,
      rowHeader: true,
      cell: (row) => <Link to={`${streamsScreen}/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => row.name,
    },
    {
      id: 'slides',
      header: t.slideCount,
      align: 'end',
      cell: (row) => row.slides.length,
      sortValue: (row) => row.slides.length,
    },
    {
      id: 'actions',
      header: t.deleteStream,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, row.name),
    },
  ];
  return (
    <ListPage
      title={t.title}
      newLink={{ to: `${streamsScreen}/new`, label: t.newStream }}
      loadFailed={streams.isError}
      loadFailedMessage={t.loadFailed}
      failure={remove.failure}
      after={remove.dialog}
    >
      <DataTable<StaffStream>
        caption={t.title}
        captionHidden
        columns={columns}
        rows={streams.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={streams.isPending}
        search={{ label: t.search }}
      />
    </ListPage>
  );
}
