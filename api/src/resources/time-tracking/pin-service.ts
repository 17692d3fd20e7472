import { formatLocalTime, messages, pinLockMinutes, pinMaxAttempts } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { hashPassword, verifyPassword } from '../../infrastructure/auth/password.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { branchZone } from './activity-service.js';
import { findBranchEmployee, type TerminalEmployeeRow } from './employees-repository.js';

/** How the audit log shows a PIN: whether one is set, never the PIN or its hash. */
const pinState = (set: boolean) => ({ pin: set ? 'gesetzt' : 'nicht gesetzt' });

async function userLabel(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  if (!row) throw AppError.notFound();
  return row.username;
}

/** Sets (or replaces) the user's PIN, hashed with argon2; clears a lock. Audit: set/not set, never the PIN. */
export async function setPin(deps: AppDeps, actor: Actor, userId: number, pin: string): Promise<void> {
  const label = await userLabel(deps.db, userId);
  const pinHash = await hashPassword(pin);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('employeePins')
      .select('userId')
      .where('userId', '=', userId)
      .executeTakeFirst();
    await trx
      .insertInto('employeePins')
      .values({ userId, pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({ pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: now }),
      )
      .execute();
    // A new PIN ends the terminal sessions signed in with the old one.
    await trx.deleteFrom('timeTrackingTokens').where('userId', '=', userId).execute();
    await recordAudit(trx, {
      actor,
      action: 'pin-set',
      resource: 'users',
      resourceId: userId,
      before: pinState(before !== undefined),
      after: pinState(true),
      label,
      at: now,
    });
  });
}

export async function removePin(deps: AppDeps, actor: Actor, userId: number): Promise<void> {
  const label = await userLabel(deps.db, userId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('employeePins').where('userId', '=', userId).executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw AppError.notFound();
    await trx.deleteFrom('timeTrackingTokens').where('userId', '=', userId).execute();
    await recordAudit(trx, {
      actor,
      action: 'pin-remove',
      resource: 'users',
      resourceId: userId,
      before: pinState(true),
      after: pinState(false),
      label,
      at: now,
    });
  });
}

export interface PinStatus {
  userId: number;
  username: string;
  displayName: string;
  hasPin: boolean;
  lockedUntil: string | null;
}

/** Every staff user with whether a PIN is set and whether it is locked now (admins' PIN screen; at most 1000). */
export async function listPinStatus(db: Db, now: Date): Promise<PinStatus[]> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('employeePins as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.username', 'u.firstName', 'u.lastName', 'p.userId as pinUser', 'p.lockedUntil'])
    .orderBy('u.username')
    .limit(1000)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    username: row.username,
    displayName: `${row.firstName} ${row.lastName}`.trim() || row.username,
    hasPin: row.pinUser !== null,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
  }));
}

async function lockedMessage(db: Db, branchId: number, until: Date): Promise<AppError> {
  const time = formatLocalTime(until.getTime(), await branchZone(db, branchId));
  return new AppError('too_many_requests', messages.timeTracking.pinLocked({ time }), { code: 'pin_locked' });
}

/**
 * Checks the employee's PIN at a terminal of the branch. Each try is counted before the hash is compared, so even
 * parallel tries get at most 5 comparisons per lock window; the 5th wrong PIN locks the PIN for 15 minutes (stored,
 * so a restart or another API process does not reset it). A right PIN resets the count.
 */
export async function verifyTerminalPin(
  deps: AppDeps,
  branchId: number,
  userId: number,
  pin: string,
): Promise<TerminalEmployeeRow> {
  const db = deps.db;
  const now = deps.now();
  const employee = await findBranchEmployee(db, branchId, userId, now);
  if (!employee) throw new AppError('forbidden', messages.timeTracking.unknownEmployee, { code: 'unknown_employee' });
  const stored = await db
    .selectFrom('employeePins')
    .select(['pinHash', 'lockedUntil'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!stored) throw new AppError('conflict', messages.timeTracking.noPin, { code: 'no_pin' });
  if (stored.lockedUntil && stored.lockedUntil > now) throw await lockedMessage(db, branchId, stored.lockedUntil);
  const counted = await db
    .updateTable('employeePins')
    .set({ failedAttempts: sql`failed_attempts + 1` })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .returning('failedAttempts')
    .executeTakeFirst();
  if (!counted || counted.failedAttempts > pinMaxAttempts) {
    const until = new Date(now.getTime() + pinLockMinutes * 60_000);
    if (counted) await lockPin(db, userId, until, now);
    throw await lockedMessage(db, branchId, until);
  }
  if (await verifyPassword(stored.pinHash, pin)) {
    await db
      .updateTable('employeePins')
      .set({ failedAttempts: 0, lockedUntil: null })
      .where('userId', '=', userId)
      .execute();
    return employee;
  }
  if (counted.failedAttempts >= pinMaxAttempts) {
    const until = new Date(now.getTime() + pinLockMinutes * 60_000);
    await lockPin(db, userId, until, now);
    throw await lockedMessage(db, branchId, until);
  }
  const left = pinMaxAttempts - counted.failedAttempts;
  throw new AppError('unauthorized', messages.timeTracking.wrongPinAttemptsLeft({ left }), { code: 'wrong_pin' });
}

async function lockPin(db: Db, userId: number, until: Date, now: Date): Promise<void> {
  await db
    .updateTable('employeePins')
    .set({ failedAttempts: 0, lockedUntil: until, updatedAt: now })
    .where('userId', '=', userId)
    .execute();
}
