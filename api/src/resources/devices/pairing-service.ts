import { randomInt } from 'node:crypto';
import { messages } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { sha256Hex } from '../../infrastructure/auth/tokens.js';
import { AppError } from '../../kernel/app-error.js';
import { newCredential } from './credential.js';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 8;
export const pairingCodeTtlMs = 15 * 60_000;

/** Upper case without spaces and dashes, so 'abcd-efgh' and 'ABCDEFGH' are the same code. */
export function normalizePairingCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < codeLength; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

export async function deviceBranch(db: Db, deviceId: number): Promise<number | null> {
  const row = await db.selectFrom('devices').select('branchId').where('id', '=', deviceId).executeTakeFirst();
  return row?.branchId ?? null;
}

/** A one-time pairing code for the device (answered once in clear, stored as its SHA-256; the audit log never has it). */
export async function createPairingCode(db: Db, deviceId: number, now: Date, actor: Actor) {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + pairingCodeTtlMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('devicePairingCodes')
      .values({ codeHash: sha256Hex(code), deviceId, expiresAt, createdAt: now })
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'pairing-code',
      resource: 'devices',
      resourceId: deviceId,
      data: { expiresAt: expiresAt.toISOString() },
      label: await deviceName(trx, deviceId),
      at: now,
    });
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

async function deviceName(db: Db, deviceId: number): Promise<string | null> {
  const row = await db.selectFrom('devices').select('name').where('id', '=', deviceId).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Redeems a pairing code: once, before it expires, for an enabled device. The device gets a new credential (an older
 * one stops working); earlier unused codes of the device are dropped.
 */
export async function redeemPairingCode(db: Db, rawCode: string, now: Date) {
  const codeHash = sha256Hex(normalizePairingCode(rawCode));
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('devicePairingCodes')
      .set({ usedAt: now })
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('deviceId')
      .executeTakeFirst();
    const device = used
      ? await trx
          .selectFrom('devices')
          .select(['id', 'branchId', 'identifier', 'name', 'type', 'isEnabled'])
          .where('id', '=', used.deviceId)
          .executeTakeFirst()
      : undefined;
    if (!device?.isEnabled) {
      throw new AppError('unauthorized', messages.desk.invalidPairingCode, {
        field: 'code',
        code: 'invalid_pairing_code',
      });
    }
    const { credential, secretHash } = newCredential(device.id);
    const previous = await trx
      .selectFrom('deviceCredentials')
      .select('pairedAt')
      .where('deviceId', '=', device.id)
      .executeTakeFirst();
    await trx
      .insertInto('deviceCredentials')
      .values({ deviceId: device.id, secretHash, pairedAt: now })
      .onConflict((oc) => oc.column('deviceId').doUpdateSet({ secretHash, pairedAt: now }))
      .execute();
    await trx.deleteFrom('devicePairingCodes').where('deviceId', '=', device.id).where('usedAt', 'is', null).execute();
    await recordAudit(trx, {
      actor: { kind: 'device', deviceId: device.id, name: device.name, branchId: device.branchId },
      action: 'pair',
      resource: 'devices',
      resourceId: device.id,
      before: { paired: previous !== undefined, pairedAt: previous?.pairedAt.toISOString() ?? null },
      after: { paired: true, pairedAt: now.toISOString() },
      label: device.name,
      at: now,
    });
    return {
      credential,
      device: {
        id: device.id,
        branchId: device.branchId,
        identifier: device.identifier,
        name: device.name,
        type: device.type,
      },
    };
  });
}

/** Revokes the device's credential at once (404 when it has none); recorded in the audit log. */
export async function revokeCredential(db: Db, deviceId: number, now: Date, actor: Actor): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('deviceCredentials')
      .where('deviceId', '=', deviceId)
      .returning('pairedAt')
      .executeTakeFirst();
    if (!deleted) return false;
    await recordAudit(trx, {
      actor,
      action: 'revoke',
      resource: 'devices',
      resourceId: deviceId,
      before: { paired: true, pairedAt: deleted.pairedAt.toISOString() },
      after: { paired: false, pairedAt: null },
      label: await deviceName(trx, deviceId),
      at: now,
    });
    return true;
  });
  if (!done) throw AppError.notFound();
}
