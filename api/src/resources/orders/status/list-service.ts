import { messages } from '@bestell/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../../infrastructure/deps.js';
import type { BranchScope } from '../../../infrastructure/events/hub.js';
import { parsePaging } from '../../../infrastructure/http/paging.js';
import { pickQuery } from '../../../infrastructure/http/query-schema.js';
import { staffOrders } from '../order-view.js';
import { filteredOrders, historyQuerySchema, openOrders, scoped, sortedOrders } from './history-query.js';

export const currentQuerySchema = z.object({
  branch: z.coerce.number({ error: messages.validation.invalidValue }).int().positive().optional(),
});

const listCap = 500;

/** Orders still to work on (waiting, confirmed, in delivery), by due time. Bounded. */
export async function listCurrentOrders(deps: AppDeps, scope: BranchScope, query: unknown) {
  const { branch } = currentQuerySchema.parse(query);
  const rows = await openOrders(scoped(deps.db.selectFrom('orders').selectAll(), scope, branch))
    .orderBy('dueAt')
    .orderBy('id')
    .limit(listCap)
    .execute();
  return staffOrders(deps.db, rows);
}

/**
 * Decision (the spec names /orders/missed only): orders still waiting for confirmation whose due time has passed —
 * the ones the branch missed. Catching up on events after a disconnect is the SSE replay (Last-Event-ID).
 */
export async function listMissedOrders(deps: AppDeps, scope: BranchScope, query: unknown) {
  const { branch } = currentQuerySchema.parse(query);
  const rows = await openOrders(scoped(deps.db.selectFrom('orders').selectAll(), scope, branch))
    .where('isConfirmed', '=', false)
    .where('dueAt', '<', deps.now())
    .orderBy('dueAt')
    .orderBy('id')
    .limit(listCap)
    .execute();
  return staffOrders(deps.db, rows);
}

/**
 * How many matches beyond the current page the history counts exactly. Counting every match of a broad search (or of
 * no filter at all) over a million orders takes longer than the page itself; past this many the answer says
 * `totalCapped` and staff narrow the search (docs/decisions.md, issue 26).
 */
export const historyCountAhead = 1000;

/**
 * History (contract 5): filters (branch, state, payment method, business days from–to, search), a whitelisted sort
 * and server-side paging with the total (exact up to `historyCountAhead` rows past the page, else a lower bound).
 */
export async function listOrderHistory(deps: AppDeps, scope: BranchScope, query: unknown) {
  // 400 in German before the schema's generic 422 (history pages by `page`: `offset` is no parameter of it)
  parsePaging(pickQuery(historyQuerySchema, query), { maxLimit: 100, defaultLimit: 50 });
  const { page, limit, ...filters } = historyQuerySchema.parse(query);
  const base = filteredOrders(deps.db.selectFrom('orders').selectAll(), scope, filters);
  const offset = (page - 1) * limit;
  const cap = offset + limit + historyCountAhead;
  const [rows, count] = await Promise.all([
    sortedOrders(base, filters.sort).limit(limit).offset(offset).execute(),
    deps.db
      .selectFrom(
        base
          .clearSelect()
          .select(sql<number>`1`.as('one'))
          .limit(cap + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  const counted = Number(count?.total ?? 0);
  return {
    data: await staffOrders(deps.db, rows),
    meta: { page, limit, total: Math.min(counted, cap), totalCapped: counted > cap },
  };
}

/** Frontdesk view of one branch (spec §6: by API key): the orders still to work on, by due time. */
export async function listFrontdeskOrders(deps: AppDeps, branchId: number) {
  return listCurrentOrders(deps, [branchId], {});
}

/**
 * Backoffice view of one branch (spec §6: by API key). Decision: the orders still to work on plus every order of the
 * branch's current business day whatever its state (completed, rejected, canceled), by due time.
 */
export async function listBackofficeOrders(deps: AppDeps, branchId: number, businessDate: string) {
  const rows = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('branchId', '=', branchId)
    .where((eb) =>
      eb.or([
        eb('businessDate', '=', businessDate),
        eb.and([eb('isRejected', '=', false), eb('isCanceled', '=', false), eb('isCompleted', '=', false)]),
      ]),
    )
    .orderBy('dueAt')
    .orderBy('id')
    .limit(listCap)
    .execute();
  return staffOrders(deps.db, rows);
}
