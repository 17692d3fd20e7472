import { messages, signageDevicesMessages } from '@bestell/domain';
import type { Context } from 'koa';
import type { Db } from '../../db/database.js';
import { constantTimeEqual, randomSecret, sha256Hex } from '../../infrastructure/auth/tokens.js';
import { AppError } from '../../kernel/app-error.js';

/**
 * A device credential reads `dc_<deviceId>_<secret>` and travels in `X-Device-Key` (not `Authorization`, which the
 * authentication middleware reads as a branch API key). Only the SHA-256 of the secret is stored; it is compared in
 * constant time. Deleting the row (revoke, or a new pairing) makes the old credential fail at once.
 */
export const deviceKeyHeader = 'X-Device-Key';
/** The device row's version on the desk's polls: a change means its settings changed. */
export const settingsVersionHeader = 'X-Device-Version';
const credentialPattern = /^dc_([1-9][0-9]{0,9})_([A-Za-z0-9_-]{43})$/;

export interface PairedDevice {
  id: number;
  branchId: number;
  identifier: string;
  name: string;
  type: string;
  settings: Record<string, unknown>;
  /** The device row's version (raised by every save in the back-office). */
  version: number;
  pairedAt: Date;
}

export function newCredential(deviceId: number): { credential: string; secretHash: string } {
  const secret = randomSecret();
  return { credential: `dc_${deviceId}_${secret}`, secretHash: sha256Hex(secret) };
}

function parseCredential(raw: string): { deviceId: number; secret: string } | null {
  const match = credentialPattern.exec(raw.trim());
  if (!match?.[1] || !match[2]) return null;
  const deviceId = Number(match[1]);
  return deviceId <= 2_147_483_647 ? { deviceId, secret: match[2] } : null;
}

/** The paired, enabled device of the credential, or null. */
export async function findPairedDevice(db: Db, raw: string): Promise<PairedDevice | null> {
  const parsed = parseCredential(raw);
  if (!parsed) return null;
  const row = await db
    .selectFrom('deviceCredentials as c')
    .innerJoin('devices as d', 'd.id', 'c.deviceId')
    .select([
      'd.id',
      'd.branchId',
      'd.identifier',
      'd.name',
      'd.type',
      'd.settings',
      'd.version',
      'd.isEnabled',
      'c.secretHash',
      'c.pairedAt',
    ])
    .where('c.deviceId', '=', parsed.deviceId)
    .executeTakeFirst();
  const presented = sha256Hex(parsed.secret);
  if (!constantTimeEqual(presented, row?.secretHash ?? '0'.repeat(64)) || !row?.isEnabled) return null;
  return {
    id: row.id,
    branchId: row.branchId,
    identifier: row.identifier,
    name: row.name,
    type: row.type,
    settings: row.settings,
    version: row.version,
    pairedAt: row.pairedAt,
  };
}

/** The calling paired device of any type (header `X-Device-Key`), else 401: the signage screens' own routes. */
export async function requirePairedDevice(ctx: Context, db: Db): Promise<PairedDevice> {
  const raw = ctx.get(deviceKeyHeader);
  const device = raw === '' ? null : await findPairedDevice(db, raw);
  if (!device) {
    throw new AppError('unauthorized', messages.desk.invalidDeviceCredential, { code: 'invalid_device_credential' });
  }
  return device;
}

/**
 * The calling desk (header `X-Device-Key`), else 401. A signage screen's credential (a device of type 'display',
 * kept by a kiosk browser, maybe in a partner's shop) is refused (403): it must not read the branch's orders,
 * employees or print jobs, nor pause the shop.
 */
export async function requireDevice(ctx: Context, db: Db): Promise<PairedDevice> {
  const device = await requirePairedDevice(ctx, db);
  if (device.type === 'display') {
    throw new AppError('forbidden', signageDevicesMessages.screenIsNotADesk, { code: 'signage_device' });
  }
  return device;
}
