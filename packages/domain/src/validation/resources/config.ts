import { z } from 'zod';
import { serviceModes } from '../../entities/branch.js';
import { validationMessages as m } from '../../messages/validation.js';
import { optionalChoiceField, optionalTextField, strictObjectError } from '../fields.js';
import { optionalLongText } from './common.js';

const text = () => optionalTextField(255).optional();
const longText = () => optionalLongText().optional();
const switchField = () => z.boolean({ error: m.invalidValue }).optional();
const number = (min: number, max: number) =>
  z
    .number({ error: m.invalidValue })
    .min(min, { error: m.notInRange({ min, max }) })
    .max(max, { error: m.notInRange({ min, max }) })
    .optional();

/** Plugin and payment switches of spec §3 Config. */
export const configSwitches = [
  'enablePluginPWA',
  'enablePluginToolbar',
  'enablePluginHomePage',
  'enablePluginSearch',
  'enablePluginTags',
  'enablePluginMapbox',
  'enablePluginSMS',
  'enablePluginDonations',
  'enablePluginFrontdesk',
  'enablePluginOrderReviews',
  'enablePluginCategoryBar',
  'disableTickets',
  'enableCash',
  'enablePaymentATMCard',
  'enablePaymentVoucher',
  'enablePaymentOnline',
  'enablePaymentOnlineAlternative',
] as const;

/**
 * Body of POST /api/config: the fields of spec §3 Config, each optional; the given ones replace the stored
 * values (null clears a text), the others stay. Unknown fields are refused.
 */
export const configInputSchema = z.strictObject(
  {
    shopName: text(),
    businessName: text(),
    currency: optionalChoiceField(['EUR', 'CHF'] as const).optional(),
    title: text(),
    description: longText(),
    seoTitle: text(),
    seoDescription: longText(),
    website: text(),
    facebook: text(),
    instagram: text(),
    defaultDeliveryMethod: optionalChoiceField(serviceModes).optional(),
    termsAndConditions: text(),
    termsAndConditionsText: longText(),
    privacyPolicy: text(),
    privacyPolicyText: longText(),
    imprint: text(),
    imprintText: longText(),
    allergens: text(),
    allergensText: longText(),
    mapboxZoom: number(0, 24),
    mapboxPitch: number(0, 85),
    mapboxBearing: number(-180, 180),
    ...Object.fromEntries(configSwitches.map((key) => [key, switchField()])),
  },
  strictObjectError,
);
export type ConfigInput = z.output<typeof configInputSchema>;
