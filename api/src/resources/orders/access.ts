import { messages } from '@bestell/domain';
import type { Context } from 'koa';
import { z } from 'zod';
import type { OrderRow } from '../../db/rows.js';
import { actorOf, branchScopeOf, canActOnBranch } from '../../infrastructure/auth/actor.js';
import type { BranchScope } from '../../infrastructure/events/hub.js';
import { AppError } from '../../kernel/app-error.js';

/** Staff session or branch API key (401 otherwise); the branches it may see. */
export function requireOrderScope(ctx: Context): BranchScope {
  const actor = actorOf(ctx);
  if (actor.kind === 'anonymous') throw new AppError('unauthorized', messages.auth.loginRequired);
  return branchScopeOf(actor);
}

/**
 * The check each staff order route runs on the loaded order: 401 anonymous; an order of a branch the caller may not
 * act on is 404 like an unknown id (a 403 would tell that the order exists).
 */
export function branchGuard(ctx: Context): (order: OrderRow) => void {
  return (order) => {
    const actor = actorOf(ctx);
    if (actor.kind === 'anonymous') throw new AppError('unauthorized', messages.auth.loginRequired);
    if (!canActOnBranch(actor, order.branchId)) throw AppError.notFound();
  };
}

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** A numeric path id, else 404 (so /orders/abc is simply not found). */
export function orderIdParam(value: string | undefined): number {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw AppError.notFound();
  return parsed.data;
}
