import { backofficeFormsMessages as m } from '@bestell/domain';
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import styles from './forms.module.css';

/** Props every bound field takes. */
export interface BoundFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/** The label with the required mark (the mark is decoration; the input carries aria-required). */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean | undefined }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired && <span aria-hidden="true"> {m.required}</span>}
    </Label>
  );
}

/** Description and German error of a React Aria field (the error shows while the field is invalid). */
export function FieldHelp({ description, error }: { description?: ReactNode; error: string | undefined }) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{error ?? ''}</FieldError>
    </>
  );
}

export function fieldClass(className: string | undefined): string {
  const base = styles.field ?? '';
  return className ? `${base} ${className}` : base;
}
