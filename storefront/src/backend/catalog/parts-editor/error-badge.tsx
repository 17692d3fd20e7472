import { backofficeCatalogStructureMessages as m } from '@bestell/domain';
import styles from './parts-editor.module.css';

/** Marks a list entry whose fields have errors (the detail shows them). */
export function ErrorBadge() {
  return (
    <span className={styles.errorBadge} title={m.hasErrors}>
      <span aria-hidden="true">!</span>
      <span className={styles.visuallyHidden}>{m.hasErrors}</span>
    </span>
  );
}
