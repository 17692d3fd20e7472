import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { choiceField, optionalTextField, requiredTextField, strictObjectError } from '../validation/fields.js';
import { optionalIdField, rowIdField, slugField } from '../validation/resources/common.js';

export const signageOrientations = ['landscape', 'portrait'] as const;
export type SignageOrientation = (typeof signageOrientations)[number];

/** Width x height in pixels, e.g. '1920x1080' (1080p) or '3840x2160' (4K). */
export const signageResolutionPattern = /^[1-9][0-9]{2,4}x[1-9][0-9]{2,4}$/;
export const signageResolutions = ['1920x1080', '3840x2160', '1280x720'] as const;

/**
 * A digital signage screen as staff edit it (issue 29 point 1): branch (a partner branch makes it a partner
 * screen), identifier (the player's URL `/signage/{identifier}`), name, orientation, resolution, group (segments can
 * target a group) and scene. Its pairing, heartbeat and commands are written by their own routes.
 */
export const signageDeviceInputSchema = z.strictObject(
  {
    branchId: rowIdField(),
    identifier: slugField(),
    name: requiredTextField(200),
    orientation: choiceField(signageOrientations).default('landscape'),
    resolution: z
      .string({ error: m.invalidValue })
      .trim()
      .regex(signageResolutionPattern, { error: m.invalidValue })
      .default('1920x1080'),
    groupName: optionalTextField(100),
    sceneId: optionalIdField(),
  },
  strictObjectError,
);
export type SignageDeviceInput = z.output<typeof signageDeviceInputSchema>;

/** A text of a heartbeat's report (German refusals like every body). */
function nowPlayingText(max: number) {
  return z.string({ error: m.invalidValue }).max(max, { error: m.tooLong({ limit: max }) });
}

function nowPlayingId() {
  return z.number({ error: m.invalidValue }).int({ error: m.notInteger }).positive({ error: m.invalidValue });
}

/**
 * What a screen reports it plays (its heartbeat): the scene's layout, per region the stream and slide on screen,
 * and whether it plays from its cache without a connection.
 */
export const signageNowPlayingSchema = z.strictObject(
  {
    sceneId: nowPlayingId().nullable().optional(),
    layout: nowPlayingText(20).optional(),
    regions: z
      .array(
        z.strictObject(
          {
            name: nowPlayingText(50),
            streamId: nowPlayingId().nullable(),
            streamName: nowPlayingText(255).nullable().optional(),
            slideKey: nowPlayingText(200).nullable().optional(),
            slideTitle: nowPlayingText(255).nullable().optional(),
          },
          strictObjectError,
        ),
        { error: m.invalidValue },
      )
      .max(10, { error: m.tooMany({ limit: 10 }) }),
    offline: z.boolean({ error: m.invalidValue }).optional(),
  },
  strictObjectError,
);
export type SignageNowPlaying = z.output<typeof signageNowPlayingSchema>;

/** The body of `POST /api/digital-signage/self/heartbeat`. */
export const signageHeartbeatSchema = z.strictObject(
  { nowPlaying: signageNowPlayingSchema.nullable() },
  strictObjectError,
);

/** A screen sends a heartbeat every 30 s; it counts as online while its last one is at most 90 s old. */
export const signageHeartbeatIntervalMs = 30_000;
export const signageOnlineWindowMs = 90_000;

export function isSignageDeviceOnline(lastSeenAt: string | Date | null, now: Date): boolean {
  if (lastSeenAt === null) return false;
  const seen = typeof lastSeenAt === 'string' ? Date.parse(lastSeenAt) : lastSeenAt.getTime();
  return now.getTime() - seen <= signageOnlineWindowMs;
}
