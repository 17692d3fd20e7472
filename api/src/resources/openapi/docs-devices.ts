import { staffOrderWire } from '@bestell/domain';
import { z } from 'zod';
import { lastEventIdHeader } from '../../infrastructure/events/last-event-id.js';
import { commandResultSchema } from '../devices/command-service.js';
import { waitQuerySchema } from '../devices/device-wake.js';
import { heartbeatSchema } from '../devices/health-service.js';
import { jobResultSchema } from '../devices/print-job-service.js';
import { deviceEventsQuerySchema, jobsQuerySchema, redeemSchema, reprintSchema } from '../devices/routes.js';
import { counterAppointmentBodySchema } from '../orders/status/staff-service.js';
import type { ApiRouteDoc } from './route-doc.js';

const tag = 'devices';

const printerState = z.enum(['online', 'offline', 'paper-out', 'unknown']);
/** What the back-office device list shows: paired or not, desk online, printer state, pending jobs. */
const deviceHealthFields = {
  paired: z.boolean(),
  pairedAt: z.string().nullable(),
  online: z.boolean(),
  seenAt: z.string().nullable(),
  printerState,
  details: z.record(z.string(), z.unknown()),
  pendingJobs: z.number().int(),
};
const deviceHealth = z.object(deviceHealthFields);
const devicesHealth = z.array(z.object({ deviceId: z.number().int(), ...deviceHealthFields }));
const pairingCode = z.object({ code: z.string(), expiresAt: z.string().meta({ format: 'date-time' }) });
const heartbeatAnswer = z.object({ seenAt: z.string().meta({ format: 'date-time' }), printerState });
const pairedDevice = z.object({
  credential: z.string().meta({ description: 'The `X-Device-Key` of this desk (shown once).' }),
  device: z.object({
    id: z.number().int(),
    branchId: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    type: z.string(),
  }),
});
const commandKind = z.string().meta({ description: 'What the desk is asked to do (e.g. notification, logs).' });
const pendingCommands = z.array(z.object({ id: z.number().int(), kind: commandKind }));
const reportedCommand = z.object({ id: z.number().int(), status: z.string() });
/** GET /api/devices/self/info: the desk, its settings and its branch. */
const deviceInfo = z.object({
  device: z.object({
    id: z.number().int(),
    branchId: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    type: z.string(),
    settings: z.record(z.string(), z.unknown()),
    version: z.number().int(),
    pairedAt: z.string().meta({ format: 'date-time' }),
  }),
  branch: z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    street: z.string().nullable(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  publicUrl: z.string().nullable(),
});
const dateTime = z.string().meta({ format: 'date-time' });
/** A print job a desk fetches: the document to print and, for an order's receipt, the order. */
const pendingJob = z.object({
  id: z.number().int(),
  reason: z.string(),
  document: z.unknown().meta({ description: 'What to print (receipt or label lines).' }),
  attempts: z.number().int(),
  createdAt: dateTime,
  sentAt: dateTime.nullable(),
  order: staffOrderWire.nullable(),
});
const reportedJob = z.object({
  id: z.number().int(),
  status: z.string(),
  attempts: z.number().int(),
  sentAt: dateTime.nullable(),
  finishedAt: dateTime.nullable(),
  error: z.string().nullable(),
});
const waitAnswer = z.object({
  jobs: z
    .number()
    .int()
    .meta({ description: 'Id of the newest print job for the device (0: none); send it back as `jobs`.' }),
  commands: z
    .number()
    .int()
    .meta({ description: 'Id of the newest command for the device (0: none); send it back as `commands`.' }),
  news: z.boolean().meta({ description: 'Something newer than the caller had seen.' }),
});
const queuedReprint = z.object({
  id: z.number().int(),
  status: z.string(),
  reason: z.string(),
  document: z.unknown().meta({ description: 'What to print.' }),
});
/** A command the desk carried out: its id and kind plus what the desk reported (e.g. its logs). */
const commandOutcome = z.looseObject({ id: z.number().int(), kind: z.enum(['notification', 'logs']) });
const testPrintAnswer = z.object({ id: z.number().int(), status: z.literal('printed') });
const self = '/api/devices/self';

/** Desk devices (issue 13): staff pairing and tests (session), and the desk's own calls (X-Device-Key). */
export const deviceRouteDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/devices/{id}/pair',
    summary: 'New pairing code for a device',
    tag,
    access: 'staffOrKey',
    status: 201,
    answer: pairingCode,
  },
  {
    method: 'delete',
    path: '/api/devices/{id}/credential',
    summary: "Revoke the device's credential",
    tag,
    access: 'staffOrKey',
    status: 204,
  },
  {
    method: 'get',
    path: '/api/devices/health',
    summary: 'Health of all devices',
    tag,
    access: 'staff',
    status: 200,
    answer: devicesHealth,
  },
  {
    method: 'get',
    path: '/api/devices/{id}/health',
    summary: 'Health of a device',
    tag,
    access: 'staffOrKey',
    status: 200,
    answer: deviceHealth,
  },
  {
    method: 'post',
    path: '/api/devices/{id}/test/print',
    summary: 'Print a test page',
    tag,
    access: 'staffOrKey',
    status: 200,
    answer: testPrintAnswer,
  },
  {
    method: 'post',
    path: '/api/devices/{id}/test/notification',
    summary: 'Show a test notification',
    tag,
    access: 'staffOrKey',
    status: 200,
    answer: commandOutcome,
  },
  {
    method: 'post',
    path: '/api/devices/{id}/request-device-logs',
    summary: "Fetch the device's logs",
    tag,
    access: 'staffOrKey',
    status: 200,
    answer: commandOutcome,
  },
  {
    method: 'post',
    path: '/api/devices/pairings',
    summary: 'Redeem a pairing code for a device credential',
    tag,
    access: 'public',
    body: redeemSchema,
    status: 201,
    answer: pairedDevice,
  },
  {
    method: 'get',
    path: `${self}/info`,
    summary: 'The device, its settings and branch',
    tag,
    access: 'device',
    status: 200,
    answer: deviceInfo,
  },
  {
    method: 'get',
    path: `${self}/events`,
    summary: "Live order events of the device's branch (server-sent events)",
    tag,
    access: 'device',
    query: deviceEventsQuerySchema,
    headers: [lastEventIdHeader],
    status: 200,
    answerType: 'text/event-stream',
  },
  {
    method: 'get',
    path: `${self}/orders/current`,
    summary: 'Current orders',
    tag,
    access: 'device',
    status: 200,
    answer: z.array(staffOrderWire),
  },
  {
    method: 'get',
    path: `${self}/orders/{orderId}`,
    summary: 'One order',
    tag,
    access: 'device',
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'post',
    path: `${self}/orders/{orderId}/status/{action}`,
    summary: 'Change the status of an order',
    tag,
    access: 'device',
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'post',
    path: `${self}/orders/{orderId}/counter-appointment`,
    summary: 'Propose another time (counter-proposal)',
    tag,
    access: 'device',
    body: counterAppointmentBodySchema,
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'post',
    path: `${self}/orders/{orderId}/acknowledge`,
    summary: 'Acknowledge a new order',
    tag,
    access: 'device',
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'get',
    path: `${self}/jobs`,
    summary: 'Pending print jobs',
    tag,
    access: 'device',
    query: jobsQuerySchema,
    status: 200,
    answer: z.array(pendingJob),
  },
  {
    method: 'post',
    path: `${self}/jobs`,
    summary: 'Reprint an order',
    tag,
    access: 'device',
    body: reprintSchema,
    status: 201,
    answer: queuedReprint,
  },
  {
    method: 'post',
    path: `${self}/jobs/{jobId}/result`,
    summary: 'Report a print job',
    tag,
    access: 'device',
    body: jobResultSchema,
    status: 200,
    answer: reportedJob,
  },
  {
    method: 'get',
    path: `${self}/wait`,
    summary: 'Wait for new jobs or commands (long poll)',
    tag,
    access: 'device',
    query: waitQuerySchema,
    status: 200,
    answer: waitAnswer,
  },
  {
    method: 'get',
    path: `${self}/commands`,
    summary: 'Pending commands',
    tag,
    access: 'device',
    status: 200,
    answer: pendingCommands,
  },
  {
    method: 'post',
    path: `${self}/commands/{commandId}/result`,
    summary: 'Report a command',
    tag,
    access: 'device',
    body: commandResultSchema,
    status: 200,
    answer: reportedCommand,
  },
  {
    method: 'post',
    path: `${self}/heartbeat`,
    summary: 'Heartbeat',
    tag,
    access: 'device',
    body: heartbeatSchema,
    status: 200,
    answer: heartbeatAnswer,
  },
];
