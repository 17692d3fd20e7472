import { z } from 'zod';
import { serviceModes } from '../../entities/branch.js';
import { orderLimitsMessages } from '../../messages/order-limits.js';
import { validationMessages as m } from '../../messages/validation.js';
import { setupBusinessSchema } from '../../setup/setup-schema.js';
import { stripHtmlFromMarkdown, unsafeMarkdownLinks } from '../../text/markdown-source.js';
import { isSafeLinkUrl } from '../../text/safe-url.js';
import { emailField, optionalChoiceField, optionalTextField, strictObjectError } from '../fields.js';
import { imageRefSchema, optionalLongText } from './common.js';

const text = () => optionalTextField(255).optional();
/** A link the storefront shows (website, social, legal page URLs): http(s), mailto, tel or relative only. */
const url = () =>
  optionalTextField(2000)
    .pipe(z.string().refine(isSafeLinkUrl, { error: m.invalidUrl }).nullable())
    .optional();
const longText = () => optionalLongText().optional();
/** A legal text (Markdown): raw HTML removed, unsafe link destinations refused. */
const legalText = () =>
  optionalLongText()
    .refine((text) => text === null || unsafeMarkdownLinks(text).length === 0, { error: m.invalidUrl })
    .transform((text) => (text === null ? null : stripHtmlFromMarkdown(text)))
    .optional();
/** Money in whole cents ("2000", "2000.00"), above zero; null or empty: the default (DEFAULT_MAX_ORDER_VALUE). */
const positiveMoney = () =>
  optionalTextField(20)
    .pipe(
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: orderLimitsMessages.maxOrderValueInvalid })
        .refine((value) => /[1-9]/.test(value), { error: orderLimitsMessages.maxOrderValueInvalid })
        .nullable(),
    )
    .optional();
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
 * values (null clears a text), the others stay. Unknown fields are refused. URL fields take http(s), mailto, tel
 * or relative links only; the legal texts (Markdown) are sanitised by the API before they are stored.
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
    website: url(),
    /** Where contact form submissions go (not public); empty: the first public branch's e-mail. */
    contactEmail: emailField(false).optional(),
    facebook: url(),
    instagram: url(),
    defaultDeliveryMethod: optionalChoiceField(serviceModes).optional(),
    termsAndConditions: url(),
    termsAndConditionsText: legalText(),
    privacyPolicy: url(),
    privacyPolicyText: legalText(),
    imprint: url(),
    imprintText: legalText(),
    allergens: url(),
    allergensText: legalText(),
    /** Contract 3: the shop logo for header and footer; null removes it. */
    logo: imageRefSchema.nullable().optional(),
    /** Issue 16 point 3: the highest gross total (delivery included) a shop order may have; null: 2.000,00. */
    maxOrderValue: positiveMoney(),
    /**
     * Issue 23: the business behind the shop (the Impressum's data; set by the setup, edited under Einstellungen).
     * Stored for the back-office only: never part of the public config.
     */
    business: setupBusinessSchema.optional(),
    mapboxZoom: number(0, 24),
    mapboxPitch: number(0, 85),
    mapboxBearing: number(-180, 180),
    ...Object.fromEntries(configSwitches.map((key) => [key, switchField()])),
  },
  strictObjectError,
);
export type ConfigInput = z.output<typeof configInputSchema>;
