import { z } from 'zod';
import { countries } from '../../entities/order.js';
import { validationMessages as m } from '../../messages/validation.js';
import { isoDateTimeField } from '../date-time-url.js';
import {
  choiceField,
  emailField,
  optionalChoiceField,
  optionalTextField,
  requiredTextField,
  strictObjectError,
} from '../fields.js';
import { flag, idRefsField, optionalIdField, optionalLongText } from './common.js';

export const userRoles = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;

const userFields = {
  username: requiredTextField(180, 3).pipe(z.string().regex(/^[A-Za-z0-9._@-]+$/, { error: m.invalidValue })),
  firstName: requiredTextField(255),
  lastName: requiredTextField(255),
  email: emailField(false),
  roles: z.array(choiceField(userRoles), { error: m.invalidValue }).min(1, { error: m.tooFew({ limit: 1 }) }),
  branches: idRefsField(),
  isEnabled: flag(true),
  expiresAt: isoDateTimeField()
    .nullish()
    .transform((v) => v ?? null),
};

/** Body of POST /api/users: the password is required (8 to 4096 characters) and stored as an argon2id hash. */
export const userCreateSchema = z.strictObject(
  { ...userFields, password: requiredTextField(4096, 8) },
  strictObjectError,
);

/** Body of PUT /api/users/{id}: a missing or empty password keeps the current one. */
export const userUpdateSchema = z.strictObject(
  {
    ...userFields,
    password: optionalTextField(4096).pipe(
      z
        .string()
        .min(8, { error: m.tooShort({ limit: 8 }) })
        .nullable(),
    ),
  },
  strictObjectError,
);
export type UserInput = z.output<typeof userUpdateSchema>;

export const customerInputSchema = z.strictObject(
  {
    companyName: optionalTextField(255),
    firstName: requiredTextField(255),
    lastName: requiredTextField(255),
    email: emailField(false),
    phone: optionalTextField(50),
    street: optionalTextField(255),
    zipCode: optionalTextField(20),
    city: optionalTextField(255),
    country: optionalChoiceField(countries),
    comment: optionalLongText(),
  },
  strictObjectError,
);
export type CustomerInput = z.output<typeof customerInputSchema>;

export const externalUserInputSchema = z.strictObject(
  {
    provider: requiredTextField(50),
    externalId: requiredTextField(255),
    username: requiredTextField(180),
    email: emailField(false),
    firstName: optionalTextField(255),
    lastName: optionalTextField(255),
    userId: optionalIdField(),
  },
  strictObjectError,
);
export type ExternalUserInput = z.output<typeof externalUserInputSchema>;
