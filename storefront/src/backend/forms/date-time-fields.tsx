import { backofficeFormsMessages as m } from '@bestell/domain';
import { type CalendarDate, parseDate, parseTime, type Time } from '@internationalized/date';
import {
  TimeField as AriaTimeField,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { type FieldValues, useController } from 'react-hook-form';
import { type BoundFieldProps, FieldHelp, FieldLabel, fieldClass } from './field-parts';
import styles from './forms.module.css';

/** The locale of the back-office pickers: German dates (TT.MM.JJJJ), 24-hour times, weeks from Monday. */
export const PICKER_LOCALE = 'de-AT';

function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

function toTime(value: unknown): Time | null {
  if (typeof value !== 'string' || !/^\d{2}:\d{2}$/.test(value)) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

/** 'HH:mm' of a time. */
export function formatTimeOfDay(time: Time): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

/** The calendar icon of the pickers' open-calendar buttons. */
export function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** The month calendar a DatePicker opens (previous and next month, the days), in a popover; label names its dialog. */
export function CalendarPopover({ label }: { label?: string }) {
  return (
    <Popover className={styles.popover}>
      <Dialog className={styles.calendarDialog} aria-label={label}>
        <Calendar className={styles.calendar}>
          <header className={styles.calendarHeader}>
            <Button slot="previous" aria-label={m.previousMonth} className={styles.iconButton}>
              ‹
            </Button>
            <Heading className={styles.calendarHeading} />
            <Button slot="next" aria-label={m.nextMonth} className={styles.iconButton}>
              ›
            </Button>
          </header>
          <CalendarGrid className={styles.calendarGrid}>
            {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}

/** A calendar date with a month calendar (React Aria DatePicker); the form value is 'YYYY-MM-DD' or null. */
export function DateField<T extends FieldValues>(props: BoundFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <DatePicker
        className={fieldClass(props.className)}
        name={field.name}
        value={toCalendarDate(field.value)}
        onChange={(date) => field.onChange(date ? date.toString() : null)}
        onBlur={field.onBlur}
        isInvalid={error !== undefined}
        isRequired={props.isRequired ?? false}
        isDisabled={props.isDisabled ?? false}
        validationBehavior="aria"
        shouldForceLeadingZeros
        granularity="day"
      >
        <FieldLabel label={props.label} isRequired={props.isRequired} />
        <Group className={styles.dateGroup}>
          <DateInput ref={field.ref} className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.comboButton} aria-label={m.openCalendar}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldHelp description={props.description} error={error} />
        <CalendarPopover />
      </DatePicker>
    </I18nProvider>
  );
}

/** A time of day with hour and minute segments (React Aria TimeField); the form value is 'HH:mm' or null. */
export function TimeField<T extends FieldValues>(props: BoundFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <AriaTimeField
        className={fieldClass(props.className)}
        name={field.name}
        value={toTime(field.value)}
        onChange={(time) => field.onChange(time ? formatTimeOfDay(time) : null)}
        onBlur={field.onBlur}
        isInvalid={error !== undefined}
        isRequired={props.isRequired ?? false}
        isDisabled={props.isDisabled ?? false}
        validationBehavior="aria"
        hourCycle={24}
        shouldForceLeadingZeros
        granularity="minute"
      >
        <FieldLabel label={props.label} isRequired={props.isRequired} />
        <DateInput ref={field.ref} className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldHelp description={props.description} error={error} />
      </AriaTimeField>
    </I18nProvider>
  );
}
