import { storefrontAreasMessages } from '@bestell/domain';
import { overridable } from '../overrides/overrides';
import styles from './loader.module.css';

/** The default of the overridable area Loader: a small spinner that shows only when the wait lasts (CSS delay). */
function DefaultLoader() {
  return (
    <div className={styles.loader} role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{storefrontAreasMessages.loading}</span>
    </div>
  );
}

/** Spec §2 overridable area Loader (docs/overrides.md): while a page's code or data is on its way. */
export const Loader = overridable('Loader', DefaultLoader);
