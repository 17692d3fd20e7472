import { signageHeartbeatSchema } from '@bestell/domain';
import type { Db } from '../../db/database.js';

/** A screen's heartbeat: when it was last seen and what it plays now (shown in the back-office). */
export async function recordSignageHeartbeat(db: Db, id: number, body: unknown, now: Date) {
  const { nowPlaying } = signageHeartbeatSchema.parse(body);
  await db
    .updateTable('digitalSignageDevices')
    .set({ lastSeenAt: now, nowPlaying: nowPlaying === null ? null : JSON.stringify(nowPlaying) })
    .where('id', '=', id)
    .execute();
  return { lastSeenAt: now.toISOString(), nowPlaying };
}
