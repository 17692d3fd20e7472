import {
  isSignageCommandAbortable,
  isSignageCommandDeliverable,
  newSignageCommand,
  type SignageCommand,
  type SignageCommandInput,
  signageCommandOf,
  signageCommandResultSchema,
  signageDevicesMessages,
} from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { Row } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { signageDeviceEntities } from './entity.js';
import { isConnected, notifyProgramChanged, wakeSignageDevice } from './live-feed.js';

/** How long the staff request waits for a connected screen to take its command (delivery is in-process: ms). */
const deliveryWaitMs = 2_000;
const pollMs = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The screen as staff see it (the CRUD entity with its version): the answer of the command routes. */
export async function signageDeviceAnswer(db: Db, id: number): Promise<Row> {
  const row = await db.selectFrom('digitalSignageDevices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound();
  const [entity] = await signageDeviceEntities([row], db);
  if (!entity) throw AppError.notFound();
  return { ...entity, version: row.version };
}

async function waitForDelivery(db: Db, id: number, commandId: number): Promise<void> {
  if (!isConnected(id)) return;
  const deadline = Date.now() + deliveryWaitMs;
  while (Date.now() < deadline) {
    const row = await db.selectFrom('digitalSignageDevices').select('command').where('id', '=', id).executeTakeFirst();
    const command = signageCommandOf(row?.command);
    if (command?.id !== commandId || command.state !== 'pending') return;
    await sleep(pollMs);
  }
}

/**
 * A staff command to a screen (spec §7 POST /digital-signage-devices/{id}/command): it replaces the screen's current
 * command, is audited, and is handed to the screen's live feed at once (or when it reconnects, within the TTL). A
 * scene command also makes the scene the screen's scene. The answer is the screen with the command's state (after
 * waiting up to 2 s for a connected screen to take it).
 */
export async function sendCommand(db: Db, id: number, input: SignageCommandInput, actor: Actor, now: Date) {
  const commandId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('digitalSignageDevices')
      .select(['name', 'command', 'sceneId'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    if (input.type === 'scene') {
      const scene = await trx.selectFrom('scenes').select('id').where('id', '=', input.sceneId).executeTakeFirst();
      if (!scene) {
        throw new AppError('validation', signageDevicesMessages.sceneUnknown, { field: 'command.sceneId' });
      }
    }
    const next = await sql<{ id: string }>`select nextval('digital_signage_command_ids') as id`.execute(trx);
    const command = newSignageCommand(Number(next.rows[0]?.id), input, now);
    const sceneId = input.type === 'scene' ? input.sceneId : row.sceneId;
    // A new scene is a change of the screen: its version moves on, so an editor's save of the old version is a 409
    // instead of quietly switching the scene back.
    const sceneChange = sceneId !== row.sceneId ? { version: sql<number>`version + 1`, updatedAt: now } : {};
    await trx
      .updateTable('digitalSignageDevices')
      .set({ command: JSON.stringify(command), sceneId, ...sceneChange })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'command',
      resource: 'digital-signage-devices',
      resourceId: id,
      before: { command: signageCommandOf(row.command), sceneId: row.sceneId },
      after: { command, sceneId },
      label: row.name,
      at: now,
    });
    return command.id;
  });
  wakeSignageDevice(id);
  if (input.type === 'scene') notifyProgramChanged([id]);
  await waitForDelivery(db, id, commandId);
  return signageDeviceAnswer(db, id);
}

/**
 * Aborts the screen's current command (pending or delivered; a delivered one is withdrawn on the screen, e.g. its
 * message disappears). No such command (none, done, aborted, expired): 409 'Befehl konnte nicht abgebrochen werden.'
 */
export async function abortCommand(db: Db, id: number, actor: Actor, now: Date) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('digitalSignageDevices')
      .select(['name', 'command'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    const command = signageCommandOf(row.command);
    if (!isSignageCommandAbortable(command, now)) {
      throw new AppError('conflict', signageDevicesMessages.commandAbortFailed, { code: 'command_not_abortable' });
    }
    const aborted: SignageCommand = { ...command, state: 'aborted', finishedAt: now.toISOString() };
    await trx
      .updateTable('digitalSignageDevices')
      .set({ command: JSON.stringify(aborted) })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'abort',
      resource: 'digital-signage-devices',
      resourceId: id,
      before: { command },
      after: { command: aborted },
      label: row.name,
      at: now,
    });
  });
  wakeSignageDevice(id);
  return signageDeviceAnswer(db, id);
}

/**
 * The feed hands a pending command to the screen: marks it delivered (only while it is still that pending command,
 * so of two connections of one screen one takes it). Returns the delivered command, or null.
 */
export async function takeCommand(db: Db, id: number, now: Date): Promise<SignageCommand | null> {
  const row = await db.selectFrom('digitalSignageDevices').select('command').where('id', '=', id).executeTakeFirst();
  const command = signageCommandOf(row?.command);
  if (!isSignageCommandDeliverable(command, now)) return null;
  const delivered: SignageCommand = { ...command, state: 'delivered', deliveredAt: now.toISOString() };
  const updated = await db
    .updateTable('digitalSignageDevices')
    .set({ command: JSON.stringify(delivered) })
    .where('id', '=', id)
    .where(sql<boolean>`command->>'id' = ${String(command.id)} and command->>'state' = 'pending'`)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? delivered : null;
}

/** The screen's current command (for the feed: an aborted one is sent once so the screen withdraws it). */
export async function currentCommand(db: Db, id: number): Promise<SignageCommand | null> {
  const row = await db.selectFrom('digitalSignageDevices').select('command').where('id', '=', id).executeTakeFirst();
  return signageCommandOf(row?.command);
}

/**
 * The screen reports its command done (`{ state: 'done' }`): only its own current command while pending or
 * delivered (else 404). The answer is the screen as the screen sees itself.
 */
export async function reportCommandDone(db: Db, id: number, commandId: number, body: unknown, now: Date) {
  const command = await currentCommand(db, id);
  // The command must be this screen's open one before the body is read (authorisation before validation).
  if (command?.id !== commandId || (command.state !== 'pending' && command.state !== 'delivered')) {
    throw new AppError('not_found', signageDevicesMessages.commandNotFound, { code: 'command_not_found' });
  }
  signageCommandResultSchema.parse(body);
  const done: SignageCommand = {
    ...command,
    state: 'done',
    deliveredAt: command.deliveredAt ?? now.toISOString(),
    finishedAt: now.toISOString(),
  };
  const updated = await db
    .updateTable('digitalSignageDevices')
    .set({ command: JSON.stringify(done) })
    .where('id', '=', id)
    .where(sql<boolean>`command->>'id' = ${String(commandId)} and command->>'state' in ('pending', 'delivered')`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new AppError('not_found', signageDevicesMessages.commandNotFound, { code: 'command_not_found' });
  }
  return done;
}
