import {
  DEFAULT_TIME_ZONE,
  holidayEntitlementInputSchema,
  localDateOf,
  messages,
  validationMessages,
} from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { isAdmin } from '../../infrastructure/auth/actor.js';
import { requireAdmin, requireStaff } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { entitlementOf, holidayBalanceOf } from './holiday-balance.js';

const yearPattern = /^(20\d\d|2100)$/;
const balanceQuery = z.object({
  user: queryParam('The user (admins only; default: the signed-in user).', /^[1-9]\d{0,9}$/),
  year: queryParam('The calendar year (default: this year in Vienna).', yearPattern),
});
const listQuery = z.object({ year: queryParam('The calendar year (default: this year in Vienna).', yearPattern) });

const holidayBalanceSchema = z.object({
  year: z.number().int(),
  entitlementDays: z.number(),
  takenDays: z.number(),
  leftDays: z.number(),
});
const employeeBalanceSchema = holidayBalanceSchema.extend({
  userId: z.number().int(),
  displayName: z.string(),
});

function yearOf(raw: string | undefined, now: Date): number {
  if (raw === undefined) return Number(localDateOf(now.getTime(), DEFAULT_TIME_ZONE).slice(0, 4));
  if (!yearPattern.test(raw)) {
    throw new AppError('validation', validationMessages.invalidValue, { field: 'year', code: 'invalid_query' });
  }
  return Number(raw);
}

function displayName(user: { username: string; firstName: string; lastName: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.username : name;
}

/**
 * Holiday balances (issue 28.3, spec §7 GET /time-sheets/holiday-balances): the signed-in user's, or with `?user=`
 * any user's for admins (an employee asking for another is 403). Admins list every staff member's balance for a
 * year and set the entitlement per employee and year (audited as `holiday-entitlements`).
 */
export function holidayRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.get('/time-sheets/holiday-balances', async (ctx) => {
    const actor = requireStaff(ctx);
    const query = pickQuery(balanceQuery, ctx.query);
    const userId = query.user === undefined ? actor.userId : parseId(query.user);
    if (userId !== actor.userId && !isAdmin(actor)) throw new AppError('forbidden', messages.auth.accessDenied);
    const year = yearOf(query.year, deps.now());
    const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw AppError.notFound();
    sendData(ctx, await holidayBalanceOf(deps.db, userId, year));
  });
  registry.add({
    method: 'get',
    path: '/api/time-sheets/holiday-balances',
    summary: 'Holiday entitlement, days taken (working days) and left in a year, for the signed-in user or ?user=',
    tag: 'time-sheets',
    access: 'staff',
    query: balanceQuery,
    status: 200,
    answer: holidayBalanceSchema,
  });

  router.get('/holiday-entitlements', async (ctx) => {
    requireAdmin(ctx);
    const year = yearOf(pickQuery(listQuery, ctx.query).year, deps.now());
    const users = await deps.db
      .selectFrom('users')
      .select(['id', 'username', 'firstName', 'lastName'])
      .where('isEnabled', '=', true)
      .orderBy('firstName')
      .orderBy('lastName')
      .orderBy('id')
      .limit(500)
      .execute();
    const rows = [];
    for (const user of users) {
      rows.push({
        userId: user.id,
        displayName: displayName(user),
        ...(await holidayBalanceOf(deps.db, user.id, year)),
      });
    }
    sendData(ctx, rows);
  });
  registry.add({
    method: 'get',
    path: '/api/holiday-entitlements',
    summary: "Every enabled staff member's holiday balance for a year (entitlement, taken, left)",
    tag: 'time-sheets',
    access: 'admin',
    query: listQuery,
    status: 200,
    answer: z.array(employeeBalanceSchema),
  });

  router.put('/holiday-entitlements/:userId/:year', async (ctx) => {
    const actor = requireAdmin(ctx);
    const userId = parseId(ctx.params.userId);
    const year = yearOf(ctx.params.year, deps.now());
    const input = holidayEntitlementInputSchema.parse(ctx.request.body);
    const balance = await deps.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw AppError.notFound();
      const before = await entitlementOf(trx, userId, year);
      const now = deps.now();
      await trx
        .insertInto('holidayEntitlements')
        .values({ userId, year, days: input.days, updatedAt: now })
        .onConflict((oc) => oc.columns(['userId', 'year']).doUpdateSet({ days: input.days, updatedAt: now }))
        .execute();
      await recordAudit(trx, {
        actor,
        action: 'update',
        resource: 'holiday-entitlements',
        resourceId: userId,
        before: { userId, year, days: Number(before) },
        after: { userId, year, days: Number(input.days) },
        label: `${year}`,
        at: now,
      });
      return holidayBalanceOf(trx, userId, year);
    });
    sendData(ctx, balance);
  });
  registry.add({
    method: 'put',
    path: '/api/holiday-entitlements/{userId}/{year}',
    summary: "Set an employee's holiday entitlement (working days, halves allowed) for a year",
    tag: 'time-sheets',
    access: 'admin',
    body: holidayEntitlementInputSchema,
    status: 200,
    answer: holidayBalanceSchema,
  });
  return router;
}
