import { backofficeFormsMessages as f } from '@bestell/domain';
import { getLocalTimeZone, parseAbsolute, toZoned, type ZonedDateTime } from '@internationalized/date';
import { Button, DateInput, DatePicker, DateSegment, Group, I18nProvider } from 'react-aria-components';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CalendarPopover, PICKER_LOCALE } from '../../forms';
import { FieldHelp, FieldLabel } from '../../forms/field-parts';
import formStyles from '../../forms/forms.module.css';

function fromIso(value: unknown): ZonedDateTime | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseAbsolute(value, getLocalTimeZone());
  } catch {
    return null;
  }
}

export interface DateTimeFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  description?: string;
}

/**
 * A date and time in German order (TT.MM.JJJJ, HH:mm) with a month calendar (React Aria DatePicker); the form value is
 * an ISO date-time with offset as the API stores it, or null when empty.
 */
export function DateTimeField<T extends FieldValues>({ name, label, isRequired, description }: DateTimeFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  const error = fieldState.error?.message;
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <DatePicker
        className={formStyles.field}
        value={fromIso(field.value)}
        // Typed into an empty picker the value is a local date-time: it is meant in the browser's zone.
        onChange={(value) => field.onChange(value ? toZoned(value, getLocalTimeZone()).toAbsoluteString() : null)}
        onBlur={field.onBlur}
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        isInvalid={error !== undefined}
        isRequired={isRequired ?? false}
        validationBehavior="aria"
      >
        <FieldLabel label={label} isRequired={isRequired} />
        <Group className={formStyles.dateGroup}>
          <DateInput ref={field.ref} className={formStyles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={formStyles.segment} />}
          </DateInput>
          <Button className={formStyles.comboButton} aria-label={f.openCalendar}>
            <span aria-hidden="true">▦</span>
          </Button>
        </Group>
        <FieldHelp description={description} error={error} />
        <CalendarPopover label={label} />
      </DatePicker>
    </I18nProvider>
  );
}
