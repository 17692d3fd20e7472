import { type SceneLayout, type sceneInputSchema, sceneLayoutRegions } from '@bestell/domain';
import type { z } from 'zod';

/** A scene as the staff API answers it (generic CRUD with its version). */
export interface StaffScene {
  id: number;
  version: number;
  path: string;
  name: string;
  layout: SceneLayout;
  regions: { name: string; streamId: number }[];
}

export type SceneFormValues = z.input<typeof sceneInputSchema>;
export type SceneFormRegion = SceneFormValues['regions'][number];

export const scenesPath = '/scenes';
export const scenesListKey = ['staff', scenesPath, 'list'] as const;
export const scenesScreen = '/backend/signage/szenen';

/** The regions of a layout in screen order, each keeping the stream it had (a new one: none chosen yet). */
export function regionsFor(layout: SceneLayout, current: readonly SceneFormRegion[]): SceneFormRegion[] {
  return sceneLayoutRegions[layout].map(
    (name) => current.find((region) => region.name === name) ?? { name, streamId: null as unknown as number },
  );
}

/** The form's values of a scene, or of a new full-screen one. */
export function toSceneValues(scene: StaffScene | null): SceneFormValues {
  if (!scene) return { path: '', name: '', layout: 'full', regions: regionsFor('full', []) };
  return { path: scene.path, name: scene.name, layout: scene.layout, regions: regionsFor(scene.layout, scene.regions) };
}
