import { layoutMessages } from '@bestell/domain';
import styles from './pwa.module.css';
import { installLinkVisible } from './pwa-rules';
import { openInstallPrompt } from './pwa-store';
import { useInstallConditions } from './use-install-conditions';

/** Spec §2 Layout: the footer entry 'App installieren' (a list item of the footer links). */
export function InstallLink() {
  const conditions = useInstallConditions();
  if (!installLinkVisible(conditions)) return null;
  return (
    <li>
      <button type="button" className={styles.linkButton} onClick={openInstallPrompt}>
        {layoutMessages.installApp}
      </button>
    </li>
  );
}
