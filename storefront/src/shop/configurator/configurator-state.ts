import {
  adjustQuantity,
  type ChosenPartValue,
  changeUnit,
  type Decimal,
  decreaseQuantity,
  increaseQuantity,
  initialSelection,
  type Product,
  type ProductPart,
  parseAmount,
  quantityLimits,
  toPlainDecimalString,
  tryParseDecimal,
} from '@bestell/domain';
import type { StoredCartItem } from '../cart/cart-types';
import { formatAmount } from './format-amount';

/** What the configuration overlay holds while the visitor configures one product (spec §2, §5). */
export interface ConfiguratorState {
  /** The current step in step-by-step mode (starts at 0). */
  step: number;
  /** One chosen value per configurable step. */
  values: ChosenPartValue[];
  amount: Decimal;
  /** The text in the amount input (commas allowed). */
  amountText: string;
  unit: string;
}

export { formatAmount } from './format-amount';

/** A new configuration (§2: quantity from minimum, default quantity and default unit) or the one of a cart item. */
export function initialConfiguration(product: Product, item?: StoredCartItem): ConfiguratorState {
  const parts = product.config.parts;
  if (item) {
    const amount = tryParseDecimal(item.amount) ?? initialSelection(product).amount;
    return {
      step: 0,
      values: parts.map((_, index) => item.parts[index] ?? null),
      amount,
      amountText: formatAmount(amount),
      unit: item.unit,
    };
  }
  const selection = initialSelection(product);
  return {
    step: 0,
    values: parts.map(() => null),
    amount: selection.amount,
    amountText: formatAmount(selection.amount),
    unit: selection.unit,
  };
}

const withAmount = (state: ConfiguratorState, amount: Decimal): ConfiguratorState => ({
  ...state,
  amount,
  amountText: formatAmount(amount),
});

/** Typing: the text is kept; the amount follows it (§5: commas become points, non-numeric is 0). */
export function typeAmount(state: ConfiguratorState, text: string): ConfiguratorState {
  return { ...state, amountText: text, amount: parseAmount(text) };
}

/** Leaving the input: the amount is brought inside the limits of its unit. */
export function commitAmount(product: Product, state: ConfiguratorState): ConfiguratorState {
  return withAmount(state, adjustQuantity(parseAmount(state.amountText), quantityLimits(product, state.unit)));
}

export function increase(product: Product, state: ConfiguratorState): ConfiguratorState {
  return withAmount(state, increaseQuantity(state.amount, quantityLimits(product, state.unit)));
}

export function decrease(product: Product, state: ConfiguratorState): ConfiguratorState {
  return withAmount(state, decreaseQuantity(state.amount, quantityLimits(product, state.unit)));
}

/** §5: changing the unit converts the amount via the alternative-unit ratio, then re-adjusts it. */
export function selectUnit(product: Product, state: ConfiguratorState, unit: string): ConfiguratorState {
  const changed = changeUnit(product, state.amount, state.unit, unit);
  if (!changed) return state;
  return { ...withAmount(state, changed.amount), unit: changed.unit };
}

/**
 * §2 Select step: choosing an option selects it; clicking the chosen option of an optional step again deselects it.
 * Multiselect toggles options.
 */
export function chooseOption(
  state: ConfiguratorState,
  part: ProductPart,
  index: number,
  name: string,
): ConfiguratorState {
  const current = state.values[index] ?? null;
  let next: ChosenPartValue;
  if (part.type === 'multiselect') {
    const list = Array.isArray(current) ? current : [];
    next = list.includes(name) ? list.filter((entry) => entry !== name) : [...list, name];
    if (next.length === 0) next = null;
  } else {
    next = current === name ? (part.isOptional ? null : name) : name;
  }
  return setValue(state, index, next);
}

export function setValue(state: ConfiguratorState, index: number, value: ChosenPartValue): ConfiguratorState {
  return { ...state, values: state.values.map((existing, position) => (position === index ? value : existing)) };
}

/** The cart line this configuration makes. */
export function toCartItem(product: Product, state: ConfiguratorState): StoredCartItem {
  return {
    product: { id: product.id, name: product.name, description: product.description, price: product.price },
    amount: toPlainDecimalString(state.amount),
    unit: state.unit,
    parts: state.values,
  };
}
