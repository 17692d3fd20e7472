import { z } from 'zod';
import { pagingQueryShape, queryParam } from '../http/query-schema.js';
import { isComparison, maxLimit } from './list-query.js';
import type { FilterType } from './types.js';

function filterParam(type: FilterType) {
  if (type === 'integer') return queryParam('Equals (a whole number).', /^[1-9]\d{0,9}$/);
  if (type === 'boolean') return z.enum(['true', 'false', '1', '0']).optional().meta({ description: 'Equals.' });
  if (isComparison(type)) {
    const comparison = { after: 'After', before: 'Before', atLeast: 'On or after', atMost: 'On or before' }[type];
    return queryParam(`${comparison} (an ISO date or date-time with offset).`, /^\d{4}-\d{2}-\d{2}(T.+)?$/);
  }
  return z
    .string()
    .max(255)
    .optional()
    .meta({ description: type === 'search' ? 'Contains (case-insensitive).' : 'Equals.' });
}

/**
 * The query of a list (paging, `sort`, the filters): the schema the list route picks its parameters with
 * ({@link pickQuery}) and the OpenAPI document shows.
 */
export function listQuerySchema(options: {
  sortable: string[];
  filters?: Record<string, { column: string; type: FilterType }>;
  defaultLimit?: number;
}) {
  return z.object({
    ...pagingQueryShape(maxLimit, options.defaultLimit ?? maxLimit),
    sort: queryParam(`Comma-separated fields, '-' for descending: ${[...options.sortable, 'id'].join(', ')}.`),
    ...Object.fromEntries(Object.entries(options.filters ?? {}).map(([name, f]) => [name, filterParam(f.type)])),
  });
}
