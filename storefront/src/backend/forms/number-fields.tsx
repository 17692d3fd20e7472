import { backofficeFormsMessages as m } from '@bestell/domain';
import { type Ref, useEffect, useState } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { type FieldValues, useController } from 'react-hook-form';
import { fromGermanDecimal, fromIntegerText, padDecimals, toGermanDecimal } from './decimal-text';
import { type BoundFieldProps, FieldHelp, FieldLabel, fieldClass } from './field-parts';
import styles from './forms.module.css';

export interface DecimalFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** Decimals added on leaving the field ("2,9" → "2,90"); none by default. */
  places?: number;
  /** Unit after the input, e.g. '€' or '%'. */
  suffix?: string;
}

/** The input of a number field with its unit (if any) after it. */
function AffixedInput({ inputRef, suffix }: { inputRef: Ref<HTMLInputElement>; suffix: string | undefined }) {
  return (
    <div className={styles.affixed}>
      <Input ref={inputRef} className={styles.input} />
      {suffix && (
        <span className={styles.suffix} aria-hidden="true">
          {suffix}
        </span>
      )}
    </div>
  );
}

/**
 * A decimal typed the German way ("2,90", "1.234,50") whose form value is the schema's decimal string ("2.90") or
 * null when empty. The amount never passes through a float.
 */
export function DecimalField<T extends FieldValues>(props: DecimalFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : null;
  const [text, setText] = useState(() => toGermanDecimal(value));
  // A value set from outside (reset, reload) replaces the text unless it is what the text already means.
  useEffect(() => {
    setText((current) => (fromGermanDecimal(current) === value ? current : toGermanDecimal(value)));
  }, [value]);
  return (
    <AriaTextField
      className={fieldClass(props.className)}
      name={field.name}
      inputMode="decimal"
      value={text}
      onChange={(next) => {
        setText(next);
        field.onChange(fromGermanDecimal(next));
      }}
      onBlur={() => {
        if (props.places !== undefined) {
          const padded = padDecimals(fromGermanDecimal(text), props.places);
          if (padded !== value) field.onChange(padded);
          setText(toGermanDecimal(padded));
        }
        field.onBlur();
      }}
      isInvalid={error !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={props.label} isRequired={props.isRequired} />
      <AffixedInput inputRef={field.ref} suffix={props.suffix} />
      <FieldHelp description={props.description} error={error} />
    </AriaTextField>
  );
}

/** An amount in euros ("2,90 €") whose value is the schema's decimal string with two decimals ("2.90"). */
export function MoneyField<T extends FieldValues>(props: BoundFieldProps<T>) {
  return <DecimalField<T> {...props} places={2} suffix={m.euro} />;
}

export interface IntegerFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  suffix?: string;
}

/** A whole number: the form value is a number, null when empty, or the typed text when it is no number. */
export function IntegerField<T extends FieldValues>(props: IntegerFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <AriaTextField
      className={fieldClass(props.className)}
      name={field.name}
      inputMode="numeric"
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(next) => field.onChange(fromIntegerText(next))}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={props.label} isRequired={props.isRequired} />
      <AffixedInput inputRef={field.ref} suffix={props.suffix} />
      <FieldHelp description={props.description} error={error} />
    </AriaTextField>
  );
}
