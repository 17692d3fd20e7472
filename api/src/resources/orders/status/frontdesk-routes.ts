import { branchTimeZone, localDateOf, messages } from '@bestell/domain';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { authenticateBranchKey } from '../../../infrastructure/auth/branch-keys.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { AppError } from '../../../kernel/app-error.js';
import { sendData } from '../../../kernel/envelope.js';
import { orderIdParam } from '../access.js';
import { loadBranch } from '../placement/placement-context.js';
import { listBackofficeOrders, listFrontdeskOrders } from './list-service.js';

/**
 * The branch id of a frontdesk/backoffice call after checking the key in the path (spec §6: an API key instead of a
 * session): an unknown or revoked key is 401, a key of another branch 403, an unknown branch 404.
 */
async function branchOfKey(deps: AppDeps, ctx: Context): Promise<number> {
  const branchId = orderIdParam(ctx.params.branchId);
  const found = await authenticateBranchKey(deps.db, ctx.params.apiKey ?? '', deps.now());
  if (!found) throw new AppError('unauthorized', messages.auth.invalidApiKey, { code: 'invalid_api_key' });
  if (found.branchId !== branchId) throw new AppError('forbidden', messages.auth.accessDenied);
  ctx.set('Cache-Control', 'no-store');
  return branchId;
}

/** GET /orders/frontdesk/{branchId}/{apiKey} and /orders/backoffice/{branchId}/{apiKey} (spec §7). */
export function addFrontdeskOrderRoutes(router: Router, deps: AppDeps): void {
  router.get('/orders/frontdesk/:branchId/:apiKey', async (ctx) => {
    const branchId = await branchOfKey(deps, ctx);
    sendData(ctx, await listFrontdeskOrders(deps, branchId));
  });
  router.get('/orders/backoffice/:branchId/:apiKey', async (ctx) => {
    const branchId = await branchOfKey(deps, ctx);
    const branch = await loadBranch(deps.db, branchId);
    if (!branch) throw AppError.notFound();
    const today = localDateOf(deps.now().getTime(), branchTimeZone(branch));
    sendData(ctx, await listBackofficeOrders(deps, branchId, today));
  });
}
