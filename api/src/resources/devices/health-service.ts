import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { PairedDevice } from './credential.js';

export const heartbeatSchema = z.strictObject({
  printerState: z.enum(['online', 'offline', 'paper-out', 'unknown']),
  details: z
    .strictObject({
      version: z.string().max(50).optional(),
      queued: z.number().int().min(0).max(1_000_000).optional(),
      printer: z.string().max(255).optional(),
      lastError: z.string().max(500).optional(),
    })
    .default({}),
});

/** A desk is online while its heartbeats (every 15 s) keep coming; a minute of silence counts as offline. */
export const deskOfflineAfterMs = 60_000;

export async function recordHeartbeat(db: Db, device: PairedDevice, body: unknown, now: Date) {
  const beat = heartbeatSchema.parse(body);
  const details = JSON.stringify(beat.details);
  await db
    .insertInto('deviceHealth')
    .values({ deviceId: device.id, seenAt: now, printerState: beat.printerState, details })
    .onConflict((oc) => oc.column('deviceId').doUpdateSet({ seenAt: now, printerState: beat.printerState, details }))
    .execute();
  return { seenAt: now.toISOString(), printerState: beat.printerState };
}

/** What the back-office device list shows: paired or not, desk online, printer state, pending jobs. */
export async function deviceHealth(db: Db, deviceId: number, now: Date) {
  const [health] = await devicesHealth(db, [deviceId], now);
  if (!health) throw new Error(`no health of device ${deviceId}`);
  const { deviceId: _deviceId, ...rest } = health;
  return rest;
}

/** The health of several devices at once (the back-office list), in the order of the ids. */
export async function devicesHealth(db: Db, deviceIds: number[], now: Date) {
  if (deviceIds.length === 0) return [];
  const [credentials, beats, pending] = await Promise.all([
    db.selectFrom('deviceCredentials').select(['deviceId', 'pairedAt']).where('deviceId', 'in', deviceIds).execute(),
    db.selectFrom('deviceHealth').selectAll().where('deviceId', 'in', deviceIds).execute(),
    db
      .selectFrom('printJobs')
      .select((eb) => ['deviceId', eb.fn.countAll<string>().as('count')])
      .where('deviceId', 'in', deviceIds)
      .where('status', '=', 'pending')
      .groupBy('deviceId')
      .execute(),
  ]);
  return deviceIds.map((deviceId) => {
    const credential = credentials.find((row) => row.deviceId === deviceId);
    const health = beats.find((row) => row.deviceId === deviceId);
    // A revoked desk may still have beaten a moment ago: it counts as offline at once.
    const online =
      credential !== undefined && health !== undefined && now.getTime() - health.seenAt.getTime() < deskOfflineAfterMs;
    return {
      deviceId,
      paired: credential !== undefined,
      pairedAt: credential ? credential.pairedAt.toISOString() : null,
      online,
      seenAt: health ? health.seenAt.toISOString() : null,
      printerState: online && health ? health.printerState : 'unknown',
      details: health?.details ?? {},
      pendingJobs: Number(pending.find((row) => row.deviceId === deviceId)?.count ?? 0),
    };
  });
}
