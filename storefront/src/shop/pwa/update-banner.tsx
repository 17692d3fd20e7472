import { layoutMessages } from '@bestell/domain';
import styles from './pwa.module.css';

/** Spec §2 Layout: the PWA update banner; 'App neustarten' lets the waiting worker take over (spec §4 PWA). */
export function UpdateBanner() {
  return (
    <section className={styles.banner} aria-labelledby="pwa-update-text">
      <p id="pwa-update-text" role="status" className={styles.bannerText}>
        {layoutMessages.updateInstalled}
      </p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          void import('./service-worker-client').then((client) => client.restartApp());
        }}
      >
        {layoutMessages.restartApp}
      </button>
    </section>
  );
}
