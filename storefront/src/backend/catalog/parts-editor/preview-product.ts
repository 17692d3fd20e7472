import {
  type AlternativeUnit,
  type CalculationModel,
  type ChosenPartValue,
  type Product,
  tryParseDecimal,
} from '@bestell/domain';
import { completePart, type EditablePart, hasOptions } from './part-values';

/** What the preview needs of the product form (its values may still be invalid while the user types). */
export interface PreviewSource {
  price: string | null | undefined;
  unit?: string | null | undefined;
  calculationModel?: CalculationModel | string | null | undefined;
  alternativeUnits?: readonly Partial<AlternativeUnit>[] | null | undefined;
  resellingPrice?: string | null | undefined;
  isPriceHidden?: boolean | null | undefined;
  parts: readonly EditablePart[];
}

const isDecimal = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^\d{1,8}(\.\d{1,4})?$/.test(text.trim()) && tryParseDecimal(text) !== null;

/**
 * The form's values as the Product the shop prices, or null without a valid price. Alternative units with an invalid
 * ratio are left out; option values that are not amounts make the price unknown (the caller shows so).
 */
export function toPreviewProduct(source: PreviewSource): Product | null {
  if (!isDecimal(source.price)) return null;
  const calculationModel: CalculationModel =
    source.calculationModel === 'approximate' || source.calculationModel === 'minimum'
      ? source.calculationModel
      : 'fixed';
  const alternativeUnits: AlternativeUnit[] = (source.alternativeUnits ?? []).flatMap((alternative) =>
    alternative.unit && isDecimal(alternative.ratio)
      ? [
          {
            unit: alternative.unit,
            ratio: alternative.ratio,
            calculationModel: alternative.calculationModel ?? 'fixed',
            minimumQuantity: null,
            maximumQuantity: null,
            quantityStepSize: null,
          },
        ]
      : [],
  );
  return {
    id: 0,
    uid: 'preview',
    name: '',
    description: null,
    allergens: null,
    type: source.parts.length > 0 ? 'configurable' : 'other',
    price: source.price.trim(),
    unit: source.unit || 'Stk.',
    alternativeUnits,
    calculationModel,
    images: [],
    isPriceHidden: source.isPriceHidden ?? false,
    isPublic: true,
    isEnabled: true,
    schedule: [],
    minimumQuantity: null,
    maximumQuantity: null,
    quantityStepSize: null,
    defaultQuantity: null,
    defaultUnit: null,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: null,
    leadTimeValue: null,
    tax: '10',
    takeawayTax: '10',
    dineInTax: '10',
    config: { parts: source.parts.map(completePart) },
    content: {
      scope: 'all',
      resellingPrice: isDecimal(source.resellingPrice) ? source.resellingPrice : null,
      category: null,
      allergens: null,
      duration: null,
    },
  };
}

/** The chosen values limited to options that still exist (the user may rename or remove them meanwhile). */
export function currentChoices(product: Product, chosen: readonly ChosenPartValue[]): ChosenPartValue[] {
  return product.config.parts.map((part, index) => {
    if (!hasOptions(part.type)) return null;
    const value = chosen[index] ?? null;
    const names = new Set(part.options.map((option) => option.name));
    if (Array.isArray(value)) return value.filter((name) => names.has(name));
    return value !== null && names.has(value) ? value : null;
  });
}
