import { messages } from '@bestell/domain';
import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import styles from './checkout.module.css';
import type { CheckoutField, CheckoutValues } from './checkout-values';

/** The label of a field, with the required mark. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && <span aria-hidden="true"> {messages.checkout.required}</span>}
    </label>
  );
}

/** The message of a field (client or server), announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

export function useFieldError(name: CheckoutField): string | undefined {
  const { formState } = useFormContext<CheckoutValues>();
  const error = formState.errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A labelled text input registered with the checkout form; invalid inputs carry aria-invalid and their message. */
export function TextField({
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
  hint,
  multiline = false,
}: {
  name: CheckoutField;
  label: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  hint?: ReactNode;
  multiline?: boolean;
}) {
  const { register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError(name);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    ...register(name),
  };
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
