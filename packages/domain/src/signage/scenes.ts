import { z } from 'zod';
import { signageContentMessages as sm } from '../messages/signage-content.js';
import { validationMessages as m } from '../messages/validation.js';
import { choiceField, requiredTextField, strictObjectError } from '../validation/fields.js';
import { pathField, rowIdField } from '../validation/resources/common.js';

export const sceneLayouts = ['full', 'split', 'ticker'] as const;
export type SceneLayout = (typeof sceneLayouts)[number];

/** The regions of each layout, in screen order: split = main left/top and side; ticker = main and a price band. */
export const sceneLayoutRegions = {
  full: ['main'],
  split: ['main', 'side'],
  ticker: ['main', 'ticker'],
} as const satisfies Record<SceneLayout, readonly string[]>;
export type SceneRegionName = (typeof sceneLayoutRegions)[SceneLayout][number];

/** The German names of the layouts and regions (refusals and screens name them so, never by their keys). */
export const sceneLayoutLabels: Record<SceneLayout, string> = {
  full: sm.layoutFull,
  split: sm.layoutSplit,
  ticker: sm.layoutTicker,
};
export const sceneRegionLabels: Record<string, string> = {
  main: sm.regionMain,
  side: sm.regionSide,
  ticker: sm.regionTicker,
};

/** Every region name of any layout, once each. */
export const sceneRegionNames = ['main', 'side', 'ticker'] as const satisfies readonly SceneRegionName[];

export const sceneRegionSchema = z.strictObject(
  { name: requiredTextField(50), streamId: rowIdField() },
  strictObjectError,
);
export type SceneRegion = z.output<typeof sceneRegionSchema>;

/**
 * A scene (found by path, issue 29 point 3): a layout and, for each of its regions, the stream that plays there
 * (segments may switch a region's stream by time). Every region of the layout is bound exactly once.
 */
export const sceneInputSchema = z
  .strictObject(
    {
      path: pathField(false),
      name: requiredTextField(255),
      layout: choiceField(sceneLayouts).default('full'),
      regions: z.array(sceneRegionSchema, { error: m.invalidValue }).max(10, { error: m.tooMany({ limit: 10 }) }),
    },
    strictObjectError,
  )
  .superRefine((scene, ctx) => {
    const allowed: readonly string[] = sceneLayoutRegions[scene.layout];
    const seen = new Set<string>();
    scene.regions.forEach((region, index) => {
      if (!allowed.includes(region.name)) {
        ctx.addIssue({
          code: 'custom',
          message: sm.regionUnknown({ layout: sceneLayoutLabels[scene.layout] }),
          path: ['regions', index, 'name'],
        });
      } else if (seen.has(region.name)) {
        ctx.addIssue({ code: 'custom', message: sm.regionTwice, path: ['regions', index, 'name'] });
      }
      seen.add(region.name);
    });
    for (const name of allowed) {
      if (!seen.has(name))
        ctx.addIssue({
          code: 'custom',
          message: sm.regionMissing({ name: sceneRegionLabels[name] ?? name }),
          path: ['regions'],
        });
    }
  });
export type SceneInput = z.output<typeof sceneInputSchema>;
