import { branchTimeZone, messages, type OnlinePauseInput, onlinePauseEnd } from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { type Actor, canActOnBranch } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { type BranchSignal, emitBranchSignal, notifyBranchSignal } from '../../infrastructure/events/branch-signals.js';
import { AppError } from '../../kernel/app-error.js';
import { deletePause, type StoredOnlinePause, savePause, storedPauseOf } from './repository.js';

/** Who is named as having set the pause: the staff member's name, the desk's name, or the branch key. */
export async function actorName(db: Kysely<DB>, actor: Actor): Promise<string> {
  if (actor.kind === 'device') return actor.name;
  if (actor.kind === 'branchKey') return `API-Schlüssel ${actor.keyId}`;
  if (actor.kind !== 'staff') return '';
  const user = await db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'username'])
    .where('id', '=', actor.userId)
    .executeTakeFirst();
  const name = [user?.firstName, user?.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name || user?.username || actor.username;
}

/** The branch (its time zone), 404 when unknown or not the caller's (an employee's other branches are not found). */
async function branchFor(
  db: Kysely<DB>,
  actor: Actor,
  branchId: number,
): Promise<{ id: number; timeZone: string; name: string }> {
  const branch = await db
    .selectFrom('branches')
    .select(['id', 'timeZone', 'name'])
    .where('id', '=', branchId)
    .executeTakeFirst();
  if (!branch || !canActOnBranch(actor, branchId)) throw AppError.notFound();
  return branch;
}

const auditLabel = (branch: { name: string }) => `${messages.onlinePause.controlsLabel}: ${branch.name}`;

/**
 * Sets a pause or busy mode for the branch (replacing one in force), until now + the duration or the end of the
 * branch's local day; audit entry in the same transaction, live signal `branch.paused` to the staff and desk streams
 * after the commit. Answers the stored state.
 */
export async function setOnlinePause(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  input: OnlinePauseInput,
): Promise<StoredOnlinePause> {
  const now = deps.now();
  const signal: BranchSignal = { type: 'branch.paused', branchId, at: now.toISOString() };
  const stored = await deps.db.transaction().execute(async (trx) => {
    const branch = await branchFor(trx, actor, branchId);
    const before = await storedPauseOf(trx, branchId);
    const until = new Date(onlinePauseEnd(input.duration, now, branchTimeZone(branch)));
    await savePause(trx, {
      branchId,
      kind: input.kind,
      extraMinutes: input.kind === 'busy' ? input.extraMinutes : 0,
      until,
      setByUserId: actor.kind === 'staff' ? actor.userId : null,
      setByName: await actorName(trx, actor),
      setAt: now,
    });
    const after = await storedPauseOf(trx, branchId);
    if (!after) throw new Error('online pause not stored');
    await recordAudit(trx, {
      actor,
      action: input.kind,
      resource: 'online-pauses',
      resourceId: branchId,
      before: before && before.until > now.toISOString() ? before : null,
      after,
      data: { duration: input.duration },
      label: auditLabel(branch),
      at: now,
    });
    await notifyBranchSignal(trx, deps.db, signal);
    return after;
  });
  emitBranchSignal(deps.db, signal);
  return stored;
}

/**
 * Ends the branch's pause or busy mode early (nothing to end is fine: 204 either way); audit entry and live signal
 * (`branch.paused`) when one ended.
 */
export async function endOnlinePause(deps: AppDeps, actor: Actor, branchId: number): Promise<void> {
  const now = deps.now();
  const signal: BranchSignal = { type: 'branch.paused', branchId, at: now.toISOString() };
  const ended = await deps.db.transaction().execute(async (trx) => {
    const branch = await branchFor(trx, actor, branchId);
    const before = await storedPauseOf(trx, branchId);
    await deletePause(trx, branchId);
    const inForce = before !== null && Date.parse(before.until) > now.getTime();
    if (inForce) {
      await recordAudit(trx, {
        actor,
        action: 'end',
        resource: 'online-pauses',
        resourceId: branchId,
        before,
        after: null,
        label: auditLabel(branch),
        at: now,
      });
      await notifyBranchSignal(trx, deps.db, signal);
    }
    return inForce;
  });
  if (ended) emitBranchSignal(deps.db, signal);
}
