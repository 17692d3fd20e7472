import { backofficeTableMessages as t } from '@bestell/domain';
import type { ReactNode } from 'react';
import styles from './data-table.module.css';

interface TableBulkBarProps {
  count: number;
  label: string;
  onClear: () => void;
  children: ReactNode;
}

/** The bar of actions for the selected rows, shown while at least one row is selected. */
export function TableBulkBar({ count, label, onClear, children }: TableBulkBarProps) {
  return (
    <section className={styles.bulkBar} aria-label={label}>
      <span className={styles.bulkCount}>{t.selected(count)}</span>
      <span className={styles.bulkActions}>{children}</span>
      <button type="button" className={styles.linkButton} onClick={onClear}>
        {t.clearSelection}
      </button>
    </section>
  );
}
