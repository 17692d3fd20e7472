import { z } from 'zod';
import { sanitizeContentDocument } from '../../cms/sanitize-content.js';
import { siteContentSchema } from '../../cms/sections.js';
import { hexColorField, maxTemplateSide, templateLayersField } from '../../media/image-template.js';
import { validationMessages as m } from '../../messages/validation.js';
import { isSafeLinkUrl } from '../../text/safe-url.js';
import { choiceField, optionalTextField, requiredTextField, strictObjectError } from '../fields.js';
import { documentField, flag, optionalLongText, optionalSlugField, pathField, slugField } from './common.js';

/**
 * A content document checked against its site type's section schema (packages/domain/src/cms/sections.ts) and
 * sanitised: rich text through sanitizeRichText, every URL only http(s), mailto, tel or relative (issue 14 point 3).
 */
function checkContent(content: Record<string, unknown>, type: string | null, ctx: z.RefinementCtx): void {
  const schema = type === null ? null : siteContentSchema(type);
  const checked = schema?.safeParse(content);
  if (checked && !checked.success) {
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['content', ...issue.path] });
    }
    return;
  }
  for (const path of sanitizeContentDocument(content).unsafeUrls) {
    ctx.addIssue({ code: 'custom', message: m.invalidUrl, path: ['content', ...path] });
  }
}

function sanitizedContent<T extends { content: Record<string, unknown> }>(input: T): T {
  return { ...input, content: sanitizeContentDocument(input.content).value };
}

export const siteInputSchema = z
  .strictObject(
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
  )
  .superRefine((site, ctx) => checkContent(site.content, site.type, ctx))
  .transform(sanitizedContent);
export type SiteInput = z.output<typeof siteInputSchema>;

/**
 * Redirect targets: a site path starting with one '/' and without backslashes, or an absolute http(s) URL with a
 * host. Protocol-relative targets ('//evil.example') are refused: an external target must name its scheme.
 */
export const redirectTargetPattern = /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\?#]+[^\s\\]*)$/;

export const redirectStatusCodes = [301, 302, 307, 308] as const;

export const redirectInputSchema = z.strictObject(
  {
    path: pathField(false),
    target: requiredTextField(2000).pipe(
      z
        .string()
        // A path on this site ('/…', not '//…' or '/\…', which browsers read as another host) or an absolute
        // https/http URL; the first failed check ends the checks, so the field gets its message once.
        .regex(redirectTargetPattern, { error: m.invalidUrl, abort: true })
        .refine(isSafeLinkUrl, { error: m.invalidUrl }),
    ),
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
export const blockInputSchema = z
  .strictObject(
    {
      identifier: optionalSlugField(),
      name: requiredTextField(255),
      type: requiredTextField(50).default('default'),
      content: documentField(),
    },
    strictObjectError,
  )
  .superRefine((block, ctx) => checkContent(block.content, null, ctx))
  .transform(sanitizedContent);
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

/**
 * The target of a navigation item by its type: none for home, a site path for site, a branch identifier for
 * branch, a safe URL (http(s), mailto, tel or relative) for link. Null when it fits, else the message.
 */
function navigationTargetError(type: NavigationItemInput['type'], target: string | null): string | null {
  switch (type) {
    case 'home':
      return null;
    case 'site':
      return target !== null && pathField(false).safeParse(target.replace(/^\/+/, '')).success ? null : m.invalidValue;
    case 'branch':
      return target !== null && slugField().safeParse(target).success ? null : m.invalidValue;
    case 'link':
      return target === null ? m.blank : isSafeLinkUrl(target) ? null : m.invalidUrl;
  }
}

export const navigationItemSchema: z.ZodType<NavigationItemInput> = z.lazy(() =>
  z
    .strictObject(
      {
        type: choiceField(navigationItemTypes),
        target: optionalTextField(2000),
        label: requiredTextField(255),
        suffix: optionalTextField(255),
        isEnabled: flag(true),
        children: z.array(navigationItemSchema, { error: m.invalidValue }).default([]),
      },
      strictObjectError,
    )
    .superRefine((item, ctx) => {
      const message = navigationTargetError(item.type, item.target);
      if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['target'] });
    }),
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
      .positive({ error: m.greaterThan({ limit: 0 }) })
      .max(maxTemplateSide, { error: m.notInRange({ min: 1, max: maxTemplateSide }) }),
    height: z
      .number({ error: m.invalidValue })
      .int({ error: m.notInteger })
      .positive({ error: m.greaterThan({ limit: 0 }) })
      .max(maxTemplateSide, { error: m.notInRange({ min: 1, max: maxTemplateSide }) }),
    background: hexColorField().default('#ffffff'),
    layers: templateLayersField(),
  },
  strictObjectError,
);
export type ImageTemplateInput = z.output<typeof imageTemplateInputSchema>;
