import type { CartProductSnapshot, ChosenPartValue, DecimalString, ServiceMode } from '@bestell/domain';

/** One cart line as kept in the browser (spec §3 Cart item): the product as it was when added, amount, unit, parts. */
export interface StoredCartItem {
  product: CartProductSnapshot;
  amount: DecimalString;
  unit: string;
  /** One chosen value per configurable step. */
  parts: ChosenPartValue[];
}

/** Spec §3 Cart, the part this round needs: items and the chosen delivery type (null = not chosen yet). */
export interface Cart {
  items: StoredCartItem[];
  mode: ServiceMode | null;
}

export const emptyCart: Cart = Object.freeze({ items: [], mode: null }) as Cart;
