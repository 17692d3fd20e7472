import { timeTrackingMessages as m } from '@bestell/domain';
import { useId, useState } from 'react';
import styles from './time-clock.module.css';

const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The PIN entry: a real password field (keyboard) and big digit buttons (touch). Submits 4–8 digits. */
export function PinPad({
  name,
  busy,
  onSubmit,
  onBack,
}: {
  name: string;
  busy: boolean;
  onSubmit: (pin: string) => void;
  onBack: () => void;
}) {
  const [pin, setPin] = useState('');
  const inputId = useId();
  const add = (digit: string) => setPin((current) => (current.length < 8 ? current + digit : current));
  return (
    <form
      className={styles.pinForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (pin.length >= 4 && !busy) onSubmit(pin);
      }}
    >
      <h2 className={styles.heading}>{m.enterPin({ name })}</h2>
      <label className={styles.pinLabel} htmlFor={inputId}>
        {m.pinLabel}
      </label>
      <input
        id={inputId}
        className={styles.pinInput}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={pin}
        // biome-ignore lint/a11y/noAutofocus: the terminal's only field on this step; the employee types at once
        autoFocus
        onChange={(event) => setPin(event.target.value.replace(/[^0-9]/g, '').slice(0, 8))}
      />
      <div className={styles.pad}>
        {digits.map((digit) => (
          <button
            key={digit}
            type="button"
            className={styles.padButton}
            aria-label={m.pinDigit({ digit })}
            onClick={() => add(digit)}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={`${styles.padButton} ${styles.padWord}`}
          onClick={() => setPin((current) => current.slice(0, -1))}
        >
          {m.pinDelete}
        </button>
        <button
          type="button"
          className={styles.padButton}
          aria-label={m.pinDigit({ digit: '0' })}
          onClick={() => add('0')}
        >
          0
        </button>
        <button
          type="submit"
          className={`${styles.padButton} ${styles.padWord} ${styles.primary}`}
          disabled={pin.length < 4 || busy}
        >
          {m.pinConfirm}
        </button>
      </div>
      <button type="button" className={styles.secondary} onClick={onBack}>
        {m.back}
      </button>
    </form>
  );
}
