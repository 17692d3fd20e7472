import { messages } from '@bestell/domain';
import { AppError } from '../../kernel/app-error.js';

const m = messages.validation;

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** A paging parameter that is not a whole number within its range: 400 with the German range (issue 16 point 5). */
function pagingError(field: string, min: number, max: number): AppError {
  return new AppError('bad_request', m.notInRange({ min, max }), { field, code: 'invalid_query' });
}

function integer(query: Query, key: string, min: number, max: number): number | undefined {
  const raw = single(query, key);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,10}$/.test(raw)) throw pagingError(key, min, max);
  const value = Number(raw);
  if (value < min || value > max) throw pagingError(key, min, max);
  return value;
}

export const maxPage = 1_000_000;
export const maxOffset = 1_000_000_000;

export interface Paging {
  limit: number;
  offset: number;
  /** Counted from 1: the `page` asked for, else the page the offset falls on. */
  page: number;
}

/**
 * `?limit=` (1–`maxLimit`) and `?page=` (from 1) or `?offset=`; a value that is not a whole number in its range is a
 * 400 naming the parameter and its range in German ('Dieser Wert sollte zwischen 1 und 100 liegen.').
 */
export function parsePaging(query: unknown, options: { maxLimit: number; defaultLimit: number }): Paging {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Query;
  const limit = integer(q, 'limit', 1, options.maxLimit) ?? options.defaultLimit;
  const page = integer(q, 'page', 1, maxPage);
  const offset = page !== undefined ? (page - 1) * limit : (integer(q, 'offset', 0, maxOffset) ?? 0);
  return { limit, offset, page: page ?? Math.floor(offset / limit) + 1 };
}
