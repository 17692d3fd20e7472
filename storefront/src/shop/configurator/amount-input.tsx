import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  type Product,
  quantityLimits,
  shopMessages,
  unitOptions,
} from '@bestell/domain';
import { useId } from 'react';
import styles from './configurator.module.css';
import { type ConfiguratorState, commitAmount, decrease, increase, selectUnit, typeAmount } from './configurator-state';

/** Spec §2/§5: amount input with minus and plus buttons and a unit select. */
export function AmountInput({
  product,
  state,
  onChange,
}: {
  product: Product;
  state: ConfiguratorState;
  onChange: (state: ConfiguratorState) => void;
}) {
  const id = useId();
  const limits = quantityLimits(product, state.unit);
  const units = unitOptions(product);
  return (
    <div className={styles.amount}>
      <label htmlFor={`${id}-amount`} className={styles.amountLabel}>
        {shopMessages.amount}
      </label>
      <div className={styles.amountRow}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={shopMessages.decrease}
          disabled={!canDecreaseQuantity(state.amount, limits)}
          onClick={() => onChange(decrease(product, state))}
        >
          −
        </button>
        <input
          id={`${id}-amount`}
          className={styles.amountInput}
          inputMode="decimal"
          value={state.amountText}
          onChange={(event) => onChange(typeAmount(state, event.target.value))}
          onBlur={() => onChange(commitAmount(product, state))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange(commitAmount(product, state));
          }}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={shopMessages.increase}
          disabled={!canIncreaseQuantity(state.amount, limits)}
          onClick={() => onChange(increase(product, state))}
        >
          +
        </button>
        {units.length > 1 ? (
          <>
            <label htmlFor={`${id}-unit`} className={styles.visuallyHidden}>
              {shopMessages.unit}
            </label>
            <select
              id={`${id}-unit`}
              className={styles.unitSelect}
              value={units.find((option) => option.key === state.unit)?.key ?? state.unit}
              onChange={(event) => onChange(selectUnit(product, state, event.target.value))}
            >
              {units.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className={styles.unitText}>{units[0]?.label}</span>
        )}
      </div>
    </div>
  );
}
