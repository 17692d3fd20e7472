import {
  defaultPhonePrefix,
  isPhonePrefix,
  messages,
  normalisePhone,
  type PhonePrefix,
  phoneFormatWarning,
  phonePrefixes,
} from '@bestell/domain';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';
import { FieldError, FieldLabel } from './form-field';

/**
 * Spec §2 Checkout and §5 Phone input: a country prefix picker (+43 default, +49, +41) and the number. What the
 * customer types is normalised by the domain (non-digits stripped, 00 → +, a typed known prefix is split off into the
 * picker, leading zeros dropped); the form holds prefix plus number, or '' without a number.
 */
export function PhoneInput({ required, smsHint }: { required: boolean; smsHint: boolean }) {
  const { control } = useFormContext<CheckoutValues>();
  const { field, fieldState } = useController({ control, name: 'phone' });
  const initial = normalisePhone(field.value);
  const [prefix, setPrefix] = useState<PhonePrefix>(initial.prefix ?? defaultPhonePrefix);
  const [text, setText] = useState(initial.prefix === null ? initial.value : initial.number);
  const id = useId();
  const warning = phoneFormatWarning(field.value);
  const error = fieldState.error?.message ?? warning ?? undefined;
  const describedBy = [error ? `${id}-error` : '', smsHint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

  const emit = (raw: string, picked: PhonePrefix) => {
    const normalised = normalisePhone(raw, picked);
    field.onChange(normalised.value);
    return normalised;
  };

  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={messages.checkout.phone} required={required} />
      <div className={styles.phone}>
        <select
          aria-label={messages.checkout.phonePrefix}
          value={prefix}
          onChange={(event) => {
            const picked = isPhonePrefix(event.target.value) ? event.target.value : defaultPhonePrefix;
            setPrefix(picked);
            emit(text, picked);
          }}
        >
          {phonePrefixes.map((entry) => (
            <option key={entry.prefix} value={entry.prefix}>
              {entry.prefix}
            </option>
          ))}
        </select>
        <input
          id={id}
          ref={field.ref}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name={field.name}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            emit(event.target.value, prefix);
          }}
          onBlur={() => {
            const normalised = emit(text, prefix);
            if (normalised.prefix !== null) {
              setPrefix(normalised.prefix);
              setText(normalised.number);
            } else {
              setText(normalised.value);
            }
            field.onBlur();
          }}
        />
      </div>
      {smsHint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {messages.checkout.smsHint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
