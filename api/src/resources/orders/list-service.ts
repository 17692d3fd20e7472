import { messages, orderStates } from '@bestell/domain';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { DB, OrdersTable } from '../../db/schema.js';
import type { BranchScope } from '../../events/hub.js';
import { AppError } from '../../server/app-error.js';
import type { AppDeps } from '../../server/deps.js';
import { staffOrders } from './order-view.js';

type OrderQuery = SelectQueryBuilder<DB, 'orders', Selectable<OrdersTable>>;

const id = z.coerce.number({ error: messages.validation.invalidValue }).int().positive();
const isoDate = z.iso.date({ error: messages.validation.invalidDate });

export const historyQuerySchema = z.object({
  branch: id.optional(),
  state: z.enum(orderStates, { error: messages.validation.invalidChoice }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const currentQuerySchema = z.object({ branch: id.optional() });

const listCap = 500;

/** The caller's branches, narrowed to `branch` when given (403 for a branch outside the caller's). */
function scoped(query: OrderQuery, scope: BranchScope, branch: number | undefined): OrderQuery {
  if (branch !== undefined && scope !== 'all' && !scope.includes(branch)) {
    throw new AppError('forbidden', messages.auth.accessDenied);
  }
  let result = query;
  if (scope !== 'all') result = result.where('branchId', 'in', scope.length > 0 ? [...scope] : [-1]);
  if (branch !== undefined) result = result.where('branchId', '=', branch);
  return result;
}

const open = (query: OrderQuery) =>
  query.where('isRejected', '=', false).where('isCanceled', '=', false).where('isCompleted', '=', false);

/** Orders still to work on (waiting, confirmed, in delivery), by due time. Bounded. */
export async function listCurrentOrders(deps: AppDeps, scope: BranchScope, query: unknown) {
  const { branch } = currentQuerySchema.parse(query);
  const rows = await open(scoped(deps.db.selectFrom('orders').selectAll(), scope, branch))
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
  const rows = await open(scoped(deps.db.selectFrom('orders').selectAll(), scope, branch))
    .where('isConfirmed', '=', false)
    .where('dueAt', '<', deps.now())
    .orderBy('dueAt')
    .orderBy('id')
    .limit(listCap)
    .execute();
  return staffOrders(deps.db, rows);
}

function withState(query: OrderQuery, state: (typeof orderStates)[number] | undefined): OrderQuery {
  switch (state) {
    case undefined:
      return query;
    case 'rejected':
      return query.where('isRejected', '=', true);
    case 'canceled':
      return query.where('isRejected', '=', false).where('isCanceled', '=', true);
    case 'completed':
      return query.where('isRejected', '=', false).where('isCanceled', '=', false).where('isCompleted', '=', true);
    case 'in-delivery':
      return open(query).where('isInDelivery', '=', true);
    case 'confirmed':
      return open(query).where('isInDelivery', '=', false).where('isConfirmed', '=', true);
    case 'waiting':
      return open(query).where('isInDelivery', '=', false).where('isConfirmed', '=', false);
  }
}

/** History with filters (branch, state, business days from–to, search in name, ticket number and uid), paginated. */
export async function listOrderHistory(deps: AppDeps, scope: BranchScope, query: unknown) {
  const filters = historyQuerySchema.parse(query);
  let base = withState(scoped(deps.db.selectFrom('orders').selectAll(), scope, filters.branch), filters.state);
  if (filters.from) base = base.where('businessDate', '>=', filters.from);
  if (filters.to) base = base.where('businessDate', '<=', filters.to);
  if (filters.q) {
    const term = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const ticket = /^\d{1,9}$/.test(filters.q) ? Number(filters.q) : null;
    base = base.where((eb) =>
      eb.or([
        eb('firstName', 'ilike', term),
        eb('lastName', 'ilike', term),
        eb('uid', '=', filters.q ?? ''),
        ...(ticket !== null ? [eb('ticketNumber', '=', ticket)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .orderBy('placedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  return {
    data: await staffOrders(deps.db, rows),
    meta: { page: filters.page, limit: filters.limit, total: Number(count?.total ?? 0) },
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
