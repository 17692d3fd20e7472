import type { ChosenPartValue } from '../entities/order.js';
import type { EpochMs } from '../hours/time-types.js';
import type { Decimal } from '../money/decimal.js';
import { parseDecimal } from '../money/parse.js';
import { toProductUnits, type UnitProduct } from '../units/convert.js';
import { findUnit } from '../units/unit-definitions.js';
import { type BaseQuantity, quantityKey, shownQuantity, shownValue, toBaseQuantity } from './quantity.js';

/** One order line due on the list's day, as the API reads it (orders neither rejected nor canceled). */
export interface ProductionItem {
  order: {
    id: number;
    ticketNumber: number;
    branchId: number;
    /** Customer's name as shown to staff. */
    name: string;
    dueAt: EpochMs;
    placedAt: EpochMs;
  };
  productUid: string;
  productName: string;
  category: { id: number; name: string; position: number } | null;
  /** Decimal string as stored ("1.5000"). */
  amount: string;
  /** Unit id or short name as stored. */
  unit: string;
  parts: readonly ChosenPartValue[];
  /** The product's units (its unit and alternative units), when it still exists. */
  product?: UnitProduct | null;
}

export interface ProductionQuantity {
  /** Unit type ('weight', 'amount', …), null for a unit the catalog does not know. */
  type: string | null;
  unit: string;
  /** Decimal string with '.' in `unit` ("1.25"). */
  value: string;
  /** German display ("1,25 kg"). */
  text: string;
}

export interface ProductionOrderRef {
  orderId: number;
  ticketNumber: number;
  branchId: number;
  name: string;
  dueAt: EpochMs;
  placedAt: EpochMs;
  quantities: ProductionQuantity[];
  /** Placed after the list was last printed. */
  isNew: boolean;
}

/** A product with one combination of chosen options (none: `options` empty). */
export interface ProductionVariant {
  options: string[];
  quantities: ProductionQuantity[];
  orders: ProductionOrderRef[];
  isNew: boolean;
}

export interface ProductionProduct {
  productUid: string;
  name: string;
  quantities: ProductionQuantity[];
  variants: ProductionVariant[];
  isNew: boolean;
}

export interface ProductionGroup {
  category: { id: number; name: string } | null;
  products: ProductionProduct[];
}

/** Exact sums per unit type: scaled bigints, never floats. */
class Sums {
  private readonly byKey = new Map<string, BaseQuantity>();

  add(quantity: BaseQuantity): void {
    const key = quantityKey(quantity);
    const found = this.byKey.get(key);
    this.byKey.set(key, found ? { ...found, scaledBase: found.scaledBase + quantity.scaledBase } : { ...quantity });
  }

  shown(): ProductionQuantity[] {
    return [...this.byKey.values()]
      .sort((a, b) => quantityKey(a).localeCompare(quantityKey(b)))
      .map((quantity) => ({
        type: quantity.type,
        unit: quantity.unit,
        value: shownValue(quantity),
        text: shownQuantity(quantity),
      }));
  }
}

/** The chosen options of a line as texts: every non-empty value of every part, in the order of the steps. */
export function productionOptions(parts: readonly ChosenPartValue[]): string[] {
  return parts.flatMap((part) => (part === null ? [] : Array.isArray(part) ? part : [part])).filter((v) => v !== '');
}

interface OrderAcc {
  ref: Omit<ProductionOrderRef, 'quantities'>;
  sums: Sums;
}
interface VariantAcc {
  options: string[];
  sums: Sums;
  orders: Map<number, OrderAcc>;
}
interface ProductAcc {
  productUid: string;
  name: string;
  sums: Sums;
  variants: Map<string, VariantAcc>;
}
interface GroupAcc {
  category: ProductionItem['category'];
  products: Map<string, ProductAcc>;
}

/**
 * The item's amount as summed: in its own unit when the catalog knows it (dag, kg, Stk., …), else (a product's own
 * alternative unit such as a 'Stück' of bread sold by weight) converted into the product's unit by its ratio.
 */
function itemQuantity(item: ProductionItem): BaseQuantity {
  const amount: Decimal = parseDecimal(item.amount);
  if (!findUnit(item.unit) && item.product && findUnit(item.product.unit)) {
    const converted = toProductUnits(item.product, amount, item.unit);
    if (converted !== null) return toBaseQuantity(converted, item.product.unit);
  }
  return toBaseQuantity(amount, item.unit);
}

