import type { SheetActivity } from '@bestell/api-client';
import { ApiError, useStaffApi } from '@bestell/api-client';
import {
  correctionFormOf,
  correctionTimesOf,
  type SheetCorrectionForm,
  type SheetCorrectionFormInput,
  sheetCorrectionFormSchema,
  timeTrackingSheetsMessages as t,
} from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog, DateField, TextField, TimeField } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from './sheets.module.css';
import { timeSheetKey } from './use-time-sheet';

const empty: SheetCorrectionFormInput = { date: '', from: '', to: '', breaks: '', reason: '' };

/**
 * An admin corrects one working activity: day, start, end, breaks and the required reason (PUT
 * /api/working-activities/{id}); the sheet keeps showing the original beside it. A running activity is ended by it.
 * 'Löschen' removes the activity with the same required reason. Both send the version the sheet showed (If-Match):
 * an activity changed meanwhile (another admin, the terminal) is refused with the §8 conflict message, nothing saved.
 */
export function CorrectionDialog(props: { activity: SheetActivity | null; timeZone: string; onClose: () => void }) {
  const { activity, timeZone, onClose } = props;
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SheetCorrectionFormInput, unknown, SheetCorrectionForm>({
    resolver: zodResolver(sheetCorrectionFormSchema),
    defaultValues: empty,
  });
  useEffect(() => {
    form.reset(activity ? correctionFormOf(activity, Date.now(), timeZone) : empty);
    setFailure(null);
  }, [activity, timeZone, form]);
  const mutation = useMutation({
    mutationFn: async (values: SheetCorrectionForm) => {
      if (!activity) return;
      const body = { branchId: activity.branchId, note: activity.note, ...correctionTimesOf(values, timeZone) };
      await api.put(`/working-activities/${activity.id}`, body, { ifMatch: activity.version });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timeSheetKey });
      onClose();
    },
    onError: (error) =>
      setFailure(error instanceof ApiError && error.errors[0] ? error.errors[0].message : t.loadFailed),
  });
  // Deleting needs the reason too (DELETE /api/working-activities/{id}?reason=…; kept as a correction record).
  const removal = useMutation({
    mutationFn: async (reason: string) => {
      if (!activity) return;
      await api.delete(`/working-activities/${activity.id}?${new URLSearchParams({ reason }).toString()}`, {
        ifMatch: activity.version,
      });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timeSheetKey });
      onClose();
    },
    onError: (error) =>
      setFailure(error instanceof ApiError && error.errors[0] ? error.errors[0].message : t.loadFailed),
  });
  const remove = async () => {
    if (await form.trigger('reason')) removal.mutate(form.getValues('reason').trim());
  };
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  return (
    <ConfirmDialog
      isOpen={activity !== null}
      title={t.correctTitle}
      confirmLabel={t.save}
      cancelLabel={t.cancel}
      isPending={mutation.isPending || removal.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <FormProvider {...form}>
        <form
          className={styles.dialogFields}
          data-testid="correction-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DateField<SheetCorrectionFormInput> name="date" label={t.dateLabel} isRequired />
          <TimeField<SheetCorrectionFormInput> name="from" label={t.startLabel} isRequired />
          <TimeField<SheetCorrectionFormInput> name="to" label={t.endLabel} isRequired />
          <TextField<SheetCorrectionFormInput> name="breaks" label={t.breaksLabel} description={t.breaksHelp} />
          <TextField<SheetCorrectionFormInput> name="reason" label={t.reasonLabel} isRequired />
          <div>
            <button type="button" className={formStyles.dangerButton} onClick={() => void remove()}>
              {t.remove}
            </button>
          </div>
          {failure && (
            <p role="alert" className={formStyles.error}>
              {failure}
            </p>
          )}
        </form>
      </FormProvider>
    </ConfirmDialog>
  );
}
