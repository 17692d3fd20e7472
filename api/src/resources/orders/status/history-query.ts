import { messages, orderStates, paymentMethods } from '@bestell/domain';
import { type Expression, type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { DB, OrdersTable } from '../../../db/schema.js';
import type { BranchScope } from '../../../infrastructure/events/hub.js';
import { AppError } from '../../../kernel/app-error.js';

/**
 * The filters and sorting of the order history (contract 5 of issue 12), shared by the paged list and the CSV export.
 * Search (`q`):
 * - digits only (spaces, '+', '-', '/', '(', ')' ignored): the exact ticket number (up to 9 digits) and, from 4 digits
 *   on, the digits anywhere in the phone number;
 * - anything else: case-insensitive "contains" in "first last e-mail" (so "anna huber" finds Anna Huber) and the
 *   exact uid.
 * The contains search runs on one expression (`searchText`) that migration 0012 indexes with pg_trgm where available.
 */
export type OrderQuery = SelectQueryBuilder<DB, 'orders', Selectable<OrdersTable>>;

export const historySorts = ['placedAt', 'dueAt', 'ticketNumber', 'totalGross', 'lastName'] as const;
type HistorySort = (typeof historySorts)[number];
const sortValues = historySorts.flatMap((sort) => [sort, `-${sort}`] as const);

const id = z.coerce.number({ error: messages.validation.invalidValue }).int().positive().max(2_147_483_647);
const isoDate = z.iso.date({ error: messages.validation.invalidDate });
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: messages.validation.invalidValue })
    .int({ error: messages.validation.invalidValue })
    .min(min, { error: messages.validation.invalidValue })
    .max(max, { error: messages.validation.invalidValue });

const searchMax = 100;

/** The filters both the list and the export take. */
export const historyFilterSchema = z.object({
  branch: id.optional(),
  state: z.enum(orderStates, { error: messages.validation.invalidChoice }).optional(),
  paymentMethod: z.enum(paymentMethods, { error: messages.validation.invalidChoice }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z
    .string({ error: messages.validation.invalidValue })
    .trim()
    .max(searchMax, { error: messages.validation.tooLong({ limit: searchMax }) })
    .optional(),
  sort: z.enum(sortValues, { error: messages.validation.invalidChoice }).default('-placedAt'),
});

export const historyQuerySchema = historyFilterSchema.extend({
  page: whole(1, 100_000).default(1),
  limit: whole(1, 100).default(50),
});

export type HistoryFilters = z.infer<typeof historyFilterSchema>;

/**
 * The indexed search text: must stay exactly the expression of `orders_search_trgm_idx` (migration 0012), or the
 * planner cannot use the index.
 */
export const searchText = sql<string>`lower(first_name || ' ' || last_name || ' ' || coalesce(email, ''))`;
/** The phone's digits; the expression of `orders_phone_digits_trgm_idx` (migration 0012). */
export const phoneDigits = sql<string>`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`;

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The OR of every search the term means (see the module comment). */
export function searchCondition(term: string): Expression<SqlBool> {
  const digits = term.replace(/[\s+\-/()]/g, '');
  const arms: Expression<SqlBool>[] = [];
  if (/^\d+$/.test(digits)) {
    if (digits.length <= 9) arms.push(sql<SqlBool>`ticket_number = ${Number(digits)}`);
    if (digits.length >= 4) arms.push(sql<SqlBool>`${phoneDigits} like ${`%${digits}%`}`);
  } else {
    arms.push(sql<SqlBool>`${searchText} like ${`%${likeEscape(term.toLowerCase())}%`}`);
    arms.push(sql<SqlBool>`uid = ${term.toLowerCase()}`);
  }
  if (arms.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(arms, sql` or `)})`;
}

/** The caller's branches, narrowed to `branch` when given (403 for a branch outside the caller's). */
export function scoped(query: OrderQuery, scope: BranchScope, branch: number | undefined): OrderQuery {
  if (branch !== undefined && scope !== 'all' && !scope.includes(branch)) {
    throw new AppError('forbidden', messages.auth.accessDenied);
  }
  let result = query;
  if (scope !== 'all') result = result.where('branchId', 'in', scope.length > 0 ? [...scope] : [-1]);
  if (branch !== undefined) result = result.where('branchId', '=', branch);
  return result;
}

export const openOrders = (query: OrderQuery) =>
  query.where('isRejected', '=', false).where('isCanceled', '=', false).where('isCompleted', '=', false);

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
      return openOrders(query).where('isInDelivery', '=', true);
    case 'confirmed':
      return openOrders(query).where('isInDelivery', '=', false).where('isConfirmed', '=', true);
    case 'waiting':
      return openOrders(query).where('isInDelivery', '=', false).where('isConfirmed', '=', false);
  }
}

/** The filtered orders (not yet sorted or limited). */
export function filteredOrders(query: OrderQuery, scope: BranchScope, filters: HistoryFilters): OrderQuery {
  let result = withState(scoped(query, scope, filters.branch), filters.state);
  if (filters.paymentMethod) result = result.where('paymentMethod', '=', filters.paymentMethod);
  if (filters.from) result = result.where('businessDate', '>=', filters.from);
  if (filters.to) result = result.where('businessDate', '<=', filters.to);
  if (filters.q) result = result.where(searchCondition(filters.q));
  return result;
}

/** `sort` ('-' = descending), then the id in the same direction so pages never overlap. */
export function sortedOrders(query: OrderQuery, sort: HistoryFilters['sort']): OrderQuery {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as HistorySort;
  const direction = descending ? 'desc' : 'asc';
  return query.orderBy(key, direction).orderBy('id', direction);
}
