import { messages } from '@bestell/domain';
import { AppError } from '../../kernel/app-error.js';
import { parsePaging } from '../http/paging.js';
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
  if (isComparison(type)) {
    if (!isoDateOrDateTime.test(raw) || Number.isNaN(Date.parse(raw))) throw invalid(key, m.invalidDateTime);
  }
  return raw;
}

const isoDateOrDateTime = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A filter comparing a date or date-time column with the parameter. */
export function isComparison(type: FilterType): type is 'after' | 'before' | 'atLeast' | 'atMost' {
  return type === 'after' || type === 'before' || type === 'atLeast' || type === 'atMost';
}

/**
 * `?limit=&offset=` (or `?page=` counted from 1), `?sort=name,-id` on whitelisted fields and `?field=value`
 * filters; paging out of range is a 400 ({@link parsePaging}), any other parameter not understood a 422 naming it.
 */
export function parseListQuery(
  query: Query,
  options: { sortable: string[]; filters: Record<string, { column: string; type: FilterType }>; defaultLimit: number },
): ListQuery {
  const { limit, offset } = parsePaging(query, { maxLimit, defaultLimit: options.defaultLimit });
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
