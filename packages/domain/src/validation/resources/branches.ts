import { z } from 'zod';
import { openingHoursTypes } from '../../entities/branch.js';
import { countries } from '../../entities/order.js';
import { validationMessages as m } from '../../messages/validation.js';
import { isoDateField, timeOfDayField } from '../date-time-url.js';
import { choiceField, emailField, optionalTextField, requiredTextField, strictObjectError } from '../fields.js';
import {
  decimalField,
  flag,
  idRefsField,
  imageRefSchema,
  integerField,
  optionalDecimalField,
  optionalIdField,
  optionalImageField,
  optionalIntegerField,
  optionalLongText,
  positionField,
  rowIdField,
  slugField,
} from './common.js';

/** Spec §3 Opening hours entry; a 'once' entry needs its date. */
export const openingHoursEntrySchema = z
  .strictObject(
    {
      type: choiceField(openingHoursTypes),
      date: isoDateField()
        .nullish()
        .transform((value) => value ?? null),
      isClosed: flag(false),
      from: timeOfDayField(),
      to: timeOfDayField(),
    },
    strictObjectError,
  )
  .superRefine((entry, context) => {
    if (entry.type === 'once' && entry.date === null) {
      context.addIssue({ code: 'custom', path: ['date'], message: m.blank });
    }
  });

export const deliveryAreaSchema = z.strictObject(
  {
    area: requiredTextField(255),
    price: decimalField('0'),
    tax: decimalField('0'),
    free: flag(false),
    freeFromOrderValue: optionalDecimalField(),
    minimumOrderValue: optionalDecimalField(),
  },
  strictObjectError,
);

/** Body of POST/PUT /api/branches (spec §3 Branch). Delivery areas and tags are replaced as a whole. */
export const branchInputSchema = z.strictObject(
  {
    divisionId: optionalIdField(),
    identifier: slugField(),
    identificationNumber: optionalTextField(50),
    name: requiredTextField(255),
    description: optionalLongText(),
    street: optionalTextField(255).transform((v) => v ?? ''),
    zipCode: optionalTextField(20).transform((v) => v ?? ''),
    city: optionalTextField(255).transform((v) => v ?? ''),
    country: choiceField(countries).default('AT'),
    phone: optionalTextField(50),
    email: emailField(false),
    longitude: optionalTextField(20).pipe(
      z
        .string()
        .regex(/^-?\d{1,3}(\.\d{1,7})?$/, { error: m.invalidValue })
        .nullable(),
    ),
    latitude: optionalTextField(20).pipe(
      z
        .string()
        .regex(/^-?\d{1,2}(\.\d{1,7})?$/, { error: m.invalidValue })
        .nullable(),
    ),
    keywords: optionalTextField(1000),
    tags: idRefsField(),
    images: z.array(imageRefSchema, { error: m.invalidValue }).default([]),
    logo: optionalImageField(),
    isPublic: flag(false),
    isEnabled: flag(true),
    timeZone: requiredTextField(64).default('Europe/Vienna'),
    openingHours: z.array(openingHoursEntrySchema, { error: m.invalidValue }).default([]),
    deliveryHours: z.array(openingHoursEntrySchema, { error: m.invalidValue }).default([]),
    isDeliveryHoursEnabled: flag(false),
    orderableFrom: optionalTextField(5).pipe(
      z
        .string()
        .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: m.invalidTime })
        .nullable(),
    ),
    closedMessage: optionalLongText(),
    deliveryAreas: z.array(deliveryAreaSchema, { error: m.invalidValue }).default([]),
    isTakeawayEnabled: flag(true),
    isDeliveryEnabled: flag(false),
    isDineInEnabled: flag(false),
    isTableSelectionEnabled: flag(false),
    isPreorderEnabled: flag(false),
    isQuotationRequired: flag(false),
    isAppointmentRequired: flag(false),
    isTakeawayEmailRequired: flag(true),
    isTakeawayPhoneRequired: flag(true),
    isTakeawayAddressRequired: flag(false),
    isDeliveryEmailRequired: flag(true),
    isDeliveryPhoneRequired: flag(true),
    isDeliveryAddressRequired: flag(true),
    isDineInEmailRequired: flag(false),
    isDineInPhoneRequired: flag(false),
    isDineInAddressRequired: flag(false),
    isCashEnabled: flag(true),
    isATMCardEnabled: flag(false),
    isVoucherEnabled: flag(false),
    isOnlinePaymentEnabled: flag(false),
    isOnlineAlternativePaymentEnabled: flag(false),
    // Issue 27: 'automatisch bestätigen' with the default lead time, and the quick-quote buttons of the board.
    isAutoAcceptEnabled: flag(false),
    autoAcceptMinutes: integerField(0, 20, 1440),
    quickQuoteMinutes: z
      .array(integerField(1, undefined, 1440), { error: m.invalidValue })
      .max(6, { error: m.invalidValue })
      .default([15, 20, 30, 45]),
    position: positionField(),
  },
  strictObjectError,
);
export type BranchInput = z.output<typeof branchInputSchema>;

export const divisionInputSchema = z.strictObject(
  {
    identifier: slugField(),
    name: requiredTextField(255),
    title: optionalTextField(255),
    description: optionalLongText(),
    isPublic: flag(true),
    position: positionField(),
  },
  strictObjectError,
);
export type DivisionInput = z.output<typeof divisionInputSchema>;

const branchIdField = rowIdField;

export const departmentInputSchema = z.strictObject(
  {
    branchId: branchIdField()
      .nullish()
      .transform((v) => v ?? null),
    name: requiredTextField(255),
    description: optionalLongText(),
    position: positionField(),
  },
  strictObjectError,
);
export type DepartmentInput = z.output<typeof departmentInputSchema>;

export const tableInputSchema = z.strictObject(
  {
    branchId: branchIdField(),
    identifier: requiredTextField(50),
    name: optionalTextField(255),
    seats: optionalIntegerField(1),
    isEnabled: flag(true),
  },
  strictObjectError,
);
export type TableInput = z.output<typeof tableInputSchema>;

export const deviceTypes = ['printer', 'desk', 'display', 'other'] as const;

export const deviceInputSchema = z.strictObject(
  {
    branchId: branchIdField(),
    identifier: slugField(),
    name: requiredTextField(255),
    type: choiceField(deviceTypes).default('printer'),
    settings: z.record(z.string(), z.unknown(), { error: m.invalidValue }).default({}),
    isEnabled: flag(true),
  },
  strictObjectError,
);
export type DeviceInput = z.output<typeof deviceInputSchema>;
