/**
 * The body of POST /api/analytics-log (spec §7: type, action, category, data; issue 26 point 1): one event or a
 * batch of up to `analyticsBatchMax` (the client's queue, flushed every second). Strict and bounded: unknown
 * fields, long texts and odd numbers are refused as a whole (422, nothing stored).
 */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { strictObjectError } from '../validation/fields.js';
import {
  analyticsBatchMax,
  analyticsCategoryMax,
  analyticsColorSchemes,
  analyticsEventActions,
  analyticsPathMax,
  analyticsReferrerMax,
} from './constants.js';

const strict = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, strictObjectError);

const boundedText = (max: number) => z.string({ error: m.invalidValue }).max(max, { error: m.tooLong({ limit: max }) });

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: m.invalidValue })
    .int({ error: m.notInteger })
    .min(min, { error: m.notInRange({ min, max }) })
    .max(max, { error: m.notInRange({ min, max }) });

const pagePath = boundedText(analyticsPathMax).regex(/^\/[^\s]*$/, { error: m.invalidValue });

/** `{ type: 'pageview', action: '/filialen/graz', data: { referrer } }`: the path; the referrer's host only is kept. */
const pageviewSchema = strict({
  type: z.literal('pageview', { error: m.invalidChoice }),
  action: pagePath,
  category: z.null().optional(),
  data: strict({ referrer: boundedText(analyticsReferrerMax).optional() }).optional(),
});

/** `{ type: 'device', action: 'info', data: { width, height, pixelRatio, colorScheme } }`: once per visit. */
const deviceSchema = strict({
  type: z.literal('device', { error: m.invalidChoice }),
  action: z.literal('info', { error: m.invalidChoice }),
  category: z.null().optional(),
  data: strict({
    width: wholeNumber(1, 20_000),
    height: wholeNumber(1, 20_000),
    pixelRatio: z
      .number({ error: m.invalidValue })
      .min(0.25, { error: m.notInRange({ min: 0.25, max: 10 }) })
      .max(10, { error: m.notInRange({ min: 0.25, max: 10 }) }),
    colorScheme: z.enum(analyticsColorSchemes, { error: m.invalidChoice }),
  }),
});

/** `{ type: 'event', action: 'add-to-cart', category: 'graz' }`: a step of the shop (no data of the person). */
const shopEventSchema = strict({
  type: z.literal('event', { error: m.invalidChoice }),
  action: z.enum(analyticsEventActions, { error: m.invalidChoice }),
  category: boundedText(analyticsCategoryMax).nullish(),
  data: strict({}).optional(),
});

export const analyticsEventSchema = z.discriminatedUnion('type', [pageviewSchema, deviceSchema, shopEventSchema], {
  error: m.invalidChoice,
});
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** One event or an array of 1 to `analyticsBatchMax` events; the answer is always the array. */
export const analyticsLogBodySchema = z.preprocess(
  (input) => (Array.isArray(input) ? input : [input]),
  z
    .array(analyticsEventSchema, { error: m.invalidValue })
    .min(1, { error: m.tooFew({ limit: 1 }) })
    .max(analyticsBatchMax, { error: m.tooMany({ limit: analyticsBatchMax }) }),
);
