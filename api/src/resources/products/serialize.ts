import type { AlternativeUnit, PartOption, Product, ProductPart } from '@bestell/domain';
import type { ProductRow } from '../../db/schema.js';
import { formatDecimal, formatDecimalOrNull, formatMoney, formatMoneyOrNull } from '../../kernel/decimal.js';

function toAlternativeUnit(unit: AlternativeUnit): AlternativeUnit {
  return {
    unit: unit.unit,
    ratio: formatDecimal(unit.ratio),
    calculationModel: unit.calculationModel,
    minimumQuantity: formatDecimalOrNull(unit.minimumQuantity ?? null),
    maximumQuantity: formatDecimalOrNull(unit.maximumQuantity ?? null),
    quantityStepSize: formatDecimalOrNull(unit.quantityStepSize ?? null),
  };
}

function toPart(part: ProductPart): ProductPart {
  return {
    name: part.name,
    description: part.description ?? null,
    type: part.type,
    isOptional: part.isOptional ?? false,
    options: (part.options ?? []).map(
      (option): PartOption => ({ name: option.name, modifier: option.modifier, value: formatMoney(option.value) }),
    ),
  };
}

/** Spec §3: slide duration defaults to 10 with several images, otherwise 0. */
function slideDuration(stored: number | null | undefined, imageCount: number): number {
  return stored ?? (imageCount > 1 ? 10 : 0);
}

export function toProduct(row: ProductRow, bundleItems: { productId: number; amount: string }[]): Product {
  const product: Product = {
    id: row.id,
    uid: row.uid,
    name: row.name,
    description: row.description,
    allergens: row.allergens,
    type: row.type,
    price: formatMoney(row.price),
    unit: row.unit,
    alternativeUnits: row.alternativeUnits.map(toAlternativeUnit),
    calculationModel: row.calculationModel,
    images: row.images,
    isPriceHidden: row.isPriceHidden,
    isPublic: row.isPublic,
    isEnabled: row.isEnabled,
    schedule: row.schedule,
    minimumQuantity: formatDecimalOrNull(row.minimumQuantity),
    maximumQuantity: formatDecimalOrNull(row.maximumQuantity),
    quantityStepSize: formatDecimalOrNull(row.quantityStepSize),
    defaultQuantity: formatDecimalOrNull(row.defaultQuantity),
    defaultUnit: row.defaultUnit,
    isStepByStep: row.isStepByStep,
    isLeadTimeEnabled: row.isLeadTimeEnabled,
    leadTimeType: row.leadTimeType,
    leadTimeValue: row.leadTimeValue,
    tax: formatMoney(row.tax),
    takeawayTax: formatMoney(row.takeawayTax),
    dineInTax: formatMoney(row.dineInTax),
    config: { parts: (row.config.parts ?? []).map(toPart) },
    content: {
      scope: row.content.scope ?? 'all',
      resellingPrice: formatMoneyOrNull(row.content.resellingPrice ?? null),
      category: row.categoryId === null ? null : { id: row.categoryId },
      allergens: row.content.allergens ?? null,
      duration: slideDuration(row.content.duration, row.images.length),
    },
  };
  if (row.type === 'bundle') {
    product.bundleItems = bundleItems.map((item) => ({
      product: { id: item.productId },
      amount: formatDecimal(item.amount),
    }));
  }
  return product;
}
