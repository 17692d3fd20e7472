import { z } from 'zod';
import { validationMessages as m } from '../../messages/validation.js';
import { choiceField, optionalTextField, requiredTextField, strictObjectError } from '../fields.js';
import { documentField, flag, optionalLongText, optionalSlugField, pathField, slugField } from './common.js';

export const siteInputSchema = z.strictObject(
  {
    path: pathField(true),
    type: requiredTextField(50).default('default'),
    name: requiredTextField(255),
    title: optionalTextField(255),
    description: optionalLongText(),
    content: documentField(),
    isPublic: flag(false),
  },
  strictObjectError,
);
export type SiteInput = z.output<typeof siteInputSchema>;

export const redirectStatusCodes = [301, 302, 307, 308] as const;

export const redirectInputSchema = z.strictObject(
  {
    path: pathField(false),
    target: requiredTextField(2000).pipe(z.string().regex(/^(\/|https?:\/\/)\S*$/, { error: m.invalidUrl })),
    statusCode: z
      .union(
        redirectStatusCodes.map((code) => z.literal(code)),
        { error: m.invalidChoice },
      )
      .default(301),
    isEnabled: flag(true),
  },
  strictObjectError,
);
export type RedirectInput = z.output<typeof redirectInputSchema>;

/** Blocks and nodes share one shape (spec §3 Block: id, name; found by identifier). */
export const blockInputSchema = z.strictObject(
  {
    identifier: optionalSlugField(),
    name: requiredTextField(255),
    type: requiredTextField(50).default('default'),
    content: documentField(),
  },
  strictObjectError,
);
export type BlockInput = z.output<typeof blockInputSchema>;

export const navigationItemTypes = ['home', 'site', 'branch', 'link'] as const;

export interface NavigationItemInput {
  type: (typeof navigationItemTypes)[number];
  target: string | null;
  label: string;
  suffix: string | null;
  isEnabled: boolean;
  children: NavigationItemInput[];
}

export const navigationItemSchema: z.ZodType<NavigationItemInput> = z.lazy(() =>
  z.strictObject(
    {
      type: choiceField(navigationItemTypes),
      target: optionalTextField(2000),
      label: requiredTextField(255),
      suffix: optionalTextField(255),
      isEnabled: flag(true),
      children: z.array(navigationItemSchema, { error: m.invalidValue }).default([]),
    },
    strictObjectError,
  ),
);

export const navigationInputSchema = z.strictObject(
  {
    identifier: slugField(),
    name: requiredTextField(255),
    items: z.array(navigationItemSchema, { error: m.invalidValue }).default([]),
  },
  strictObjectError,
);
export type NavigationInput = z.output<typeof navigationInputSchema>;

export const imageTemplateInputSchema = z.strictObject(
  {
    identifier: slugField(),
    name: requiredTextField(255),
    width: z
      .number({ error: m.invalidValue })
      .int({ error: m.notInteger })
      .positive({ error: m.greaterThan({ limit: 0 }) }),
    height: z
      .number({ error: m.invalidValue })
      .int({ error: m.notInteger })
      .positive({ error: m.greaterThan({ limit: 0 }) }),
    layers: z.array(z.record(z.string(), z.unknown()), { error: m.invalidValue }).default([]),
  },
  strictObjectError,
);
export type ImageTemplateInput = z.output<typeof imageTemplateInputSchema>;
