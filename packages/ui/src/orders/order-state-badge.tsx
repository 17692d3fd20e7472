import type { OrderState, ServiceMode } from '@bestell/domain';
import { orderStateLabel } from './order-labels';
import styles from './orders.module.css';

export interface OrderStateBadgeProps {
  state: OrderState;
  /** Decides between 'In Zustellung' (delivery) and 'Abholbereit' (pickup, dine-in). */
  mode: ServiceMode;
}

/** The order's state as a coloured label (text, not colour alone, carries it). */
export function OrderStateBadge({ state, mode }: OrderStateBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[`state-${state}`] ?? ''}`} data-state={state}>
      {orderStateLabel(state, mode)}
    </span>
  );
}
