import type { ReactNode } from 'react';
import { Checkbox, Switch } from 'react-aria-components';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import styles from './forms.module.css';

export interface ToggleFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  isDisabled?: boolean;
  /** The label is read by screen readers only (a table's headers already say it). */
  isLabelHidden?: boolean;
}

function ToggleHelp({ id, description, error }: { id: string; description?: ReactNode; error: string | undefined }) {
  return (
    <>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}

/** The bound field of a toggle, its error, the id its help texts hang on and the ids that describe it ('' for none). */
function useToggleController<T extends FieldValues>(props: ToggleFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  const id = `field-${field.name.replace(/\./g, '-')}`;
  const describedBy = [props.description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { field, error, id, describedBy };
}

/** A yes/no flag as a checkbox. */
export function CheckboxField<T extends FieldValues>(props: ToggleFieldProps<T>) {
  const { field, error, id, describedBy } = useToggleController(props);
  return (
    <div className={styles.toggleField}>
      <Checkbox
        inputRef={field.ref}
        className={styles.checkbox}
        name={field.name}
        isSelected={field.value === true}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={error !== undefined}
        isDisabled={props.isDisabled ?? false}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      >
        <span className={styles.box} aria-hidden="true" />
        {props.isLabelHidden ? <span className={styles.srOnly}>{props.label}</span> : props.label}
      </Checkbox>
      <ToggleHelp id={id} description={props.description} error={error} />
    </div>
  );
}

/** A yes/no flag as a switch (settings that take effect, e.g. 'Aktiv'). */
export function SwitchField<T extends FieldValues>(props: ToggleFieldProps<T>) {
  const { field, error, id, describedBy } = useToggleController(props);
  return (
    <div className={styles.toggleField}>
      <Switch
        inputRef={field.ref}
        className={styles.switch}
        name={field.name}
        isSelected={field.value === true}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isDisabled={props.isDisabled ?? false}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {props.label}
      </Switch>
      <ToggleHelp id={id} description={props.description} error={error} />
    </div>
  );
}
