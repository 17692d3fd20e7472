import { messages } from '@bestell/domain';
import { AppError } from '../server/app-error.js';
import type { FilterType } from './types.js';

const m = messages.validation;

export const maxLimit = 1000;
export const defaultStaffLimit = 100;

export interface ListQuery {
  limit: number;
  offset: number;
  sort: { column: string; direction: 'asc' | 'desc' }[];
  filters: { column: string; type: FilterType; value: string | number | boolean }[];
}

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function invalid(field: string, message: string = m.invalidValue): AppError {
  return new AppError('validation', message, { field, code: 'invalid_query' });
}

function integer(query: Query, key: string, min: number, max: number): number | undefined {
  const raw = single(query, key);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,10}$/.test(raw)) throw invalid(key, m.notInteger);
  const value = Number(raw);
  if (value < min || value > max) throw invalid(key, m.notInRange({ min, max }));
  return value;
}

function filterValue(key: string, type: FilterType, raw: string): string | number | boolean {
  if (type === 'integer') {
    if (!/^[1-9]\d{0,9}$/.test(raw)) throw invalid(key, m.notInteger);
    return Number(raw);
  }
  if (type === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw invalid(key, m.invalidChoice);
  }
  if (raw.length > 255) throw invalid(key, m.tooLong({ limit: 255 }));
  return raw;
}

/**
 * `?limit=&offset=` (or `?page=` counted from 1), `?sort=name,-id` on whitelisted fields and `?field=value`
 * filters; anything not understood is a 422 naming the parameter.
 */
export function parseListQuery(
  query: Query,
  options: { sortable: string[]; filters: Record<string, { column: string; type: FilterType }>; defaultLimit: number },
): ListQuery {
  const limit = integer(query, 'limit', 1, maxLimit) ?? options.defaultLimit;
  const page = integer(query, 'page', 1, 1_000_000);
  const offset = page !== undefined ? (page - 1) * limit : (integer(query, 'offset', 0, 1_000_000_000) ?? 0);
  const sortParam = single(query, 'sort');
  const sort: ListQuery['sort'] = [];
  for (const part of (sortParam ?? '').split(',').filter(Boolean)) {
    const descending = part.startsWith('-');
    const column = descending ? part.slice(1) : part;
    if (!options.sortable.includes(column) && column !== 'id') throw invalid('sort', m.invalidChoice);
    sort.push({ column, direction: descending ? 'desc' : 'asc' });
  }
  const filters: ListQuery['filters'] = [];
  for (const [key, definition] of Object.entries(options.filters)) {
    const raw = single(query, key);
    if (raw === undefined || raw === '') continue;
    filters.push({ column: definition.column, type: definition.type, value: filterValue(key, definition.type, raw) });
  }
  return { limit, offset, sort, filters };
}
