import { donationPerOrder, donationTotal } from '@bestell/domain';
import { Router } from '@koa/router';
import { sql } from 'kysely';
import { z } from 'zod';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';

/** The latest donating orders an answer lists (the figures count them all). */
const listLimit = 200;

const decimal = z.string().regex(/^\d+\.\d{2}$/);

export const donationsAnswerSchema = z.object({
  count: z
    .number()
    .int()
    .meta({ description: 'Orders that chose the donatee and count (not canceled, rejected, failed).' }),
  total: decimal.meta({ description: 'count × the donation per order (spec §9: 0.07), 2 decimals.' }),
  perOrder: decimal,
  orders: z
    .array(
      z.object({
        id: z.number().int(),
        uid: z.string(),
        ticketNumber: z.number().int(),
        branch: z.object({ id: z.number().int() }),
        placedAt: z.string(),
        counts: z.boolean(),
      }),
    )
    .meta({ description: `The latest ${listLimit} orders that chose the donatee, newest first.` }),
});

/**
 * GET /api/donatees/{id}/donations (issue 24 point 4): what the donatee received. An order stores the donatee it
 * chose (orders.donatee_id); the amount is §9's constant per counting order, so it is computed, not stored.
 */
export function donationRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.get('/donatees/:id/donations', async (ctx) => {
    requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    const donatee = await deps.db.selectFrom('donatees').select('id').where('id', '=', id).executeTakeFirst();
    if (!donatee) throw AppError.notFound();
    const counts = sql<boolean>`not is_canceled and not is_rejected and not is_failed`;
    const [figures, rows] = await Promise.all([
      deps.db
        .selectFrom('orders')
        .select(sql<string>`count(*) filter (where ${counts})`.as('count'))
        .where('donateeId', '=', id)
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('orders')
        .select(['id', 'uid', 'ticketNumber', 'branchId', 'placedAt', counts.as('counts')])
        .where('donateeId', '=', id)
        .orderBy('placedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(listLimit)
        .execute(),
    ]);
    const count = Number(figures.count);
    sendData(ctx, {
      count,
      total: donationTotal(count),
      perOrder: donationPerOrder,
      orders: rows.map((row) => ({
        id: row.id,
        uid: row.uid,
        ticketNumber: row.ticketNumber,
        branch: { id: row.branchId },
        placedAt: new Date(row.placedAt).toISOString(),
        counts: row.counts,
      })),
    });
  });
  registry.add({
    method: 'get',
    path: '/api/donatees/{id}/donations',
    summary: 'The donations a donatee received: count, total and the latest orders',
    tag: 'donatees',
    access: 'admin',
    status: 200,
    answer: donationsAnswerSchema,
  });
  return router;
}
