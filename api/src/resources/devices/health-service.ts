import { z } from 'zod';
import type { PairedDevice } from './credential.js';
import type { DeskDb } from './tables.js';

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

export async function recordHeartbeat(db: DeskDb, device: PairedDevice, body: unknown, now: Date) {
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
export async function deviceHealth(db: DeskDb, deviceId: number, now: Date) {
  const [credential, health, pending] = await Promise.all([
    db.selectFrom('deviceCredentials').select('pairedAt').where('deviceId', '=', deviceId).executeTakeFirst(),
    db.selectFrom('deviceHealth').selectAll().where('deviceId', '=', deviceId).executeTakeFirst(),
    db
      .selectFrom('printJobs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('deviceId', '=', deviceId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const online = health !== undefined && now.getTime() - health.seenAt.getTime() < deskOfflineAfterMs;
  return {
    paired: credential !== undefined,
    pairedAt: credential ? credential.pairedAt.toISOString() : null,
    online,
    seenAt: health ? health.seenAt.toISOString() : null,
    printerState: online && health ? health.printerState : 'unknown',
    details: health?.details ?? {},
    pendingJobs: Number(pending.count),
  };
}
