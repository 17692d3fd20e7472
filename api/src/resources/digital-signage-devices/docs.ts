import {
  signageCommandBodySchema,
  signageCommandResultSchema,
  signageCommandSchema,
  signageHeartbeatSchema,
  signageNowPlayingSchema,
} from '@bestell/domain';
import { z } from 'zod';
import { lastEventIdHeader } from '../../infrastructure/events/last-event-id.js';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { signageDeviceEntitySchema } from './entity.js';
import { signageEventsQuerySchema } from './self-routes.js';

const tag = 'digital-signage-devices';
const dateTime = z.string().meta({ format: 'date-time' });
const staffScreen = signageDeviceEntitySchema.extend({ version: z.number().int() });
const pairingCode = z.object({ code: z.string(), expiresAt: dateTime });
const command = signageCommandSchema.nullable();
/** The screen as it sees itself. */
const selfScreen = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  branchId: z.number().int(),
  orientation: z.enum(['landscape', 'portrait']),
  resolution: z.string(),
  sceneId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  isPartner: z.boolean(),
  command,
});
const self = '/api/digital-signage/self';
const screenPath = '/api/digital-signage-devices/{id}';

/**
 * Digital signage screens (issue 29 point 1): staff pairing, revoking and commands (session), and the screen's own
 * calls with its device credential (`X-Device-Key`, from POST /api/devices/pairings).
 */
export const signageDeviceRouteDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: `${screenPath}/pair`,
    summary: 'New pairing code for a screen (shown once; redeemed at POST /api/devices/pairings)',
    tag,
    access: 'branch',
    status: 201,
    answer: pairingCode,
  },
  {
    method: 'delete',
    path: `${screenPath}/credential`,
    summary: "Revoke the screen's credential (its live feed ends, its calls answer 401)",
    tag,
    access: 'branch',
    status: 204,
  },
  {
    method: 'post',
    path: `${screenPath}/command`,
    summary: 'Send a command (reload, message, identify, scene); the answer is the screen with the command state',
    tag,
    access: 'branch',
    body: signageCommandBodySchema,
    status: 200,
    answer: staffScreen,
  },
  {
    method: 'post',
    path: `${screenPath}/command/abort`,
    summary: 'Abort the current command (409 when there is none to abort)',
    tag,
    access: 'branch',
    status: 200,
    answer: staffScreen,
  },
  {
    method: 'get',
    path: self,
    summary: 'The screen itself, with its current command',
    tag,
    access: 'device',
    status: 200,
    answer: selfScreen,
  },
  {
    method: 'get',
    path: `${self}/events`,
    summary: 'Live feed of the screen (server-sent events: command, program-changed, catalog-changed)',
    tag,
    access: 'device',
    query: signageEventsQuerySchema,
    headers: [lastEventIdHeader],
    status: 200,
    answerType: 'text/event-stream',
  },
  {
    method: 'post',
    path: `${self}/heartbeat`,
    summary: 'Heartbeat: last seen and what the screen plays now',
    tag,
    access: 'device',
    body: signageHeartbeatSchema,
    status: 200,
    answer: z.object({ lastSeenAt: dateTime, nowPlaying: signageNowPlayingSchema.nullable() }),
  },
  {
    method: 'post',
    path: `${self}/command/{commandId}/result`,
    summary: 'Report the current command done',
    tag,
    access: 'device',
    body: signageCommandResultSchema,
    status: 200,
    answer: selfScreen.extend({ command: signageCommandSchema }),
  },
];
