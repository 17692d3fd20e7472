import type { SignageCommand, SignageDeviceInput, SignageOrientation, signageDeviceInputSchema } from '@bestell/domain';
import type { z } from 'zod';

/** A signage screen as the staff API answers it (CRUD entity with version, pairing, last seen, command). */
export interface StaffScreen {
  id: number;
  version: number;
  deviceId: number | null;
  branchId: number;
  identifier: string;
  name: string;
  orientation: SignageOrientation;
  resolution: string;
  groupName: string | null;
  sceneId: number | null;
  isPartner: boolean;
  paired: boolean;
  pairedAt: string | null;
  lastSeenAt: string | null;
  nowPlaying: NowPlaying | null;
  command: SignageCommand | null;
}

export interface NowPlaying {
  layout?: string;
  regions?: { name: string; streamId: number | null; streamName?: string | null; slideTitle?: string | null }[];
  offline?: boolean;
}

export type ScreenFormValues = z.input<typeof signageDeviceInputSchema>;
export type { SignageDeviceInput };

export const screensPath = '/digital-signage-devices';
export const screensScreen = '/backend/signage/geraete';
export const screensListKey = ['staff', screensPath, 'list'] as const;
export const screenLiveKey = (id: number) => ['staff', screensPath, id, 'live'] as const;

/** The form's values of a screen, or of a new one in the branch the picker shows. */
export function toScreenValues(screen: StaffScreen | null, branchId: number | null = null): ScreenFormValues {
  if (!screen) {
    return {
      // No branch chosen yet: the select shows its placeholder and the schema's German 'blank' error on save.
      branchId: branchId ?? (null as unknown as number),
      identifier: '',
      name: '',
      orientation: 'landscape',
      resolution: '1920x1080',
      groupName: '',
      sceneId: null,
    };
  }
  return {
    branchId: screen.branchId,
    identifier: screen.identifier,
    name: screen.name,
    orientation: screen.orientation,
    resolution: screen.resolution,
    groupName: screen.groupName ?? '',
    sceneId: screen.sceneId,
  };
}

/** What the screen said it plays: per region its stream and slide, e.g. 'Frühstück · Kaisersemmel'. */
export function nowPlayingText(nowPlaying: NowPlaying | null): string | null {
  const parts = (nowPlaying?.regions ?? [])
    .map((region) => [region.streamName, region.slideTitle].filter(Boolean).join(' · '))
    .filter((text) => text !== '');
  return parts.length > 0 ? parts.join(' | ') : null;
}

export const dateTime = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Vienna',
});
