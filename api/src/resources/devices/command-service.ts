import { messages } from '@bestell/domain';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { AppError } from '../../kernel/app-error.js';
import type { PairedDevice } from './credential.js';

export type CommandKind = 'notification' | 'logs';

/** How long a staff device test waits for the desk (which looks for commands every second). */
export const commandWaitMs = 10_000;
const pollMs = 150;

const failureMessages: Record<CommandKind | 'print', string> = {
  notification: messages.errors.testFailed,
  print: messages.errors.testFailed,
  logs: messages.errors.logRequestFailed,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §7 POST /devices/{id}/test/notification and /request-device-logs: writes the command, waits until the desk
 * reported it (ring once; upload the recent log) and answers its result. No desk in time, or a failed report: 409 with
 * the §8 text ('Test nicht erfolgreich.' / 'Log konnte nicht angefordert werden.'); the command is dropped then.
 */
export async function runCommand(
  db: Db,
  deviceId: number,
  kind: CommandKind,
  now: () => Date,
  waitMs = commandWaitMs,
  /** Tells a desk waiting on its long poll (device-wake.ts). */
  wake?: (deviceId: number) => void,
  /** Who asked (the audit log records the command with its kind, in the command's transaction). */
  actor?: Actor,
) {
  const { id } = await db.transaction().execute(async (trx) => {
    const command = await trx
      .insertInto('deviceCommands')
      .values({ deviceId, kind, createdAt: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (actor) await recordDeviceCommand(trx, actor, deviceId, kind, command.id, now());
    return command;
  });
  wake?.(deviceId);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await db
      .selectFrom('deviceCommands')
      .select(['status', 'result'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.status === 'done') return { id, kind, ...(row.result ?? {}) };
    if (row?.status === 'failed' || Date.now() > deadline) break;
    await sleep(pollMs);
  }
  await db.updateTable('deviceCommands').set({ status: 'failed', finishedAt: now() }).where('id', '=', id).execute();
  throw new AppError('conflict', failureMessages[kind], { code: 'device_test_failed' });
}

/** The audit entry of a staff command to a desk (test ring, log request, test page): no before → after, its kind. */
export async function recordDeviceCommand(
  db: Db,
  actor: Actor,
  deviceId: number,
  kind: CommandKind | 'test-print',
  commandId: number,
  at: Date,
): Promise<void> {
  const device = await db.selectFrom('devices').select('name').where('id', '=', deviceId).executeTakeFirst();
  await recordAudit(db, {
    actor,
    action: 'command',
    resource: 'devices',
    resourceId: deviceId,
    data: { command: kind, commandId },
    label: device?.name ?? null,
    at,
  });
}

/**
 * Spec §7 POST /devices/{id}/test/print: the test page is a print job; the answer waits until the desk printed it.
 * Not printed in time: 409 'Test nicht erfolgreich.' and the job is dropped (no stray test page later).
 */
export async function awaitTestPrint(db: Db, jobId: number, now: () => Date, waitMs = commandWaitMs) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await db.selectFrom('printJobs').select(['id', 'status']).where('id', '=', jobId).executeTakeFirst();
    if (job?.status === 'printed') return job;
    if (job?.status === 'failed' || Date.now() > deadline) break;
    await sleep(pollMs);
  }
  await db
    .updateTable('printJobs')
    .set({ status: 'failed', finishedAt: now(), error: 'not printed in time' })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .execute();
  throw new AppError('conflict', failureMessages.print, { code: 'device_test_failed' });
}

export async function pendingCommands(db: Db, device: PairedDevice) {
  return db
    .selectFrom('deviceCommands')
    .select(['id', 'kind'])
    .where('deviceId', '=', device.id)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(20)
    .execute();
}

export const commandResultSchema = z.strictObject({
  ok: z.boolean(),
  log: z.string().max(65_536).optional(),
});

/** The desk reports a command (once; a repeat or another device's command is 404). */
export async function reportCommand(db: Db, device: PairedDevice, commandId: number, body: unknown, now: Date) {
  // The command must be this desk's before its body is read (authorisation before validation).
  const own = await db
    .selectFrom('deviceCommands')
    .select('id')
    .where('id', '=', commandId)
    .where('deviceId', '=', device.id)
    .executeTakeFirst();
  if (!own) throw AppError.notFound();
  const result = commandResultSchema.parse(body);
  const updated = await db
    .updateTable('deviceCommands')
    .set({
      status: result.ok ? 'done' : 'failed',
      result: JSON.stringify(result.log === undefined ? {} : { log: result.log }),
      finishedAt: now,
    })
    .where('id', '=', commandId)
    .where('deviceId', '=', device.id)
    .where('status', '=', 'pending')
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (!updated) throw AppError.notFound();
  return updated;
}
