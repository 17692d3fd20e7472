import { layoutMessages } from '@bestell/domain';
import { useOnline } from '../hooks/use-online';
import styles from './offline-overlay.module.css';

/** Spec §2 Layout: the offline overlay; 'Erneut versuchen' reloads. */
export function OfflineOverlay() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      className={styles.overlay}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
    >
      <div className={styles.box}>
        <h2 id="offline-title">{layoutMessages.offlineTitle}</h2>
        <p id="offline-text">{layoutMessages.offlineText}</p>
        {/* biome-ignore lint/a11y/noAutofocus: the only control of a blocking overlay */}
        <button type="button" autoFocus className={styles.retry} onClick={() => window.location.reload()}>
          {layoutMessages.retry}
        </button>
      </div>
    </div>
  );
}
