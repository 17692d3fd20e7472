import type { Category, Product, ProductInput, productInputSchema } from '@bestell/domain';
import type { z } from 'zod';

/** A product as a staff session reads it: with its category id, position and the version saves check. */
export type StaffProduct = Product & { categoryId: number | null; position: number; version: number };
export type StaffCategory = Category & { version: number };

/** The values of the product form: the input of the domain's product schema (the body the API validates). */
export type ProductFormValues = z.input<typeof productInputSchema>;

/** The form's values of a new product. */
export function newProductValues(): ProductFormValues {
  return {
    uid: '',
    categoryId: null,
    name: '',
    description: null,
    allergens: null,
    type: 'other',
    price: '',
    unit: 'Stk.',
    alternativeUnits: [],
    calculationModel: 'fixed',
    pricing: null,
    images: [],
    isPriceHidden: false,
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
    config: { parts: [] },
    content: { scope: 'all', resellingPrice: null, allergens: null, duration: null },
    position: 0,
  };
}

/**
 * The body that saves a product unchanged (PUT replaces the whole record): the entity's fields in the schema's
 * shape. Bundle contents and the `pricing` document are not part of the staff entity and are not written here.
 */
export function productToValues(product: StaffProduct): ProductFormValues & ProductInput {
  return {
    uid: product.uid,
    categoryId: product.categoryId ?? product.content.category?.id ?? null,
    name: product.name,
    description: product.description,
    allergens: product.allergens,
    type: product.type,
    price: product.price,
    unit: product.unit,
    alternativeUnits: product.alternativeUnits.map((unit) => ({ ...unit })),
    calculationModel: product.calculationModel,
    pricing: null,
    images: product.images.map((image) => ({ ...image })),
    isPriceHidden: product.isPriceHidden,
    isPublic: product.isPublic,
    isEnabled: product.isEnabled,
    schedule: product.schedule.map((entry) => ({ ...entry })),
    minimumQuantity: product.minimumQuantity,
    maximumQuantity: product.maximumQuantity,
    quantityStepSize: product.quantityStepSize,
    defaultQuantity: product.defaultQuantity,
    defaultUnit: product.defaultUnit,
    isStepByStep: product.isStepByStep,
    isLeadTimeEnabled: product.isLeadTimeEnabled,
    leadTimeType: product.leadTimeType,
    leadTimeValue: product.leadTimeValue,
    tax: product.tax,
    takeawayTax: product.takeawayTax,
    dineInTax: product.dineInTax,
    config: {
      parts: product.config.parts.map((part) => ({ ...part, options: part.options.map((option) => ({ ...option })) })),
    },
    content: {
      scope: product.content.scope,
      resellingPrice: product.content.resellingPrice,
      allergens: product.content.allergens,
      duration: product.content.duration,
    },
    position: product.position,
  };
}
