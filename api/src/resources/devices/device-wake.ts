import { EventEmitter } from 'node:events';
import { z } from 'zod';
import type { Db } from '../../db/database.js';

/**
 * Live delivery of staff requests to a desk (issue 13): the desk keeps one long poll open
 * (`GET /api/devices/self/wait`), answered as soon as a command (device test) or a print job newer than the desk's
 * cursors is pending: at once when it was written by this API process (an in-process wake-up), else within
 * `recheckMs` (a cheap indexed look, for jobs other processes or the orders screen wrote), or after `waitMs` with
 * nothing new. The desk then fetches its commands or jobs; its slow polls stay as a safety net.
 */
const wakeUps = new EventEmitter();
wakeUps.setMaxListeners(0);

export const waitMs = 25_000;
/** The cheap look's interval (tests may lengthen it: `OrderServicesOptions.deviceRecheckMs`). */
export const recheckMs = 500;

export function wakeDevice(deviceId: number): void {
  wakeUps.emit(String(deviceId));
}

export const waitQuerySchema = z.object({
  jobs: z.coerce.number().int().min(0).default(0),
  commands: z.coerce.number().int().min(0).default(0),
  /** How long to wait at most, in seconds (0: just look). */
  wait: z.coerce
    .number()
    .int()
    .min(0)
    .max(waitMs / 1000)
    .default(waitMs / 1000),
});

export interface WorkCursor {
  /** The newest pending job id (0: none). */
  jobs: number;
  /** The newest pending command id (0: none). */
  commands: number;
}

async function pendingWork(db: Db, deviceId: number): Promise<WorkCursor> {
  const [jobs, commands] = await Promise.all([
    db
      .selectFrom('printJobs')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('deviceId', '=', deviceId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
    db
      .selectFrom('deviceCommands')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('deviceId', '=', deviceId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return { jobs: Number(jobs?.id ?? 0), commands: Number(commands?.id ?? 0) };
}

/** Waits until work newer than `seen` is pending for the device (or the time is up, or the desk went away). */
export async function waitForWork(
  db: Db,
  deviceId: number,
  seen: WorkCursor,
  closed: AbortSignal,
  timeoutMs = waitMs,
  recheckEveryMs = recheckMs,
): Promise<WorkCursor & { news: boolean }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const work = await pendingWork(db, deviceId);
    const news = work.jobs > seen.jobs || work.commands > seen.commands;
    const left = deadline - Date.now();
    if (news || left <= 0 || closed.aborted) return { ...work, news };
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeUps.off(String(deviceId), done);
        closed.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.min(recheckEveryMs, left));
      wakeUps.on(String(deviceId), done);
      closed.addEventListener('abort', done);
    });
  }
}
