import type { StaffOrderItem } from '@bestell/api-client';
import { formatCurrency, backofficeOrdersMessages as m } from '@bestell/domain';
import type { ReactNode } from 'react';
import { chosenOptionTexts, formatOrderAmount, unitLabel } from './format-order';
import styles from './orders.module.css';

export interface OrderItemLinesProps {
  items: readonly StaffOrderItem[];
  currency: string;
  /** Optional controls per line (the back-office's 'Bearbeiten'); none on read-only screens. */
  renderActions?: (item: StaffOrderItem) => ReactNode;
}

/** Every item of an order: amount and unit, name, the chosen options of its configurable steps and its price. */
export function OrderItemLines({ items, currency, renderActions }: OrderItemLinesProps) {
  return (
    <ul className={styles.items} aria-label={m.items}>
      {items.map((item) => {
        const options = chosenOptionTexts(item.parts);
        return (
          <li key={item.index} className={styles.item} data-testid="order-item" data-item-index={item.index}>
            <span className={styles.itemAmount}>
              <span data-testid="order-item-amount">{formatOrderAmount(item.amount)}</span>{' '}
              <span data-testid="order-item-unit">{unitLabel(item.unit)}</span>
            </span>
            <span className={styles.itemMain}>
              <span className={styles.itemName}>{item.name}</span>
              {options.length > 0 && (
                <ul className={styles.options}>
                  {options.map((text, position) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the options of a line keep their step order
                    <li key={position}>{text}</li>
                  ))}
                </ul>
              )}
            </span>
            <span className={styles.itemPrice}>{formatCurrency(item.gross, currency)}</span>
            {renderActions && <span className={styles.itemActions}>{renderActions(item)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
