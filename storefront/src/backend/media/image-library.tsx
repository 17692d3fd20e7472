import { ApiError, useStaffApi } from '@bestell/api-client';
import { backofficeMediaMessages as m } from '@bestell/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TextField as AriaTextField, Button, FieldError, Input, Label, Text, TextArea } from 'react-aria-components';
import { ImageGenerator } from '../ai/image-generator';
import { apiMessageOf, ListPage, useRowDelete } from '../editor-page';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DataTable, type PaginationState, type TableColumn } from '../table';
import { ImageUpload } from './image-upload';
import styles from './media.module.css';
import { imagesKey, imageUrl, type LibraryImage } from './media-api';

const pageSizes = [25, 50, 100] as const;
const SEARCH_DELAY_MS = 300;

/**
 * The image library: upload with alt text, search by alt text, file name or description, paging, edit the alt text
 * and the description (a generated image's prompt), delete.
 */
export function ImageLibrary() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSizes[0] });
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<LibraryImage | null>(null);

  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => {
      setSearch(searchText);
      setPagination((page) => ({ ...page, pageIndex: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const params = new URLSearchParams({
    limit: String(pagination.pageSize),
    offset: String(pagination.pageIndex * pagination.pageSize),
  });
  if (search.trim()) params.set('search', search.trim());
  const images = useQuery({
    queryKey: [...imagesKey, params.toString()],
    queryFn: ({ signal }) => api.list<LibraryImage>(`/images?${params}`, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useRowDelete<LibraryImage>({
    pathOf: (row) => `/images/${row.id}`,
    question: () => m.images.deleteTitle,
    label: m.delete,
    hint: <p>{m.images.deleteText}</p>,
    failedMessage: m.images.deleteFailed,
    invalidates: [imagesKey],
    onError: setFailure,
  });

  const columns: TableColumn<LibraryImage>[] = [
    {
      id: 'image',
      header: m.images.columns.image,
      cell: (row) => (
        <img className={styles.thumbnail} src={imageUrl(row)} alt={row.alt} width={96} height={72} loading="lazy" />
      ),
    },
    {
      id: 'alt',
      header: m.images.columns.alt,
      rowHeader: true,
      cell: (row) => (row.alt ? row.alt : <span className={styles.missing}>{m.images.altMissing}</span>),
    },
    {
      id: 'description',
      header: m.images.columns.description,
      cell: (row) => <span className={styles.description}>{row.description ?? ''}</span>,
    },
    {
      id: 'actions',
      header: m.images.columns.actions,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <div className={styles.actions}>
          <Button
            className={formStyles.secondaryButton}
            aria-label={`${m.images.editAlt}: ${row.alt || row.id}`}
            onPress={() => setEditing(row)}
          >
            {m.images.editAlt}
          </Button>
          <Button
            className={formStyles.dangerButton}
            aria-label={`${m.delete}: ${row.alt || row.id}`}
            onPress={() => {
              setFailure(null);
              remove.ask(row);
            }}
          >
            {m.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ListPage
      title={m.images.title}
      loadFailed={images.isError}
      loadFailedMessage={m.images.loadFailed}
      failure={failure}
      after={
        <>
          {remove.dialog}
          {editing && (
            <AltEditor
              image={editing}
              onClose={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                void queryClient.invalidateQueries({ queryKey: imagesKey });
              }}
            />
          )}
        </>
      }
    >
      <ImageUpload />
      <ImageGenerator />
      <DataTable<LibraryImage>
        mode="server"
        caption={m.images.title}
        captionHidden
        columns={columns}
        rows={images.data?.rows ?? []}
        total={images.data?.total ?? 0}
        getRowId={(row) => String(row.id)}
        isLoading={images.isFetching}
        emptyText={m.images.empty}
        search={{ label: m.images.search, value: searchText, onChange: setSearchText }}
        pageSizes={pageSizes}
        sorting={[]}
        onSortingChange={() => undefined}
        pagination={pagination}
        onPaginationChange={setPagination}
      />
    </ListPage>
  );
}

/**
 * Change an image's alt text (never blank) and description (≤ 2000 characters): the API's German messages are shown
 * on their fields.
 */
function AltEditor({ image, onClose, onSaved }: { image: LibraryImage; onClose: () => void; onSaved: () => void }) {
  const api = useStaffApi();
  const [alt, setAlt] = useState(image.alt);
  const [description, setDescription] = useState(image.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api.put<LibraryImage>(`/images/${image.id}`, { alt, description }),
    onSuccess: onSaved,
    onError: (failure) => {
      const onDescription =
        failure instanceof ApiError ? failure.errors.find((entry) => entry.field === 'description') : undefined;
      setDescriptionError(onDescription?.message ?? null);
      setError(
        failure instanceof ApiError
          ? (failure.errors.find((entry) => entry.field === 'alt')?.message ??
              (onDescription ? null : apiMessageOf(failure, m.images.updateFailed)))
          : m.images.updateFailed,
      );
    },
  });
  return (
    <ConfirmDialog
      isOpen
      title={m.images.editAlt}
      confirmLabel={m.save}
      isPending={save.isPending}
      onCancel={onClose}
      onConfirm={() => save.mutate()}
    >
      <img className={styles.thumbnail} src={imageUrl(image)} alt="" width={96} height={72} />
      <AriaTextField
        className={formStyles.field}
        value={alt}
        onChange={setAlt}
        isRequired
        isInvalid={error !== null}
        validationBehavior="aria"
      >
        <Label className={formStyles.label}>{m.images.altLabel}</Label>
        <Input className={formStyles.input} />
        <FieldError className={formStyles.error}>{error}</FieldError>
      </AriaTextField>
      <AriaTextField
        className={formStyles.field}
        value={description}
        onChange={setDescription}
        isInvalid={descriptionError !== null}
        validationBehavior="aria"
      >
        <Label className={formStyles.label}>{m.images.descriptionLabel}</Label>
        <TextArea className={formStyles.textarea} rows={4} />
        <Text slot="description" className={formStyles.description}>
          {m.images.descriptionHelp}
        </Text>
        <FieldError className={formStyles.error}>{descriptionError}</FieldError>
      </AriaTextField>
    </ConfirmDialog>
  );
}
