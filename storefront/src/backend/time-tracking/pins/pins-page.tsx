import { formatLocalTime, timeTrackingMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { useStaffUser } from '../../branches/use-is-admin';
import formStyles from '../../forms/forms.module.css';
import { PinField } from './pin-field';
import styles from './pins.module.css';
import { messageOf, type PinStatus, usePinChange, usePinStatus } from './use-pins';

const zone = 'Europe/Vienna';

function stateOf(row: PinStatus): string {
  if (row.lockedUntil) return m.pinLockedUntil({ time: formatLocalTime(new Date(row.lockedUntil).getTime(), zone) });
  return row.hasPin ? m.pinSet : m.pinNotSet;
}

function AdminPins() {
  const pins = usePinStatus(true);
  const remove = usePinChange();
  const [error, setError] = useState<string | null>(null);
  if (pins.isError) return <p className={formStyles.error}>{m.loadFailed}</p>;
  return (
    <section className={styles.section} aria-labelledby="pins-all">
      <h2 id="pins-all">{m.pinsTitle}</h2>
      {error && (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
      <table className={styles.table} aria-busy={pins.isPending}>
        <thead>
          <tr>
            <th scope="col">{m.pinColumnUser}</th>
            <th scope="col">{m.pinColumnState}</th>
            <th scope="col">{m.newPin}</th>
          </tr>
        </thead>
        <tbody>
          {pins.data?.map((row) => (
            <tr key={row.userId} data-testid={`pin-row-${row.username}`}>
              <th scope="row">
                {row.displayName}
                <span className={styles.username}> ({row.username})</span>
              </th>
              <td>{stateOf(row)}</td>
              <td>
                <div className={styles.rowActions}>
                  <PinField target={row.userId} label={`${m.setPin}: ${row.displayName}`} />
                  {row.hasPin && (
                    <button
                      type="button"
                      className={styles.button}
                      onClick={() =>
                        remove.mutate(
                          { target: row.userId, pin: null },
                          { onError: (failure) => setError(messageOf(failure)) },
                        )
                      }
                    >
                      {m.removePin}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /backend/zeiterfassung/pins (issue 28.1): every staff member sets their own terminal PIN; admins also see every
 * user's PIN state (set, locked until) and set or remove anyone's. The PIN is never shown.
 */
export function PinsPage() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <h1>{m.pinsTitle}</h1>
      <p>{m.pinsIntro}</p>
      <section className={styles.section} aria-labelledby="pins-own">
        <h2 id="pins-own">{m.ownPinTitle}</h2>
        <p>{m.ownPinIntro}</p>
        <PinField target="me" label={m.ownPinTitle} />
      </section>
      {isAdmin && <AdminPins />}
    </div>
  );
}
