import { TextField as AriaTextField, Input, TextArea } from 'react-aria-components';
import { type FieldValues, useController } from 'react-hook-form';
import { type BoundFieldProps, FieldHelp, FieldLabel, fieldClass } from './field-parts';
import styles from './forms.module.css';

export interface TextFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  autoComplete?: string;
  placeholder?: string;
}

/** A one-line text input bound to the form; null shows as empty. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  return (
    <AriaTextField
      className={fieldClass(props.className)}
      name={field.name}
      type={props.type ?? 'text'}
      value={typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      validationBehavior="aria"
      {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
    >
      <FieldLabel label={props.label} isRequired={props.isRequired} />
      <Input ref={field.ref} className={styles.input} placeholder={props.placeholder} />
      <FieldHelp description={props.description} error={error} />
    </AriaTextField>
  );
}

export interface TextAreaFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  rows?: number;
}

/** A multi-line text bound to the form. */
export function TextAreaField<T extends FieldValues>(props: TextAreaFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  return (
    <AriaTextField
      className={fieldClass(props.className)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={props.label} isRequired={props.isRequired} />
      <TextArea ref={field.ref} className={styles.textarea} rows={props.rows ?? 4} />
      <FieldHelp description={props.description} error={error} />
    </AriaTextField>
  );
}
