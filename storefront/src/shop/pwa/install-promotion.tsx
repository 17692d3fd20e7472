import { layoutMessages } from '@bestell/domain';
import styles from './pwa.module.css';
import { installLinkVisible } from './pwa-rules';
import { openInstallPrompt } from './pwa-store';
import { useInstallConditions } from './use-install-conditions';

/** Spec §2 Order status page: the install-as-app promotion when the PWA plugin is on (and the app can be installed). */
export function InstallPromotion() {
  const conditions = useInstallConditions();
  if (!installLinkVisible(conditions)) return null;
  return (
    <section className={styles.promotion} aria-labelledby="install-promotion-title">
      <h2 id="install-promotion-title">{layoutMessages.installTitle}</h2>
      <p>{layoutMessages.installPromotion}</p>
      <button type="button" className={styles.primary} onClick={openInstallPrompt}>
        {layoutMessages.install}
      </button>
    </section>
  );
}
