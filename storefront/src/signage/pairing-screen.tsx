import { signagePlayerMessages as m } from '@bestell/domain';
import { type FormEvent, useId, useState } from 'react';
import { redeemPairingCode, SignageApi, SignageApiError } from './device-api';

/**
 * Pairing once (issue 29.4): the screen shows its identifier and takes the pairing code the back-office shows for
 * it. The credential is kept only when it belongs to this identifier (a code of another screen is refused).
 */
export function PairingScreen({ identifier, onPaired }: { identifier: string; onPaired(credential: string): void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { credential } = await redeemPairingCode(code.trim());
      const device = await new SignageApi(credential).self();
      if (device.identifier !== identifier) {
        setError(m.wrongDevice({ identifier: device.identifier }));
        return;
      }
      onPaired(credential);
    } catch (failure) {
      setError(failure instanceof SignageApiError && failure.status < 500 ? failure.message : m.pairingFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="signage-pairing">
      <form className="signage-pairing__form" onSubmit={(event) => void submit(event)}>
        <h1>{m.pairingTitle}</h1>
        <p>{m.pairingIntro}</p>
        <p className="signage-pairing__identifier">
          <span>{m.identifier}</span> <strong data-testid="signage-identifier">{identifier}</strong>
        </p>
        <label htmlFor={codeId}>{m.code}</label>
        <input
          id={codeId}
          name="code"
          value={code}
          autoComplete="off"
          required
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {error ? (
          <p id={errorId} role="alert" className="signage-pairing__error">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy || code.trim() === ''}>
          {busy ? m.pairing : m.pair}
        </button>
      </form>
    </main>
  );
}
