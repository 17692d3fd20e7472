import { type DateValue, getLocalTimeZone, parseAbsolute, toZoned, type ZonedDateTime } from '@internationalized/date';
import { DateInput, DatePicker, DateSegment, FieldError, Group, I18nProvider, Label } from 'react-aria-components';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PICKER_LOCALE } from '../../forms';
import formStyles from '../../forms/forms.module.css';

function parseValue(value: unknown): ZonedDateTime | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseAbsolute(value, getLocalTimeZone());
  } catch {
    return null;
  }
}

/** Any picked value as an absolute ISO date-time (an unset picker hands out dates without a zone: local time). */
function toIso(value: DateValue | null): string | null {
  if (value === null) return null;
  return ('toAbsoluteString' in value ? value : toZoned(value, getLocalTimeZone())).toAbsoluteString();
}

interface DateTimeFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
}

/**
 * A date and time (React Aria DatePicker with minute segments, German order) whose form value is an ISO date-time
 * with offset ('2026-12-24T08:00:00.000Z'), as schedules store it; empty is null.
 */
export function DateTimeField<T extends FieldValues>({ name, label }: DateTimeFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  const error = fieldState.error?.message;
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <DatePicker
        className={formStyles.field}
        value={parseValue(field.value)}
        onChange={(value) => field.onChange(toIso(value))}
        onBlur={field.onBlur}
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        isInvalid={error !== undefined}
        validationBehavior="aria"
      >
        <Label className={formStyles.label}>{label}</Label>
        <Group className={formStyles.dateGroup}>
          <DateInput ref={field.ref} className={formStyles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={formStyles.segment} />}
          </DateInput>
        </Group>
        <FieldError className={formStyles.error}>{error ?? ''}</FieldError>
      </DatePicker>
    </I18nProvider>
  );
}
