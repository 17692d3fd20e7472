import { useStaffApi } from '@bestell/api-client';
import { signageBackofficeMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListPage, useRowDelete } from '../../editor-page';
import { DataTable, type TableColumn } from '../../table';
import { layoutLabels } from './scene-editor';
import { type StaffScene, scenesListKey, scenesPath, scenesScreen } from './scene-values';

const c = signageBackofficeMessages.scenes;

/** The scenes (found by path): name, path, layout. */
export function SceneList() {
  const api = useStaffApi();
  const scenes = useQuery({
    queryKey: scenesListKey,
    queryFn: ({ signal }) => api.list<StaffScene>(`${scenesPath}?limit=1000`, signal),
  });
  const remove = useRowDelete<StaffScene>({
    pathOf: (row) => `${scenesPath}/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => c.deleteQuestion(row.name),
    label: c.deleteScene,
    failedMessage: c.deleteFailed,
    invalidates: [scenesListKey],
  });
  const columns: TableColumn<StaffScene>[] = [
    {
      id: 'name',
      header: c.name,
      rowHeader: true,
      cell: (row) => <Link to={`${scenesScreen}/${row.id}`}>{row.name}</Link>,
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.path}`,
    },
    { id: 'path', header: c.path, cell: (row) => row.path, sortValue: (row) => row.path },
    { id: 'layout', header: c.layout, cell: (row) => layoutLabels[row.layout], sortValue: (row) => row.layout },
    {
      id: 'actions',
      header: c.deleteScene,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, row.name),
    },
  ];
  return (
    <ListPage
      title={c.title}
      newLink={{ to: `${scenesScreen}/new`, label: c.newScene }}
      loadFailed={scenes.isError}
      loadFailedMessage={c.loadFailed}
      failure={remove.failure}
      after={remove.dialog}
    >
      <DataTable<StaffScene>
        caption={c.title}
        captionHidden
        columns={columns}
        rows={scenes.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={scenes.isPending}
        search={{ label: c.search }}
      />
    </ListPage>
  );
}
