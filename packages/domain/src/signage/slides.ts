import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { strictObjectError } from '../validation/fields.js';
import { rowIdField } from '../validation/resources/common.js';

/** Shortest and longest time a slide stays on screen, in seconds. */
export const slideDurationMin = 1;
export const slideDurationMax = 3600;

/** The seconds a slide stays on screen (whole seconds). */
export function slideDurationField() {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? m.blank : m.invalidValue) })
    .int({ error: m.notInteger })
    .min(slideDurationMin, { error: m.notInRange({ min: slideDurationMin, max: slideDurationMax }) })
    .max(slideDurationMax, { error: m.notInRange({ min: slideDurationMin, max: slideDurationMax }) });
}

/** Optional for products and categories: missing or null → the product's `content.duration`, else the stream's. */
const optionalDuration = () =>
  slideDurationField()
    .nullish()
    .transform((value) => value ?? null);

export const slideTypes = ['product', 'category', 'upload', 'image', 'template', 'block'] as const;
export type SlideType = (typeof slideTypes)[number];

/**
 * One entry of a stream's ordered slide list (issue 29 point 2). A product or category slide may leave its duration
 * out; the other kinds name it. References are ids of products, categories, uploads (image or video), images,
 * image templates (rendered by the server) and CMS blocks; the API checks that they exist.
 */
export const slideSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject(
      { type: z.literal('product'), productId: rowIdField(), duration: optionalDuration() },
      strictObjectError,
    ),
    z.strictObject(
      { type: z.literal('category'), categoryId: rowIdField(), duration: optionalDuration() },
      strictObjectError,
    ),
    z.strictObject(
      { type: z.literal('upload'), uploadId: rowIdField(), duration: slideDurationField() },
      strictObjectError,
    ),
    z.strictObject(
      { type: z.literal('image'), imageId: rowIdField(), duration: slideDurationField() },
      strictObjectError,
    ),
    z.strictObject(
      { type: z.literal('template'), imageTemplateId: rowIdField(), duration: slideDurationField() },
      strictObjectError,
    ),
    z.strictObject(
      { type: z.literal('block'), blockId: rowIdField(), duration: slideDurationField() },
      strictObjectError,
    ),
  ],
  { error: m.invalidChoice },
);
export type Slide = z.output<typeof slideSchema>;
