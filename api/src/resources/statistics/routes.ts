import { messages } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { branchScopeOf, isAdmin } from '../../infrastructure/auth/actor.js';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery } from '../../infrastructure/http/query-schema.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { type StatisticsAnswer, statisticsAnswerSchema } from './answer.js';
import type { StatisticsRequest } from './bucket.js';
import { bucketNames, findBucket } from './buckets.js';
import { parseStatisticsQuery, statisticsQuerySchema } from './query.js';
import { userProfileRoutes } from './user-profile-routes.js';

/** The branches a staff caller counts: one asked-for branch (403 when not theirs), else all of theirs. */
function branchesOf(ctx: Context, branchId: number | undefined): StatisticsRequest['branchIds'] {
  const scope = branchScopeOf(requireStaff(ctx));
  if (branchId === undefined) return scope;
  if (scope !== 'all' && !scope.includes(branchId)) throw new AppError('forbidden', messages.auth.accessDenied);
  return [branchId];
}

/**
 * GET /api/statistics/{bucket} (spec §7, issue 26): staff only; employees see their branches. Unknown bucket 404;
 * bad dates, from after to or more than three years 400 with a German message. Every bucket reads daily rollups.
 */
export function statisticsRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const { db, now } = deps;
  const router = new Router();
  userProfileRoutes(router, deps, registry);
  router.get('/statistics/:bucket', async (ctx) => {
    requireStaff(ctx);
    const bucket = findBucket(ctx.params.bucket ?? '');
    if (!bucket) throw AppError.notFound(messages.statistics.unknownBucket);
    const query = parseStatisticsQuery(pickQuery(statisticsQuerySchema, ctx.query));
    const branchIds = branchesOf(ctx, query.branchId);
    const actor = requireStaff(ctx);
    const ownUserId = isAdmin(actor) ? undefined : actor.userId;
    const result = await bucket.compute(db, { from: query.from, to: query.to, branchIds, now: now(), ownUserId });
    const answer: StatisticsAnswer = {
      bucket: ctx.params.bucket ?? '',
      kind: bucket.kind,
      from: query.from,
      to: query.to,
      branchId: query.branchId ?? null,
      ...result,
    };
    sendData(ctx, answer);
  });
  registry.add({
    method: 'get',
    path: '/api/statistics/{bucket}',
    summary: `A statistics bucket over local days from..to (staff; employees their branches, and only their own working time). Buckets: ${bucketNames().join(', ')}`,
    tag: 'statistics',
    access: 'branch',
    query: statisticsQuerySchema,
    status: 200,
    answer: statisticsAnswerSchema,
  });
  return router;
}
