import { backofficeCmsFieldsMessages as m } from '@bestell/domain';
import { type FieldValues, useController } from 'react-hook-form';
import { type BoundFieldProps, TextField } from '../../forms';
import styles from './fields.module.css';

const hex = /^#[0-9a-f]{6}$/i;

/** A colour as '#rrggbb': the browser's colour picker beside a text input for the value. */
export function ColorField<T extends FieldValues>(props: BoundFieldProps<T>) {
  const { field } = useController<T>({ name: props.name });
  const value = typeof field.value === 'string' && hex.test(field.value) ? field.value.toLowerCase() : '#000000';
  return (
    <div className={styles.color}>
      <TextField<T> {...props} placeholder="#rrggbb" description={props.description ?? m.colorHex} />
      <input
        type="color"
        className={styles.colorSwatch}
        aria-label={`${m.colorPicker}: ${props.label}`}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </div>
  );
}
