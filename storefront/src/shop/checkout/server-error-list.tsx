import { messages } from '@bestell/domain';
import { forwardRef } from 'react';
import styles from './checkout.module.css';

/**
 * Spec §8: the messages of a refused order listed on top of the form (the page scrolls there); also the payment-failed
 * message of the checkout_error route.
 */
export const ServerErrorList = forwardRef<HTMLDivElement, { errors: readonly string[]; paymentFailed: boolean }>(
  function ServerErrorList({ errors, paymentFailed }, ref) {
    return (
      <div ref={ref} tabIndex={-1} role="alert">
        {paymentFailed && errors.length === 0 && <p className={styles.alert}>{messages.errors.paymentFailed}</p>}
        {errors.length > 0 && (
          <div className={styles.alert}>
            <p>{messages.checkout.serverErrorsTitle}</p>
            <ul>
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  },
);
