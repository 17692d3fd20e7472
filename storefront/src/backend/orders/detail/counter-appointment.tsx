import { type StaffOrder, staffOrderCalls, useStaffOrderChange } from '@bestell/api-client';
import { counterAppointmentFormSchema, errorsMessages, backofficeOrdersMessages as m } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseDateTime, toZoned } from '@internationalized/date';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog, DateField, TimeField } from '../../forms';
import styles from './detail.module.css';
import { failureMessage } from './failure-message';
import type { Feedback } from './feedback';

type CounterForm = z.input<typeof counterAppointmentFormSchema>;

/** The instant of a local date and time in the branch's time zone, as the API's ISO date-time. */
export function counterAppointmentInstant(date: string, time: string, timeZone: string): string {
  return toZoned(parseDateTime(`${date}T${time}`), timeZone)
    .toDate()
    .toISOString();
}

export interface CounterAppointmentProps {
  order: StaffOrder;
  timeZone: string;
  onFeedback: (feedback: Feedback | null) => void;
}

/** Spec §4: propose another appointment to the customer (only while the order waits for confirmation). */
export function CounterAppointment({ order, timeZone, onFeedback }: CounterAppointmentProps) {
  const [isOpen, setOpen] = useState(false);
  const form = useForm<CounterForm>({
    resolver: zodResolver(counterAppointmentFormSchema),
    defaultValues: { date: '', time: '' },
  });
  const change = useStaffOrderChange(order.id, (api, counterAppointment: string) =>
    staffOrderCalls.counterAppointment(api, order.id, counterAppointment),
  );
  const submit = form.handleSubmit(({ date, time }) => {
    onFeedback(null);
    change.mutate(counterAppointmentInstant(date, time, timeZone), {
      onSuccess: () => {
        setOpen(false);
        onFeedback({ tone: 'success', text: m.done });
      },
      onError: (error) => {
        setOpen(false);
        onFeedback({ tone: 'error', text: failureMessage(error, errorsMessages.orderStatusFailed) });
      },
    });
  });
  return (
    <>
      <Button
        className={styles.button}
        onPress={() => {
          form.reset({ date: '', time: '' });
          setOpen(true);
        }}
      >
        {m.actionCounterAppointment}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={m.counterTitle}
        confirmLabel={m.send}
        cancelLabel={m.abort}
        isPending={change.isPending}
        onConfirm={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <FormProvider {...form}>
          <div className={styles.fieldRow}>
            <DateField<CounterForm> name="date" label={m.counterDate} isRequired />
            <TimeField<CounterForm> name="time" label={m.counterTime} isRequired />
          </div>
        </FormProvider>
      </ConfirmDialog>
    </>
  );
}