const byGerman = (a: string, b: string) => a.localeCompare(b, 'de');

function variantOf(product: ProductAcc, options: string[]): VariantAcc {
  const key = JSON.stringify(options);
  let variant = product.variants.get(key);
  if (!variant) {
    variant = { options, sums: new Sums(), orders: new Map() };
    product.variants.set(key, variant);
  }
  return variant;
}

function productOf(groups: Map<string, GroupAcc>, item: ProductionItem): ProductAcc {
  const groupKey = item.category ? String(item.category.id) : '';
  let group = groups.get(groupKey);
  if (!group) {
    group = { category: item.category, products: new Map() };
    groups.set(groupKey, group);
  }
  let product = group.products.get(item.productUid);
  if (!product) {
    product = { productUid: item.productUid, name: item.productName, sums: new Sums(), variants: new Map() };
    group.products.set(item.productUid, product);
  }
  return product;
}

function finishVariant(variant: VariantAcc): ProductionVariant {
  const orders = [...variant.orders.values()]
    .map(({ ref, sums }) => ({ ...ref, quantities: sums.shown() }))
    .sort((a, b) => a.dueAt - b.dueAt || a.ticketNumber - b.ticketNumber || a.orderId - b.orderId);
  return { options: variant.options, quantities: variant.sums.shown(), orders, isNew: orders.some((o) => o.isNew) };
}

/**
 * Issue 27.2, the production list ('Backliste'): for the orders due on one day, the total of every product and of
 * every combination of its options, grouped by category (by the category's position, then name; products without
 * one last), with the orders behind each line. Amounts are summed exactly per unit type in the type's base unit
 * (50 dag + 1 kg = 1,5 kg; a 'Stück' of a bread sold by weight by the product's ratio) and shown in kg for weights,
 * Stk. for pieces. An order placed after `printedAt` (the
 * list's last print; per branch when a map) is new, and so is every line it is behind; before the first print
 * nothing is new.
 */
export function productionList(
  items: readonly ProductionItem[],
  options: { printedAt: EpochMs | null | ReadonlyMap<number, EpochMs> },
): ProductionGroup[] {
  const printedAtOf = (branchId: number): EpochMs | null => {
    const printedAt = options.printedAt;
    if (printedAt === null || typeof printedAt === 'number') return printedAt;
    return printedAt.get(branchId) ?? null;
  };
  const groups = new Map<string, GroupAcc>();
  for (const item of items) {
    const quantity = itemQuantity(item);
    const product = productOf(groups, item);
    const variant = variantOf(product, productionOptions(item.parts));
    product.sums.add(quantity);
    variant.sums.add(quantity);
    let order = variant.orders.get(item.order.id);
    if (!order) {
      const printedAt = printedAtOf(item.order.branchId);
      const isNew = printedAt !== null && item.order.placedAt > printedAt;
      order = {
        ref: {
          orderId: item.order.id,
          ticketNumber: item.order.ticketNumber,
          branchId: item.order.branchId,
          name: item.order.name,
          dueAt: item.order.dueAt,
          placedAt: item.order.placedAt,
          isNew,
        },
        sums: new Sums(),
      };
      variant.orders.set(item.order.id, order);
    }
    order.sums.add(quantity);
  }
  return [...groups.values()]
    .sort((a, b) => {
      if (!a.category || !b.category) return a.category ? -1 : b.category ? 1 : 0;
      return a.category.position - b.category.position || byGerman(a.category.name, b.category.name);
    })
    .map((group) => ({
      category: group.category && { id: group.category.id, name: group.category.name },
      products: [...group.products.values()]
        .sort((a, b) => byGerman(a.name, b.name) || byGerman(a.productUid, b.productUid))
        .map((product) => {
          const variants = [...product.variants.values()]
            .sort(
              (a, b) =>
                Number(a.options.length > 0) - Number(b.options.length > 0) ||
                byGerman(a.options.join(), b.options.join()),
            )
            .map(finishVariant);
          return {
            productUid: product.productUid,
            name: product.name,
            quantities: product.sums.shown(),
            variants,
            isNew: variants.some((variant) => variant.isNew),
          };
        }),
    }));
}
