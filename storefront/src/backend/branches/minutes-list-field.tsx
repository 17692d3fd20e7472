import { useEffect, useState } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { useController } from 'react-hook-form';
import { fromIntegerText } from '../forms/decimal-text';
import { FieldHelp, FieldLabel, fieldClass } from '../forms/field-parts';
import styles from '../forms/forms.module.css';
import type { BranchFormValues } from './branch-form-values';

/** "15, 20, 30" → [15, 20, 30]; an entry that is no whole number stays text, so the schema names it. */
export function minutesFromText(text: string): (number | string)[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => fromIntegerText(part))
    .filter((part): part is number | string => part !== null);
}

/** The first German message of the list or one of its entries (react-hook-form keeps entry errors by index). */
function firstError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, entry] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = firstError(entry);
    if (message) return message;
  }
  return undefined;
}

/** The branch's quick-quote minutes (issue 27 point 5) typed as one comma-separated list. */
export function MinutesListField({ label, description }: { label: string; description: string }) {
  const { field, fieldState } = useController<BranchFormValues, 'quickQuoteMinutes'>({ name: 'quickQuoteMinutes' });
  const value = field.value ?? [];
  const [text, setText] = useState(() => value.join(', '));
  useEffect(() => {
    setText((current) => (minutesFromText(current).join(',') === value.join(',') ? current : value.join(', ')));
  }, [value]);
  const error = firstError(fieldState.error);
  return (
    <AriaTextField
      className={fieldClass(undefined)}
      name={field.name}
      value={text}
      onChange={(next) => {
        setText(next);
        field.onChange(minutesFromText(next));
      }}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <FieldLabel label={label} />
      <Input ref={field.ref} className={styles.input} />
      <FieldHelp description={description} error={error} />
    </AriaTextField>
  );
}
