import { z } from 'zod';
import { signageContentMessages as sm } from '../messages/signage-content.js';
import { validationMessages as m } from '../messages/validation.js';
import { requiredTextField, strictObjectError } from '../validation/fields.js';
import { slideDurationField, slideSchema } from './slides.js';

/** Upper bound of a stream's slide list (a category slide expands into its products on top of this). */
export const maxSlidesPerStream = 200;

/** Seconds a product slide stays when neither the slide nor the product's `content.duration` names a time. */
export const defaultSlideDuration = 8;

/** A stream: an ordered list of slides (issue 29 point 2). `defaultDuration` is used where nothing else names one. */
export const streamInputSchema = z.strictObject(
  {
    name: requiredTextField(255),
    defaultDuration: slideDurationField().default(defaultSlideDuration),
    slides: z
      .array(slideSchema, { error: m.invalidValue })
      .max(maxSlidesPerStream, { error: sm.slidesTooMany({ limit: maxSlidesPerStream }) })
      .default([]),
  },
  strictObjectError,
);
export type StreamInput = z.output<typeof streamInputSchema>;
