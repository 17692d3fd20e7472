import { messages } from '@bestell/domain';
import type { Context } from 'koa';
import { AppError } from '../../kernel/app-error.js';
import { type Actor, actorOf, branchScopeOf, isAdmin } from '../auth/actor.js';
import { requireAdmin, requireStaff } from '../auth/guards.js';
import type { Permission } from './types.js';

/** The actor, once the permission's role is met (401 anonymous, 403 wrong role). Branch checks come later. */
export function checkRole(ctx: Context, permission: Permission): Actor {
  if (permission === 'public') return actorOf(ctx);
  if (permission === 'admin') return requireAdmin(ctx);
  return requireStaff(ctx);
}

/** An employee may only put rows into their own branches (admins anywhere). */
export function checkBranchIds(actor: Actor, branchIds: number[]): void {
  if (isAdmin(actor)) return;
  const scope = branchScopeOf(actor);
  if (scope === 'all') return;
  if (branchIds.length === 0 || branchIds.some((id) => !scope.includes(id))) {
    throw new AppError('forbidden', messages.auth.accessDenied);
  }
}
