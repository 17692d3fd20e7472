import { useStaffApi } from '@bestell/api-client';
import { backofficeMediaMessages as m } from '@bestell/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ListPage, useRowDelete } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { DataTable, type PaginationState, type TableColumn } from '../table';
import styles from './media.module.css';
import { type UploadedFile, uploadPreviewUrl, uploadsKey, uploadUrl } from './media-api';

const pageSizes = [50, 25, 100] as const;

/** Uploaded files (configurator attachments, CMS files), newest first, paged on the server; open or delete. */
export function UploadList() {
  const api = useStaffApi();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSizes[0] });
  const [failure, setFailure] = useState<string | null>(null);
  const params = `limit=${pagination.pageSize}&offset=${pagination.pageIndex * pagination.pageSize}`;
  const uploads = useQuery({
    queryKey: [...uploadsKey, params],
    queryFn: ({ signal }) => api.list<UploadedFile>(`/uploads?${params}`, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useRowDelete<UploadedFile>({
    pathOf: (row) => `/uploads/${row.id}`,
    question: () => m.uploads.deleteTitle,
    label: m.delete,
    hint: <p>{m.uploads.deleteText}</p>,
    failedMessage: m.uploads.deleteFailed,
    invalidates: [uploadsKey],
    onError: setFailure,
  });
  const columns: TableColumn<UploadedFile>[] = [
    {
      id: 'preview',
      header: m.uploads.columns.preview,
      cell: (row) => (
        <img
          className={styles.thumbnail}
          src={uploadPreviewUrl(row)}
          alt={m.uploads.previewAlt(row.id)}
          width={96}
          height={72}
          loading="lazy"
        />
      ),
    },
    {
      id: 'file',
      header: m.uploads.columns.file,
      rowHeader: true,
      cell: (row) => (
        <a href={uploadUrl(row)} target="_blank" rel="noopener">
          {m.uploads.fileName(row.id, row.extension)}
        </a>
      ),
    },
    { id: 'type', header: m.uploads.columns.type, cell: (row) => row.mimeType.split(';')[0] },
    {
      id: 'actions',
      header: m.delete,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${m.delete}: ${m.uploads.fileName(row.id, row.extension)}`}
          onPress={() => {
            setFailure(null);
            remove.ask(row);
          }}
        >
          {m.delete}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={m.uploads.title}
      intro={m.uploads.intro}
      loadFailed={uploads.isError}
      loadFailedMessage={m.uploads.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <DataTable<UploadedFile>
        mode="server"
        caption={m.uploads.title}
        captionHidden
        columns={columns}
        rows={uploads.data?.rows ?? []}
        total={uploads.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        isLoading={uploads.isFetching}
        emptyText={m.uploads.empty}
        pageSizes={pageSizes}
        sorting={[]}
        onSortingChange={() => undefined}
        pagination={pagination}
        onPaginationChange={setPagination}
      />
    </ListPage>
  );
}
