import { ApiError, useStaffApi } from '@bestell/api-client';
import { backofficeMediaMessages as m, messages } from '@bestell/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ListPage, useRowDelete } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import { FileDrop } from './file-drop';
import styles from './media.module.css';
import { fontsKey, type HostedFont, readAsDataUrl } from './media-api';

const fontTypes = ['font/woff2', 'application/font-woff2', '.woff2'];

/** Self-hosted fonts: upload a WOFF2 (the API reads family, weight and style from it), a sample in the font, delete. */
export function FontList() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const fonts = useQuery({
    queryKey: fontsKey,
    queryFn: ({ signal }) => api.list<HostedFont>('/fonts?limit=100', signal),
  });
  const remove = useRowDelete<HostedFont>({
    pathOf: (row) => `/fonts/${row.id}`,
    question: () => m.fonts.deleteTitle,
    label: m.delete,
    hint: <p>{m.fonts.deleteText}</p>,
    failedMessage: m.fonts.deleteFailed,
    invalidates: [fontsKey],
    onError: setFailure,
  });

  const upload = async (file: File) => {
    setError(null);
    setDone(false);
    setBusy(true);
    try {
      await api.post<HostedFont>('/fonts', { data: await readAsDataUrl(file), name: file.name });
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: fontsKey });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.message
          ? failure.message
          : messages.validation.uploadFailed({ fileName: file.name }),
      );
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumn<HostedFont>[] = [
    { id: 'family', header: m.fonts.columns.family, rowHeader: true, cell: (row) => row.family },
    { id: 'variant', header: m.fonts.columns.variant, cell: (row) => row.variant },
    {
      id: 'sample',
      header: m.fonts.columns.sample,
      cell: (row) => (
        <>
          {/* The font's own @font-face CSS (served by this server only); React hoists the link into <head>. */}
          <link rel="stylesheet" href={row.embedCssUrl} precedence="media-fonts" />
          <span
            className={styles.sample}
            style={{ fontFamily: `"${row.family}", sans-serif`, fontWeight: row.weight, fontStyle: row.style }}
          >
            {m.fonts.sample}
          </span>
        </>
      ),
    },
    {
      id: 'actions',
      header: m.delete,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${m.delete}: ${row.family} ${row.variant}`}
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
      title={m.fonts.title}
      intro={m.fonts.help}
      loadFailed={fonts.isError}
      loadFailedMessage={m.fonts.loadFailed}
      failure={failure}
      after={remove.dialog}
    >
      <section className={styles.uploadPanel} aria-labelledby="font-upload-title" data-testid="font-upload">
        <h2 id="font-upload-title">{m.fonts.upload}</h2>
        <FileDrop accept={fontTypes} label={m.fonts.dropHere} chosen={null} isDisabled={busy} onFile={upload} />
        {error && (
          <p role="alert" className={formStyles.error}>
            {error}
          </p>
        )}
        {done && (
          <p role="status" className={styles.status}>
            {m.fonts.uploaded}
          </p>
        )}
      </section>
      <DataTable<HostedFont>
        caption={m.fonts.title}
        captionHidden
        columns={columns}
        rows={fonts.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={fonts.isPending}
        emptyText={m.fonts.empty}
      />
    </ListPage>
  );
}
