import { ApiError, useStaffApi } from '@bestell/api-client';
import { type EmbedOriginInput, embedOriginInputSchema, backofficeWidgetsMessages as w } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiErrors, ConfirmDialog, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DataTable, type TableColumn } from '../table';
import styles from './widgets.module.css';

interface EmbedOrigin {
  id: number;
  origin: string;
  label: string | null;
  createdAt: string;
  version: number;
}

type OriginValues = z.input<typeof embedOriginInputSchema>;

export const embedOriginsKey = ['staff', '/embed-origins', 'list'] as const;

const dateTime = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Vienna',
});

/** Add an allowed website: validated with the API's schema (German errors on the field), the API's refusals too. */
function AddOriginForm({ onAdded }: { onAdded: (origin: EmbedOrigin) => void }) {
  const api = useStaffApi();
  const form = useForm<OriginValues, unknown, EmbedOriginInput>({
    resolver: zodResolver(embedOriginInputSchema),
    defaultValues: { origin: '', label: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await api.post<EmbedOrigin>('/embed-origins', values);
      form.reset({ origin: '', label: '' });
      onAdded(saved);
    } catch (error) {
      const applied = applyApiErrors(error, form.setError, (field) => field === 'origin' || field === 'label');
      setFormError(applied.formMessages[0] ?? null);
    }
  });
  return (
    <FormProvider {...form}>
      <form className={styles.addForm} onSubmit={submit} noValidate data-testid="origin-form">
        <TextField<OriginValues>
          name="origin"
          label={w.origins.origin}
          type="url"
          placeholder="https://www.beispiel.at"
          isRequired
          autoComplete="off"
        />
        <TextField<OriginValues> name="label" label={w.origins.label} autoComplete="off" />
        <Button
          type="submit"
          className={`${formStyles.primaryButton} ${styles.addButton}`}
          isDisabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? w.origins.adding : w.origins.add}
        </Button>
      </form>
      {formError && (
        <p role="alert" className={`${formStyles.error} ${styles.alert}`}>
          {formError}
        </p>
      )}
    </FormProvider>
  );
}

/** The websites allowed to embed the widgets (CORS allow-list): list, add, remove with confirmation. */
export function EmbedOrigins() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const origins = useQuery({
    queryKey: embedOriginsKey,
    queryFn: ({ signal }) => api.list<EmbedOrigin>('/embed-origins?sort=origin', signal),
  });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<EmbedOrigin | null>(null);
  const remove = useMutation({
    mutationFn: (origin: EmbedOrigin) => api.delete<void>(`/embed-origins/${origin.id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: embedOriginsKey }),
    onError: (error) =>
      setFailure(error instanceof ApiError && error.errors.length > 0 ? error.message : w.origins.removeFailed),
  });

  const columns: TableColumn<EmbedOrigin>[] = [
    {
      id: 'origin',
      header: w.origins.origin,
      rowHeader: true,
      cell: (row) => row.origin,
      sortValue: (row) => row.origin,
    },
    { id: 'label', header: w.origins.label, cell: (row) => row.label ?? '–', sortValue: (row) => row.label ?? '' },
    {
      id: 'createdAt',
      header: w.origins.createdAt,
      cell: (row) => dateTime.format(new Date(row.createdAt)),
      sortValue: (row) => row.createdAt,
    },
    {
      id: 'actions',
      header: w.origins.remove,
      headerHidden: true,
      align: 'end',
      cell: (row) => (
        <Button
          className={formStyles.dangerButton}
          aria-label={`${w.origins.remove}: ${row.origin}`}
          onPress={() => {
            setFailure(null);
            setNote(null);
            setRemoving(row);
          }}
        >
          {w.origins.remove}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="embed-origins-title">
      <h2 id="embed-origins-title" className={styles.sectionTitle}>
        {w.origins.title}
      </h2>
      <p className={styles.hint}>{w.origins.hint}</p>
      <AddOriginForm
        onAdded={(origin) => {
          setFailure(null);
          setNote(w.origins.added(origin.origin));
          void queryClient.invalidateQueries({ queryKey: embedOriginsKey });
        }}
      />
      <p aria-live="polite" className={styles.note} data-testid="origins-note">
        {note ?? ''}
      </p>
      {origins.isError && <p className={formStyles.error}>{w.origins.loadFailed}</p>}
      {failure && (
        <p role="alert" className={`${formStyles.error} ${styles.alert}`}>
          {failure}
        </p>
      )}
      <DataTable<EmbedOrigin>
        caption={w.origins.title}
        captionHidden
        columns={columns}
        rows={origins.data?.rows ?? []}
        getRowId={(row) => String(row.id)}
        isLoading={origins.isPending}
        emptyText={w.origins.empty}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        title={w.origins.removeQuestion(removing?.origin ?? '')}
        confirmLabel={w.origins.remove}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      >
        <p>{w.origins.removeHint}</p>
      </ConfirmDialog>
    </section>
  );
}
