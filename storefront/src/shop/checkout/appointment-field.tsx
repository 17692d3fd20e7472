import { useOnlinePauses } from '@bestell/api-client';
import {
  appointmentLabel,
  type Branch,
  branchTimeZone,
  earliestAfterLeadTimes,
  earliestWithOnlinePause,
  formatGermanDate,
  formatLocalTime,
  type IsoDate,
  type LeadTimeProduct,
  localDateOf,
  messages,
  type OnlinePause,
  type ServiceMode,
  type SlotSearch,
  serviceHourSets,
  timePickerRanges,
  timePickerSlots,
} from '@bestell/domain';
import { useId, useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';
import { DatePickerDialog } from './date-picker-dialog';
import { FieldError } from './form-field';
import { TimePickerDialog } from './time-picker-dialog';

/**
 * The slot search of the branch, mode and cart (hours serving the mode, lead times of the cart's products), starting
 * after a pause or later by busy mode's minutes (issue 27.3).
 */
export function slotSearchFor(
  branch: Branch,
  mode: ServiceMode,
  now: number,
  products: readonly LeadTimeProduct[],
  pause: OnlinePause | null = null,
): SlotSearch {
  const timeZone = branchTimeZone(branch);
  return {
    hourSets: serviceHourSets(branch, mode === 'delivery'),
    now,
    earliest: earliestWithOnlinePause(earliestAfterLeadTimes(products, now, timeZone), pause, now),
    timeZone,
  };
}

/** The appointment as the form shows it: 'Heute, {date}, 10:30 Uhr', or 'So schnell wie möglich' / 'Keine Angabe'. */
export function appointmentText(value: string | null, branch: Branch, now: number): string {
  const appointment = value ? Date.parse(value) : null;
  const label = appointmentLabel({
    appointment: appointment !== null && Number.isFinite(appointment) ? appointment : null,
    now,
    timeZone: branchTimeZone(branch),
    isAppointmentRequired: branch.isAppointmentRequired,
  });
  if (appointment === null || !Number.isFinite(appointment)) return label;
  return messages.checkout.appointmentAt({ label, time: formatLocalTime(appointment, branchTimeZone(branch)) });
}

type Picker = { kind: 'closed' } | { kind: 'date' } | { kind: 'time'; date: IsoDate };

/**
 * Spec §2 Checkout appointment: the label, a date picker and then a time picker dialog (only valid times);
 * without an appointment the order is made as soon as possible unless the branch requires one.
 */
export function AppointmentField({
  branch,
  mode,
  now,
  products,
}: {
  branch: Branch;
  mode: ServiceMode;
  now: number;
  products: readonly LeadTimeProduct[];
}) {
  const { control } = useFormContext<CheckoutValues>();
  const { field, fieldState } = useController({ control, name: 'appointmentDate' });
  const [picker, setPicker] = useState<Picker>({ kind: 'closed' });
  const id = useId();
  // The search is rebuilt per minute, not per render, so the pickers' memoised day lists stay put.
  const minute = Math.floor(now / 60_000);
  const pauses = useOnlinePauses();
  const pause = pauses.data?.find((entry) => entry.branch.id === branch.id) ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the minute on purpose
  const search = useMemo(
    () => slotSearchFor(branch, mode, now, products, pause),
    [branch, mode, minute, products, pause],
  );
  const appointment = field.value ? Date.parse(field.value) : null;
  const selectedDate =
    appointment !== null && Number.isFinite(appointment) ? localDateOf(appointment, search.timeZone) : null;
  const error = fieldState.error?.message;
  const times = picker.kind === 'time' ? timePickerRanges({ ...search, date: picker.date }) : null;

  return (
    <div className={styles.field}>
      <span id={`${id}-label`}>
        {messages.checkout.appointment}
        {branch.isAppointmentRequired && <span aria-hidden="true"> {messages.checkout.required}</span>}
      </span>
      <output id={`${id}-value`} aria-labelledby={`${id}-label`}>
        <strong>{appointmentText(field.value, branch, now)}</strong>
      </output>
      <div className={styles.actions}>
        <button
          ref={field.ref}
          type="button"
          className={styles.button}
          aria-describedby={`${id}-value${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onClick={() => setPicker({ kind: 'date' })}
        >
          {messages.checkout.changeAppointment}
        </button>
        {field.value !== null && !branch.isAppointmentRequired && (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              field.onChange(null);
              field.onBlur();
            }}
          >
            {messages.hours.asSoonAsPossible}
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {picker.kind === 'date' && (
        <DatePickerDialog
          open
          onClose={() => setPicker({ kind: 'closed' })}
          search={search}
          selected={selectedDate}
          onPick={(date) => setPicker({ kind: 'time', date })}
        />
      )}
      {picker.kind === 'time' && times && (
        <TimePickerDialog
          open
          onClose={() => setPicker({ kind: 'closed' })}
          dateLabel={formatGermanDate(picker.date)}
          times={times}
          slots={timePickerSlots(times.ranges, search.timeZone)}
          selected={appointment}
          onPick={(instant) => {
            field.onChange(new Date(instant).toISOString());
            field.onBlur();
            setPicker({ kind: 'closed' });
          }}
        />
      )}
    </div>
  );
}
