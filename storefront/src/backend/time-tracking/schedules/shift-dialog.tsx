import { ApiError, useStaffApi } from '@bestell/api-client';
import {
  formatGermanDate,
  type ShiftForm,
  type ShiftFormInput,
  shiftFormSchema,
  timeTrackingScheduleMessages as t,
} from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { CheckboxField, ConfirmDialog, DateField, IntegerField, TextField, TimeField } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from './schedule.module.css';
import { bodyOf, formValuesOf, type ScheduleEmployee, type StaffShift, schedulesKey } from './schedule-values';

export interface ShiftDialogTarget {
  employee: ScheduleEmployee;
  branchId: number;
  date: string;
  shift: StaffShift | null;
}

type Action = { kind: 'save'; values: ShiftForm } | { kind: 'delete' } | { kind: 'deleteSeries' };

/** Add or edit one shift (admins): day, from, to, break, note; repeat weekly (new) or apply to the series (edit). */
export function ShiftDialog({ target, onClose }: { target: ShiftDialogTarget | null; onClose: () => void }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ShiftFormInput, unknown, ShiftForm>({
    resolver: zodResolver(shiftFormSchema),
    defaultValues: formValuesOf(null, target?.date ?? ''),
  });
  useEffect(() => {
    if (target) form.reset(formValuesOf(target.shift, target.date));
    setFailure(null);
  }, [target, form]);

  const mutation = useMutation({
    mutationFn: async (action: Action) => {
      if (!target) return;
      const shift = target.shift;
      if (action.kind === 'delete' && shift) {
        await api.delete(`/working-schedules/${shift.id}`, { ifMatch: shift.version });
      } else if (action.kind === 'deleteSeries' && shift) {
        await api.delete(`/working-schedules/${shift.id}/series`);
      } else if (action.kind === 'save') {
        const body = bodyOf(action.values, target.employee.id, target.branchId);
        if (shift) await api.put(`/working-schedules/${shift.id}`, body, { ifMatch: shift.version });
        else await api.post('/working-schedules', body);
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: schedulesKey });
      onClose();
    },
    onError: (error) => {
      const fallback = target?.shift ? t.planningUpdateFailed : t.planningCreateFailed;
      setFailure(error instanceof ApiError && error.errors[0] ? error.errors[0].message : fallback);
    },
  });
  const submit = form.handleSubmit((values) => mutation.mutate({ kind: 'save', values }));
  const shift = target?.shift ?? null;

  return (
    <ConfirmDialog
      isOpen={target !== null}
      title={`${shift ? t.editShift : t.newShift}: ${target?.employee.name ?? ''}, ${target ? formatGermanDate(target.date) : ''}`}
      confirmLabel={t.save}
      cancelLabel={t.cancel}
      isPending={mutation.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <FormProvider {...form}>
        <form
          className={styles.dialogFields}
          data-testid="shift-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DateField<ShiftFormInput> name="date" label={t.shiftDate} isRequired />
          <TimeField<ShiftFormInput> name="from" label={t.shiftFrom} isRequired />
          <TimeField<ShiftFormInput> name="to" label={t.shiftTo} isRequired />
          <IntegerField<ShiftFormInput> name="breakMinutes" label={t.shiftBreak} />
          <TextField<ShiftFormInput> name="note" label={t.shiftNote} />
          {shift === null || shift.seriesId === null ? (
            <IntegerField<ShiftFormInput> name="repeatWeeks" label={t.repeatWeeks} />
          ) : (
            <CheckboxField<ShiftFormInput> name="applyToSeries" label={t.applyToSeries} />
          )}
          {failure && (
            <p role="alert" className={formStyles.error}>
              {failure}
            </p>
          )}
          {shift && (
            <div className={styles.toolbar}>
              <button
                type="button"
                className={formStyles.dangerButton}
                onClick={() => mutation.mutate({ kind: 'delete' })}
              >
                {t.delete}
              </button>
              {shift.seriesId && (
                <button
                  type="button"
                  className={formStyles.dangerButton}
                  onClick={() => mutation.mutate({ kind: 'deleteSeries' })}
                >
                  {t.deleteSeries}
                </button>
              )}
            </div>
          )}
        </form>
      </FormProvider>
    </ConfirmDialog>
  );
}
