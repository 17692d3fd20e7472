import { messages } from '@bestell/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import styles from './checkout.module.css';
import type { CheckoutValues } from './checkout-values';
import { FieldError, useFieldError } from './form-field';
import type { PaymentOption } from './payment-options';

/**
 * Spec §2 Checkout payment method radio list; online methods carry the redirect note (§9). In the fixed variant the
 * method is read-only: 'Bezahlen im Shop'.
 */
export function PaymentField({ options, fixed }: { options: readonly PaymentOption[]; fixed: boolean }) {
  const { register, watch } = useFormContext<CheckoutValues>();
  const name = useId();
  const error = useFieldError('paymentMethod');
  const chosen = options.find((option) => option.method === watch('paymentMethod'));
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{messages.checkout.paymentMethod}</legend>
      {fixed ? (
        <p>{messages.pricing.paymentInShop}</p>
      ) : (
        options.map((option) => (
          <div key={option.method} className={styles.check}>
            <input
              id={`${name}-${option.method}`}
              type="radio"
              value={option.method}
              aria-invalid={error ? true : undefined}
              {...register('paymentMethod')}
            />
            <label htmlFor={`${name}-${option.method}`}>{option.label}</label>
          </div>
        ))
      )}
      {chosen?.isOnline && <p className={styles.hint}>{messages.pricing.paymentRedirectNote}</p>}
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

/** Spec §3 notificationType (default e-mail); a choice only when the SMS plugin is on. */
export function NotificationField() {
  const { register } = useFormContext<CheckoutValues>();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{messages.checkout.notificationType}</legend>
      {(
        [
          ['email', messages.checkout.notificationEmail],
          ['sms', messages.checkout.notificationSms],
        ] as const
      ).map(([value, label]) => (
        <div key={value} className={styles.check}>
          <input id={`${name}-${value}`} type="radio" value={value} {...register('notificationType')} />
          <label htmlFor={`${name}-${value}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  );
}
