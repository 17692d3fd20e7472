import type { DecimalString, Id, ImageRef, IsoDateTime, Schedule } from './common.js';

export interface Tag {
  id: Id;
  name: string;
  image: ImageRef | null;
}

export interface MenuCatalogEntry {
  id: Id;
  products: { id: Id }[];
}

export interface Menu {
  id: Id;
  name: string;
  availableFrom: IsoDateTime;
  branches: { id: Id }[];
  catalog: MenuCatalogEntry[];
}

export interface Category {
  id: Id;
  name: string;
  description: string | null;
  image: ImageRef | null;
  isPublic: boolean;
  isEnabled: boolean;
  schedule: Schedule[];
  isVisibleWhenUnavailable: boolean;
  position: number;
}

export const productTypes = ['configurable', 'bundle', 'other'] as const;
export type ProductType = (typeof productTypes)[number];

/** 'fixed' is shown as 'Fix', 'approximate' as 'ca.', 'minimum' as 'ab'. */
export const calculationModels = ['fixed', 'approximate', 'minimum'] as const;
export type CalculationModel = (typeof calculationModels)[number];

export const leadTimeTypes = ['minutes', 'hours', 'days', 'weeks'] as const;
export type LeadTimeType = (typeof leadTimeTypes)[number];

export const productScopes = ['all', 'partners', 'branches'] as const;
export type ProductScope = (typeof productScopes)[number];

export const partTypes = ['text', 'textarea', 'image', 'images', 'file', 'files', 'select', 'multiselect'] as const;
export type PartType = (typeof partTypes)[number];

export const partModifiers = ['add', 'subtract', 'overwrite'] as const;
export type PartModifier = (typeof partModifiers)[number];

export interface PartOption {
  name: string;
  modifier: PartModifier;
  value: DecimalString;
}

/** A configurable step (spec §3 Configurable part). */
export interface ProductPart {
  name: string;
  description: string | null;
  type: PartType;
  isOptional: boolean;
  options: PartOption[];
}

export interface AlternativeUnit {
  unit: string;
  ratio: DecimalString;
  calculationModel: CalculationModel;
  minimumQuantity: DecimalString | null;
  maximumQuantity: DecimalString | null;
  quantityStepSize: DecimalString | null;
}

export interface ProductContent {
  scope: ProductScope;
  resellingPrice: DecimalString | null;
  category: { id: Id } | null;
  allergens: string | null;
  duration: number | null;
}

export interface Product {
  id: Id;
  uid: string;
  name: string;
  description: string | null;
  allergens: string | null;
  type: ProductType;
  price: DecimalString;
  unit: string;
  alternativeUnits: AlternativeUnit[];
  calculationModel: CalculationModel;
  images: ImageRef[];
  isPriceHidden: boolean;
  isPublic: boolean;
  isEnabled: boolean;
  schedule: Schedule[];
  /** §5 "a product or category is shown … if marked visible when unavailable" (shown disabled). Absent = false. */
  isVisibleWhenUnavailable?: boolean;
  minimumQuantity: DecimalString | null;
  maximumQuantity: DecimalString | null;
  quantityStepSize: DecimalString | null;
  defaultQuantity: DecimalString | null;
  defaultUnit: string | null;
  isStepByStep: boolean;
  isLeadTimeEnabled: boolean;
  leadTimeType: LeadTimeType | null;
  leadTimeValue: number | null;
  /** Delivery tax, percent. */
  tax: DecimalString;
  takeawayTax: DecimalString;
  dineInTax: DecimalString;
  config: { parts: ProductPart[] };
  content: ProductContent;
  /** For bundles: the products it holds. */
  bundleItems?: { product: { id: Id }; amount: DecimalString }[];
}
