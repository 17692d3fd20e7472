import { z } from 'zod';
import { sceneLayouts } from './scenes.js';

const scheduleWindows = z.array(z.object({ from: z.string().nullable(), to: z.string().nullable() }));

/**
 * When a resolved product may show: its own and its category's schedule windows (ISO date-times, open ends null;
 * empty = always); both must allow it (`isSlideShown`).
 */
export const slideAvailabilitySchema = z.object({
  schedule: scheduleWindows,
  categorySchedule: scheduleWindows.optional(),
});

/**
 * A slide as the player shows it: everything computed by the server (price text from the catalog by the branch, for
 * partner screens the reselling price; allergens HTML sanitised; image URLs; a rendered template). A category slide
 * arrives as one product slide per product. `key` is stable across programs for the same slide.
 */
export const resolvedSlideSchema = z.object({
  key: z.string(),
  type: z.enum(['product', 'image', 'video', 'template', 'block']),
  duration: z.number().int(),
  title: z.string(),
  priceText: z.string().optional(),
  unitText: z.string().optional(),
  allergensHtml: z.string().optional(),
  /** Sanitised HTML of a CMS block slide. */
  html: z.string().optional(),
  images: z.array(z.string()),
  videoUrl: z.string().optional(),
  /** Products only: when the product is shown (the player drops it outside its schedule while offline). */
  availability: slideAvailabilitySchema.optional(),
  productId: z.number().int().optional(),
});
export type ResolvedSlide = z.output<typeof resolvedSlideSchema>;

export const programSegmentSchema = z.object({
  streamId: z.number().int(),
  weekdays: z.array(z.number().int()),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  priority: z.number().int(),
  /** The scene region the segment fills; null = the main region. */
  region: z.string().nullable(),
});
export type ProgramSegment = z.output<typeof programSegmentSchema>;

/** What `GET /api/digital-signage/self/program` answers (issue 29; the player caches it with its media). */
export const signageProgramSchema = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  device: z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    orientation: z.string(),
    resolution: z.string().nullable(),
  }),
  branch: z.object({ id: z.number().int(), name: z.string(), isPartner: z.boolean() }),
  scene: z.object({
    id: z.number().int().nullable(),
    layout: z.enum(sceneLayouts),
    regions: z.array(z.object({ name: z.string(), streamId: z.number().int().nullable() })),
  }),
  streams: z.array(z.object({ id: z.number().int(), name: z.string(), slides: z.array(resolvedSlideSchema) })),
  segments: z.array(programSegmentSchema),
  media: z.array(z.string()),
});
export type SignageProgram = z.output<typeof signageProgramSchema>;
