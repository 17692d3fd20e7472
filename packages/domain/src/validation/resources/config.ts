import { z } from 'zod';
import { formRetentionMonthsField } from '../../audit/retention.js';
import { serviceModes } from '../../entities/branch.js';
import { fontFamilyPattern } from '../../media/fonts.js';
import { orderLimitsMessages } from '../../messages/order-limits.js';
import { validationMessages as m } from '../../messages/validation.js';
import { setupBusinessSchema } from '../../setup/setup-schema.js';
import { stripHtmlFromMarkdown, unsafeMarkdownLinks } from '../../text/markdown-source.js';
import { isSafeLinkUrl } from '../../text/safe-url.js';
import { emailField, nonBlankText, optionalChoiceField, optionalTextField, strictObjectError } from '../fields.js';
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
    .nullable()
    .optional();

/** Only letters, digits, spaces, hyphens and underscores (a font family name or a host name goes into CSS or SMTP). */
const pattern = (max: number, regex: RegExp) =>
  optionalTextField(max)
    .pipe(z.string().regex(regex, { error: m.invalidValue }).nullable())
    .optional();
/** A font family the shop's theme uses ('Open Sans'): letters, digits, spaces, hyphens; no quotes or CSS syntax. */
const fontFamily = () => pattern(100, fontFamilyPattern);
/** A mail server's host name or IP address. */
const hostName = () =>
  pattern(
    253,
    /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$|^\[?[0-9a-fA-F:.]+\]?$/,
  );
const integer = (min: number, max: number) =>
  z
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(min, { error: m.notInRange({ min, max }) })
    .max(max, { error: m.notInRange({ min, max }) })
    .nullable()
    .optional();

/** The online payment providers the config can name (their keys are config secrets). */
export const paymentProviders = ['stripe', 'mollie'] as const;

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

/** One optional boolean per switch, each key typed (so a form can pick them). */
const switchShape = Object.fromEntries(configSwitches.map((key) => [key, switchField()])) as Record<
  (typeof configSwitches)[number],
  ReturnType<typeof switchField>
>;

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
    /** Issue 24: received contact and job forms (and their files) are removed after this many months; null: 6. */
    formRetentionMonths: formRetentionMonthsField,
    /** Issue 24: the font family of the shop's theme (an uploaded font, else a system fallback). */
    themeFont: fontFamily(),
    /** Outgoing mail (the password is a config secret); the server's SMTP_* environment takes precedence. */
    smtpHost: hostName(),
    smtpPort: integer(1, 65535),
    smtpSecure: switchField(),
    smtpUser: text(),
    mailFrom: emailField(false).optional(),
    /** Online payment: the provider and its public key (the secret keys are config secrets). */
    paymentProvider: optionalChoiceField(paymentProviders).optional(),
    stripePublishableKey: pattern(255, /^pk_(test|live)_[A-Za-z0-9]+$/),
    /** SMS through Twilio: the account SID and the sender (the auth token is a config secret). */
    twilioAccountSid: pattern(64, /^AC[0-9a-fA-F]{32}$/),
    smsSender: pattern(20, /^(\+[0-9]{6,15}|[A-Za-z0-9 ]{1,11})$/),
    /** AI content generation (issue 30): an OpenAI-compatible API; the key is a config secret; AI_* env wins. */
    aiBaseUrl: pattern(2000, /^https?:\/\/[^\s/?#]+[^\s]*$/),
    aiModel: pattern(100, /^[\w.:/@-]+$/),
    aiImageModel: pattern(100, /^[\w.:/@-]+$/),
    mapboxZoom: number(0, 24),
    mapboxPitch: number(0, 85),
    mapboxBearing: number(-180, 180),
    ...switchShape,
  },
  strictObjectError,
);
export type ConfigInput = z.output<typeof configInputSchema>;

/**
 * Write-only secrets of the config (issue 24): stored encrypted by the API, used by the server, never answered (the
 * back-office sees 'gesetzt' / 'nicht gesetzt'). Each has an environment variable that takes precedence.
 */
export const configSecretKeys = [
  'smtpPassword',
  'stripeSecretKey',
  'stripeWebhookSecret',
  'mollieApiKey',
  'twilioAuthToken',
  'aiApiKey',
] as const;
export type ConfigSecretKey = (typeof configSecretKeys)[number];

/** PUT /api/config/secrets/{key}: the new value (replaces the stored one). */
export const configSecretInputSchema = z.strictObject(
  { value: nonBlankText().pipe(z.string().max(4096, { error: m.tooLong({ limit: 4096 }) })) },
  strictObjectError,
);
