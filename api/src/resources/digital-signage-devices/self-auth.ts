import { signageDevicesMessages } from '@bestell/domain';
import type { Context } from 'koa';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import { type PairedDevice, requirePairedDevice } from '../devices/credential.js';

export interface SignageCaller {
  /** The paired `devices` row (type 'display'). */
  device: PairedDevice;
  /** Its digital signage device id. */
  signageDeviceId: number;
}

/**
 * The calling screen: the desk's device credential (`X-Device-Key`, 401 when missing, wrong or revoked) of a device
 * that is a digital signage screen (403 for a desk's credential).
 */
export async function requireSignageDevice(ctx: Context, db: Db): Promise<SignageCaller> {
  const device = await requirePairedDevice(ctx, db);
  const row = await db
    .selectFrom('digitalSignageDevices')
    .select('id')
    .where('deviceId', '=', device.id)
    .executeTakeFirst();
  if (!row) {
    throw new AppError('forbidden', signageDevicesMessages.notASignageDevice, { code: 'not_a_signage_device' });
  }
  return { device, signageDeviceId: row.id };
}

/** Is the screen's credential still there (an open live feed ends when it was revoked or the screen deleted)? */
export async function isStillPaired(db: Db, signageDeviceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('digitalSignageDevices as s')
    .innerJoin('deviceCredentials as c', 'c.deviceId', 's.deviceId')
    .select('s.id')
    .where('s.id', '=', signageDeviceId)
    .executeTakeFirst();
  return row !== undefined;
}
