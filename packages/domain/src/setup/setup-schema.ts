import { z } from 'zod';
import { countries } from '../entities/order.js';
import { setupMessages } from '../messages/setup.js';
import { validationMessages as m } from '../messages/validation.js';
import { stripHtmlFromMarkdown, unsafeMarkdownLinks } from '../text/markdown-source.js';
import {
  choiceField,
  emailField,
  optionalTextField,
  requiredTextField,
  strictObjectError,
} from '../validation/fields.js';
import { openingHoursEntrySchema } from '../validation/resources/branches.js';
import { flag } from '../validation/resources/common.js';
import { userCreateSchema } from '../validation/resources/people.js';

/** The one-time code of the setup address: what `randomSecret()` makes (32 bytes, base64url). */
export const setupCodeSchema = z
  .string({ error: setupMessages.missingCode })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: setupMessages.invalidCode });

/** The first admin: the username and password rules of POST /api/users, and an e-mail address (for login links). */
export const setupAdminSchema = z.strictObject(
  {
    username: userCreateSchema.shape.username,
    email: emailField(true),
    password: userCreateSchema.shape.password,
  },
  strictObjectError,
);
export type SetupAdmin = z.output<typeof setupAdminSchema>;

/** The business behind the shop (Impressum per ECG § 5 / MedienG § 25); Firmenbuch, authority and chamber optional. */
export const setupBusinessSchema = z.strictObject(
  {
    shopName: requiredTextField(255),
    legalName: requiredTextField(255),
    street: requiredTextField(255),
    zipCode: requiredTextField(20),
    city: requiredTextField(255),
    country: choiceField(countries).default('AT'),
    vatId: optionalTextField(30).pipe(
      z
        .string()
        .regex(/^[A-Z]{2}[A-Z0-9 ]{2,14}$/, { error: m.invalidValue })
        .nullable(),
    ),
    phone: optionalTextField(50),
    email: emailField(true),
    companyRegisterNumber: optionalTextField(50),
    companyRegisterCourt: optionalTextField(255),
    supervisoryAuthority: optionalTextField(255),
    chamber: optionalTextField(255),
  },
  strictObjectError,
);
export type SetupBusiness = z.output<typeof setupBusinessSchema>;

/** The first branch: its address, opening hours, how customers get their order, and how they pay. */
export const setupBranchSchema = z
  .strictObject(
    {
      name: requiredTextField(255),
      street: requiredTextField(255),
      zipCode: requiredTextField(20),
      city: requiredTextField(255),
      country: choiceField(countries).default('AT'),
      phone: optionalTextField(50),
      email: emailField(false),
      openingHours: z
        .array(openingHoursEntrySchema, { error: m.invalidValue })
        .min(1, { error: setupMessages.branch.noHours })
        .max(100, { error: m.tooMany({ limit: 100 }) }),
      isTakeawayEnabled: flag(false),
      isDeliveryEnabled: flag(false),
      isDineInEnabled: flag(false),
      isCashEnabled: flag(false),
      isATMCardEnabled: flag(false),
      isVoucherEnabled: flag(false),
      isOnlinePaymentEnabled: flag(false),
    },
    strictObjectError,
  )
  .superRefine((branch, context) => {
    if (!branch.isTakeawayEnabled && !branch.isDeliveryEnabled && !branch.isDineInEnabled) {
      context.addIssue({ code: 'custom', path: ['isTakeawayEnabled'], message: setupMessages.branch.noMode });
    }
    if (
      !branch.isCashEnabled &&
      !branch.isATMCardEnabled &&
      !branch.isVoucherEnabled &&
      !branch.isOnlinePaymentEnabled
    ) {
      context.addIssue({ code: 'custom', path: ['isCashEnabled'], message: setupMessages.branch.noPayment });
    }
  });
export type SetupBranch = z.output<typeof setupBranchSchema>;

/** A legal text (Markdown) the shop must have: raw HTML removed, unsafe link destinations refused. */
const legalText = () =>
  requiredTextField(65_535)
    .refine((text) => unsafeMarkdownLinks(text).length === 0, { error: m.invalidUrl })
    .transform(stripHtmlFromMarkdown);

export const setupLegalSchema = z.strictObject(
  { imprintText: legalText(), termsAndConditionsText: legalText(), privacyPolicyText: legalText() },
  strictObjectError,
);
export type SetupLegal = z.output<typeof setupLegalSchema>;

/**
 * Body of POST /api/setup: the one-time code and every step of the wizard, written in one transaction. The catalog
 * import and the logo follow as the new admin through their own routes.
 */
export const setupInputSchema = z.strictObject(
  {
    code: setupCodeSchema,
    admin: setupAdminSchema,
    business: setupBusinessSchema,
    branch: setupBranchSchema,
    legal: setupLegalSchema,
  },
  strictObjectError,
);
export type SetupInput = z.output<typeof setupInputSchema>;

/** Body of POST /api/setup/check: is this code (still) good? */
export const setupCheckSchema = z.strictObject({ code: setupCodeSchema }, strictObjectError);
