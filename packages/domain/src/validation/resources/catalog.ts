import { z } from 'zod';
import {
  calculationModels,
  leadTimeTypes,
  partModifiers,
  partTypes,
  productScopes,
  productTypes,
} from '../../entities/catalog.js';
import { validationMessages as m } from '../../messages/validation.js';
import { isoDateTimeField } from '../date-time-url.js';
import {
  choiceField,
  optionalChoiceField,
  optionalTextField,
  requiredTextField,
  strictObjectError,
} from '../fields.js';
import {
  decimalField,
  flag,
  idRefsField,
  imageRefSchema,
  optionalDecimalField,
  optionalImageField,
  optionalIntegerField,
  optionalLongText,
  optionalSlugField,
  positionField,
  scheduleSchema,
} from './common.js';

export const tagInputSchema = z.strictObject(
  { name: requiredTextField(100), image: optionalImageField(), position: positionField() },
  strictObjectError,
);
export type TagInput = z.output<typeof tagInputSchema>;

export const categoryInputSchema = z.strictObject(
  {
    name: requiredTextField(255),
    description: optionalLongText(),
    image: optionalImageField(),
    isPublic: flag(true),
    isEnabled: flag(true),
    schedule: scheduleSchema.default([]),
    isVisibleWhenUnavailable: flag(false),
    position: positionField(),
  },
  strictObjectError,
);
export type CategoryInput = z.output<typeof categoryInputSchema>;

const partOptionSchema = z.strictObject(
  { name: requiredTextField(255), modifier: choiceField(partModifiers), value: decimalField('0') },
  strictObjectError,
);

export const productPartSchema = z.strictObject(
  {
    name: requiredTextField(255),
    description: optionalTextField(2000),
    type: choiceField(partTypes),
    isOptional: flag(false),
    options: z.array(partOptionSchema, { error: m.invalidValue }).default([]),
  },
  strictObjectError,
);

const alternativeUnitSchema = z.strictObject(
  {
    unit: requiredTextField(50),
    ratio: decimalField(),
    calculationModel: choiceField(calculationModels).default('fixed'),
    minimumQuantity: optionalDecimalField(),
    maximumQuantity: optionalDecimalField(),
    quantityStepSize: optionalDecimalField(),
  },
  strictObjectError,
);

/** Body of POST/PUT /api/products (spec §3 Product); the category is `categoryId`. */
export const productInputSchema = z.strictObject(
  {
    uid: requiredTextField(64).pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, { error: m.invalidValue })),
    categoryId: z
      .number({ error: m.invalidValue })
      .int()
      .positive({ error: m.invalidValue })
      .nullish()
      .transform((v) => v ?? null),
    name: requiredTextField(255),
    description: optionalLongText(),
    allergens: optionalTextField(1000),
    type: choiceField(productTypes).default('other'),
    price: decimalField(),
    unit: requiredTextField(20).default('Stk.'),
    alternativeUnits: z.array(alternativeUnitSchema, { error: m.invalidValue }).default([]),
    calculationModel: choiceField(calculationModels).default('fixed'),
    pricing: z
      .record(z.string(), z.unknown(), { error: m.invalidValue })
      .nullish()
      .transform((v) => v ?? null),
    images: z.array(imageRefSchema, { error: m.invalidValue }).default([]),
    isPriceHidden: flag(false),
    isPublic: flag(true),
    isEnabled: flag(true),
    schedule: scheduleSchema.default([]),
    minimumQuantity: optionalDecimalField(),
    maximumQuantity: optionalDecimalField(),
    quantityStepSize: optionalDecimalField(),
    defaultQuantity: optionalDecimalField(),
    defaultUnit: optionalTextField(20),
    isStepByStep: flag(false),
    isLeadTimeEnabled: flag(false),
    leadTimeType: optionalChoiceField(leadTimeTypes),
    leadTimeValue: optionalIntegerField(0),
    tax: decimalField('10'),
    takeawayTax: decimalField('10'),
    dineInTax: decimalField('10'),
    config: z
      .strictObject({ parts: z.array(productPartSchema, { error: m.invalidValue }).default([]) }, strictObjectError)
      .default({ parts: [] }),
    content: z
      .strictObject(
        {
          scope: choiceField(productScopes).default('all'),
          resellingPrice: optionalDecimalField(),
          allergens: optionalLongText(),
          duration: optionalIntegerField(0),
        },
        strictObjectError,
      )
      .default({ scope: 'all', resellingPrice: null, allergens: null, duration: null }),
    position: positionField(),
  },
  strictObjectError,
);
export type ProductInput = z.output<typeof productInputSchema>;

const menuCatalogEntrySchema = z.strictObject(
  {
    id: z.number({ error: m.invalidValue }).int().positive({ error: m.invalidValue }),
    products: idRefsField(),
  },
  strictObjectError,
);

/** Body of POST/PUT /api/menus (spec §3 Menu). */
export const menuInputSchema = z.strictObject(
  {
    name: requiredTextField(255),
    availableFrom: isoDateTimeField(),
    branches: idRefsField(),
    catalog: z.array(menuCatalogEntrySchema, { error: m.invalidValue }).default([]),
  },
  strictObjectError,
);
export type MenuInput = z.output<typeof menuInputSchema>;

export const donateeInputSchema = z.strictObject(
  {
    identifier: optionalSlugField(),
    name: requiredTextField(255),
    description: optionalLongText(),
    image: optionalImageField(),
    isEnabled: flag(true),
    position: positionField(),
  },
  strictObjectError,
);
export type DonateeInput = z.output<typeof donateeInputSchema>;
