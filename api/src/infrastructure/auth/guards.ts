import { messages } from '@bestell/domain';
import type { Context } from 'koa';
import { AppError } from '../../kernel/app-error.js';
import { type Actor, actorOf, canActOnBranch, isAdmin } from './actor.js';

const accessDeniedMessage = messages.auth.accessDenied;
const loginRequiredMessage = messages.auth.loginRequired;

/** Staff session required (401 without one). Returns the staff actor. */
export function requireStaff(ctx: Context): Extract<Actor, { kind: 'staff' }> {
  const actor = actorOf(ctx);
  if (actor.kind !== 'staff') throw new AppError('unauthorized', loginRequiredMessage);
  return actor;
}

/** ROLE_ADMIN required: 401 when anonymous, 403 for other staff. */
export function requireAdmin(ctx: Context): Extract<Actor, { kind: 'staff' }> {
  const actor = requireStaff(ctx);
  if (!isAdmin(actor)) throw new AppError('forbidden', accessDeniedMessage);
  return actor;
}

/** Staff session or branch API key allowed on this branch: 401 when anonymous, 403 for another branch. */
export function requireBranchAccess(ctx: Context, branchId: number): Actor {
  const actor = actorOf(ctx);
  if (actor.kind === 'anonymous') throw new AppError('unauthorized', loginRequiredMessage);
  if (!canActOnBranch(actor, branchId)) throw new AppError('forbidden', accessDeniedMessage);
  return actor;
}
