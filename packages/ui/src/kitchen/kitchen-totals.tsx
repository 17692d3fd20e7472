import type { StaffOrder } from '@bestell/api-client';
import { aggregateKitchenItems, backofficeOrdersMessages as bo, kitchenTotalText } from '@bestell/domain';
import { useMemo } from 'react';
import styles from './kitchen.module.css';

/** The aggregated view: every product over the tickets, '12 × Kaisersemmel bis 10:00', earliest first. */
export function KitchenTotals({ tickets, timeZone }: { tickets: readonly StaffOrder[]; timeZone: string }) {
  const totals = useMemo(() => aggregateKitchenItems(tickets), [tickets]);
  if (totals.length === 0) return <p className={styles.empty}>{bo.kitchen.totalsEmpty}</p>;
  return (
    <ul className={styles.totals} data-testid="kitchen-totals">
      {totals.map((total) => (
        <li key={`${total.name}|${total.unit}|${total.options.join('|')}`} className={styles.total}>
          {kitchenTotalText(total, timeZone)}
        </li>
      ))}
    </ul>
  );
}
