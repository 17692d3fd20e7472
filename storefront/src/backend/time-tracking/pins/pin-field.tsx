import { timeTrackingMessages as m, pinSchema } from '@bestell/domain';
import { useId, useState } from 'react';
import formStyles from '../../forms/forms.module.css';
import styles from './pins.module.css';
import { messageOf, usePinChange } from './use-pins';

/** One 'Neue PIN' field with its save button; the PIN is checked as the API checks it and then forgotten. */
export function PinField({ target, label, onSaved }: { target: number | 'me'; label: string; onSaved?: () => void }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = usePinChange();
  const id = useId();
  return (
    <form
      className={styles.pinForm}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        const parsed = pinSchema.safeParse(pin);
        if (!parsed.success) {
          setError(m.pinFormat);
          return;
        }
        setError(null);
        change.mutate(
          { target, pin: parsed.data },
          {
            onSuccess: () => {
              setPin('');
              setSaved(true);
              onSaved?.();
            },
            onError: (failure) => setError(messageOf(failure)),
          },
        );
      }}
    >
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id}>
          {m.newPin}
        </label>
        <input
          id={id}
          className={formStyles.input}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          value={pin}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setPin(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={formStyles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className={styles.button} disabled={change.isPending}>
        {m.setPin}
      </button>
      <span role="status" className={styles.saved}>
        {saved ? m.pinSaved : ''}
      </span>
    </form>
  );
}
