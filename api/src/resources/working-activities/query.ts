import { addDays, DEFAULT_TIME_ZONE, messages, parseIsoDate, startOfLocalDay } from '@bestell/domain';
import { z } from 'zod';
import { parsePaging } from '../../infrastructure/http/paging.js';
import { pagingQueryShape, pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { AppError } from '../../kernel/app-error.js';
import type { ActivityFilters } from './repository.js';

const id = /^[1-9]\d{0,9}$/;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/working-activities: filters (all optional) and paging. */
export const workingActivityListQuerySchema = z.object({
  userId: queryParam('Only this employee (employees: only themselves).', id),
  branchId: queryParam('Only activities clocked at this branch.', id),
  from: queryParam('Activities still running on or after this local day (YYYY-MM-DD, Europe/Vienna).', day),
  to: queryParam('Activities started on or before this local day (YYYY-MM-DD), included.', day),
  ...pagingQueryShape(500, 100),
});

const known = new Set(Object.keys(workingActivityListQuerySchema.shape));

function invalid(field: string, message: string = messages.validation.invalidValue): AppError {
  return new AppError('validation', message, { field, code: 'invalid_query' });
}

function idOf(raw: string | undefined, field: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!id.test(raw) || Number(raw) > 2_147_483_647) throw invalid(field);
  return Number(raw);
}

function dayOf(raw: string | undefined, field: string): string | undefined {
  if (raw === undefined) return undefined;
  if (!day.test(raw) || !parseIsoDate(raw)) throw invalid(field, messages.validation.invalidDate);
  return raw;
}

/** The filters and paging; an unknown parameter or a bad value is a 422 naming it (like the CRUD lists). */
export function parseListQuery(query: Record<string, unknown>): {
  filters: ActivityFilters;
  paging: { limit: number; offset: number };
} {
  for (const key of Object.keys(query)) {
    if (!known.has(key))
      throw new AppError('validation', messages.validation.unexpectedField, { field: key, code: 'invalid_query' });
  }
  const picked = pickQuery(workingActivityListQuerySchema, query);
  const from = dayOf(picked.from, 'from');
  const to = dayOf(picked.to, 'to');
  if (from !== undefined && to !== undefined && from > to) throw invalid('from', messages.statistics.fromAfterTo);
  const filters: ActivityFilters = {
    userId: idOf(picked.userId, 'userId'),
    branchId: idOf(picked.branchId, 'branchId'),
    from: from === undefined ? undefined : new Date(startOfLocalDay(from, DEFAULT_TIME_ZONE)),
    to: to === undefined ? undefined : new Date(startOfLocalDay(addDays(to, 1), DEFAULT_TIME_ZONE)),
  };
  const paging = parsePaging(query, { maxLimit: 500, defaultLimit: 100 });
  return { filters, paging: { limit: paging.limit, offset: paging.offset } };
}
