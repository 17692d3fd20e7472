import {
  type DecimalString,
  findUnit,
  formatCurrency,
  pricingMessages,
  shopMessages,
  widgetsMessages,
} from '@bestell/domain';
import { decreased, formatAmount, increased } from '../shared/amount';
import type { PricedLine } from './cart-lines';

/** The cart's items: name, amount with minus and plus, price and 'Entfernen'. */
export function CartLinesList({
  lines,
  currency,
  onAmount,
  onRemove,
}: {
  lines: readonly PricedLine[];
  currency: string;
  onAmount: (index: number, amount: DecimalString) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <ul className="lines" part="lines">
      {lines.map(({ index, item, product, gross, approximate }) => {
        const unit = findUnit(item.unit)?.shortName ?? item.unit;
        const next = increased(product, item.unit, item.amount);
        const previous = decreased(product, item.unit, item.amount);
        return (
          <li key={`${index}-${product.id}`} className="line" part="line">
            <span className="line-name">{product.name}</span>
            <span className="line-price">
              {gross !== null &&
                `${approximate ? `${pricingMessages.approximate} ` : ''}${formatCurrency(gross, currency)}`}
            </span>
            <span className="stepper">
              <button
                type="button"
                className="step"
                aria-label={widgetsMessages.decrease({ name: product.name })}
                onClick={() => (previous === null ? onRemove(index) : onAmount(index, previous))}
              >
                −
              </button>
              <output className="line-amount" aria-label={widgetsMessages.amountOf({ name: product.name })}>
                {formatAmount(item.amount)} {unit}
              </output>
              <button
                type="button"
                className="step"
                aria-label={widgetsMessages.increase({ name: product.name })}
                disabled={next === item.amount}
                onClick={() => onAmount(index, next)}
              >
                +
              </button>
            </span>
            <button type="button" className="link" onClick={() => onRemove(index)}>
              <span aria-hidden="true">{pricingMessages.remove}</span>
              <span className="visually-hidden">{shopMessages.removeItem({ name: product.name })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
